import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct FirstTests {
    @Test("first emits the first element and completes at once, disposing the source")
    func element() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.first() }
        expectEqual(res.events, [.next(210, 2), .completed(210)])
        expectEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    @Test("first on an empty source emits nil and completes")
    func empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.first() }
        expectEqual(res.events, [.next(250, nil), .completed(250)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("first forwards an error that comes before any element")
    func error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .error(210, FilteringTestError.boom)])
        let res = scheduler.start { xs.first() }
        expectEqual(res.events, [.error(210, FilteringTestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    @Test("first on a silent source emits nothing until disposed")
    func never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.first() }
        expectEqual(res.events, [])
        expectEqual(xs.subscriptions, [Subscription(200, 1000)])
    }
}
