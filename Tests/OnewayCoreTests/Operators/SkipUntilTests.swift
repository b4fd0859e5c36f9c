import Dispatch
import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct SkipUntilTests {
    private static let source: [Recorded<Event<Int>>] = [
        .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
    ]

    @Test("skip(until:) emits the source's elements after the other sequence's first element")
    func someDataNext() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable(Self.source)
        let r = scheduler.createHotObservable([.next(150, 1), .next(225, 99), .completed(230)])
        let res = scheduler.start { l.skip(until: r) }
        expectEqual(res.events, [.next(230, 4), .next(240, 5), .completed(250)])
        expectEqual(l.subscriptions, [Subscription(200, 250)])
        expectEqual(r.subscriptions, [Subscription(200, 225)])
    }

    @Test("skip(until:) fails with the other sequence's error")
    func otherError() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable(Self.source)
        let r = scheduler.createHotObservable([.next(150, 1), .error(225, FilteringTestError.boom)])
        let res = scheduler.start { l.skip(until: r) }
        expectEqual(res.events, [.error(225, FilteringTestError.boom)])
        expectEqual(l.subscriptions, [Subscription(200, 225)])
        expectEqual(r.subscriptions, [Subscription(200, 225)])
    }

    @Test("skip(until:) forwards the source's error even before the gate opens")
    func sourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .error(220, FilteringTestError.boom)])
        let r = scheduler.createHotObservable([.next(150, 1), .next(230, 2), .completed(250)])
        let res = scheduler.start { l.skip(until: r) }
        expectEqual(res.events, [.error(220, FilteringTestError.boom)])
        expectEqual(l.subscriptions, [Subscription(200, 220)])
        expectEqual(r.subscriptions, [Subscription(200, 220)])
    }

    @Test("As in RxSwift, a source that completes before the gate opens ends the subscription silently")
    func sourceCompletesFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable(Self.source)
        let r = scheduler.createHotObservable([.next(150, 1), .completed(225)])
        let res = scheduler.start { l.skip(until: r) }
        expectEqual(res.events, [])
        expectEqual(l.subscriptions, [Subscription(200, 250)])
        expectEqual(r.subscriptions, [Subscription(200, 225)])
    }

    @Test("skip(until:) on a silent source emits nothing after the gate opens")
    func neverNext() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(150, 1)])
        let r = scheduler.createHotObservable([.next(150, 1), .next(225, 2), .completed(250)])
        let res = scheduler.start { l.skip(until: r) }
        expectEqual(res.events, [])
        expectEqual(l.subscriptions, [Subscription(200, 1000)])
        expectEqual(r.subscriptions, [Subscription(200, 225)])
    }

    @Test("A later error of the other sequence is never seen once the source has completed")
    func otherErrorAfterSourceEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable(Self.source)
        let r = scheduler.createHotObservable([.next(150, 1), .error(300, FilteringTestError.boom)])
        let res = scheduler.start { l.skip(until: r) }
        expectEqual(res.events, [])
        expectEqual(l.subscriptions, [Subscription(200, 250)])
        expectEqual(r.subscriptions, [Subscription(200, 250)])
    }

    @Test("skip(until:) with both sequences silent emits nothing until disposed")
    func neverNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(150, 1)])
        let r = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { l.skip(until: r) }
        expectEqual(res.events, [])
        expectEqual(l.subscriptions, [Subscription(200, 1000)])
        expectEqual(r.subscriptions, [Subscription(200, 1000)])
    }

    @Test("The source's completion disposes an other sequence that never emitted")
    func completionDisposesOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable(Self.source)
        var otherDisposed = false
        let r = Observable<Int>.create { _ in Disposables.create { otherDisposed = true } }
        let res = scheduler.start { l.skip(until: r) }
        expectEqual(res.events, [])
        #expect(otherDisposed)
    }

    @Test("skip(until:) subscribes to the source before the other sequence")
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
        source.skip(until: other).subscribe { _ in }.dispose()
        expectEqual(log, ["source", "other"])
    }

    @Test("skip(until:) disposed in the middle disposes both subscriptions")
    func disposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable(Self.source)
        let r = scheduler.createHotObservable([.next(215, 1)])
        let res = scheduler.start(disposed: 235) { l.skip(until: r) }
        expectEqual(res.events, [.next(220, 3), .next(230, 4)])
        expectEqual(l.subscriptions, [Subscription(200, 235)])
        expectEqual(r.subscriptions, [Subscription(200, 215)])
    }

    @Test("skip(until:) fed from two threads delivers a contiguous tail of the source, one event at a time")
    func realThreads() {
        let source = PublishSubject<Int>()
        let other = PublishSubject<Void>()
        let recorder = ThreadedRecorder<Int>()
        let subscription = source.skip(until: other).subscribe(recorder.on)
        let count = 200_000
        let group = DispatchGroup()
        runOnAnotherThread(group) {
            for element in 0..<count { source.onNext(element) }
        }
        runOnAnotherThread(group) {
            other.onNext(())
        }
        group.waitOrRecordIssue()
        source.onCompleted()
        recorder.waitForTermination()
        let received = recorder.elements
        #expect(recorder.completed)
        if let first = received.first {
            expectEqual(received, Array(first..<count))
        }
        expectEqual(recorder.overlaps, 0)
        #expect(!other.hasObservers)
        subscription.dispose()
    }
}
