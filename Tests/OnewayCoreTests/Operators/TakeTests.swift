import Dispatch
import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct TakeTests {
    private static let events: [Recorded<Event<Int>>] = [
        .next(70, 6), .next(150, 4), .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1),
        .next(300, -1), .next(310, 3), .next(340, 8), .next(370, 11), .next(410, 15), .next(415, 16),
    ]

    @Test("take(n) with more elements than the source has forwards them all and the source's completion")
    func completeAfter() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events + [.completed(690)])
        let res = scheduler.start { xs.take(20) }
        expectEqual(res.events, Self.events.filter { $0.time > 200 } + [.completed(690)])
        expectEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    @Test("take(n) completes at the nth element and disposes the source then")
    func completeSame() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events + [.completed(690)])
        let res = scheduler.start { xs.take(10) }
        expectEqual(res.events, Self.events.filter { $0.time > 200 } + [.completed(415)])
        expectEqual(xs.subscriptions, [Subscription(200, 415)])
    }

    @Test("take(n) completes before a later source error")
    func completeBeforeError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events + [.error(690, FilteringTestError.boom)])
        let res = scheduler.start { xs.take(3) }
        expectEqual(res.events, [.next(210, 9), .next(230, 13), .next(270, 7), .completed(270)])
        expectEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    @Test("take(n) forwards a source error that comes before the nth element")
    func errorBefore() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 9), .next(230, 13), .error(250, FilteringTestError.boom), .next(270, 7),
        ])
        let res = scheduler.start { xs.take(3) }
        expectEqual(res.events, [.next(210, 9), .next(230, 13), .error(250, FilteringTestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("take(n) disposed before the nth element stops at the disposal time")
    func disposeBefore() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events)
        let res = scheduler.start(disposed: 250) { xs.take(3) }
        expectEqual(res.events, [.next(210, 9), .next(230, 13)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("take(0) completes on subscription without subscribing to the source")
    func takeZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events)
        let res = scheduler.start { xs.take(0) }
        expectEqual(res.events, [.completed(200)])
        expectEqual(xs.subscriptions, [])
    }

    @Test("take(1) counts before forwarding: an element sent reentrantly by the observer is not taken")
    func decrementsFirst() throws {
        let subject = BehaviorSubject(value: false)
        var received: [Bool] = []
        var completions = 0
        _ = subject.take(1).subscribe(
            onNext: { value in
                received.append(value)
                subject.onNext(!value)
            },
            onCompleted: { completions += 1 }
        )
        expectEqual(received, [false])
        expectEqual(completions, 1)
        #expect(try subject.value() == true)
    }

    @Test("take with a negative count stops the process")
    func negativeCount() async {
        await #expect(processExitsWith: .failure) {
            _ = Observable<Int>.never().take(-1)
        }
    }

    @Test("take(for:) of zero completes one tick after subscription, with the processing delay")
    func forZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.take(for: .seconds(0), scheduler: scheduler) }
        expectEqual(res.events, [.completed(201)])
        expectEqual(xs.subscriptions, [Subscription(200, 201)])
    }

    @Test("take(for:) forwards the elements within the duration and completes when it ends")
    func forSome() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let res = scheduler.start { xs.take(for: .seconds(25), scheduler: scheduler) }
        expectEqual(res.events, [.next(210, 1), .next(220, 2), .completed(225)])
        expectEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    @Test("take(for:) forwards the source's completion when it comes before the duration ends")
    func forLate() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
        expectEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        expectEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    @Test("take(for:) forwards a source error that comes before the duration ends")
    func forError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(0, 0), .error(210, FilteringTestError.boom)])
        let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
        expectEqual(res.events, [.error(210, FilteringTestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    @Test("take(for:) on a silent source completes when the duration ends")
    func forNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(0, 0)])
        let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
        expectEqual(res.events, [.completed(250)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("Two take(for:) in a row end at the shorter duration")
    func forTwice() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6),
            .completed(270),
        ])
        let res = scheduler.start {
            xs.take(for: .seconds(55), scheduler: scheduler).take(for: .seconds(35), scheduler: scheduler)
        }
        expectEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(235)])
        expectEqual(xs.subscriptions, [Subscription(200, 235)])
    }

    @Test("take(for:) disposed before the duration ends cancels its timer")
    func forDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let res = scheduler.start(disposed: 215) { xs.take(for: .seconds(50), scheduler: scheduler) }
        expectEqual(res.events, [.next(210, 1)])
        expectEqual(xs.subscriptions, [Subscription(200, 215)])
        expectEqual(scheduler.clock, 220)
    }

    @Test("take(for:) with the timer on another thread delivers one event at a time and completes once")
    func forRealThreads() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let subject = PublishSubject<Int>()
        let recorder = ThreadedRecorder<Int>()
        let subscription = subject.take(for: .milliseconds(5), scheduler: scheduler).subscribe(recorder.on)
        var next = 0
        let deadline = Deadline()
        while !recorder.hasTerminated && !deadline.hasPassed {
            subject.onNext(next)
            next += 1
        }
        subject.onNext(next)
        recorder.waitForTermination()
        let received = recorder.elements
        expectEqual(recorder.events.filter(\.isCompleted).count, 1)
        #expect(recorder.completed)
        expectEqual(received, Array(0..<received.count))
        expectEqual(recorder.overlaps, 0)
        subscription.dispose()
    }
}
