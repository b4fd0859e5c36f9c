import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct SkipTests {
    private static let events: [Recorded<Event<Int>>] = [
        .next(70, 6), .next(150, 4), .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1),
        .next(300, -1), .next(310, 3), .next(340, 8), .next(370, 11),
    ]

    @Test("skip(n) with more than the number of elements emits only the completion")
    func completeAfter() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events + [.completed(690)])
        let res = scheduler.start { xs.skip(20) }
        expectEqual(res.events, [.completed(690)])
        expectEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    @Test("skip(n) drops the first n elements and emits the rest")
    func completeBefore() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events + [.completed(690)])
        let res = scheduler.start { xs.skip(5) }
        expectEqual(res.events, [.next(310, 3), .next(340, 8), .next(370, 11), .completed(690)])
        expectEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    @Test("skip(0) and a negative count, as in RxSwift, skip nothing")
    func zeroAndNegative() {
        for count in [0, -3] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            let res = scheduler.start { xs.skip(count) }
            expectEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        }
    }

    @Test("skip(n) forwards a source error while still skipping")
    func errorBefore() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events + [.error(690, FilteringTestError.boom)])
        let res = scheduler.start { xs.skip(20) }
        expectEqual(res.events, [.error(690, FilteringTestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    @Test("skip(n) disposed in the middle stops at the disposal time")
    func disposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events)
        let res = scheduler.start(disposed: 320) { xs.skip(3) }
        expectEqual(res.events, [.next(280, 1), .next(300, -1), .next(310, 3)])
        expectEqual(xs.subscriptions, [Subscription(200, 320)])
    }

    @Test("Each subscription to skip(n) counts from zero")
    func perSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .completed(40)])
        let skipped = xs.skip(2)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = skipped.subscribe(first) }
        scheduler.scheduleAt(200) { _ = skipped.subscribe(second) }
        scheduler.start()
        expectEqual(first.events, [.next(130, 3), .completed(140)])
        expectEqual(second.events, [.next(230, 3), .completed(240)])
    }

    @Test("skip(_:scheduler:) of zero lets through elements from one tick after subscription")
    func forZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.skip(.seconds(0), scheduler: scheduler) }
        expectEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        expectEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    @Test("skip(_:scheduler:) drops the elements within the duration, even one due at the same tick as the timer")
    func forSome() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(215, 2), .next(220, 3), .next(230, 4), .completed(240),
        ])
        let res = scheduler.start { xs.skip(.seconds(15), scheduler: scheduler) }
        expectEqual(res.events, [.next(220, 3), .next(230, 4), .completed(240)])
        expectEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    @Test("skip(_:scheduler:) longer than the source lets only the completion through")
    func forLate() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.skip(.seconds(50), scheduler: scheduler) }
        expectEqual(res.events, [.completed(230)])
        expectEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    @Test("skip(_:scheduler:) forwards a source error during the duration")
    func forError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, FilteringTestError.boom)])
        let res = scheduler.start { xs.skip(.seconds(50), scheduler: scheduler) }
        expectEqual(res.events, [.error(220, FilteringTestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    @Test("skip(_:scheduler:) on a silent source emits nothing")
    func forNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(0, 0)])
        let res = scheduler.start { xs.skip(.seconds(50), scheduler: scheduler) }
        expectEqual(res.events, [])
        expectEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    @Test("Two skip(_:scheduler:) in a row skip for the longer duration; the element due with its timer is dropped")
    func forTwice() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6),
            .completed(270),
        ])
        let res = scheduler.start {
            xs.skip(.seconds(15), scheduler: scheduler).skip(.seconds(30), scheduler: scheduler)
        }
        expectEqual(res.events, [.next(240, 4), .next(250, 5), .next(260, 6), .completed(270)])
        expectEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    @Test("skip(_:scheduler:) disposed during the duration cancels its timer")
    func forDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start(disposed: 205) { xs.skip(.seconds(50), scheduler: scheduler) }
        expectEqual(res.events, [])
        expectEqual(xs.subscriptions, [Subscription(200, 205)])
        expectEqual(scheduler.clock, 210)
    }
}
