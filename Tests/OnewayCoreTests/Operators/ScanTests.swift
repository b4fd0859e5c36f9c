import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct ScanTests {
    private static let events: [Recorded<Event<Int>>] = [
        .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5),
    ]

    @Test("scan emits each running accumulation from the seed and completes with the source")
    func complete() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events + [.completed(250)])
        let res = scheduler.start { xs.scan(42, accumulator: +) }
        expectEqual(res.events, [.next(210, 44), .next(220, 47), .next(230, 51), .next(240, 56), .completed(250)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("scan(into:) mutates the accumulator in place and emits each value")
    func into() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events + [.completed(250)])
        let res = scheduler.start { xs.scan(into: [Int]()) { $0.append($1) } }
        expectEqual(
            res.events,
            [
                .next(210, [2]), .next(220, [2, 3]), .next(230, [2, 3, 4]), .next(240, [2, 3, 4, 5]), .completed(250),
            ])
    }

    @Test("scan with a source that completes at once emits only the completion, not the seed")
    func empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.scan(42, accumulator: +) }
        expectEqual(res.events, [.completed(250)])
    }

    @Test("scan forwards the source's error")
    func sourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .error(250, CreatingTestError.boom)])
        let res = scheduler.start { xs.scan(42, accumulator: +) }
        expectEqual(res.events, [.next(210, 44), .error(250, CreatingTestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("scan fails when the accumulator throws and ends the source subscription then")
    func accumulatorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events + [.completed(250)])
        let res = scheduler.start {
            xs.scan(42) { total, element in
                if element == 4 { throw CreatingTestError.boom }
                return total + element
            }
        }
        expectEqual(res.events, [.next(210, 44), .next(220, 47), .error(230, CreatingTestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    @Test("scan disposed in the middle stops at the disposal time")
    func disposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events + [.completed(250)])
        let res = scheduler.start(disposed: 225) { xs.scan(42, accumulator: +) }
        expectEqual(res.events, [.next(210, 44), .next(220, 47)])
        expectEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    @Test("Each subscription to scan starts again from the seed")
    func perSubscription() {
        let scanned = Observable.of(1, 2).scan(0, accumulator: +)
        var received: [Int] = []
        _ = scanned.subscribe(onNext: { received.append($0) })
        _ = scanned.subscribe(onNext: { received.append($0) })
        expectEqual(received, [1, 3, 1, 3])
    }
}
