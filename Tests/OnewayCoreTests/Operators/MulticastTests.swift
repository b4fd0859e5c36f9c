import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

private enum MulticastError: Error {
    case failed
    case thrown
}

/// The hot source of RxSwift's multicast tests, optionally ending at 435.
private func hotSource(
    _ scheduler: TestScheduler,
    endingAt435 ending: Event<Int>? = nil
) -> TestableObservable<Int> {
    var events: [Recorded<Event<Int>>] = [
        .next(110, 7), .next(220, 3), .next(280, 4), .next(290, 1), .next(340, 8), .next(360, 5), .next(370, 6),
        .next(390, 7), .next(410, 13), .next(430, 2),
    ]
    if let ending { events.append(Recorded(time: 435, value: ending)) }
    events += [
        .next(450, 9), .next(520, 11), .next(560, 20), .next(570, 21), .next(580, 23), .next(590, 24),
        .next(600, 25), .next(610, 26), .next(620, 27), .next(630, 28), .error(800, MulticastError.failed),
    ]
    return scheduler.createHotObservable(events)
}

/// Connects at 300, disconnects at 400, connects at 420 and again at 440 (the same
/// connection), disposes that at 530, connects at 575, disposes the 420 handle at 590 and the
/// 575 one at 621: the connection schedule of RxSwift's multicast tests.
private func scheduleConnections(_ scheduler: TestScheduler, _ connectable: @escaping () -> ConnectableObservable<Int>?)
{
    var connection: Disposable?
    var inner: Disposable?
    var last: Disposable?
    scheduler.scheduleAt(300) { connection = connectable()?.connect() }
    scheduler.scheduleAt(400) { connection?.dispose() }
    scheduler.scheduleAt(420) { connection = connectable()?.connect() }
    scheduler.scheduleAt(440) { inner = connectable()?.connect() }
    scheduler.scheduleAt(530) { inner?.dispose() }
    scheduler.scheduleAt(575) { last = connectable()?.connect() }
    scheduler.scheduleAt(590) { connection?.dispose() }
    scheduler.scheduleAt(621) {
        last?.dispose()
        (connection, inner, last) = (nil, nil, nil)
    }
}

@Suite(.tracksResources)
struct MulticastTests {
    @Test("multicast(makeSubject:): connect controls the source subscription; a disconnect forgets the subject")
    func whileConnectedConnectControlsSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hotSource(scheduler)
        var ys: ConnectableObservable<Int>?
        var subscription: Disposable?
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { ys = xs.multicast(makeSubject: { ReplaySubject.create(bufferSize: 3) }) }
        scheduler.scheduleAt(405) { subscription = ys?.subscribe(res) }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduleConnections(scheduler) { ys }
        scheduler.start()
        expectEqual(res.events, [.next(430, 2), .next(450, 9), .next(520, 11)])
        expectEqual(xs.subscriptions, [Subscription(300, 400), Subscription(420, 530), Subscription(575, 621)])
    }

    @Test("multicast(makeSubject:): a subscriber joining a live connection gets the subject's replay")
    func whileConnectedConnectFirstThenSubscribe() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hotSource(scheduler)
        var ys: ConnectableObservable<Int>?
        var subscription: Disposable?
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { ys = xs.multicast(makeSubject: { ReplaySubject.create(bufferSize: 1) }) }
        scheduler.scheduleAt(470) { subscription = ys?.subscribe(res) }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduleConnections(scheduler) { ys }
        scheduler.start()
        expectEqual(res.events, [.next(470, 9), .next(520, 11)])
        expectEqual(xs.subscriptions, [Subscription(300, 400), Subscription(420, 530), Subscription(575, 621)])
    }

    @Test("multicast(makeSubject:): resubscribing and connecting on termination starts a fresh subject")
    func whileConnectedTermination() {
        for ending: Event<Int> in [.completed, .error(MulticastError.failed)] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler, endingAt435: ending)
            let (res, subscriptions) = resubscribeOnTermination(scheduler, xs) {
                xs.multicast(makeSubject: { ReplaySubject.create(bufferSize: 1) })
            }
            expectEqual(res.events, [.next(430, 2), Recorded(time: 435, value: ending), .next(450, 9), .next(520, 11)])
            expectEqual(
                subscriptions(),
                [
                    Subscription(300, 400), Subscription(420, 435), Subscription(435, 530), Subscription(575, 621),
                ])
        }
    }

    @Test("multicast(_:): one subject for every connection, replaying after termination")
    func foreverTermination() {
        for ending: Event<Int> in [.completed, .error(MulticastError.failed)] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler, endingAt435: ending)
            let (res, subscriptions) = resubscribeOnTermination(scheduler, xs) {
                xs.multicast(ReplaySubject.create(bufferSize: 1))
            }
            let terminal = Recorded(time: 435, value: ending)
            expectEqual(res.events, [.next(405, 7), .next(430, 2), .next(435, 2), terminal, terminal])
            expectEqual(
                subscriptions(),
                [
                    Subscription(300, 400), Subscription(420, 435), Subscription(435, 530), Subscription(575, 621),
                ])
        }
    }

    @Test("multicast(_:): the subject keeps receiving across connections")
    func foreverConnectControlsSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = hotSource(scheduler)
        var ys: ConnectableObservable<Int>?
        var subscription: Disposable?
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { ys = xs.multicast(ReplaySubject.create(bufferSize: 3)) }
        scheduler.scheduleAt(405) { subscription = ys?.subscribe(res) }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduleConnections(scheduler) { ys }
        scheduler.start()
        expectEqual(
            res.events,
            [
                .next(405, 5), .next(405, 6), .next(405, 7), .next(430, 2), .next(450, 9), .next(520, 11),
                .next(580, 23), .next(590, 24), .next(600, 25), .next(610, 26), .next(620, 27),
            ])
        expectEqual(xs.subscriptions, [Subscription(300, 400), Subscription(420, 530), Subscription(575, 621)])
    }

    @Test("multicast with a selector shares one source subscription within the selector")
    func selectorShares() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(40, 0), .next(210, 3), .next(240, 4), .next(270, 5), .completed(390),
        ])
        let res = scheduler.start {
            xs.multicast({ PublishSubject<Int>() }) { shared in
                Single.zip(shared.take2AsSingle(), shared.map { $0 * 100 }.take2AsSingle()) { $0 + $1 }.asObservable()
            }
        }
        expectEqual(res.events, [.next(240, 707), .completed(240)])
        expectEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    @Test("multicast with a selector forwards completion, errors and disposal")
    func selectorTermination() {
        for (ending, expected) in [
            (Recorded<Event<Int>>.completed(390), Recorded<Event<Int>>.completed(390)),
            (.error(390, MulticastError.failed), .error(390, MulticastError.failed)),
        ] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 2), .next(210, 3), .next(340, 7), ending])
            let res = scheduler.start { xs.multicast({ PublishSubject<Int>() }) { $0 } }
            expectEqual(res.events, [.next(210, 3), .next(340, 7), expected])
            expectEqual(xs.subscriptions, [Subscription(200, 390)])
        }
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 3), .next(340, 7)])
        let res = scheduler.start { xs.multicast({ PublishSubject<Int>() }) { $0 } }
        expectEqual(res.events, [.next(210, 3), .next(340, 7)])
        expectEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    @Test("multicast with a selector fails at once when either closure throws, never subscribing")
    func selectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let subjectThrows = scheduler.start {
            xs.multicast({ () throws -> PublishSubject<Int> in throw MulticastError.thrown }) { $0 }
        }
        expectEqual(subjectThrows.events, [.error(200, MulticastError.thrown)])
        let second = TestScheduler(initialClock: 0)
        let ys = second.createHotObservable([.next(210, 1), .completed(300)])
        let selectorThrows = second.start {
            ys.multicast({ PublishSubject<Int>() }) { _ -> Observable<Int> in throw MulticastError.thrown }
        }
        expectEqual(selectorThrows.events, [.error(200, MulticastError.thrown)])
        #expect(xs.subscriptions.isEmpty && ys.subscriptions.isEmpty)
    }

    @Test("publish, replay and replayAll release everything after a synchronous source ends")
    func releasesResources() {
        let cases = [
            (Observable.just(1), ["next(1)", "completed"]),
            (Observable<Int>.error(MulticastError.failed), ["error(failed)"]),
        ]
        for (source, expected) in cases {
            for connectable in [
                source.publish(), source.replay(1), source.replayAll(), source.multicast(PublishSubject()),
            ] {
                var received: [String] = []
                let subscription = connectable.subscribe { received.append("\($0)") }
                connectable.connect().dispose()
                subscription.dispose()
                expectEqual(received, expected)
            }
        }
    }
}

/// Subscribes `res` at 405 to the connectable `make` returns at 100; on termination it
/// subscribes `res` again and connects, before `res` hears of the termination, as RxSwift's
/// `do(onCompleted:)` tests do. Returns the observer and the source's subscriptions.
private func resubscribeOnTermination(
    _ scheduler: TestScheduler,
    _ xs: TestableObservable<Int>,
    _ make: @escaping () -> ConnectableObservable<Int>
) -> (TestableObserver<Int>, () -> [Subscription]) {
    var ys: ConnectableObservable<Int>?
    var subscription: Disposable?
    var resubscription: Disposable?
    var reconnection: Disposable?
    let res = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(100) { ys = make() }
    scheduler.scheduleAt(405) {
        subscription = ys?.subscribe { event in
            if event.isStopEvent {
                resubscription = ys?.subscribe(res)
                reconnection = ys?.connect()
            }
            res.on(event)
        }
    }
    scheduler.scheduleAt(1000) {
        subscription?.dispose()
        resubscription?.dispose()
        reconnection?.dispose()
        ys = nil
    }
    scheduleConnections(scheduler) { ys }
    scheduler.start()
    return (res, { xs.subscriptions })
}

extension Observable<Int> {
    /// The sum of the first two elements, as a `Single`: subscribes to `self` once.
    fileprivate func take2AsSingle() -> Single<Int> {
        Single.create { observer in
            var first: Int?
            return self.subscribe(onNext: { element in
                guard let previous = first else { return first = element }
                observer(.success(previous + element))
            })
        }
    }
}
