import Dispatch
import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct DelayTests {
    private static let spaced: [Recorded<Event<Int>>] = [
        .next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .completed(550),
    ]

    @Test(
        "delay shifts elements and completion by dueTime and disposes the source when it ends",
        arguments: [50, 100, 150, 42]
    )
    func shifts(dueTime: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.spaced)
        let res = scheduler.start { xs.delay(.seconds(dueTime), scheduler: scheduler) }
        expectEqual(
            res.events,
            [
                .next(250 + dueTime, 2), .next(350 + dueTime, 3), .next(450 + dueTime, 4), .completed(550 + dueTime),
            ]
        )
        expectEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    @Test("delay forwards an error at once, without waiting for the elements still delayed")
    func errorAtOnceDropsPending() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .error(550, HigherOrderTestError.boom),
        ])
        let res = scheduler.start { xs.delay(.seconds(150), scheduler: scheduler) }
        expectEqual(res.events, [.next(400, 2), .next(500, 3), .error(550, HigherOrderTestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    @Test("delay forwards an error arriving after every element was emitted")
    func errorAfterElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(250, 2), .next(350, 3), .next(450, 4), .error(550, HigherOrderTestError.boom),
        ])
        let res = scheduler.start { xs.delay(.seconds(50), scheduler: scheduler) }
        expectEqual(res.events, [.next(300, 2), .next(400, 3), .next(500, 4), .error(550, HigherOrderTestError.boom)])
    }

    @Test("delay on an empty source delays the completion")
    func emptyDelaysCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.delay(.seconds(150), scheduler: scheduler) }
        expectEqual(res.events, [.completed(400)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("Events arriving at the same tick leave one tick apart, as RxSwift's timers do")
    func sameTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(10, 2), .next(10, 3), .completed(20)])
        let res = scheduler.start { xs.delay(.seconds(100), scheduler: scheduler) }
        expectEqual(res.events, [.next(310, 1), .next(311, 2), .next(312, 3), .completed(320)])
    }

    @Test("Disposing delay cancels the elements still delayed")
    func disposeCancelsPending() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.spaced)
        let res = scheduler.start(disposed: 400) { xs.delay(.seconds(100), scheduler: scheduler) }
        expectEqual(res.events, [.next(350, 2)])
        expectEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    @Test("delay with timers on other threads keeps the order and delivers one event at a time")
    func realThreads() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let subject = PublishSubject<Int>()
        let recorder = ThreadedRecorder<Int>()
        let subscription = subject.delay(.microseconds(100), scheduler: scheduler).subscribe(recorder.on)
        // delay releases one event per timer, as RxSwift does: under the thread sanitizer a
        // dispatch timer costs milliseconds, so 20,000 of them took minutes.
        let count = 2_000
        for element in 0..<count {
            subject.onNext(element)
        }
        subject.onCompleted()
        recorder.waitForTermination()
        expectEqual(recorder.elements, Array(0..<count))
        expectEqual(recorder.events.last?.isCompleted, true)
        expectEqual(recorder.overlaps, 0)
        subscription.dispose()
    }

    @Test("An error while timers run on other threads ends the result with the error and nothing after")
    func realThreadsError() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let subject = PublishSubject<Int>()
        let recorder = ThreadedRecorder<Int>()
        let subscription = subject.delay(.microseconds(100), scheduler: scheduler).subscribe(recorder.on)
        for element in 0..<20_000 {
            subject.onNext(element)
        }
        subject.onError(HigherOrderTestError.boom)
        recorder.waitForTermination()
        let elements = recorder.elements
        expectEqual(elements, Array(0..<elements.count))
        expectEqual(recorder.events.last?.error as? HigherOrderTestError, .boom)
        expectEqual(recorder.overlaps, 0)
        subscription.dispose()
    }
}

@Suite(.tracksResources)
struct DelaySubscriptionTests {
    @Test("delaySubscription subscribes dueTime later and passes the events through")
    func subscribesLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .completed(70)])
        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        expectEqual(res.events, [.next(280, 42), .next(290, 43), .completed(300)])
        expectEqual(xs.subscriptions, [Subscription(230, 300)])
    }

    @Test("delaySubscription passes the source's error through")
    func error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .error(70, HigherOrderTestError.boom)])
        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        expectEqual(res.events, [.next(280, 42), .next(290, 43), .error(300, HigherOrderTestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(230, 300)])
    }

    @Test("Disposing after the delayed subscription disposes the source")
    func disposeAfterSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .error(70, HigherOrderTestError.boom)])
        let res = scheduler.start(disposed: 291) { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        expectEqual(res.events, [.next(280, 42), .next(290, 43)])
        expectEqual(xs.subscriptions, [Subscription(230, 291)])
    }

    @Test("Disposing before the delay ends means the source is never subscribed")
    func disposeBeforeSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 42)])
        let res = scheduler.start(disposed: 220) { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        expectEqual(res.events, [])
        expectEqual(xs.subscriptions, [])
    }
}
