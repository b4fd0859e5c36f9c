import Dispatch
import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct RetryTests {
    private static let failingAfterThree: [Recorded<Event<Int>>] = [
        .next(5, 1), .next(10, 2), .next(15, 3), .error(20, HigherOrderTestError.boom),
    ]

    @Test("retry() of a sequence that completes subscribes once")
    func completesFirstTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 1), .next(150, 2), .next(200, 3), .completed(250)])
        let res = scheduler.start { xs.retry() }
        expectEqual(res.events, [.next(300, 1), .next(350, 2), .next(400, 3), .completed(450)])
        expectEqual(xs.subscriptions, [Subscription(200, 450)])
    }

    @Test("retry() resubscribes to a cold source at each error, at the error's time")
    func resubscribesForever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(100, 1), .next(150, 2), .next(200, 3), .error(250, HigherOrderTestError.boom),
        ])
        let res = scheduler.start(disposed: 1100) { xs.retry() }
        expectEqual(
            res.events,
            [
                .next(300, 1), .next(350, 2), .next(400, 3), .next(550, 1), .next(600, 2), .next(650, 3),
                .next(800, 1), .next(850, 2), .next(900, 3), .next(1050, 1),
            ]
        )
        expectEqual(
            xs.subscriptions,
            [
                Subscription(200, 450), Subscription(450, 700), Subscription(700, 950), Subscription(950, 1100),
            ]
        )
    }

    @Test("retry(3) makes three attempts in all and forwards the last error")
    func countExhausted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable(Self.failingAfterThree)
        let res = scheduler.start { xs.retry(3) }
        expectEqual(
            res.events,
            [
                .next(205, 1), .next(210, 2), .next(215, 3), .next(225, 1), .next(230, 2), .next(235, 3),
                .next(245, 1), .next(250, 2), .next(255, 3), .error(260, HigherOrderTestError.boom),
            ]
        )
        expectEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    @Test("retry(2) means two attempts: the first subscription and one more")
    func retryTwoIsTwoAttempts() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, HigherOrderTestError.boom)])
        let res = scheduler.start { xs.retry(2) }
        expectEqual(res.events, [.next(205, 1), .next(215, 1), .error(220, HigherOrderTestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 210), Subscription(210, 220)])
    }

    @Test("Disposing retry during an attempt disposes that attempt and makes no more")
    func disposeDuringAttempt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable(Self.failingAfterThree)
        let res = scheduler.start(disposed: 231) { xs.retry(3) }
        expectEqual(res.events, [.next(205, 1), .next(210, 2), .next(215, 3), .next(225, 1), .next(230, 2)])
        expectEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 231)])
    }

    @Test("retry(3) of a sequence that completes subscribes once")
    func countCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 1), .completed(250)])
        let res = scheduler.start { xs.retry(3) }
        expectEqual(res.events, [.next(300, 1), .completed(450)])
        expectEqual(xs.subscriptions, [Subscription(200, 450)])
    }

    @Test("retry(0) completes at once without subscribing")
    func zeroAttempts() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable(Self.failingAfterThree)
        let res = scheduler.start { xs.retry(0) }
        expectEqual(res.events, [.completed(200)])
        expectEqual(xs.subscriptions, [])
    }

    @Test("A source that fails while being subscribed is retried in a loop, not on the stack")
    func synchronousFailuresDoNotGrowTheStack() {
        var subscriptions = 0
        let failing = Observable<Int>.create { observer in
            subscriptions += 1
            observer.onNext(subscriptions)
            observer.onError(HigherOrderTestError.boom)
            return Disposables.create()
        }
        var elements = 0
        var failure: (any Error)?
        _ = failing.retry(100_000).subscribe(onNext: { _ in elements += 1 }, onError: { failure = $0 })
        expectEqual(subscriptions, 100_000)
        expectEqual(elements, 100_000)
        expectEqual(failure as? HigherOrderTestError, .boom)
    }

    @Test("retry() stops resubscribing once an attempt completes")
    func synchronousRecovery() {
        var subscriptions = 0
        let flaky = Observable<Int>.create { observer in
            subscriptions += 1
            observer.onNext(subscriptions)
            if subscriptions < 3 {
                observer.onError(HigherOrderTestError.boom)
            } else {
                observer.onCompleted()
            }
            return Disposables.create()
        }
        var events: [Event<Int>] = []
        _ = flaky.retry().subscribe { events.append($0) }
        expectEqual(events, [.next(1), .next(2), .next(3), .completed])
    }

    @Test("retry with attempts failing on other threads delivers every attempt in order, one at a time")
    func realThreads() {
        let queue = DispatchQueue(label: "oneway.retry-tests")
        var attempts = 0
        let flaky = Observable<Int>.deferredAttempt {
            attempts += 1
            let elements = Array(0..<100).map { attempts * 1000 + $0 }
            let sequence = threadedSequence(elements, on: queue)
            return attempts < 5 ? Observable.concatFailing(sequence) : sequence
        }
        let recorder = ThreadedRecorder<Int>()
        let subscription = flaky.retry(5).subscribe(recorder.on)
        recorder.waitForTermination()
        expectEqual(recorder.elements, (1...5).flatMap { attempt in (0..<100).map { attempt * 1000 + $0 } })
        expectEqual(recorder.events.last?.isCompleted, true)
        expectEqual(recorder.overlaps, 0)
        subscription.dispose()
    }
}

extension Observable {
    /// Runs `make` at each subscription (a small `deferred`, which is not this branch's).
    fileprivate static func deferredAttempt(_ make: @escaping () -> Observable<Element>) -> Observable<Element> {
        Observable.create { observer in make().subscribe(observer) }
    }

    /// `sequence`'s elements, then an error in place of its completion.
    fileprivate static func concatFailing(_ sequence: Observable<Element>) -> Observable<Element> {
        Observable.create { observer in
            sequence.subscribe { event in
                if case .completed = event {
                    observer.onError(HigherOrderTestError.boom)
                } else {
                    observer.on(event)
                }
            }
        }
    }
}
