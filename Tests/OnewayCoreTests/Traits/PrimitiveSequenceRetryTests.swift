import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

private enum RetryTestError: Error {
    case failed
}

private struct UnrelatedError: Error {}

/// A sequence whose first subscription goes to `first` and every later one to `then`.
private func attempts<Element>(
    _ first: TestableObservable<Element>,
    then: TestableObservable<Element>
) -> Observable<Element> {
    var count = 0
    return Observable.create { observer in
        count += 1
        return (count == 1 ? first : then).subscribe(observer)
    }
}

@Suite(.tracksResources)
struct PrimitiveSequenceRetryTests {
    @Test("Single.retry(2) resubscribes once, at the failure's tick, and succeeds with the second attempt")
    func retrySucceeds() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createColdObservable([.error(10, RetryTestError.failed, Int.self)])
        let succeeding = scheduler.createColdObservable([.next(10, 42), .completed(10)])
        let source = attempts(failing, then: succeeding)
        let res = scheduler.start { source.asSingle().retry(2) }
        expectEqual(res.events, [.next(220, 42), .completed(220)])
        expectEqual(failing.subscriptions, [Subscription(200, 210)])
        expectEqual(succeeding.subscriptions, [Subscription(210, 220)])
    }

    @Test("retry(n) makes n attempts in all on a cold source and delivers the last error")
    func retryGivesUp() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, RetryTestError.failed, Never.self)])
        let res = scheduler.start { xs.asCompletable().retry(3) }
        expectEqual(res.events, [.error(230, RetryTestError.failed)])
        expectEqual(xs.subscriptions, [Subscription(200, 210), Subscription(210, 220), Subscription(220, 230)])
    }

    @Test("Disposing a retrying Maybe disposes the attempt in progress")
    func retryDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(30, RetryTestError.failed, Int.self)])
        let res = scheduler.start(disposed: 245) { xs.asMaybe().retry(5) }
        expectEqual(res.events, [])
        expectEqual(xs.subscriptions, [Subscription(200, 230), Subscription(230, 245)])
    }

    @Test("retry(when:) resubscribes when the trigger emits, here dueTime after each error")
    func retryWhen() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createColdObservable([.error(10, RetryTestError.failed, Int.self)])
        let succeeding = scheduler.createColdObservable([.next(10, 42), .completed(10)])
        let source = attempts(failing, then: succeeding)
        let res = scheduler.start {
            source.asSingle().retry { (errors: Observable<any Error>) in
                errors.delay(.seconds(5), scheduler: scheduler)
            }
        }
        expectEqual(res.events, [.next(225, 42), .completed(225)])
        expectEqual(failing.subscriptions, [Subscription(200, 210)])
        expectEqual(succeeding.subscriptions, [Subscription(215, 225)])
    }

    @Test("A typed retry(when:) retries its error type and delivers any other error at once")
    func retryWhenTyped() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createColdObservable([.error(10, RetryTestError.failed, Int.self)])
        let succeeding = scheduler.createColdObservable([.next(10, 42), .completed(10)])
        let source = attempts(failing, then: succeeding)
        let retried = scheduler.start {
            source.asMaybe().retry { (errors: Observable<RetryTestError>) in errors }
        }
        expectEqual(retried.events, [.next(220, 42), .completed(220)])

        let other = TestScheduler(initialClock: 0)
        let xs = other.createColdObservable([.error(10, RetryTestError.failed, Int.self)])
        let forwarded = other.start {
            xs.asSingle().retry { (errors: Observable<UnrelatedError>) in errors }
        }
        expectEqual(forwarded.events, [.error(210, RetryTestError.failed)])
        expectEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    @Test("The trigger's error fails the Single; its completion completes it, as in RxSwift")
    func retryWhenTriggerEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, RetryTestError.failed, Int.self)])
        let failed = scheduler.start {
            xs.asSingle().retry { (errors: Observable<any Error>) in
                errors.flatMap { _ in Observable<Int>.error(UnrelatedError()) }
            }
        }
        expectEqual(failed.events, [.error(210, UnrelatedError())])
        let other = TestScheduler(initialClock: 0)
        let ys = other.createColdObservable([.error(10, RetryTestError.failed, Int.self)])
        let completed = other.start {
            ys.asSingle().retry { (errors: Observable<any Error>) in errors.take(while: { _ in false }) }
        }
        expectEqual(completed.events, [.completed(210)])
    }

    @Test("debug on a trait prints the lifecycle under its identifier and passes the events on")
    func debug() {
        var events: [String] = []
        let output = capturedLines(containing: "trait ->") {
            _ = Single.just(1).debug("trait").subscribe(onSuccess: { events.append("success \($0)") })
            _ = Completable.empty().debug("trait").subscribe(onCompleted: { events.append("completed") })
        }
        expectEqual(
            output,
            [
                "trait -> subscribed", "trait -> Event next(1)", "trait -> Event completed", "trait -> isDisposed",
                "trait -> subscribed", "trait -> Event completed", "trait -> isDisposed",
            ]
        )
        expectEqual(events, ["success 1", "completed"])
    }

    @Test("debug on a trait without an identifier names the caller's file, line and function")
    func debugDefaultIdentifier() {
        let line = #line + 2
        let output = capturedLines(containing: "PrimitiveSequenceRetryTests.swift:") {
            _ = Maybe.just(1).debug().subscribe()
        }
        expectEqual(output.first, "PrimitiveSequenceRetryTests.swift:\(line) (debugDefaultIdentifier()) -> subscribed")
    }
}
