import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct IgnoreElementsTests {
    @Test("ignoreElements drops every element and forwards the completion, as an Observable<Never>")
    func completed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(180, 1), .next(210, 2), .next(250, 3), .next(270, 4), .completed(610),
        ])
        let res = scheduler.start { () -> Observable<Never> in xs.ignoreElements() }
        expectEqual(res.events, [.completed(610)])
        expectEqual(xs.subscriptions, [Subscription(200, 610)])
    }

    @Test("ignoreElements forwards the source's error")
    func error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(610, FilteringTestError.boom)])
        let res = scheduler.start { xs.ignoreElements() }
        expectEqual(res.events, [.error(610, FilteringTestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 610)])
    }

    @Test("ignoreElements on a source that never ends emits nothing until disposed")
    func never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(250, 3)])
        let res = scheduler.start(disposed: 600) { xs.ignoreElements() }
        expectEqual(res.events, [])
        expectEqual(xs.subscriptions, [Subscription(200, 600)])
    }
}
