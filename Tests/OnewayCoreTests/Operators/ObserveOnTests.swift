import Dispatch
import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct ObserveOnTests {
    @Test("observe(on:) delivers each event one tick later on a TestScheduler")
    func virtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        expectEqual(res.events, [.next(211, 1), .next(221, 2), .completed(251)])
        // observe(on:) wraps the source in `asObservable()`, which ends the subscription with
        // the terminal event as it passes (RxSwift's does the same).
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("Events arriving together are drained one per scheduled action, in order, the error last")
    func drainsOnePerAction() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 1), .next(10, 2), .next(10, 3), .error(10, HigherOrderTestError.boom),
        ])
        let res = scheduler.start { xs.observe(on: scheduler) }
        expectEqual(res.events, [.next(211, 1), .next(212, 2), .next(213, 3), .error(214, HigherOrderTestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    @Test("Disposing observe(on:) drops the events still waiting to be delivered")
    func disposeDropsQueued() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(10, 2), .next(10, 3), .next(30, 4)])
        let res = scheduler.start(disposed: 212) { xs.observe(on: scheduler) }
        expectEqual(res.events, [.next(211, 1)])
        expectEqual(xs.subscriptions, [Subscription(200, 212)])
    }

    @Test("observe(on:) a serial dispatch queue scheduler delivers every event on its queue, in order")
    func serialQueue() {
        let key = DispatchSpecificKey<Int>()
        let scheduler = SerialDispatchQueueScheduler(
            internalSerialQueueName: "oneway.observe-on-tests.serial",
            serialQueueConfiguration: { $0.setSpecific(key: key, value: 7) }
        )
        let subject = PublishSubject<Int>()
        let recorder = ThreadedRecorder<Int>()
        var offQueue = 0
        let subscription = subject.observe(on: scheduler).subscribe { event in
            if DispatchQueue.getSpecific(key: key) != 7 { offQueue += 1 }
            recorder.on(event)
        }
        let group = DispatchGroup()
        runOnAnotherThread(group) {
            for element in 0..<10_000 { subject.onNext(element) }
            subject.onCompleted()
        }
        recorder.waitForTermination()
        group.waitOrRecordIssue()
        expectEqual(recorder.elements, Array(0..<10_000))
        expectEqual(recorder.events.last?.isCompleted, true)
        expectEqual(offQueue, 0)
        expectEqual(recorder.overlaps, 0)
        subscription.dispose()
    }

    @Test("An event queued on a blocked serial scheduler is dropped when the subscription is disposed")
    func serialQueueDisposeDropsQueued() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "oneway.observe-on-tests.blocked")
        let subject = PublishSubject<Int>()
        let blocking = DispatchSemaphore(value: 0)
        let unblock = DispatchSemaphore(value: 0)
        var events: [Event<Int>] = []
        let subscription = subject.observe(on: scheduler).subscribe { event in
            if event.element == 0 {
                blocking.signal()
                unblock.waitOrRecordIssue()
            }
            events.append(event)
        }
        subject.onNext(0)
        blocking.waitOrRecordIssue()
        subject.onNext(1)
        subject.onCompleted()
        subscription.dispose()
        unblock.signal()
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            done.signal()
            return Disposables.create()
        }
        done.waitOrRecordIssue()
        expectEqual(events, [.next(0)])
    }

    @Test("observe(on:) a concurrent scheduler keeps the order and never delivers two events at once")
    func concurrentQueue() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let subject = PublishSubject<Int>()
        let recorder = ThreadedRecorder<Int>()
        let subscription = subject.observe(on: scheduler).subscribe(recorder.on)
        for element in 0..<20_000 { subject.onNext(element) }
        subject.onError(HigherOrderTestError.boom)
        recorder.waitForTermination()
        expectEqual(recorder.elements, Array(0..<20_000))
        expectEqual(recorder.events.last?.error as? HigherOrderTestError, .boom)
        expectEqual(recorder.overlaps, 0)
        subscription.dispose()
    }
}

@Suite(.tracksResources)
struct SubscribeOnTests {
    @Test("subscribe(on:) subscribes and disposes through actions on the scheduler, one tick later each")
    func subscribesAndDisposesOnScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        var subscribedAt: Int?
        var disposedAt: Int?
        let xs = Observable<Int>.create { _ in
            subscribedAt = scheduler.clock
            return Disposables.create { disposedAt = scheduler.clock }
        }
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        expectEqual(res.events, [])
        expectEqual(subscribedAt, 201)
        expectEqual(disposedAt, 1001)
    }

    @Test("subscribe(on:) passes the events and the completion through")
    func completion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        expectEqual(res.events, [.next(210, 2), .completed(300)])
        expectEqual(xs.subscriptions, [Subscription(201, 301)])
    }

    @Test("subscribe(on:) passes an error through")
    func error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(300, HigherOrderTestError.boom, Int.self)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        expectEqual(res.events, [.error(300, HigherOrderTestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(201, 301)])
    }

    @Test("A terminal event ends the source's subscription through an action on the scheduler, one tick later")
    func terminalEventDisposesOnScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(20, 7), .next(35, 8), .completed(45)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        expectEqual(res.events, [.next(221, 7), .next(236, 8), .completed(246)])
        expectEqual(xs.subscriptions, [Subscription(201, 247)])
    }

    @Test("Disposing subscribe(on:) disposes the source on the scheduler, one tick later")
    func disposeOnScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        expectEqual(res.events, [.next(210, 2)])
        expectEqual(xs.subscriptions, [Subscription(201, 1001)])
    }

    @Test("Disposing before the scheduled subscription runs cancels it")
    func disposeBeforeSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2)])
        let res = scheduler.start(created: 100, subscribed: 200, disposed: 200) { xs.subscribe(on: scheduler) }
        expectEqual(res.events, [])
        expectEqual(xs.subscriptions, [])
    }

    @Test("subscribe(on:) a serial queue subscribes and disposes on that queue")
    func serialQueue() {
        let key = DispatchSpecificKey<Int>()
        let scheduler = SerialDispatchQueueScheduler(
            internalSerialQueueName: "oneway.subscribe-on-tests",
            serialQueueConfiguration: { $0.setSpecific(key: key, value: 3) }
        )
        let subscribed = DispatchSemaphore(value: 0)
        let disposed = DispatchSemaphore(value: 0)
        var places: [Int?] = []
        let xs = Observable<Int>.create { _ in
            places.append(DispatchQueue.getSpecific(key: key))
            subscribed.signal()
            return Disposables.create {
                places.append(DispatchQueue.getSpecific(key: key))
                disposed.signal()
            }
        }
        let subscription = xs.subscribe(on: scheduler).subscribe()
        subscribed.waitOrRecordIssue()
        subscription.dispose()
        disposed.waitOrRecordIssue()
        expectEqual(places, [3, 3])
    }
}
