import Dispatch
import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct DebounceTests {
    private static let spaced: [Recorded<Event<Int>>] = [
        .next(150, 0), .next(210, 1), .next(240, 2), .next(270, 3), .next(300, 4),
    ]

    @Test("debounce emits each element dueTime after it when the next one comes later")
    func allPass() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.spaced + [.completed(400)])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        expectEqual(res.events, [.next(230, 1), .next(260, 2), .next(290, 3), .next(320, 4), .completed(400)])
        expectEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    @Test("debounce forwards the source's error after the elements already emitted")
    func allPassErrorEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.spaced + [.error(400, FilteringTestError.boom)])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        expectEqual(
            res.events,
            [
                .next(230, 1), .next(260, 2), .next(290, 3), .next(320, 4), .error(400, FilteringTestError.boom),
            ]
        )
        expectEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    @Test("debounce drops an element replaced within dueTime and emits the last of a burst")
    func someDropped() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(260, 3), .next(270, 4), .next(275, 5),
            .next(330, 6), .completed(400),
        ])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        expectEqual(res.events, [.next(240, 2), .next(295, 5), .next(350, 6), .completed(400)])
        expectEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    @Test("Completion flushes the pending element at the completion time")
    func completionFlushes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.spaced + [.completed(330)])
        let res = scheduler.start { xs.debounce(.seconds(40), scheduler: scheduler) }
        expectEqual(res.events, [.next(330, 4), .completed(330)])
        expectEqual(xs.subscriptions, [Subscription(200, 330)])
    }

    @Test("An error drops the pending element")
    func errorDropsPending() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.spaced + [.error(330, FilteringTestError.boom)])
        let res = scheduler.start { xs.debounce(.seconds(40), scheduler: scheduler) }
        expectEqual(res.events, [.error(330, FilteringTestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 330)])
    }

    @Test("An element due at the tick of its predecessor's timer replaces it: the source was scheduled first")
    func sameTickReplaces() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        expectEqual(res.events, [.next(250, 2), .completed(300)])
    }

    @Test("debounce with a zero dueTime emits one tick later, with the processing delay")
    func zeroDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.debounce(.seconds(0), scheduler: scheduler) }
        expectEqual(res.events, [.next(211, 1), .next(221, 2), .completed(300)])
    }

    @Test("debounce on an empty source completes with it")
    func empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(300)])
        let res = scheduler.start { xs.debounce(.seconds(10), scheduler: scheduler) }
        expectEqual(res.events, [.completed(300)])
        expectEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    @Test("debounce on a silent source emits nothing until disposed")
    func never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.debounce(.seconds(10), scheduler: scheduler) }
        expectEqual(res.events, [])
        expectEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    @Test("Disposing while an element is pending cancels its timer")
    func disposedWhilePending() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2)])
        let res = scheduler.start(disposed: 260) { xs.debounce(.seconds(20), scheduler: scheduler) }
        expectEqual(res.events, [.next(230, 1)])
        expectEqual(xs.subscriptions, [Subscription(200, 260)])
        expectEqual(scheduler.clock, 260)
    }

    @Test("debounce with timers on other threads delivers one event at a time and ends with the last element")
    func realThreads() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let subject = PublishSubject<Int>()
        let recorder = ThreadedRecorder<Int>()
        let subscription = subject.debounce(.microseconds(20), scheduler: scheduler).subscribe(recorder.on)
        let count = 50_000
        for element in 0..<count {
            subject.onNext(element)
        }
        subject.onCompleted()
        recorder.waitForTermination()
        let received = recorder.elements
        #expect(recorder.completed)
        expectEqual(received.last, count - 1)
        #expect(zip(received, received.dropFirst()).allSatisfy { $0 < $1 })
        expectEqual(recorder.overlaps, 0)
        subscription.dispose()
    }
}
