import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

private enum ReplayError: Error {
    case failed
}

/// RxSwift's replay scenario: a cold source emitting 5, 9, 11, 20, 22, 23, 24, 25 at 10..80
/// and `ending` at `endTime`; connected 400–520 and 650–700; `res` subscribed 450–`disposeAt`.
private func runReplay(
    _ make: @escaping (Observable<Int>) -> ConnectableObservable<Int>,
    ending: Event<Int>,
    endTime: TestTime,
    disposeAt: TestTime = 1000
) -> (events: [Recorded<Event<Int>>], subscriptions: [Subscription]) {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable(
        zip([10, 20, 30, 40, 50, 60, 70, 80], [5, 9, 11, 20, 22, 23, 24, 25]).map { Recorded.next($0, $1) }
            + [Recorded(time: endTime, value: ending)])
    var ys: ConnectableObservable<Int>?
    var subscription: Disposable?
    var connection: Disposable?
    let res = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(100) { ys = make(xs.asObservable()) }
    scheduler.scheduleAt(450) { subscription = ys?.subscribe(res) }
    scheduler.scheduleAt(disposeAt) { subscription?.dispose() }
    scheduler.scheduleAt(400) { connection = ys?.connect() }
    scheduler.scheduleAt(520) { connection?.dispose() }
    scheduler.scheduleAt(650) { connection = ys?.connect() }
    scheduler.scheduleAt(700) {
        connection?.dispose()
        ys = nil
    }
    scheduler.start()
    return (res.events, xs.subscriptions)
}

@Suite(.tracksResources)
struct ReplayTests {
    @Test("replay(3) replays the latest three elements to a subscriber joining a live connection")
    func replayThree() {
        let run = runReplay({ $0.replay(3) }, ending: .error(ReplayError.failed), endTime: 130)
        expectEqual(
            run.events,
            [
                .next(450, 9), .next(450, 11), .next(450, 20), .next(450, 22), .next(460, 23), .next(470, 24),
                .next(480, 25),
            ])
        expectEqual(run.subscriptions, [Subscription(400, 520), Subscription(650, 700)])
    }

    @Test("replay(3) forwards the source's error or completion and ends the connection")
    func replayThreeTermination() {
        for ending: Event<Int> in [.error(ReplayError.failed), .completed] {
            let run = runReplay({ $0.replay(3) }, ending: ending, endTime: 90)
            expectEqual(
                run.events,
                [
                    .next(450, 9), .next(450, 11), .next(450, 20), .next(450, 22), .next(460, 23), .next(470, 24),
                    .next(480, 25), Recorded(time: 490, value: ending),
                ])
            expectEqual(run.subscriptions, [Subscription(400, 490), Subscription(650, 700)])
        }
    }

    @Test("Disposing a replay(3) subscriber stops its events but not the connection")
    func replayThreeDispose() {
        let run = runReplay({ $0.replay(3) }, ending: .completed, endTime: 130, disposeAt: 475)
        expectEqual(
            run.events,
            [
                .next(450, 9), .next(450, 11), .next(450, 20), .next(450, 22), .next(460, 23), .next(470, 24),
            ])
        expectEqual(run.subscriptions, [Subscription(400, 520), Subscription(650, 700)])
    }

    @Test("replay(1) replays only the latest element")
    func replayOne() {
        let run = runReplay({ $0.replay(1) }, ending: .completed, endTime: 130)
        expectEqual(run.events, [.next(450, 20), .next(450, 22), .next(460, 23), .next(470, 24), .next(480, 25)])
        let failed = runReplay({ $0.replay(1) }, ending: .error(ReplayError.failed), endTime: 90)
        expectEqual(
            failed.events,
            [
                .next(450, 20), .next(450, 22), .next(460, 23), .next(470, 24), .next(480, 25),
                .error(490, ReplayError.failed),
            ])
        expectEqual(failed.subscriptions, [Subscription(400, 490), Subscription(650, 700)])
    }

    @Test("replayAll replays every element of the live connection")
    func replayAll() {
        let run = runReplay({ $0.replayAll() }, ending: .completed, endTime: 90)
        expectEqual(
            run.events,
            [
                .next(450, 5), .next(450, 9), .next(450, 11), .next(450, 20), .next(450, 22), .next(460, 23),
                .next(470, 24), .next(480, 25), .completed(490),
            ])
        expectEqual(run.subscriptions, [Subscription(400, 490), Subscription(650, 700)])
        let disposed = runReplay({ $0.replayAll() }, ending: .completed, endTime: 130, disposeAt: 475)
        expectEqual(
            disposed.events,
            [
                .next(450, 5), .next(450, 9), .next(450, 11), .next(450, 20), .next(450, 22), .next(460, 23),
                .next(470, 24),
            ])
    }
}
