import Dispatch
import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct MergeTests {
    /// Three cold inner sources arriving at 300, 400 and 500 on a hot outer sequence.
    private struct Inners {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1: TestableObservable<Int>
        let ys2: TestableObservable<Int>
        let ys3: TestableObservable<Int>

        init(ys2Ends: Event<Int> = .completed) {
            ys1 = scheduler.createColdObservable([
                .next(10, 101), .next(20, 102), .next(110, 103), .next(120, 104), .next(210, 105), .next(220, 106),
                .completed(230),
            ])
            ys2 = scheduler.createColdObservable([
                .next(10, 201), .next(20, 202), .next(30, 203), .next(40, 204), Recorded(time: 50, value: ys2Ends),
            ])
            ys3 = scheduler.createColdObservable([
                .next(10, 301), .next(20, 302), .next(30, 303), .next(40, 304), .next(120, 305), .completed(150),
            ])
        }

        func outer(endingWith end: Recorded<Event<TestableObservable<Int>>>) -> TestableObservable<
            TestableObservable<Int>
        > {
            scheduler.createHotObservable([.next(300, ys1), .next(400, ys2), .next(500, ys3), end])
        }
    }

    @Test("Inner sequences are subscribed as they arrive; completion waits for the last inner one")
    func observableOfObservables() {
        let inners = Inners()
        let xs = inners.outer(endingWith: .completed(600))
        let res = inners.scheduler.start { xs.merge() }
        expectEqual(
            res.events,
            [
                .next(310, 101), .next(320, 102), .next(410, 103), .next(410, 201), .next(420, 104), .next(420, 202),
                .next(430, 203), .next(440, 204), .next(510, 105), .next(510, 301), .next(520, 106), .next(520, 302),
                .next(530, 303), .next(540, 304), .next(620, 305), .completed(650),
            ]
        )
        expectEqual(xs.subscriptions, [Subscription(200, 600)])
        expectEqual(inners.ys1.subscriptions, [Subscription(300, 530)])
        expectEqual(inners.ys2.subscriptions, [Subscription(400, 450)])
        expectEqual(inners.ys3.subscriptions, [Subscription(500, 650)])
    }

    @Test("An inner error fails the result at once and ends the outer and every inner subscription")
    func innerError() {
        let inners = Inners(ys2Ends: .error(CombiningTestError.first))
        let xs = inners.outer(endingWith: .completed(600))
        let res = inners.scheduler.start { xs.merge() }
        expectEqual(
            res.events,
            [
                .next(310, 101), .next(320, 102), .next(410, 103), .next(410, 201), .next(420, 104), .next(420, 202),
                .next(430, 203), .next(440, 204), .error(450, CombiningTestError.first),
            ]
        )
        expectEqual(xs.subscriptions, [Subscription(200, 450)])
        expectEqual(inners.ys1.subscriptions, [Subscription(300, 450)])
        expectEqual(inners.ys2.subscriptions, [Subscription(400, 450)])
        expectEqual(inners.ys3.subscriptions, [])
    }

    @Test("An outer error fails the result at once and ends the active inner subscriptions")
    func outerError() {
        let inners = Inners()
        let xs = inners.scheduler.createHotObservable([
            .next(300, inners.ys1), .next(400, inners.ys2), .error(500, CombiningTestError.first),
        ])
        let res = inners.scheduler.start { xs.merge() }
        expectEqual(
            res.events,
            [
                .next(310, 101), .next(320, 102), .next(410, 103), .next(410, 201), .next(420, 104), .next(420, 202),
                .next(430, 203), .next(440, 204), .error(500, CombiningTestError.first),
            ]
        )
        expectEqual(xs.subscriptions, [Subscription(200, 500)])
        expectEqual(inners.ys1.subscriptions, [Subscription(300, 500)])
        expectEqual(inners.ys2.subscriptions, [Subscription(400, 450)])
    }

    /// Four cold inner sources for the `maxConcurrent` cases, as RxSwift's tests use them.
    private struct Limited {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1: TestableObservable<Int>
        let ys2: TestableObservable<Int>
        let ys3: TestableObservable<Int>
        let ys4: TestableObservable<Int>

        init(ys3Ends: Event<Int> = .completed) {
            ys1 = scheduler.createColdObservable([.next(50, 1), .next(100, 2), .next(120, 3), .completed(140)])
            ys2 = scheduler.createColdObservable([.next(20, 4), .next(70, 5), .completed(200)])
            ys3 = scheduler.createColdObservable([
                .next(10, 6), .next(90, 7), .next(110, 8),
                Recorded(time: ys3Ends.isCompleted ? 130 : 140, value: ys3Ends),
            ])
            ys4 = scheduler.createColdObservable([.next(210, 9), .next(240, 10), .completed(300)])
        }

        func outer(endingWith end: Recorded<Event<TestableObservable<Int>>>) -> TestableObservable<
            TestableObservable<Int>
        > {
            scheduler.createHotObservable([.next(210, ys1), .next(260, ys2), .next(270, ys3), .next(320, ys4), end])
        }
    }

    @Test("With maxConcurrent, a late inner sequence waits for a slot and is subscribed when one completes")
    func maxConcurrent() {
        let limited = Limited()
        let xs = limited.outer(endingWith: .completed(400))
        let res = limited.scheduler.start { xs.merge(maxConcurrent: 2) }
        expectEqual(
            res.events,
            [
                .next(260, 1), .next(280, 4), .next(310, 2), .next(330, 3), .next(330, 5), .next(360, 6),
                .next(440, 7), .next(460, 8), .next(670, 9), .next(700, 10), .completed(760),
            ]
        )
        expectEqual(xs.subscriptions, [Subscription(200, 400)])
        expectEqual(limited.ys1.subscriptions, [Subscription(210, 350)])
        expectEqual(limited.ys2.subscriptions, [Subscription(260, 460)])
        expectEqual(limited.ys3.subscriptions, [Subscription(350, 480)])
        expectEqual(limited.ys4.subscriptions, [Subscription(460, 760)])
    }

    @Test("With maxConcurrent, disposing ends the active inner subscriptions and never subscribes the waiting one")
    func maxConcurrentDisposed() {
        let limited = Limited()
        let xs = limited.outer(endingWith: .completed(400))
        let res = limited.scheduler.start(disposed: 450) { xs.merge(maxConcurrent: 2) }
        expectEqual(
            res.events,
            [
                .next(260, 1), .next(280, 4), .next(310, 2), .next(330, 3), .next(330, 5), .next(360, 6),
                .next(440, 7),
            ]
        )
        expectEqual(limited.ys2.subscriptions, [Subscription(260, 450)])
        expectEqual(limited.ys3.subscriptions, [Subscription(350, 450)])
        expectEqual(limited.ys4.subscriptions, [])
    }

    @Test("With maxConcurrent, an outer error drops the waiting inner sequence")
    func maxConcurrentOuterError() {
        let limited = Limited()
        let xs = limited.outer(endingWith: .error(400, CombiningTestError.first))
        let res = limited.scheduler.start { xs.merge(maxConcurrent: 2) }
        expectEqual(
            res.events,
            [
                .next(260, 1), .next(280, 4), .next(310, 2), .next(330, 3), .next(330, 5), .next(360, 6),
                .error(400, CombiningTestError.first),
            ]
        )
        expectEqual(limited.ys2.subscriptions, [Subscription(260, 400)])
        expectEqual(limited.ys3.subscriptions, [Subscription(350, 400)])
        expectEqual(limited.ys4.subscriptions, [])
    }

    @Test("With maxConcurrent, an inner error ends every subscription, including one started from the queue")
    func maxConcurrentInnerError() {
        let limited = Limited(ys3Ends: .error(CombiningTestError.first))
        let xs = limited.outer(endingWith: .completed(400))
        let res = limited.scheduler.start { xs.merge(maxConcurrent: 2) }
        expectEqual(
            res.events,
            [
                .next(260, 1), .next(280, 4), .next(310, 2), .next(330, 3), .next(330, 5), .next(360, 6),
                .next(440, 7), .next(460, 8), .error(490, CombiningTestError.first),
            ]
        )
        expectEqual(limited.ys3.subscriptions, [Subscription(350, 490)])
        expectEqual(limited.ys4.subscriptions, [Subscription(460, 490)])
    }

    @Test("A static merge of nothing completes at once, in each of its forms")
    func staticEmpty() {
        let factories: [() -> Observable<Int>] = [
            { Observable.merge() }, { Observable.merge(AnyCollection([])) }, { Observable.merge([]) },
        ]
        for factory in factories {
            let res = TestScheduler(initialClock: 0).start(factory)
            expectEqual(res.events, [.completed(200)])
        }
    }

    @Test("A static merge subscribes every source at once and completes when the last one does")
    func staticMerge() {
        for form in 0..<3 {
            let scheduler = TestScheduler(initialClock: 0)
            let ys1 = scheduler.createColdObservable([.next(10, 101), .next(20, 102), .completed(230)])
            let ys2 = scheduler.createColdObservable([.next(10, 201), .next(20, 202), .completed(50)])
            let ys3 = Observable<Int>.empty()
            let res = scheduler.start { () -> Observable<Int> in
                let sources = [ys1.asObservable(), ys2.asObservable(), ys3]
                switch form {
                case 0: return Observable.merge(sources[0], sources[1], sources[2])
                case 1: return Observable.merge(AnyCollection(sources))
                default: return Observable.merge(sources)
                }
            }
            expectEqual(
                res.events, [.next(210, 101), .next(210, 201), .next(220, 102), .next(220, 202), .completed(430)])
            expectEqual(ys1.subscriptions, [Subscription(200, 430)])
            expectEqual(ys2.subscriptions, [Subscription(200, 250)])
        }
    }

    @Test("A static merge fails with the first error and ends every subscription")
    func staticMergeError() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(20, 102), .completed(230)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .error(15, CombiningTestError.first)])
        let res = scheduler.start { Observable.merge(ys1.asObservable(), ys2.asObservable()) }
        expectEqual(res.events, [.next(210, 101), .next(210, 201), .error(215, CombiningTestError.first)])
        expectEqual(ys1.subscriptions, [Subscription(200, 215)])
        expectEqual(ys2.subscriptions, [Subscription(200, 215)])
    }

    @Test("Synchronous outer and inner sequences terminate before subscribe returns")
    func synchronous() {
        var events: [String] = []
        _ = Observable.just(Observable<Int>.error(CombiningTestError.first)).merge()
            .subscribe(onError: { _ in events.append("error") })
        _ = Observable<Observable<Int>>.empty().merge().subscribe(onCompleted: { events.append("empty") })
        _ = Observable.just(Observable<Int>.empty()).merge(maxConcurrent: 1)
            .subscribe(onCompleted: { events.append("first empty") })
        _ = Observable.merge(Observable.just(1), Observable.just(2))
            .subscribe(onNext: { events.append("\($0)") }, onCompleted: { events.append("done") })
        expectEqual(events, ["error", "empty", "first empty", "1", "2", "done"])
    }

    @Test("A long queue of inner sequences that complete synchronously does not grow the stack")
    func longQueue() {
        let outer = PublishSubject<Observable<Int>>()
        let gate = PublishSubject<Int>()
        var sum = 0
        var completed = false
        let subscription = outer.merge(maxConcurrent: 1)
            .subscribe(onNext: { sum += $0 }, onCompleted: { completed = true })
        outer.onNext(gate)
        for value in 1...100_000 { outer.onNext(Observable.just(value)) }
        outer.onCompleted()
        gate.onCompleted()
        subscription.dispose()
        expectEqual(sum, 100_000 * 100_001 / 2)
        #expect(completed)
    }

    @Test("maxConcurrent: 0 stops the process with a message naming the rule")
    func maxConcurrentZero() async {
        await #expect(processExitsWith: .failure) {
            _ = Observable<Observable<Int>>.never().merge(maxConcurrent: 0)
        }
    }

    @Test("Inner sequences on different threads: every element arrives once, in order per source, never concurrently")
    func concurrentInners() {
        let count = 2_000
        let queues = combiningQueues(4)
        let check = ThreadedRecorder<Int>()
        let inners = (0..<4).map { source in
            threadedSource(Array(source * count..<(source + 1) * count), on: queues[source])
        }
        let subscription = Observable.merge(inners).subscribe(check.on)
        check.waitForTermination()
        subscription.dispose()
        expectEqual(check.overlaps, 0)
        #expect(check.completed)
        let elements = check.elements
        expectEqual(elements.sorted(), Array(0..<4 * count))
        for source in 0..<4 {
            let range = source * count..<(source + 1) * count
            expectEqual(elements.filter(range.contains), Array(range))
        }
    }
}
