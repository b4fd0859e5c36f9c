import Dispatch
import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct AmbTests {
    @Test("While no source sends anything, every source stays subscribed")
    func neverNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (0..<3).map { _ in scheduler.createHotObservable([.next(150, 1)]) }
        let res = scheduler.start { Observable.amb(sources.map { $0.asObservable() }) }
        expectEqual(res.events, [])
        for source in sources { expectEqual(source.subscriptions, [Subscription(200, 1000)]) }
        let pair = TestScheduler(initialClock: 0)
        let x1 = pair.createHotObservable([.next(150, 1)])
        let x2 = pair.createHotObservable([.next(150, 1)])
        expectEqual(pair.start { x1.amb(x2) }.events, [])
        expectEqual(x1.subscriptions, [Subscription(200, 1000)])
        expectEqual(x2.subscriptions, [Subscription(200, 1000)])
    }

    @Test("A completion is an event too: the source that completes first wins")
    func completionWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.next(150, 1)])
        let x2 = scheduler.createHotObservable([.next(150, 1), .completed(225)])
        let res = scheduler.start { x1.amb(x2) }
        expectEqual(res.events, [.completed(225)])
        expectEqual(x1.subscriptions, [Subscription(200, 225)])
        expectEqual(x2.subscriptions, [Subscription(200, 225)])
    }

    @Test("The first source to emit wins and the loser is disposed at that tick")
    func firstElementWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(240)])
        let x2 = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(250)])
        let res = scheduler.start { x1.amb(x2) }
        expectEqual(res.events, [.next(210, 2), .completed(240)])
        expectEqual(x1.subscriptions, [Subscription(200, 240)])
        expectEqual(x2.subscriptions, [Subscription(200, 210)])
    }

    @Test("The winner's error is forwarded; the loser's error after the election is not")
    func errorsAfterTheElection() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .error(220, CombiningTestError.first)])
        let x2 = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(250)])
        let res = scheduler.start { x1.amb(x2) }
        expectEqual(res.events, [.next(210, 2), .error(220, CombiningTestError.first)])
        expectEqual(x2.subscriptions, [Subscription(200, 210)])

        let other = TestScheduler(initialClock: 0)
        let y1 = other.createHotObservable([.next(150, 1), .next(220, 2), .error(230, CombiningTestError.first)])
        let y2 = other.createHotObservable([.next(150, 1), .next(210, 3), .completed(250)])
        let res2 = other.start { y1.amb(y2) }
        expectEqual(res2.events, [.next(210, 3), .completed(250)])
        expectEqual(y1.subscriptions, [Subscription(200, 210)])
        expectEqual(y2.subscriptions, [Subscription(200, 250)])
    }

    @Test("An error before the election wins it, from either side")
    func errorBeforeTheElection() {
        for leftFails in [true, false] {
            let scheduler = TestScheduler(initialClock: 0)
            let failing = scheduler.createHotObservable([.next(150, 1), .error(210, CombiningTestError.first)])
            let other = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(250)])
            let res = scheduler.start { leftFails ? failing.amb(other) : other.amb(failing) }
            expectEqual(res.events, [.error(210, CombiningTestError.first)])
            expectEqual(failing.subscriptions, [Subscription(200, 210)])
            expectEqual(other.subscriptions, [Subscription(200, 210)])
        }
    }

    @Test("Among many sources, the first to emit wins and all others are disposed")
    func manySources() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = [
            scheduler.createHotObservable([.next(230, 1), .completed(300)]),
            scheduler.createHotObservable([.next(220, 2), .next(240, 4), .completed(310)]),
            scheduler.createHotObservable([.next(225, 3), .completed(320)]),
        ]
        let res = scheduler.start { Observable.amb(sources.map { $0.asObservable() }) }
        expectEqual(res.events, [.next(220, 2), .next(240, 4), .completed(310)])
        expectEqual(sources[0].subscriptions, [Subscription(200, 220)])
        expectEqual(sources[1].subscriptions, [Subscription(200, 310)])
        expectEqual(sources[2].subscriptions, [Subscription(200, 220)])
    }

    @Test("amb of no sources never emits")
    func noSources() {
        let res = TestScheduler(initialClock: 0).start { Observable<Int>.amb([]) }
        expectEqual(res.events, [])
    }

    @Test("Disposing before the election ends every subscription")
    func disposeBeforeTheElection() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.next(300, 1)])
        let x2 = scheduler.createHotObservable([.next(310, 2)])
        let res = scheduler.start(disposed: 250) { x1.amb(x2) }
        expectEqual(res.events, [])
        expectEqual(x1.subscriptions, [Subscription(200, 250)])
        expectEqual(x2.subscriptions, [Subscription(200, 250)])
    }

    @Test("A source that emits synchronously wins before the others get to run")
    func synchronousWinner() {
        var received: [Int] = []
        _ = Observable.just(1).amb(Observable.just(2)).subscribe(onNext: { received.append($0) })
        expectEqual(received, [1])
    }

    @Test("Sources racing on different threads: exactly one source's events come through, never concurrently")
    func concurrentRace() {
        let count = 1_000
        let queues = combiningQueues(4)
        for _ in 0..<20 {
            let sources = (0..<4).map { source in
                threadedSource(Array(source * count..<(source + 1) * count), on: queues[source])
            }
            let check = ThreadedRecorder<Int>()
            let subscription = Observable.amb(sources).subscribe(check.on)
            check.waitForTermination()
            subscription.dispose()
            expectEqual(check.overlaps, 0)
            #expect(check.completed)
            let winner = (check.elements.first ?? 0) / count
            expectEqual(check.elements, Array(winner * count..<(winner + 1) * count))
        }
    }
}
