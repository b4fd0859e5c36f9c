import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct ReduceTests {
    private static let range: [Recorded<Event<Int>>] = [
        .next(150, 1), .next(210, 0), .next(220, 1), .next(230, 2), .next(240, 3), .next(250, 4), .completed(260),
    ]

    @Test("reduce of an empty sequence emits the seed at completion")
    func empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.reduce(42, accumulator: +) }
        expectEqual(res.events, [.next(250, 42), .completed(250)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("reduce emits the final accumulation only when the source completes")
    func range() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.range)
        let res = scheduler.start { xs.reduce(42, accumulator: +) }
        expectEqual(res.events, [.next(260, 52), .completed(260)])
        expectEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    @Test("reduce forwards the source's error and emits no result")
    func sourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(205, 2), .error(210, CreatingTestError.boom)])
        let res = scheduler.start { xs.reduce(42, accumulator: +) }
        expectEqual(res.events, [.error(210, CreatingTestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    @Test("reduce of a source that never ends emits nothing")
    func never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2)])
        let res = scheduler.start { xs.reduce(42, accumulator: +) }
        #expect(res.events.isEmpty)
        expectEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    @Test("reduce fails when the accumulator throws and ends the source subscription then")
    func accumulatorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.range)
        var mapped = 0
        let res = scheduler.start {
            xs.reduce(
                42,
                accumulator: { total, element in
                    guard element < 3 else { throw CreatingTestError.boom }
                    return total + element
                },
                mapResult: { total -> Int in
                    mapped += 1
                    return total
                })
        }
        expectEqual(res.events, [.error(240, CreatingTestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 240)])
        expectEqual(mapped, 0)
    }

    @Test("reduce with mapResult emits the mapped final accumulation")
    func mapResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.range)
        let res = scheduler.start { xs.reduce(42, accumulator: +, mapResult: { "\($0 * 5)" }) }
        expectEqual(res.events, [.next(260, "260"), .completed(260)])
    }

    @Test("reduce fails at completion when mapResult throws")
    func mapResultThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.range)
        let res = scheduler.start {
            xs.reduce(42, accumulator: +, mapResult: { (_: Int) throws -> Int in throw CreatingTestError.bang })
        }
        expectEqual(res.events, [.error(260, CreatingTestError.bang)])
        expectEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    @Test("reduce disposed before completion emits nothing")
    func disposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.range)
        let res = scheduler.start(disposed: 255) { xs.reduce(42, accumulator: +) }
        #expect(res.events.isEmpty)
        expectEqual(xs.subscriptions, [Subscription(200, 255)])
    }
}
