import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

// Each test calls deprecated API, so each is deprecated itself: a deprecated declaration may
// use deprecated API without a warning, and the build treats warnings as errors.
@Suite(.tracksResources)
struct TestSchedulerDeprecatedTests {
    @available(*, deprecated, message: "Tests RxTest's older start(_:create:)")
    @Test("start(_:create:) creates at 100, subscribes at 200 and disposes at the given tick")
    func startDisposedUnlabelled() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .next(260, 3)])
        var createdAt: TestTime?
        let res = scheduler.start(250) { () -> Observable<Int> in
            createdAt = scheduler.clock
            return xs.asObservable()
        }
        expectEqual(createdAt, 100)
        expectEqual(res.events, [.next(210, 1), .next(250, 2)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @available(*, deprecated, message: "Tests RxTest's older start(_:subscribed:disposed:create:)")
    @Test("start(_:subscribed:disposed:create:) uses the three given ticks")
    func startTimesUnlabelled() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .next(15, 2)])
        var createdAt: TestTime?
        let res = scheduler.start(10, subscribed: 20, disposed: 30) { () -> Observable<Int> in
            createdAt = scheduler.clock
            return xs.asObservable()
        }
        expectEqual(createdAt, 10)
        expectEqual(res.events, [.next(25, 1)])
        expectEqual(xs.subscriptions, [Subscription(20, 30)])
    }
}
