import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

private enum RefCountError: Error {
    case failed
    case second
    case third
}

/// A hand-made connectable: subscribers join `subject`; `connect()` subscribes it to `source`.
private struct TestConnectable: ConnectableObservableType {
    typealias Element = Int

    let source: Observable<Int>
    let subject: PublishSubject<Int>

    func connect() -> Disposable {
        source.subscribe(subject)
    }

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
        subject.subscribe(observer)
    }
}

@Suite(.tracksResources)
struct RefCountTests {
    @Test("refCount connects on the first subscriber and disconnects when the source completes")
    func connectsOnFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
        ])
        let connectable = TestConnectable(source: xs.asObservable(), subject: PublishSubject())
        let res = scheduler.start { connectable.refCount() }
        expectEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("refCount does not connect when the subject terminates the subscriber synchronously")
    func noConnectionForStoppedSubject() {
        for terminal: Event<Int> in [.completed, .error(RefCountError.failed)] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1)])
            let subject = PublishSubject<Int>()
            subject.on(terminal)
            let connectable = TestConnectable(source: xs.asObservable(), subject: subject)
            let res = scheduler.start { connectable.refCount() }
            expectEqual(res.events, [Recorded(time: 200, value: terminal)])
            #expect(xs.subscriptions.isEmpty)
        }
    }

    @Test("refCount keeps one connection while subscribers overlap and reconnects after zero")
    func countsSubscribers() {
        var connections = 0
        var disconnections = 0
        let source = Observable<Int>.create { _ in
            connections += 1
            return Disposables.create { disconnections += 1 }
        }
        let subject = PublishSubject<Int>()
        let shared = TestConnectable(source: source, subject: subject).refCount()
        let first = shared.subscribe { _ in }
        #expect((connections, disconnections) == (1, 0))
        let second = shared.subscribe { _ in }
        #expect((connections, disconnections) == (1, 0))
        first.dispose()
        #expect((connections, disconnections) == (1, 0))
        second.dispose()
        #expect((connections, disconnections) == (1, 1))
        let third = shared.subscribe { _ in }
        #expect((connections, disconnections) == (2, 1))
        third.dispose()
        third.dispose()
        #expect((connections, disconnections) == (2, 2))
        #expect(!subject.hasObservers)
    }

    @Test("refCount over publish shares one subscription among overlapping subscribers")
    func publish() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6),
            .next(270, 7), .next(280, 8), .next(290, 9), .completed(300),
        ])
        let shared = xs.publish().refCount()
        func subscribe(at start: TestTime, until end: TestTime) -> TestableObserver<Int> {
            let observer = scheduler.createObserver(Int.self)
            var subscription: Disposable?
            scheduler.scheduleAt(start) { subscription = shared.subscribe(observer) }
            scheduler.scheduleAt(end) { subscription?.dispose() }
            return observer
        }
        let o1 = subscribe(at: 215, until: 235)
        let o2 = subscribe(at: 225, until: 275)
        let o3 = subscribe(at: 255, until: 265)
        let o4 = subscribe(at: 285, until: 320)
        scheduler.start()
        expectEqual(o1.events, [.next(220, 2), .next(230, 3)])
        expectEqual(o2.events, [.next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6), .next(270, 7)])
        expectEqual(o3.events, [.next(260, 6)])
        expectEqual(o4.events, [.next(290, 9), .completed(300)])
        expectEqual(xs.subscriptions, [Subscription(215, 275), Subscription(285, 300)])
    }

    @Test("Subscribers that resubscribe on termination start a new connection at once")
    func resubscribeOnTermination() {
        for (terminal1, terminal2, terminal3) in [
            (
                Event<Int>.error(RefCountError.failed), Event<Int>.error(RefCountError.second),
                Event<Int>.error(RefCountError.third)
            ),
            (.completed, .completed, .completed),
        ] {
            let scheduler = TestScheduler(initialClock: 0)
            let sources = [
                scheduler.createColdObservable([.next(10, 1), Recorded(time: 20, value: terminal1)]),
                scheduler.createColdObservable([.next(10, 2), Recorded(time: 30, value: terminal2)]),
                scheduler.createColdObservable([.next(10, 3), Recorded(time: 40, value: terminal3)]),
            ]
            var attempts = 0
            let deferred = Observable<Int>.create { observer in
                defer { attempts += 1 }
                return sources[min(attempts, 2)].subscribe(observer)
            }
            let shared = deferred.multicast(makeSubject: { PublishSubject() }).refCount()
            let observers = (0..<3).map { _ in scheduler.createObserver(Int.self) }
            var subscriptions: [Disposable] = []
            for (index, time) in [215, 220].enumerated() {
                scheduler.scheduleAt(time) {
                    subscriptions.append(
                        shared.subscribe { event in
                            observers[index].on(event)
                            if event.isStopEvent { subscriptions.append(shared.subscribe(observers[index])) }
                        })
                }
            }
            scheduler.scheduleAt(400) { subscriptions.append(shared.subscribe(observers[2])) }
            scheduler.start()
            subscriptions.forEach { $0.dispose() }
            let expected: [Recorded<Event<Int>>] = [
                .next(225, 1), Recorded(time: 235, value: terminal1), .next(245, 2),
                Recorded(time: 265, value: terminal2),
            ]
            expectEqual(observers[0].events, expected)
            expectEqual(observers[1].events, expected)
            expectEqual(observers[2].events, [.next(410, 3), Recorded(time: 440, value: terminal3)])
            expectEqual(
                sources.map(\.subscriptions),
                [
                    [Subscription(215, 235)], [Subscription(235, 265)], [Subscription(400, 440)],
                ])
        }
    }

    @Test("publish().refCount() over a failing source gives every subscriber the error")
    func errorForEverySubscriber() {
        let shared = Observable<Int>.error(RefCountError.failed).publish().refCount()
        var received: [String] = []
        _ = shared.subscribe { received.append("first \($0)") }
        _ = shared.subscribe { received.append("second \($0)") }
        expectEqual(received, ["first error(failed)", "second error(failed)"])
    }

    @Test("The last subscriber disposing from inside a delivery disconnects the source")
    func disposeInsideDelivery() {
        let trigger = PublishSubject<Int>()
        let shared = trigger.publish().refCount()
        var subscription: Disposable?
        var received: [Int] = []
        subscription = shared.subscribe(onNext: { element in
            received.append(element)
            subscription?.dispose()
        })
        #expect(trigger.hasObservers)
        trigger.onNext(1)
        trigger.onNext(2)
        expectEqual(received, [1])
        #expect(!trigger.hasObservers)
        let again = shared.subscribe(onNext: { received.append($0) })
        trigger.onNext(3)
        again.dispose()
        expectEqual(received, [1, 3])
        #expect(!trigger.hasObservers)
    }

    @Test("Resubscribing from inside connect's synchronous error reconnects after that connect returns")
    func resubscribeInsideConnect() {
        var attempts = 0
        var disposals = 0
        let source = Observable<Int>.create { observer in
            attempts += 1
            if attempts < 3 { observer.onError(RefCountError.failed) } else { observer.onNext(attempts) }
            return Disposables.create { disposals += 1 }
        }
        let shared = source.publish().refCount()
        var received: [String] = []
        var subscriptions: [Disposable] = []
        func subscribe() {
            subscriptions.append(
                shared.subscribe { event in
                    received.append("\(event)")
                    if event.error != nil { subscribe() }
                })
        }
        subscribe()
        expectEqual(received, ["error(failed)", "error(failed)", "next(3)"])
        #expect((attempts, disposals) == (3, 2))
        subscriptions.forEach { $0.dispose() }
        expectEqual(disposals, 3)
    }
}
