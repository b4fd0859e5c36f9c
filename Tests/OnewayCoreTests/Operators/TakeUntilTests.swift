import Dispatch
import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct TakeUntilTests {
    private static let source: [Recorded<Event<Int>>] = [
        .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
    ]

    @Test("take(until:) completes when the other sequence emits and disposes both")
    func preemptByNext() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable(Self.source)
        let r = scheduler.createHotObservable([.next(150, 1), .next(225, 99), .completed(230)])
        let res = scheduler.start { l.take(until: r) }
        expectEqual(res.events, [.next(210, 2), .next(220, 3), .completed(225)])
        expectEqual(l.subscriptions, [Subscription(200, 225)])
        expectEqual(r.subscriptions, [Subscription(200, 225)])
    }

    @Test("take(until:) fails with the other sequence's error")
    func preemptByError() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable(Self.source)
        let r = scheduler.createHotObservable([.next(150, 1), .error(225, FilteringTestError.boom)])
        let res = scheduler.start { l.take(until: r) }
        expectEqual(res.events, [.next(210, 2), .next(220, 3), .error(225, FilteringTestError.boom)])
        expectEqual(l.subscriptions, [Subscription(200, 225)])
        expectEqual(r.subscriptions, [Subscription(200, 225)])
    }

    @Test("take(until:) ignores the other sequence's completion and runs to the source's end")
    func otherCompletesEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable(Self.source)
        let r = scheduler.createHotObservable([.next(150, 1), .completed(225)])
        let res = scheduler.start { l.take(until: r) }
        expectEqual(
            res.events, [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)]
        )
        expectEqual(l.subscriptions, [Subscription(200, 250)])
        expectEqual(r.subscriptions, [Subscription(200, 225)])
    }

    @Test("take(until:) disposes the silent other sequence when the source completes")
    func otherNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable(Self.source)
        let r = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { l.take(until: r) }
        expectEqual(
            res.events, [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)]
        )
        expectEqual(l.subscriptions, [Subscription(200, 250)])
        expectEqual(r.subscriptions, [Subscription(200, 250)])
    }

    @Test("take(until:) on a silent source completes when the other sequence emits")
    func neverSourcePreempted() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(150, 1)])
        let r = scheduler.createHotObservable([.next(150, 1), .next(225, 2), .completed(250)])
        let res = scheduler.start { l.take(until: r) }
        expectEqual(res.events, [.completed(225)])
        expectEqual(l.subscriptions, [Subscription(200, 225)])
        expectEqual(r.subscriptions, [Subscription(200, 225)])
    }

    @Test("take(until:) with both sequences silent emits nothing until disposed")
    func neverNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(150, 1)])
        let r = scheduler.createHotObservable([.next(150, 1), .completed(225)])
        let res = scheduler.start { l.take(until: r) }
        expectEqual(res.events, [])
        expectEqual(l.subscriptions, [Subscription(200, 1000)])
        expectEqual(r.subscriptions, [Subscription(200, 225)])
    }

    @Test("take(until:) completes before the source's first element and never calls the source's chain again")
    func preemptBeforeFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(150, 1), .next(230, 2), .completed(240)])
        let r = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(220)])
        var sourceElementsSeen = 0
        let res = scheduler.start {
            l.map { element in
                sourceElementsSeen += 1
                return element
            }
            .take(until: r)
        }
        expectEqual(res.events, [.completed(210)])
        expectEqual(l.subscriptions, [Subscription(200, 210)])
        expectEqual(r.subscriptions, [Subscription(200, 210)])
        expectEqual(sourceElementsSeen, 0)
    }

    @Test("take(until:) forwards the source's error and disposes the other sequence")
    func sourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(150, 1), .error(225, FilteringTestError.boom)])
        let r = scheduler.createHotObservable([.next(150, 1), .next(240, 2)])
        let res = scheduler.start { l.take(until: r) }
        expectEqual(res.events, [.error(225, FilteringTestError.boom)])
        expectEqual(l.subscriptions, [Subscription(200, 225)])
        expectEqual(r.subscriptions, [Subscription(200, 225)])
    }

    @Test("take(until:) subscribes to the other sequence before the source")
    func subscriptionOrder() {
        var log: [String] = []
        let source = Observable<Int>.create { _ in
            log.append("source")
            return Disposables.create()
        }
        let other = Observable<Int>.create { _ in
            log.append("other")
            return Disposables.create()
        }
        source.take(until: other).subscribe { _ in }.dispose()
        expectEqual(log, ["other", "source"])
    }

    @Test("take(until:) with an other sequence that emits on subscription completes at once")
    func otherEmitsSynchronously() {
        var events: [Event<Int>] = []
        let subject = PublishSubject<Int>()
        _ = subject.take(until: Observable.just(1)).subscribe { events.append($0) }
        subject.onNext(1)
        expectEqual(events.count, 1)
        expectEqual(events.first?.isCompleted, true)
        #expect(!subject.hasObservers)
    }

    @Test("take(until:) disposed in the middle disposes both subscriptions")
    func disposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable(Self.source)
        let r = scheduler.createHotObservable([.next(300, 1)])
        let res = scheduler.start(disposed: 225) { l.take(until: r) }
        expectEqual(res.events, [.next(210, 2), .next(220, 3)])
        expectEqual(l.subscriptions, [Subscription(200, 225)])
        expectEqual(r.subscriptions, [Subscription(200, 225)])
    }

    @Test("take(until:) fed from two threads delivers a prefix of the source, one event at a time")
    func realThreads() {
        let source = PublishSubject<Int>()
        let other = PublishSubject<Void>()
        let recorder = ThreadedRecorder<Int>()
        let subscription = source.take(until: other).subscribe(recorder.on)
        let group = DispatchGroup()
        let count = 200_000
        runOnAnotherThread(group) {
            for element in 0..<count { source.onNext(element) }
        }
        runOnAnotherThread(group) {
            for _ in 0..<1_000 { other.onNext(()) }
        }
        group.waitOrRecordIssue()
        recorder.waitForTermination()
        let received = recorder.elements
        expectEqual(recorder.events.filter(\.isCompleted).count, 1)
        #expect(recorder.completed)
        expectEqual(received, Array(0..<received.count))
        expectEqual(recorder.overlaps, 0)
        #expect(!source.hasObservers)
        #expect(!other.hasObservers)
        subscription.dispose()
    }
}
