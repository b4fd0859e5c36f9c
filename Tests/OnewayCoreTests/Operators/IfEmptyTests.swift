import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct IfEmptyTests {
    @Test("ifEmpty(default:) passes the elements of a non-empty source through unchanged")
    func defaultNotEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.ifEmpty(default: 9) }
        expectEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        expectEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    @Test("ifEmpty(default:) emits the default element at the empty source's completion")
    func defaultEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .completed(420, Int.self)])
        let res = scheduler.start { xs.ifEmpty(default: 9) }
        expectEqual(res.events, [.next(420, 9), .completed(420)])
        expectEqual(xs.subscriptions, [Subscription(200, 420)])
    }

    @Test("ifEmpty(default:) forwards an error, even before any element, without the default")
    func defaultError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, HigherOrderTestError.boom, Int.self)])
        let res = scheduler.start { xs.ifEmpty(default: 9) }
        expectEqual(res.events, [.error(230, HigherOrderTestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    @Test("ifEmpty(default:) on a silent source emits nothing until disposed")
    func defaultNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0)])
        let res = scheduler.start { xs.ifEmpty(default: 9) }
        expectEqual(res.events, [])
        expectEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    @Test("ifEmpty(switchTo:) never subscribes the other sequence when the source has an element")
    func switchNotEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(205, 1), .completed(210)])
        let ys = scheduler.createColdObservable([.next(10, 0), .completed(50)])
        let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
        expectEqual(res.events, [.next(205, 1), .completed(210)])
        expectEqual(xs.subscriptions, [Subscription(200, 210)])
        expectEqual(ys.subscriptions, [])
    }

    @Test("ifEmpty(switchTo:) forwards the source's error without subscribing the other sequence")
    func switchError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(210, HigherOrderTestError.boom, Int.self)])
        let ys = scheduler.createColdObservable([.next(10, 0), .completed(50)])
        let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
        expectEqual(res.events, [.error(210, HigherOrderTestError.boom)])
        expectEqual(ys.subscriptions, [])
    }

    @Test("ifEmpty(switchTo:) subscribes the other sequence at the empty source's completion and ends with it")
    func switchEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let ys = scheduler.createColdObservable([
            .next(10, 0), .next(20, 1), .next(30, 2), .next(40, 3), .error(50, HigherOrderTestError.bang),
        ])
        let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
        expectEqual(
            res.events,
            [
                .next(220, 0), .next(230, 1), .next(240, 2), .next(250, 3), .error(260, HigherOrderTestError.bang),
            ]
        )
        expectEqual(xs.subscriptions, [Subscription(200, 210)])
        expectEqual(ys.subscriptions, [Subscription(210, 260)])
    }

    @Test("Disposing ifEmpty(switchTo:) while the other sequence runs disposes it")
    func switchDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(210, Int.self)])
        let ys = scheduler.createColdObservable([.next(10, 0), .next(40, 3), .completed(50)])
        let res = scheduler.start(disposed: 235) { xs.ifEmpty(switchTo: ys.asObservable()) }
        expectEqual(res.events, [.next(220, 0)])
        expectEqual(ys.subscriptions, [Subscription(210, 235)])
    }

    @Test("ifEmpty(switchTo:) on a source that completes empty at subscription switches at once")
    func switchSynchronous() {
        let res = TestScheduler(initialClock: 0).start {
            Observable<Int>.empty().ifEmpty(switchTo: .just(5))
        }
        expectEqual(res.events, [.next(200, 5), .completed(200)])
    }
}
