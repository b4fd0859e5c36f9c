import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

private enum DoError: Error {
    case failed
    case thrown
}

@Suite(.tracksResources)
struct SingleDoTests {
    @Test("do runs its closures around the subscription and the success, in RxSwift's order")
    func orderOnSuccess() {
        let scheduler = TestScheduler(initialClock: 0)
        var calls: [String] = []
        let source = Single<Int>.create { observer in
            calls.append("source subscribed")
            scheduler.scheduleAt(300) { observer(.success(1)) }
            return Disposables.create { calls.append("source disposed") }
        }
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = source.do(
                onSuccess: { calls.append("onSuccess \($0)") },
                afterSuccess: { calls.append("afterSuccess \($0)") },
                onError: { _ in calls.append("onError") },
                afterError: { _ in calls.append("afterError") },
                onSubscribe: { calls.append("onSubscribe") },
                onSubscribed: { calls.append("onSubscribed") },
                onDispose: { calls.append("onDispose") }
            )
            .asObservable()
            .subscribe { event in
                calls.append("received \(event)")
                observer.on(event)
            }
        }
        scheduler.start()
        expectEqual(observer.events, [.next(300, 1), .completed(300)])
        expectEqual(
            calls,
            [
                "onSubscribe", "source subscribed", "onSubscribed", "onSuccess 1", "received next(1)",
                "afterSuccess 1", "received completed", "source disposed", "onDispose",
            ])
    }

    @Test("do runs onError before the error is delivered and afterError after it")
    func orderOnError() {
        var calls: [String] = []
        _ = Single<Int>.error(DoError.failed)
            .do(
                onError: { calls.append("onError \($0)") },
                afterError: { calls.append("afterError \($0)") },
                onDispose: { calls.append("onDispose") }
            )
            .subscribe { _ in calls.append("received") }
        expectEqual(calls, ["onError failed", "received", "afterError failed", "onDispose"])
    }

    @Test("An error thrown by onSuccess is delivered instead of the element")
    func onSuccessThrows() {
        let res = TestScheduler(initialClock: 0).start {
            Single.just(1).do(onSuccess: { _ in throw DoError.thrown })
        }
        expectEqual(res.events, [.error(200, DoError.thrown)])
    }

    @Test("An error thrown by afterSuccess follows the element instead of completion")
    func afterSuccessThrows() {
        let res = TestScheduler(initialClock: 0).start {
            Single.just(1).do(afterSuccess: { _ in throw DoError.thrown })
        }
        expectEqual(res.events, [.next(200, 1), .error(200, DoError.thrown)])
    }

    @Test("onDispose runs once when the subscription is disposed before the outcome")
    func disposeBeforeOutcome() {
        var disposeCalls = 0
        let subscription = Single<Int>.never().do(onDispose: { disposeCalls += 1 }).subscribe { _ in }
        subscription.dispose()
        subscription.dispose()
        expectEqual(disposeCalls, 1)
    }
}
