import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

private enum ConversionError: Error {
    case failed
}

@Suite(.tracksResources)
struct AsSingleAsMaybeTests {
    @Test("asSingle emits the one element when the source completes")
    func asSingleOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .completed(250), .error(260, ConversionError.failed),
        ])
        let res = scheduler.start { xs.asSingle() }
        expectEqual(res.events, [.next(250, 2), .completed(250)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("asSingle fails with noElements when the source completes empty")
    func asSingleEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250), .error(260, ConversionError.failed)])
        let res = scheduler.start { xs.asSingle() }
        expectEqual(res.events, [.error(250, RxError.noElements)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("asSingle fails with moreThanOneElement at the second element and disposes the source")
    func asSingleMany() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.asSingle() }
        expectEqual(res.events, [.error(220, RxError.moreThanOneElement)])
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    @Test("asSingle forwards the source's error, dropping a pending element")
    func asSingleError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(205, 2), .error(210, ConversionError.failed)])
        let res = scheduler.start { xs.asSingle() }
        expectEqual(res.events, [.error(210, ConversionError.failed)])
        expectEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    @Test("Disposing asSingle before completion disposes the source and emits nothing")
    func asSingleDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(500)])
        let res = scheduler.start(disposed: 300) { xs.asSingle() }
        #expect(res.events.isEmpty)
        expectEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    @Test("asMaybe emits the one element at completion, or completes empty")
    func asMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let one = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        expectEqual(scheduler.start { one.asMaybe() }.events, [.next(250, 2), .completed(250)])
        let second = TestScheduler(initialClock: 0)
        let empty = second.createHotObservable([.next(150, 1), .completed(250, Int.self)])
        expectEqual(second.start { empty.asMaybe() }.events, [.completed(250)])
        expectEqual(empty.subscriptions, [Subscription(200, 250)])
    }

    @Test("asMaybe fails with moreThanOneElement at the second element, or with the source's error")
    func asMaybeFailures() {
        let scheduler = TestScheduler(initialClock: 0)
        let many = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        expectEqual(scheduler.start { many.asMaybe() }.events, [.error(220, RxError.moreThanOneElement)])
        expectEqual(many.subscriptions, [Subscription(200, 220)])
        let second = TestScheduler(initialClock: 0)
        let failing = second.createHotObservable([.next(205, 2), .error(210, ConversionError.failed)])
        expectEqual(second.start { failing.asMaybe() }.events, [.error(210, ConversionError.failed)])
    }

    @Test("A Single made with asSingle reports through subscribe(onSuccess:onFailure:)")
    func asSingleSubscribe() {
        var calls: [String] = []
        _ = Observable.just(1).asSingle().subscribe(onSuccess: { calls.append("success \($0)") })
        _ = Observable<Int>.empty().asSingle().subscribe(onFailure: { calls.append("failure \($0)") })
        expectEqual(calls, ["success 1", "failure \(RxError.noElements)"])
    }
}
