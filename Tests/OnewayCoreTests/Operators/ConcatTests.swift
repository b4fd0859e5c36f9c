import Dispatch
import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct ConcatTests {
    @Test("Each source is subscribed when the previous one completes")
    func coldSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .completed(40)])
        let xs2 = scheduler.createColdObservable([.next(10, 4), .next(20, 5), .completed(30)])
        let xs3 = scheduler.createColdObservable([
            .next(10, 6), .next(20, 7), .next(30, 8), .next(40, 9), .completed(50),
        ])
        let res = scheduler.start { Observable.concat([xs1, xs2, xs3].map { $0.asObservable() }) }
        expectEqual(
            res.events,
            [
                .next(210, 1), .next(220, 2), .next(230, 3), .next(250, 4), .next(260, 5), .next(280, 6), .next(290, 7),
                .next(300, 8), .next(310, 9), .completed(320),
            ]
        )
        expectEqual(xs1.subscriptions, [Subscription(200, 240)])
        expectEqual(xs2.subscriptions, [Subscription(240, 270)])
        expectEqual(xs3.subscriptions, [Subscription(270, 320)])
    }

    @Test("Hot sources: what the next source emits before its turn is missed")
    func hotSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(225)])
        let xs2 = scheduler.createHotObservable([.next(150, 1), .next(222, 9), .next(230, 4), .completed(250)])
        let res = scheduler.start { Observable.concat(xs1.asObservable(), xs2.asObservable()) }
        expectEqual(res.events, [.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)])
        expectEqual(xs1.subscriptions, [Subscription(200, 225)])
        expectEqual(xs2.subscriptions, [Subscription(225, 250)])
    }

    @Test("A source that never completes keeps the next one from ever being subscribed")
    func neverThenAnything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(150, 1)])
        let xs2 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(230)])
        let res = scheduler.start { xs1.concat(xs2) }
        expectEqual(res.events, [])
        expectEqual(xs1.subscriptions, [Subscription(200, 1000)])
        expectEqual(xs2.subscriptions, [])
    }

    @Test("An error ends the sequence without subscribing to the next source")
    func errorStops() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(150, 1), .error(230, CombiningTestError.first)])
        let xs2 = scheduler.createHotObservable([.next(150, 1), .next(240, 2), .completed(250)])
        let res = scheduler.start { xs1.concat(xs2) }
        expectEqual(res.events, [.error(230, CombiningTestError.first)])
        expectEqual(xs1.subscriptions, [Subscription(200, 230)])
        expectEqual(xs2.subscriptions, [])
    }

    @Test("An error of the later source is forwarded after the earlier one's elements")
    func laterError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(230)])
        let xs2 = scheduler.createHotObservable([.next(150, 1), .error(250, CombiningTestError.second)])
        let res = scheduler.start { xs1.concat(xs2) }
        expectEqual(res.events, [.next(220, 2), .error(250, CombiningTestError.second)])
        expectEqual(xs1.subscriptions, [Subscription(200, 230)])
        expectEqual(xs2.subscriptions, [Subscription(230, 250)])
    }

    @Test("The same cold source can appear twice, with a hot one between")
    func enumerableTiming() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(230)])
        let xs2 = scheduler.createColdObservable([.next(50, 4), .next(60, 5), .next(70, 6), .completed(80)])
        let xs3 = scheduler.createHotObservable([
            .next(150, 1), .next(200, 2), .next(210, 3), .next(220, 4), .next(230, 5), .next(270, 6), .next(320, 7),
            .next(330, 8), .completed(340),
        ])
        let res = scheduler.start { Observable.concat([xs1, xs2, xs3, xs2].map { $0.asObservable() }) }
        expectEqual(
            res.events,
            [
                .next(210, 2), .next(220, 3), .next(280, 4), .next(290, 5), .next(300, 6), .next(320, 7), .next(330, 8),
                .next(390, 4), .next(400, 5), .next(410, 6), .completed(420),
            ]
        )
        expectEqual(xs1.subscriptions, [Subscription(200, 230)])
        expectEqual(xs2.subscriptions, [Subscription(230, 310), Subscription(340, 420)])
        expectEqual(xs3.subscriptions, [Subscription(310, 340)])
    }

    @Test("Disposing in the middle ends the active source's subscription at that tick")
    func disposeInTheMiddle() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let xs2 = scheduler.createColdObservable([.next(10, 2), .next(40, 3), .completed(50)])
        let res = scheduler.start(disposed: 240) { Observable.concat(xs1.asObservable(), xs2.asObservable()) }
        expectEqual(res.events, [.next(210, 1), .next(230, 2)])
        expectEqual(xs1.subscriptions, [Subscription(200, 220)])
        expectEqual(xs2.subscriptions, [Subscription(220, 240)])
    }

    @Test("Concatenating no sources completes at once")
    func noSources() {
        let res = TestScheduler(initialClock: 0).start { Observable<Int>.concat([Observable<Int>]()) }
        expectEqual(res.events, [.completed(200)])
        let variadic = TestScheduler(initialClock: 0).start { Observable<Int>.concat() }
        expectEqual(variadic.events, [.completed(200)])
    }

    @Test("A sequence of sources is iterated lazily: a source is taken only when its turn comes")
    func lazySequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        var taken = 0
        let sources = AnySequence { () -> AnyIterator<Observable<Int>> in
            AnyIterator {
                taken += 1
                return taken == 1 ? xs1.asObservable() : Observable<Int>.never()
            }
        }
        let res = scheduler.start { Observable.concat(sources) }
        expectEqual(res.events, [.next(210, 1)])
        expectEqual(taken, 2)
    }

    @Test("An observable of observables is concatenated in arrival order, each waiting for the previous one")
    func observableOfObservables() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([
            .next(10, 101), .next(20, 102), .next(110, 103), .next(120, 104), .next(210, 105), .next(220, 106),
            .completed(230),
        ])
        let ys2 = scheduler.createColdObservable([
            .next(10, 201), .next(20, 202), .next(30, 203), .next(40, 204), .completed(50),
        ])
        let ys3 = scheduler.createColdObservable([.next(10, 301), .next(120, 305), .completed(150)])
        let xs = scheduler.createHotObservable([.next(300, ys1), .next(400, ys2), .next(500, ys3), .completed(600)])
        let res = scheduler.start { xs.concat() }
        expectEqual(
            res.events,
            [
                .next(310, 101), .next(320, 102), .next(410, 103), .next(420, 104), .next(510, 105), .next(520, 106),
                .next(540, 201), .next(550, 202), .next(560, 203), .next(570, 204), .next(590, 301), .next(700, 305),
                .completed(730),
            ]
        )
        expectEqual(xs.subscriptions, [Subscription(200, 600)])
        expectEqual(ys1.subscriptions, [Subscription(300, 530)])
        expectEqual(ys2.subscriptions, [Subscription(530, 580)])
        expectEqual(ys3.subscriptions, [Subscription(580, 730)])
    }

    @Test("100,000 sources that complete synchronously are concatenated without growing the stack")
    func longSynchronousChain() {
        var sum = 0
        var completed = false
        _ = Observable.concat((1...100_000).map { Observable.just($0) })
            .subscribe(onNext: { sum += $0 }, onCompleted: { completed = true })
        expectEqual(sum, 100_000 * 100_001 / 2)
        #expect(completed)
    }

    @Test("Sources on different threads are concatenated in order, never delivered concurrently")
    func concurrentSources() {
        let count = 1_000
        let queues = combiningQueues(4)
        let sources = (0..<4).map { source in
            threadedSource(Array(source * count..<(source + 1) * count), on: queues[source])
        }
        let check = ThreadedRecorder<Int>()
        let subscription = Observable.concat(sources).subscribe(check.on)
        check.waitForTermination()
        subscription.dispose()
        expectEqual(check.overlaps, 0)
        expectEqual(check.events.count, 4 * count + 1)
        expectEqual(check.elements, Array(0..<4 * count))
        #expect(check.completed)

        let outerCheck = ThreadedRecorder<Int>()
        let outer = threadedSource(sources, on: queues[0])
        let outerSubscription = outer.concat().subscribe(outerCheck.on)
        outerCheck.waitForTermination()
        outerSubscription.dispose()
        expectEqual(outerCheck.overlaps, 0)
        expectEqual(outerCheck.elements, Array(0..<4 * count))
        #expect(outerCheck.completed)
    }
}
