import Dispatch
import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct ThrottleTests {
    private static let burst: [Recorded<Event<Int>>] = [
        .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .next(410, 6), .next(450, 7),
    ]

    @Test("throttle(latest: false) emits the first element of each window and drops the rest")
    func notLatestCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.burst + [.completed(500)])
        let res = scheduler.start { xs.throttle(.seconds(200), latest: false, scheduler: scheduler) }
        expectEqual(res.events, [.next(210, 2), .next(410, 6), .completed(500)])
        expectEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    @Test("throttle(latest: false) forwards an error at once")
    func notLatestError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5),
            .error(410, FilteringTestError.boom), .next(450, 7), .completed(500),
        ])
        let res = scheduler.start { xs.throttle(.seconds(200), latest: false, scheduler: scheduler) }
        expectEqual(res.events, [.next(210, 2), .error(410, FilteringTestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 410)])
    }

    @Test("throttle(latest: false) on a source that never ends emits the window heads only")
    func notLatestNoEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.burst)
        let res = scheduler.start { xs.throttle(.seconds(200), latest: false, scheduler: scheduler) }
        expectEqual(res.events, [.next(210, 2), .next(410, 6)])
        expectEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    @Test("throttle on an empty source completes with it, whatever latest is")
    func empty() {
        for latest in [false, true] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 0), .completed(500)])
            let res = scheduler.start { xs.throttle(.seconds(200), latest: latest, scheduler: scheduler) }
            expectEqual(res.events, [.completed(500)])
            expectEqual(xs.subscriptions, [Subscription(200, 500)])
        }
    }

    @Test("throttle on a silent source emits nothing, whatever latest is")
    func never() {
        for latest in [false, true] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 0)])
            let res = scheduler.start { xs.throttle(.seconds(200), latest: latest, scheduler: scheduler) }
            expectEqual(res.events, [])
            expectEqual(xs.subscriptions, [Subscription(200, 1000)])
        }
    }

    @Test(
        "throttle emits the leading element at once and the latest of the window when it ends; completing while it is pending emits it and the completion at the window's end"
    )
    func latestCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.burst + [.completed(500)])
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
        // 6 arrives at 410, as the window opened at 210 ends: it is emitted at once and
        // the pending 5 is dropped; 7 is pending when the source completes at 500.
        expectEqual(res.events, [.next(210, 2), .next(410, 6), .next(610, 7), .completed(610)])
        expectEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    @Test("throttle completes at once when nothing is pending at the source's completion")
    func latestCompletedAfterDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.burst + [.completed(900)])
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
        expectEqual(res.events, [.next(210, 2), .next(410, 6), .next(610, 7), .completed(900)])
        expectEqual(xs.subscriptions, [Subscription(200, 900)])
    }

    @Test("throttle emits the pending element when the window ends and opens the next window then")
    func trailingOpensWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(300, 4), .next(320, 5), .completed(500),
        ])
        let res = scheduler.start { xs.throttle(.seconds(50), scheduler: scheduler) }
        // 3 is emitted at 260, when 1's window ends; its own window lasts until 310, so 4
        // waits until then; 5 waits for 4's window, which ends at 360.
        expectEqual(res.events, [.next(210, 1), .next(260, 3), .next(310, 4), .next(360, 5), .completed(500)])
    }

    @Test("throttle forwards an error at once and drops the pending element")
    func latestErrorDropsPending() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5),
            .error(410, FilteringTestError.boom), .next(450, 7), .completed(500),
        ])
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
        expectEqual(res.events, [.next(210, 2), .error(410, FilteringTestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 410)])
    }

    @Test("throttle on a source that never ends still emits the trailing element")
    func latestNoEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.burst)
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
        expectEqual(res.events, [.next(210, 2), .next(410, 6), .next(610, 7)])
        expectEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    @Test("throttle computes the window in the dueTime's own unit")
    func milliseconds() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let xs = scheduler.createHotObservable(Self.burst + [.completed(500)])
        let res = scheduler.start { xs.throttle(.milliseconds(200), scheduler: scheduler) }
        expectEqual(res.events, [.next(210, 2), .next(410, 6), .next(610, 7), .completed(610)])
    }

    @Test("Disposing while an element is pending cancels the window's timer")
    func disposedWhilePending() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(300, 3)])
        let res = scheduler.start(disposed: 240) { xs.throttle(.seconds(50), scheduler: scheduler) }
        expectEqual(res.events, [.next(210, 1)])
        expectEqual(xs.subscriptions, [Subscription(200, 240)])
        expectEqual(scheduler.clock, 300)
    }

    @Test("throttle with timers on other threads delivers one event at a time, first and last elements included")
    func realThreads() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let subject = PublishSubject<Int>()
        let recorder = ThreadedRecorder<Int>()
        let subscription = subject.throttle(.microseconds(20), scheduler: scheduler).subscribe(recorder.on)
        let count = 50_000
        for element in 0..<count {
            subject.onNext(element)
        }
        subject.onCompleted()
        recorder.waitForTermination()
        let received = recorder.elements
        #expect(recorder.completed)
        expectEqual(received.first, 0)
        expectEqual(received.last, count - 1)
        #expect(zip(received, received.dropFirst()).allSatisfy { $0 < $1 })
        expectEqual(recorder.overlaps, 0)
        subscription.dispose()
    }
}
