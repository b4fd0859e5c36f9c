import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct MaterializeTests {
    @Test("materialize emits each event as an element, then completes after the completion")
    func materializeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.materialize() }
        expectEqual(
            res.events, [.next(210, .next(2)), .next(220, .next(3)), .next(250, .completed), .completed(250)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("materialize turns the source's error into an element and completes")
    func materializeError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(250, CreatingTestError.boom)])
        let res = scheduler.start { xs.materialize() }
        expectEqual(res.events, [.next(210, .next(2)), .next(250, .error(CreatingTestError.boom)), .completed(250)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("materialize of a source that never ends emits only its elements")
    func materializeNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2)])
        let res = scheduler.start(disposed: 300) { xs.materialize() }
        expectEqual(res.events, [.next(210, .next(2))])
        expectEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    @Test("dematerialize emits the carried elements and ends with the source's completion")
    func dematerializeSourceCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, Event.next(41)), .next(210, Event.next(42)), .next(220, Event.next(43)), .completed(250),
            .completed(251),
        ])
        let res = scheduler.start { xs.dematerialize() }
        expectEqual(res.events, [.next(210, 42), .next(220, 43), .completed(250)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("dematerialize ends with a carried completion and ends the source subscription then")
    func dematerializeCarriedCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Event.next(42)), .next(220, Event.next(43)), .next(230, Event<Int>.completed),
            .next(231, Event<Int>.completed),
        ])
        let res = scheduler.start { xs.dematerialize() }
        expectEqual(res.events, [.next(210, 42), .next(220, 43), .completed(230)])
        expectEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    @Test("dematerialize fails with a carried error and ends the source subscription then")
    func dematerializeCarriedError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Event.next(42)), .next(230, Event<Int>.error(CreatingTestError.boom)),
            .next(231, Event<Int>.error(CreatingTestError.bang)),
        ])
        let res = scheduler.start { xs.dematerialize() }
        expectEqual(res.events, [.next(210, 42), .error(230, CreatingTestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    @Test("dematerialize forwards the source's own error")
    func dematerializeSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Event.next(42)), .error(230, CreatingTestError.boom),
        ])
        let res = scheduler.start { xs.dematerialize() }
        expectEqual(res.events, [.next(210, 42), .error(230, CreatingTestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    @Test("materialize then dematerialize gives back the original sequence, error included")
    func roundTrip() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .error(250, CreatingTestError.boom)])
        let res = scheduler.start { xs.materialize().dematerialize() }
        expectEqual(res.events, [.next(210, 2), .error(250, CreatingTestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
        let completing = TestScheduler(initialClock: 0)
        let ys = completing.createHotObservable([.next(210, 2), .completed(250)])
        expectEqual(completing.start { ys.materialize().dematerialize() }.events, [.next(210, 2), .completed(250)])
    }
}
