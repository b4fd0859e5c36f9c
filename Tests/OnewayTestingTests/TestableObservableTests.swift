import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct TestableObservableTests {
    @Test("A hot observable sends at absolute ticks, so events before the subscription are missed")
    func hotTiming() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(10, 1), .next(210, 2), .next(240, 3), .completed(300)])
        let res = scheduler.start { xs }
        expectEqual(res.events, [.next(210, 2), .next(240, 3), .completed(300)])
        expectEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    @Test("A cold observable sends at offsets from each subscription")
    func coldTiming() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(40, 2), .completed(100)])
        let res = scheduler.start { xs }
        expectEqual(res.events, [.next(210, 1), .next(240, 2), .completed(300)])
        expectEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    @Test("Each subscription to a cold observable gets its own timeline")
    func coldPerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(0, "a"), .next(10, "b")])
        let first = scheduler.createObserver(String.self)
        let second = scheduler.createObserver(String.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(100) { subscriptions.append(xs.subscribe(first)) }
        scheduler.scheduleAt(105) { subscriptions.append(xs.subscribe(second)) }
        scheduler.scheduleAt(112) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
        expectEqual(first.events, [.next(100, "a"), .next(110, "b")])
        expectEqual(second.events, [.next(105, "a")])
        expectEqual(xs.subscriptions, [Subscription(100, 112), Subscription(105, 112)])
    }

    @Test("Every subscriber of a hot observable receives the same events at the same ticks")
    func hotSharedTimeline() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(110, 1), .next(120, 2)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        _ = xs.subscribe(first)
        scheduler.scheduleAt(115) { _ = xs.subscribe(second) }
        scheduler.start()
        expectEqual(first.events, [.next(110, 1), .next(120, 2)])
        expectEqual(second.events, [.next(120, 2)])
        expectEqual(xs.subscriptions, [Subscription(0), Subscription(115)])
    }

    @Test("A subscription still active records Int.max, and the disposal tick once disposed")
    func subscriptionRecords() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = xs.subscribe(onNext: { _ in }) }
        scheduler.advanceTo(500)
        expectEqual(xs.subscriptions, [Subscription(200)])
        expectEqual(xs.subscriptions.first?.unsubscribe, Int.max)

        scheduler.scheduleAt(600) { subscription?.dispose() }
        scheduler.advanceTo(700)
        expectEqual(xs.subscriptions, [Subscription(200, 600)])
        subscription?.dispose()
        expectEqual(xs.subscriptions, [Subscription(200, 600)], "disposing again records nothing new")
    }

    @Test("An error ends the subscription at the error's tick")
    func errorEndsSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom), .next(30, 2)])
        let res = scheduler.start { xs.map { $0 + 1 } }
        expectEqual(res.events, [.next(210, 2), .error(220, TestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    @Test("Disposing a subscription to a cold observable cancels its pending events")
    func coldDisposeCancels() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(500, 2)])
        let res = scheduler.start(disposed: 300) { xs }
        expectEqual(res.events, [.next(210, 1)])
        // Nothing was left to run after the disposal at 300.
        expectEqual(scheduler.clock, 300)
    }

    @Test("recordedEvents returns the events the observable was created with")
    func recordedEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let events = Recorded.events(.next(210, 1), .completed(300))
        let xs = scheduler.createHotObservable(events)
        expectEqual(xs.recordedEvents, events)
        #expect(xs.subscriptions.isEmpty)
    }

    @Test("A hot observable the test does not keep still sends every event, as in RxTest")
    func unkeptHotObservableSends() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        scheduler.createHotObservable([.next(10, 1), .completed(20)]).bind(to: observer).disposed(by: bag)
        let other = scheduler.createObserver(Int.self)
        _ = scheduler.createHotObservable([.next(15, 2)]).subscribe(other)
        scheduler.start()
        expectEqual(observer.events, [.next(10, 1), .completed(20)])
        expectEqual(other.events, [.next(15, 2)])
    }

    @Test("A test that ends with hot events still queued frees the scheduler and the observable")
    func queuedHotEventsLeaveNoCycle() {
        weak var weakScheduler: TestScheduler?
        weak var weakObservable: TestableObservable<Int>?
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(10, 1), .next(500, 2)])
            let observer = scheduler.createObserver(Int.self)
            let subscription = xs.subscribe(observer)
            scheduler.advanceTo(100)
            expectEqual(observer.events, [.next(10, 1)])
            subscription.dispose()
            weakScheduler = scheduler
            weakObservable = xs
        }
        #expect(weakScheduler == nil)
        #expect(weakObservable == nil)
    }

    @Test("Disposing after the scheduler is gone keeps the subscription's last recorded state")
    func disposeAfterSchedulerReleased() {
        var bag: DisposeBag? = DisposeBag()
        var xs: TestableObservable<Int>?
        do {
            let scheduler = TestScheduler(initialClock: 0)
            xs = scheduler.createColdObservable([.next(10, 1)])
            scheduler.scheduleAt(5) { xs?.subscribe(onNext: { _ in }).disposed(by: bag!) }
            scheduler.advanceTo(7)
        }
        bag = nil
        expectEqual(xs?.subscriptions, [Subscription(5)])
    }

    @Test("A hot observer disposed by an earlier observer during a delivery gets nothing more")
    func hotDisposeDuringDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let second = scheduler.createObserver(Int.self)
        var secondSubscription: Disposable?
        let first = xs.subscribe(onNext: { _ in secondSubscription?.dispose() })
        secondSubscription = xs.subscribe(second)
        scheduler.start()
        #expect(second.events.isEmpty)
        expectEqual(xs.subscriptions, [Subscription(0), Subscription(0, 210)])
        first.dispose()
    }
}

enum TestError: Error {
    case boom
    case bang
}
