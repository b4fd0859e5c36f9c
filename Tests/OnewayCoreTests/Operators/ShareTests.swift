import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

private enum ShareError: Error {
    case failed
}

/// RxSwift's share scenario: elements 1–5 at 210–250, 6 at 320, then `ending` at 330 and
/// -1 at 340 when given, and 7 at 550; subscribers 200–350, 300–400 and 500–600. With
/// `resubscribe`, the first two subscribe again (as `res1_`, `res2_`) when they terminate.
private struct ShareScenario {
    let res1: TestableObserver<Int>
    let res2: TestableObserver<Int>
    let res1Again: TestableObserver<Int>
    let res2Again: TestableObserver<Int>
    let res3: TestableObserver<Int>
    let subscriptions: [Subscription]

    init(ending: Event<Int>? = nil, _ share: @escaping (Observable<Int>) -> Observable<Int>) {
        let scheduler = TestScheduler(initialClock: 0)
        var events: [Recorded<Event<Int>>] = [
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6),
        ]
        if let ending { events += [Recorded(time: 330, value: ending), .next(340, -1)] }
        let xs = scheduler.createHotObservable(events + [.next(550, 7)])
        let observers = (0..<5).map { _ in scheduler.createObserver(Int.self) }
        var ys: Observable<Int>?
        var subscriptions: [Disposable?] = [nil, nil, nil]
        scheduler.scheduleAt(100) { ys = share(xs.asObservable()) }
        for (index, time) in [200, 300].enumerated() {
            scheduler.scheduleAt(time) {
                subscriptions[index] = ys?.subscribe { event in
                    observers[index].on(event)
                    if event.isStopEvent { subscriptions[index] = ys?.subscribe(observers[index + 2]) }
                }
            }
        }
        scheduler.scheduleAt(350) { subscriptions[0]?.dispose() }
        scheduler.scheduleAt(400) { subscriptions[1]?.dispose() }
        scheduler.scheduleAt(500) { subscriptions[2] = ys?.subscribe(observers[4]) }
        scheduler.scheduleAt(600) {
            subscriptions[2]?.dispose()
            ys = nil
        }
        scheduler.start()
        (res1, res2, res1Again, res2Again, res3) = (
            observers[0], observers[1], observers[2], observers[3], observers[4]
        )
        self.subscriptions = xs.subscriptions
    }
}

private let firstSix: [Recorded<Event<Int>>] = [
    .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6),
]

/// The latest `count` of 1...`last`, replayed at `time`.
private func replayed(_ count: Int, upTo last: Int, at time: TestTime) -> [Recorded<Event<Int>>] {
    (0..<count).map { .next(time, last - count + 1 + $0) }
}

@Suite(.tracksResources)
struct ShareTests {
    @Test("share() defaults to no replay and a connection per subscriber group")
    func defaultArguments() {
        let run = ShareScenario { $0.share() }
        expectEqual(run.res1.events, firstSix)
        expectEqual(run.res2.events, [.next(320, 6)])
        expectEqual(run.res3.events, [.next(550, 7)])
        expectEqual(run.subscriptions, [Subscription(200, 400), Subscription(500, 600)])
    }

    @Test("share(replay:scope: .whileConnected) replays within a connection and forgets it on disconnect")
    func whileConnectedElements() {
        for replay in 0..<5 {
            let run = ShareScenario { $0.share(replay: replay, scope: .whileConnected) }
            expectEqual(run.res1.events, firstSix)
            expectEqual(run.res2.events, replayed(replay, upTo: 5, at: 300) + [.next(320, 6)])
            expectEqual(run.res3.events, [.next(550, 7)])
            expectEqual(run.subscriptions, [Subscription(200, 400), Subscription(500, 600)])
        }
    }

    @Test("share(replay:scope: .forever) keeps the replay across a reconnection")
    func foreverElements() {
        for replay in 0..<5 {
            let run = ShareScenario { $0.share(replay: replay, scope: .forever) }
            expectEqual(run.res1.events, firstSix)
            expectEqual(run.res2.events, replayed(replay, upTo: 5, at: 300) + [.next(320, 6)])
            expectEqual(run.res3.events, replayed(replay, upTo: 6, at: 500) + [.next(550, 7)])
            expectEqual(run.subscriptions, [Subscription(200, 400), Subscription(500, 600)])
        }
    }

    @Test("With .whileConnected, subscribing on termination reconnects to the source at once")
    func whileConnectedTermination() {
        for replay in 0..<5 {
            for ending: Event<Int> in [.error(ShareError.failed), .completed] {
                let run = ShareScenario(ending: ending) { $0.share(replay: replay, scope: .whileConnected) }
                let terminal = Recorded(time: 330, value: ending)
                expectEqual(run.res1.events, firstSix + [terminal])
                expectEqual(run.res2.events, replayed(replay, upTo: 5, at: 300) + [.next(320, 6), terminal])
                expectEqual(run.res1Again.events, [.next(340, -1)])
                expectEqual(run.res2Again.events, [.next(340, -1)])
                expectEqual(run.res3.events, [.next(550, 7)])
                expectEqual(
                    run.subscriptions, [Subscription(200, 330), Subscription(330, 400), Subscription(500, 600)])
            }
        }
    }

    @Test("With .forever, subscribers after termination get the replay and the terminal event, never a new connection")
    func foreverTermination() {
        for replay in 0..<5 {
            for ending: Event<Int> in [.error(ShareError.failed), .completed] {
                let run = ShareScenario(ending: ending) { $0.share(replay: replay, scope: .forever) }
                let terminal = Recorded(time: 330, value: ending)
                expectEqual(run.res1.events, firstSix + [terminal])
                expectEqual(run.res2.events, replayed(replay, upTo: 5, at: 300) + [.next(320, 6), terminal])
                expectEqual(run.res1Again.events, replayed(replay, upTo: 6, at: 330) + [terminal])
                expectEqual(run.res2Again.events, replayed(replay, upTo: 6, at: 330) + [terminal])
                expectEqual(run.res3.events, replayed(replay, upTo: 6, at: 500) + [Recorded(time: 500, value: ending)])
                expectEqual(run.subscriptions, [Subscription(200, 330)])
            }
        }
    }

    @Test("share over a synchronous source releases everything once it terminates")
    func releasesResources() {
        for replay in 0..<5 {
            for scope in [SubjectLifetimeScope.whileConnected, .forever] {
                var received: [String] = []
                _ = Observable.just(1).share(replay: replay, scope: scope).subscribe { received.append("\($0)") }
                _ = Observable<Int>.error(ShareError.failed).share(replay: replay, scope: scope).subscribe {
                    received.append("\($0)")
                }
                expectEqual(received, ["next(1)", "completed", "error(failed)"])
            }
        }
    }

    @Test("share(replay: 1) with .whileConnected resubscribes a cold source for each connection")
    func whileConnectedRunsWorkAgain() {
        var runs = 0
        let shared = Observable<Int>.create { observer in
            runs += 1
            observer.onNext(runs)
            observer.onCompleted()
            return Disposables.create()
        }
        .share(replay: 1, scope: .whileConnected)
        var received: [Int] = []
        for _ in 0..<3 { _ = shared.subscribe(onNext: { received.append($0) }) }
        expectEqual(received, [1, 2, 3])
        expectEqual(runs, 3)
    }

    @Test("share(replay: 1) with .forever runs the work once and replays it")
    func foreverRunsWorkOnce() {
        var runs = 0
        let shared = Observable<Int>.create { observer in
            runs += 1
            observer.onNext(runs)
            observer.onCompleted()
            return Disposables.create()
        }
        .share(replay: 1, scope: .forever)
        var received: [String] = []
        for _ in 0..<3 { _ = shared.subscribe { received.append("\($0)") } }
        expectEqual(received, ["next(1)", "completed", "next(1)", "completed", "next(1)", "completed"])
        expectEqual(runs, 1)
    }
}
