import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

private enum OperatorError: Error {
    case failed
    case thrown
}

@Suite(.tracksResources)
struct SingleOperatorTests {
    @Test("map transforms the element; a throwing transform fails the Single")
    func map() {
        let res = TestScheduler(initialClock: 0).start { Single.just(1).map { $0 * 2 } }
        expectEqual(res.events, [.next(200, 2), .completed(200)])
        let thrown = TestScheduler(initialClock: 0).start {
            Single.just(1).map { _ -> Int in throw OperatorError.thrown }
        }
        expectEqual(thrown.events, [.error(200, OperatorError.thrown)])
    }

    @Test("filter and compactMap turn a Single into a Maybe that may complete empty")
    func filterAndCompactMap() {
        let kept = TestScheduler(initialClock: 0).start { Single.just(4).filter { $0 > 3 } }
        expectEqual(kept.events, [.next(200, 4), .completed(200)])
        let dropped = TestScheduler(initialClock: 0).start { Single.just(1).filter { _ in false } }
        expectEqual(dropped.events, [.completed(200)])
        let mapped = TestScheduler(initialClock: 0).start { Single.just("7").compactMap { Int($0) } }
        expectEqual(mapped.events, [.next(200, 7), .completed(200)])
        let empty = TestScheduler(initialClock: 0).start { Single.just("x").compactMap { Int($0) } }
        expectEqual(empty.events, [.completed(200)])
    }

    @Test("flatMap subscribes to the inner Single when the element arrives and ends with it")
    func flatMapTiming() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(5, 10), .completed(5)])
        let res = scheduler.start { xs.asSingle().flatMap { element in ys.asSingle().map { $0 + element } } }
        expectEqual(res.events, [.next(225, 11), .completed(225)])
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
        expectEqual(ys.subscriptions, [Subscription(220, 225)])
    }

    @Test("flatMap fails with the outer error, the inner error, or the selector's error")
    func flatMapErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createColdObservable([.error(10, OperatorError.failed, Int.self)])
        let outer = scheduler.start { failing.asSingle().flatMap { Single.just($0) } }
        expectEqual(outer.events, [.error(210, OperatorError.failed)])

        let inner = TestScheduler(initialClock: 0).start {
            Single.just(1).flatMap { _ in Single<Int>.error(OperatorError.failed) }
        }
        expectEqual(inner.events, [.error(200, OperatorError.failed)])

        let thrown = TestScheduler(initialClock: 0).start {
            Single.just(1).flatMap { _ -> Single<Int> in throw OperatorError.thrown }
        }
        expectEqual(thrown.events, [.error(200, OperatorError.thrown)])
    }

    @Test("Disposing flatMap while the inner Single runs disposes the inner subscription")
    func flatMapDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(50, 10), .completed(50)])
        let res = scheduler.start(disposed: 240) { xs.asSingle().flatMap { _ in ys.asSingle() } }
        #expect(res.events.isEmpty)
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
        expectEqual(ys.subscriptions, [Subscription(220, 240)])
    }

    @Test("flatMapMaybe and flatMapCompletable end as the inner trait does")
    func flatMapOtherTraits() {
        let maybe = TestScheduler(initialClock: 0).start { Single.just(1).flatMapMaybe { Maybe.just($0 * 3) } }
        expectEqual(maybe.events, [.next(200, 3), .completed(200)])
        let emptyMaybe = TestScheduler(initialClock: 0).start {
            Single.just(1).flatMapMaybe { _ in Maybe<Int>.empty() }
        }
        expectEqual(emptyMaybe.events, [.completed(200)])
        let completable = TestScheduler(initialClock: 0).start {
            Single.just(1).flatMapCompletable { _ in Completable.empty() }
        }
        expectEqual(completable.events, [.completed(200)])
    }

    @Test("catch subscribes to the fallback when the error arrives, releasing the source")
    func catchFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, OperatorError.failed, Int.self)])
        let fallback = scheduler.createColdObservable([.next(10, 5), .completed(10)])
        var caught: [String] = []
        let res = scheduler.start {
            xs.asSingle().catch { error in
                caught.append("\(error)")
                return fallback.asSingle()
            }
        }
        expectEqual(res.events, [.next(220, 5), .completed(220)])
        expectEqual(caught, ["failed"])
        expectEqual(xs.subscriptions, [Subscription(200, 210)])
        expectEqual(fallback.subscriptions, [Subscription(210, 220)])
    }

    @Test("catch forwards the handler's thrown error, and passes a success through untouched")
    func catchThrowsAndSuccess() {
        let thrown = TestScheduler(initialClock: 0).start {
            Single<Int>.error(OperatorError.failed).catch { _ in throw OperatorError.thrown }
        }
        expectEqual(thrown.events, [.error(200, OperatorError.thrown)])
        var handlerCalls = 0
        let untouched = TestScheduler(initialClock: 0).start {
            Single.just(1).catch { _ in
                handlerCalls += 1
                return .just(2)
            }
        }
        expectEqual(untouched.events, [.next(200, 1), .completed(200)])
        expectEqual(handlerCalls, 0)
    }

    @Test("catchAndReturn succeeds with the element instead of failing")
    func catchAndReturn() {
        let res = TestScheduler(initialClock: 0).start { Single<Int>.error(OperatorError.failed).catchAndReturn(2) }
        expectEqual(res.events, [.next(200, 2), .completed(200)])
    }

    @Test("asMaybe keeps the outcome; asCompletable drops the element")
    func conversions() {
        let maybe = TestScheduler(initialClock: 0).start { Single.just(1).asMaybe() }
        expectEqual(maybe.events, [.next(200, 1), .completed(200)])
        let completable = TestScheduler(initialClock: 0).start { Single.just(1).asCompletable() }
        expectEqual(completable.events, [.completed(200)])
        let failed = TestScheduler(initialClock: 0).start { Single<Int>.error(OperatorError.failed).asCompletable() }
        expectEqual(failed.events, [.error(200, OperatorError.failed)])
    }
}
