import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

private enum IfEmptyTestError: Error {
    case failed
}

@Suite(.tracksResources)
struct MaybeIfEmptyTests {
    @Test("ifEmpty(default:) makes a Single of the element, or of the default at the empty completion")
    func ifEmptyDefault() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([.completed(230, Int.self)])
        let defaulted = scheduler.start { empty.asMaybe().ifEmpty(default: 5) }
        expectEqual(defaulted.events, [.next(230, 5), .completed(230)])
        expectEqual(empty.subscriptions, [Subscription(200, 230)])
        let kept = TestScheduler(initialClock: 0).start { Maybe.just(1).ifEmpty(default: 5) }
        expectEqual(kept.events, [.next(200, 1), .completed(200)])
    }

    @Test("ifEmpty(default:) forwards the Maybe's error")
    func ifEmptyDefaultError() {
        let res = TestScheduler(initialClock: 0).start {
            Maybe<Int>.error(IfEmptyTestError.failed).ifEmpty(default: 5)
        }
        expectEqual(res.events, [.error(200, IfEmptyTestError.failed)])
    }

    @Test("ifEmpty(switchTo:) with a Maybe subscribes it at the empty completion and ends as it does")
    func ifEmptySwitchToMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let ys = scheduler.createColdObservable([.completed(20, Int.self)])
        let res = scheduler.start { xs.asMaybe().ifEmpty(switchTo: ys.asMaybe()) }
        expectEqual(res.events, [.completed(230)])
        expectEqual(xs.subscriptions, [Subscription(200, 210)])
        expectEqual(ys.subscriptions, [Subscription(210, 230)])
    }

    @Test("ifEmpty(switchTo:) with a Single makes a Single of the Maybe's element or the Single's")
    func ifEmptySwitchToSingle() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let ys = scheduler.createColdObservable([.next(20, 3), .completed(20)])
        let res = scheduler.start { xs.asMaybe().ifEmpty(switchTo: ys.asSingle()) }
        expectEqual(res.events, [.next(230, 3), .completed(230)])
        expectEqual(ys.subscriptions, [Subscription(210, 230)])

        let other = TestScheduler(initialClock: 0)
        let zs = other.createColdObservable([.next(20, 3), .completed(20)])
        let kept = other.start { Maybe.just(1).ifEmpty(switchTo: zs.asSingle()) }
        expectEqual(kept.events, [.next(200, 1), .completed(200)])
        expectEqual(zs.subscriptions, [])
    }

    @Test("ifEmpty(switchTo:) forwards the Maybe's error without subscribing the other sequence")
    func ifEmptySwitchError() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(20, 3), .completed(20)])
        let res = scheduler.start { Maybe<Int>.error(IfEmptyTestError.failed).ifEmpty(switchTo: ys.asSingle()) }
        expectEqual(res.events, [.error(200, IfEmptyTestError.failed)])
        expectEqual(ys.subscriptions, [])
    }
}
