import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct StartWithTests {
    @Test("The elements are emitted at subscription, before the source's events")
    func prepends() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 9), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.startWith(1, 2) }
        expectEqual(res.events, [.next(200, 1), .next(200, 2), .next(220, 3), .completed(250)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("Chained calls prepend in reverse order")
    func chained() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 3), .completed(250)])
        let res = scheduler.start { xs.startWith(2).startWith(0, 1) }
        expectEqual(res.events, [.next(200, 0), .next(200, 1), .next(200, 2), .next(220, 3), .completed(250)])
    }

    @Test("The source's error follows the prepended elements")
    func error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, CombiningTestError.first, Int.self)])
        let res = scheduler.start { xs.startWith(1) }
        expectEqual(res.events, [.next(200, 1), .error(230, CombiningTestError.first)])
        expectEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    @Test("With no elements it is the source itself, subscribed at the same tick")
    func noElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start { xs.startWith() }
        expectEqual(res.events, [.next(210, 1), .completed(220)])
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    @Test("Disposing before the source emits ends its subscription")
    func dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(300, 3), .completed(400)])
        let res = scheduler.start(disposed: 250) { xs.startWith(1) }
        expectEqual(res.events, [.next(200, 1)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("Each subscription gets the elements again")
    func resubscription() {
        let source = Observable.just(3).startWith(1, 2)
        var received: [Int] = []
        _ = source.subscribe(onNext: { received.append($0) })
        _ = source.subscribe(onNext: { received.append($0) })
        expectEqual(received, [1, 2, 3, 1, 2, 3])
    }
}
