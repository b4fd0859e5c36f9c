import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct EnumeratedTests {
    private static func describe(_ pair: (index: Int, element: String)) -> String {
        "\(pair.index) \(pair.element)"
    }

    @Test("enumerated pairs each element with its index from 0 and completes with the source")
    func complete() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, "a"), .next(210, "b"), .next(220, "c"), .next(230, "d"), .completed(300),
        ])
        let res = scheduler.start { xs.enumerated().map(Self.describe) }
        expectEqual(res.events, [.next(210, "0 b"), .next(220, "1 c"), .next(230, "2 d"), .completed(300)])
        expectEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    @Test("enumerated forwards the source's error")
    func error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "b"), .error(300, CreatingTestError.boom)])
        let res = scheduler.start { xs.enumerated().map(Self.describe) }
        expectEqual(res.events, [.next(210, "0 b"), .error(300, CreatingTestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    @Test("enumerated disposed in the middle stops at the disposal time")
    func disposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "b"), .next(220, "c"), .next(230, "d")])
        let res = scheduler.start(disposed: 225) { xs.enumerated().map(Self.describe) }
        expectEqual(res.events, [.next(210, "0 b"), .next(220, "1 c")])
        expectEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    @Test("Each subscription to enumerated counts from 0")
    func perSubscription() {
        let enumerated = Observable.of("x", "y").enumerated().map(Self.describe)
        var received: [String] = []
        _ = enumerated.subscribe(onNext: { received.append($0) })
        _ = enumerated.subscribe(onNext: { received.append($0) })
        expectEqual(received, ["0 x", "1 y", "0 x", "1 y"])
    }
}
