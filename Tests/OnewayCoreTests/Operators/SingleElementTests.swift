import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct SingleElementTests {
    @Test("single() emits the one element at once and completes with the source")
    func one() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(250)])
        let res = scheduler.start { xs.single() }
        expectEqual(res.events, [.next(210, 2), .completed(250)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("single() on an empty source fails with noElements")
    func empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.single() }
        expectEqual(res.events, [.error(250, RxError.noElements)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("single() fails with moreThanOneElement at the second element and disposes the source")
    func many() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(250),
        ])
        let res = scheduler.start { xs.single() }
        expectEqual(res.events, [.next(210, 2), .error(220, RxError.moreThanOneElement)])
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    @Test("single() forwards the source's error")
    func error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .error(210, FilteringTestError.boom)])
        let res = scheduler.start { xs.single() }
        expectEqual(res.events, [.error(210, FilteringTestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    @Test("single(_:) counts only the elements that satisfy the predicate")
    func predicateOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
        let res = scheduler.start { xs.single { $0 == 4 } }
        expectEqual(res.events, [.next(230, 4), .completed(250)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("single(_:) fails with moreThanOneElement at the second match")
    func predicateMany() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
        let res = scheduler.start { xs.single { $0 % 2 == 1 } }
        expectEqual(res.events, [.next(220, 3), .error(240, RxError.moreThanOneElement)])
        expectEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    @Test("single(_:) with no match fails with noElements at completion")
    func predicateNone() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.single { $0 > 10 } }
        expectEqual(res.events, [.error(250, RxError.noElements)])
    }

    @Test("single(_:) fails with the error its predicate throws")
    func predicateThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start {
            xs.single { element in
                if element == 3 { throw FilteringTestError.bang }
                return false
            }
        }
        expectEqual(res.events, [.error(220, FilteringTestError.bang)])
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    @Test("single() disposed before completion has emitted only the element")
    func disposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let res = scheduler.start(disposed: 230) { xs.single() }
        expectEqual(res.events, [.next(210, 2)])
        expectEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}
