import Dispatch
import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct RetryWhenTests {
    private static let failingOnce: [Recorded<Event<Int>>] = [
        .next(10, 1), .next(20, 2), .error(30, HigherOrderTestError.boom), .completed(40),
    ]

    @Test("A trigger that completes before any failure leaves a completing source alone")
    func triggerEndsBeforeFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let trigger = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let res = scheduler.start(disposed: 300) {
            xs.retry { (_: Observable<HigherOrderTestError>) in trigger }
        }
        expectEqual(res.events, [.completed(250)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
        // The trigger's own completion ended its subscription.
        expectEqual(trigger.subscriptions, [Subscription(200, 210)])
    }

    @Test("A failure the trigger never answers leaves the result waiting, the source disposed")
    func triggerNeverAnswers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 2), .next(220, 3), .error(250, HigherOrderTestError.boom),
        ])
        let trigger = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.retry { (_: Observable<HigherOrderTestError>) in trigger } }
        expectEqual(res.events, [.next(210, 2), .next(220, 3)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
        expectEqual(trigger.subscriptions, [Subscription(200, 1000)])
    }

    @Test("A trigger that completes when the failure arrives completes the result then")
    func triggerCompletesAtFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable(Self.failingOnce)
        let trigger = scheduler.createHotObservable([.next(150, 1), .completed(230)])
        let res = scheduler.start { xs.retry { (_: Observable<HigherOrderTestError>) in trigger } }
        expectEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        expectEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    @Test("Each error passed straight back as the trigger resubscribes at the error's time")
    func errorsAsTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable(Self.failingOnce)
        let res = scheduler.start(disposed: 285) { xs.retry { errors in errors } }
        expectEqual(
            res.events, [.next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .next(270, 1), .next(280, 2)]
        )
        expectEqual(xs.subscriptions, [Subscription(200, 230), Subscription(230, 260), Subscription(260, 285)])
    }

    @Test("The trigger's error, thrown from the handler's chain, fails the result")
    func triggerFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable(Self.failingOnce)
        let res = scheduler.start(disposed: 300) {
            xs.retry { (errors: Observable<HigherOrderTestError>) in
                errors.scan(0) { count, _ in
                    if count == 1 { throw HigherOrderTestError.bang }
                    return count + 1
                }
            }
        }
        expectEqual(
            res.events,
            [
                .next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .error(260, HigherOrderTestError.bang),
            ]
        )
        expectEqual(xs.subscriptions, [Subscription(200, 230), Subscription(230, 260)])
    }

    @Test("The trigger's completion after a retry completes the result at the next failure")
    func triggerCompletesAfterRetry() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable(Self.failingOnce)
        let res = scheduler.start(disposed: 300) {
            xs.retry { (errors: Observable<HigherOrderTestError>) in
                errors.scan(0) { count, _ in count + 1 }.take(while: { $0 < 2 })
            }
        }
        expectEqual(res.events, [.next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .completed(260)])
        expectEqual(xs.subscriptions, [Subscription(200, 230), Subscription(230, 260)])
    }

    @Test("A trigger that fails before any failure fails the result at the first failure")
    func triggerFailsEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable(Self.failingOnce)
        let trigger = scheduler.createHotObservable([.error(205, HigherOrderTestError.bang, Int.self)])
        let res = scheduler.start { xs.retry { (_: Observable<HigherOrderTestError>) in trigger } }
        expectEqual(res.events, [.next(210, 1), .next(220, 2), .error(230, HigherOrderTestError.bang)])
        expectEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    @Test("Trigger elements while the source runs are ignored")
    func triggerElementsWhileRunningAreIgnored() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable(Self.failingOnce)
        let trigger = scheduler.createHotObservable([.next(215, 0), .next(245, 1)])
        let res = scheduler.start(disposed: 300) { xs.retry { (_: Observable<HigherOrderTestError>) in trigger } }
        expectEqual(res.events, [.next(210, 1), .next(220, 2), .next(255, 1), .next(265, 2)])
        expectEqual(xs.subscriptions, [Subscription(200, 230), Subscription(245, 275)])
    }

    @Test("An incremental back-off built from the errors retries later each time, then gives up")
    func incrementalBackOff() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, HigherOrderTestError.boom)])
        let maxAttempts = 4
        let res = scheduler.start(disposed: 800) {
            xs.retry { (errors: Observable<any Error>) in
                errors.scan(0) { count, _ in count + 1 }.flatMap { attempt -> Observable<Int> in
                    if attempt >= maxAttempts { return Observable.error(HigherOrderTestError.bang) }
                    return Observable.just(attempt).delaySubscription(.seconds(attempt * 50), scheduler: scheduler)
                }
            }
        }
        expectEqual(
            res.events,
            [
                .next(205, 1), .next(265, 1), .next(375, 1), .next(535, 1), .error(540, HigherOrderTestError.bang),
            ]
        )
        expectEqual(
            xs.subscriptions,
            [
                Subscription(200, 210), Subscription(260, 270), Subscription(370, 380), Subscription(530, 540),
            ]
        )
    }

    @Test("An error of another type than the handler's is forwarded at once")
    func otherErrorTypeIsForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, HigherOrderTestError.boom)])
        let res = scheduler.start(disposed: 800) {
            xs.retry { (errors: Observable<OtherTestError>) in errors }
        }
        expectEqual(res.events, [.next(205, 1), .error(210, HigherOrderTestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    @Test("Disposing while waiting for the trigger disposes the trigger")
    func disposeWhileWaiting() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable(Self.failingOnce)
        let trigger = scheduler.createHotObservable([.next(400, 1)])
        let res = scheduler.start(disposed: 300) { xs.retry { (_: Observable<HigherOrderTestError>) in trigger } }
        expectEqual(res.events, [.next(210, 1), .next(220, 2)])
        expectEqual(xs.subscriptions, [Subscription(200, 230)])
        expectEqual(trigger.subscriptions, [Subscription(200, 300)])
    }

    @Test("A source failing synchronously with the errors as trigger retries in a loop, not on the stack")
    func synchronousFailuresDoNotGrowTheStack() {
        var subscriptions = 0
        let flaky = Observable<Int>.create { observer in
            subscriptions += 1
            if subscriptions < 100_000 {
                observer.onError(HigherOrderTestError.boom)
            } else {
                observer.onNext(subscriptions)
                observer.onCompleted()
            }
            return Disposables.create()
        }
        var events: [Event<Int>] = []
        _ = flaky.retry { errors in errors }.subscribe { events.append($0) }
        expectEqual(events, [.next(100_000), .completed])
    }

    @Test("retry(when:) with the trigger on another thread delivers every attempt, one at a time")
    func realThreads() {
        let queue = DispatchQueue(label: "oneway.retry-when-tests")
        var attempts = 0
        let flaky = Observable<Int>.create { observer in
            attempts += 1
            observer.onNext(attempts)
            if attempts < 20 {
                observer.onError(HigherOrderTestError.boom)
            } else {
                observer.onCompleted()
            }
            return Disposables.create()
        }
        let recorder = ThreadedRecorder<Int>()
        let subscription = flaky.retry { errors in errors.map { _ in 0 }.hop(to: queue) }.subscribe(recorder.on)
        recorder.waitForTermination()
        expectEqual(recorder.elements, Array(1...20))
        expectEqual(recorder.events.last?.isCompleted, true)
        expectEqual(recorder.overlaps, 0)
        subscription.dispose()
    }
}

extension ObservableType where Element: Sendable {
    /// Re-sends each event from a block on `queue` (a small `observe(on:)`, kept apart from it).
    fileprivate func hop(to queue: DispatchQueue) -> Observable<Element> {
        Observable.create { observer in
            let box = Unchecked(observer)
            return self.subscribe { event in queue.async { box.value.on(event) } }
        }
    }
}
