import Dispatch
import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct InfallibleCombiningTests {
    @Test("combineLatest of two Infallibles combines the latest elements and completes when both have")
    func combineLatestTwo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(240, 4), .completed(260)])
        let res = scheduler.start {
            Infallible.combineLatest(xs.asInfallible(onErrorJustReturn: 0), ys.asInfallible(onErrorJustReturn: 0)) {
                $0 * 10 + $1
            }
        }
        expectEqual(res.events, [.next(220, 12), .next(230, 32), .next(240, 34), .completed(300)])
        expectEqual(xs.subscriptions, [Subscription(200, 300)])
        expectEqual(ys.subscriptions, [Subscription(200, 260)])
    }

    @Test("combineLatest as a tuple and with eight Infallibles keeps the argument order")
    func combineLatestTupleAndEight() {
        let tuple = TestScheduler(initialClock: 0).start {
            Infallible.combineLatest(Infallible.just(1), Infallible.just("a")).map { "\($0.0)\($0.1)" }
        }
        expectEqual(tuple.events, [.next(200, "1a"), .completed(200)])
        let eight = TestScheduler(initialClock: 0).start {
            Infallible.combineLatest(
                Infallible.just(1), Infallible.just(2), Infallible.just(3), Infallible.just(4),
                Infallible.just(5), Infallible.just(6), Infallible.just(7), Infallible.just(8)
            ) { [$0, $1, $2, $3, $4, $5, $6, $7].map(String.init).joined() }
        }
        expectEqual(eight.events, [.next(200, "12345678"), .completed(200)])
    }

    @Test(
        "combineLatest of 2 to 8 Infallibles, with a selector or as a tuple, combines them in argument order",
        arguments: 2...8)
    func combineLatestArities(arity: Int) {
        for tuple in [false, true] {
            let res = ArityMarble.record(arity: arity) {
                InfallibleArities.combineLatest(InfallibleArities.infallibles($0), tuple: tuple)
            }
            expectEqual(
                res.events, ArityMarble.combineLatestEvents(arity: arity), "arity \(arity), tuple form: \(tuple)")
            expectEqual(res.subscriptions, ArityMarble.subscriptions(arity: arity))
        }
    }

    @Test("combineLatest of a collection emits arrays in collection order")
    func combineLatestCollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 3), .completed(250)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(230)])
        let res = scheduler.start {
            Infallible.combineLatest([xs.asInfallible(onErrorJustReturn: 0), ys.asInfallible(onErrorJustReturn: 0)])
        }
        expectEqual(res.events, [.next(220, [1, 2]), .next(240, [3, 2]), .completed(250)])
        let summed = TestScheduler(initialClock: 0).start {
            Infallible.combineLatest([Infallible.just(1), Infallible.just(2)]) { $0.reduce(0, +) }
        }
        expectEqual(summed.events, [.next(200, 3), .completed(200)])
    }

    @Test("zip pairs elements by position and completes only when every source has completed")
    func zipTwo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let ys = scheduler.createHotObservable([.next(215, 10), .completed(250)])
        let res = scheduler.start {
            Infallible.zip(xs.asInfallible(onErrorJustReturn: 0), ys.asInfallible(onErrorJustReturn: 0)) { $0 + $1 }
        }
        expectEqual(res.events, [.next(215, 11), .completed(250)])
        let eight = TestScheduler(initialClock: 0).start {
            Infallible.zip(
                Infallible.just(1), Infallible.just(2), Infallible.just(3), Infallible.just(4),
                Infallible.just(5), Infallible.just(6), Infallible.just(7), Infallible.just(8)
            ) { [$0, $1, $2, $3, $4, $5, $6, $7].reduce(0, +) }
        }
        expectEqual(eight.events, [.next(200, 36), .completed(200)])
    }

    @Test("zip of 2 to 8 Infallibles pairs them by position and completes when the last one has", arguments: 2...8)
    func zipArities(arity: Int) {
        let res = ArityMarble.record(arity: arity) { InfallibleArities.zip(InfallibleArities.infallibles($0)) }
        expectEqual(res.events, ArityMarble.zipEvents(arity: arity))
        expectEqual(res.subscriptions, ArityMarble.subscriptions(arity: arity))
    }

    @Test("merge interleaves the sources and completes once every source has completed")
    func merge() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(260)])
        let a = xs.asInfallible(onErrorJustReturn: 0)
        let b = ys.asInfallible(onErrorJustReturn: 0)
        let expected: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .next(230, 3), .completed(260)]
        expectEqual(scheduler.start { Infallible.merge(a, b) }.events, expected)
        let arrays = TestScheduler(initialClock: 0)
        let zs = arrays.createHotObservable([.next(210, 1), .completed(220)])
        let res = arrays.start { Infallible.merge([zs.asInfallible(onErrorJustReturn: 0), Infallible.just(7)]) }
        expectEqual(res.events, [.next(200, 7), .next(210, 1), .completed(220)])
        let collection = TestScheduler(initialClock: 0).start {
            Infallible.merge(ArraySlice([Infallible.just(1), Infallible.just(2)]))
        }
        expectEqual(collection.events, [.next(200, 1), .next(200, 2), .completed(200)])
    }

    @Test("concat subscribes each source when the previous one completes")
    func concat() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let first = xs.asInfallible(onErrorJustReturn: 0)
        let second = ys.asInfallible(onErrorJustReturn: 0)
        let res = scheduler.start { first.concat(second) }
        expectEqual(res.events, [.next(210, 1), .next(230, 2), .completed(240)])
        expectEqual(ys.subscriptions, [Subscription(220, 240)])
        let variadic = TestScheduler(initialClock: 0).start {
            Infallible.concat(Infallible.just(1), Infallible.just(2))
        }
        expectEqual(variadic.events, [.next(200, 1), .next(200, 2), .completed(200)])
        let collection = TestScheduler(initialClock: 0).start { Infallible.concat([Infallible.just(3), .just(4)]) }
        expectEqual(collection.events, [.next(200, 3), .next(200, 4), .completed(200)])
        let sequence = TestScheduler(initialClock: 0).start {
            Infallible.concat(AnySequence([Infallible.just(5), .just(6)]))
        }
        expectEqual(sequence.events, [.next(200, 5), .next(200, 6), .completed(200)])
    }

    @Test("startWith emits the element on subscription, before the source's events")
    func startWith() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).startWith(0) }
        expectEqual(res.events, [.next(200, 0), .next(210, 1), .completed(220)])
    }

    @Test("withLatestFrom combines each element with the other's latest, dropping those before it has one")
    func withLatestFrom() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .next(250, 5), .completed(260)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(245)])
        let first = xs.asInfallible(onErrorJustReturn: 0)
        let second = ys.asInfallible(onErrorJustReturn: "")
        let res = scheduler.start { first.withLatestFrom(second) { "\($0)\($1)" } }
        expectEqual(res.events, [.next(230, "3a"), .next(250, "5b"), .completed(260)])
        let latest = TestScheduler(initialClock: 0).start { Infallible.just(1).withLatestFrom(Infallible.just("z")) }
        expectEqual(latest.events, [.next(200, "z"), .completed(200)])
    }

    @Test("merge and combineLatest of Infallibles emitting on concurrent threads deliver one event at a time")
    func realThreads() {
        let queues = (0..<4).map { DispatchQueue(label: "infallible-combining-\($0)") }
        let sources = queues.enumerated().map { index, queue in
            threadedSequence(Array(index * 1000..<(index + 1) * 1000), on: queue).asInfallible(onErrorJustReturn: -1)
        }
        let merged = ThreadedRecorder<Int>()
        let mergeSubscription = Infallible.merge(sources).asObservable().subscribe(merged.on)
        let combined = ThreadedRecorder<Int>()
        let combineSubscription = Infallible.combineLatest(sources) { $0.reduce(0, +) }.asObservable()
            .subscribe(combined.on)
        merged.waitForTermination()
        combined.waitForTermination()
        expectEqual(merged.elements.sorted(), Array(0..<4000))
        expectEqual(merged.events.last?.isCompleted, true)
        expectEqual(combined.elements.last, 999 + 1999 + 2999 + 3999)
        expectEqual(merged.overlaps, 0)
        expectEqual(combined.overlaps, 0)
        mergeSubscription.dispose()
        combineSubscription.dispose()
    }
}
