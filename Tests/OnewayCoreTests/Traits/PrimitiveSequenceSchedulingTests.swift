import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

private enum SchedulingTestError: Error {
    case failed
}

@Suite(.tracksResources)
struct PrimitiveSequenceSchedulingTests {
    @Test("Single.delay shifts the element by dueTime; its completion, at the same tick, leaves one tick later")
    func singleDelay() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(1).delay(.seconds(2), scheduler: scheduler) }
        expectEqual(res.events, [.next(202, 1), .completed(203)])

        let late = TestScheduler(initialClock: 0)
        let xs = late.createHotObservable([.next(210, 7), .completed(220)])
        let delayed = late.start { xs.asSingle().delay(.seconds(30), scheduler: late) }
        expectEqual(delayed.events, [.next(250, 7), .completed(251)])
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    @Test("delay forwards an error at once, for every trait")
    func delayError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, SchedulingTestError.failed, Int.self)])
        let single = scheduler.start { xs.asSingle().delay(.seconds(50), scheduler: scheduler) }
        expectEqual(single.events, [.error(230, SchedulingTestError.failed)])
        let other = TestScheduler(initialClock: 0)
        let completable = other.start {
            Completable.error(SchedulingTestError.failed).delay(.seconds(50), scheduler: other)
        }
        expectEqual(completable.events, [.error(200, SchedulingTestError.failed)])
    }

    @Test("Maybe.delay and Completable.delay shift a lone completion by dueTime")
    func emptyDelay() {
        let scheduler = TestScheduler(initialClock: 0)
        let maybe = scheduler.start { Maybe<Int>.empty().delay(.seconds(2), scheduler: scheduler) }
        expectEqual(maybe.events, [.completed(202)])
        let other = TestScheduler(initialClock: 0)
        let xs = other.createColdObservable([.completed(10, Never.self)])
        let completable = other.start { xs.asCompletable().delay(.seconds(5), scheduler: other) }
        expectEqual(completable.events, [.completed(215)])
        expectEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    @Test("Disposing a delayed Single before its element is due drops it")
    func delayDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let res = scheduler.start(disposed: 230) { xs.asSingle().delay(.seconds(50), scheduler: scheduler) }
        expectEqual(res.events, [])
        expectEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    @Test("delaySubscription subscribes dueTime later; the events then pass through unchanged")
    func delaySubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(1).delaySubscription(.seconds(2), scheduler: scheduler) }
        expectEqual(res.events, [.next(202, 1), .completed(202)])

        let cold = TestScheduler(initialClock: 0)
        let xs = cold.createColdObservable([.next(10, 3), .completed(10)])
        let maybe = cold.start { xs.asMaybe().delaySubscription(.seconds(30), scheduler: cold) }
        expectEqual(maybe.events, [.next(240, 3), .completed(240)])
        expectEqual(xs.subscriptions, [Subscription(230, 240)])
    }

    @Test("Disposing before delaySubscription's timer fires means the source is never subscribed")
    func delaySubscriptionDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(10, Never.self)])
        let res = scheduler.start(disposed: 220) {
            xs.asCompletable().delaySubscription(.seconds(30), scheduler: scheduler)
        }
        expectEqual(res.events, [])
        expectEqual(xs.subscriptions, [])
    }

    @Test("observe(on:) delivers each event from its own action on the scheduler, one tick apart")
    func observeOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let single = scheduler.start { Single.just(1).observe(on: scheduler) }
        expectEqual(single.events, [.next(201, 1), .completed(202)])
        let maybe = TestScheduler(initialClock: 0)
        let empty = maybe.start { Maybe<Int>.empty().observe(on: maybe) }
        expectEqual(empty.events, [.completed(201)])
        let completable = TestScheduler(initialClock: 0)
        let failed = completable.start { Completable.error(SchedulingTestError.failed).observe(on: completable) }
        expectEqual(failed.events, [.error(201, SchedulingTestError.failed)])
    }

    @Test("subscribe(on:) subscribes from an action on the scheduler; the events are not moved")
    func subscribeOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(1).subscribe(on: scheduler) }
        expectEqual(res.events, [.next(201, 1), .completed(201)])

        let cold = TestScheduler(initialClock: 0)
        let xs = cold.createColdObservable([.next(10, 4), .completed(10)])
        let maybe = cold.start { xs.asMaybe().subscribe(on: cold) }
        expectEqual(maybe.events, [.next(211, 4), .completed(211)])
        expectEqual(xs.subscriptions, [Subscription(201, 211)])
    }

    @Test("Single.timeout fails with RxError.timeout when the element is late, and disposes the source")
    func timeoutFires() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start { xs.asSingle().timeout(.seconds(5), scheduler: scheduler) }
        expectEqual(res.events, [.error(205, RxError.timeout)])
        expectEqual(xs.subscriptions, [Subscription(200, 205)])
    }

    @Test("timeout lets an outcome that comes in time through, for every trait")
    func timeoutInTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let single = scheduler.start { xs.asSingle().timeout(.seconds(30), scheduler: scheduler) }
        expectEqual(single.events, [.next(220, 1), .completed(220)])
        let other = TestScheduler(initialClock: 0)
        let ys = other.createColdObservable([.completed(25, Never.self)])
        let completable = other.start { ys.asCompletable().timeout(.seconds(30), scheduler: other) }
        expectEqual(completable.events, [.completed(225)])
    }

    @Test("Completable.timeout fails when the completion is later than dueTime")
    func completableTimeout() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(50, Never.self)])
        let res = scheduler.start { xs.asCompletable().timeout(.seconds(20), scheduler: scheduler) }
        expectEqual(res.events, [.error(220, RxError.timeout)])
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    @Test("timeout(_:other:) switches to the other sequence when the element is late")
    func timeoutOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(20, 2), .completed(20)])
        let res = scheduler.start { xs.asSingle().timeout(.seconds(5), other: ys.asSingle(), scheduler: scheduler) }
        expectEqual(res.events, [.next(225, 2), .completed(225)])
        expectEqual(xs.subscriptions, [Subscription(200, 205)])
        expectEqual(ys.subscriptions, [Subscription(205, 225)])
    }

    @Test("timeout(_:other:) never subscribes the other sequence when the Maybe ends in time")
    func timeoutOtherUnused() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(20, Int.self)])
        let ys = scheduler.createColdObservable([.next(20, 2), .completed(20)])
        let res = scheduler.start { xs.asMaybe().timeout(.seconds(30), other: ys.asMaybe(), scheduler: scheduler) }
        expectEqual(res.events, [.completed(220)])
        expectEqual(ys.subscriptions, [])
    }
}
