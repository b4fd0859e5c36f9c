import Dispatch
import Oneway
import OnewayTestSupport
import OnewayTesting
import Synchronization
import Testing

private enum ZipError: Error {
    case failed
    case thrown
}

@Suite(.tracksResources)
struct PrimitiveSequenceZipTests {
    @Test("zip of two Singles emits the combination when the later one succeeds")
    func zipTwo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let ys = scheduler.createColdObservable([.next(30, 2), .completed(30)])
        let res = scheduler.start { Single.zip(xs.asSingle(), ys.asSingle()) { $0 * 10 + $1 } }
        expectEqual(res.events, [.next(230, 12), .completed(230)])
        expectEqual(xs.subscriptions, [Subscription(200, 210)])
        expectEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    @Test("zip as a tuple and with eight Singles keeps the argument order")
    func zipTupleAndEight() {
        let tuple = TestScheduler(initialClock: 0).start {
            Single.zip(Single.just(1), Single.just("a")).map { "\($0.0)\($0.1)" }
        }
        expectEqual(tuple.events, [.next(200, "1a"), .completed(200)])
        let eight = TestScheduler(initialClock: 0).start {
            Single.zip(
                Single.just(1), .just(2), .just(3), .just(4), .just(5), .just(6), .just(7), .just(8)
            ) { [$0, $1, $2, $3, $4, $5, $6, $7].map(String.init).joined() }
        }
        expectEqual(eight.events, [.next(200, "12345678"), .completed(200)])
    }

    @Test("Every arity of Single.zip and Maybe.zip, with a selector or as a tuple, keeps the argument order")
    func everyArity() {
        func s(_ value: Int) -> Single<Int> { .just(value) }
        func m(_ value: Int) -> Maybe<Int> { .just(value) }
        var singles: [Single<[Int]>] = [
            Single.zip(s(1), s(2)) { [$0, $1] },
            Single.zip(s(1), s(2), s(3)) { [$0, $1, $2] },
            Single.zip(s(1), s(2), s(3), s(4)) { [$0, $1, $2, $3] },
            Single.zip(s(1), s(2), s(3), s(4), s(5)) { [$0, $1, $2, $3, $4] },
            Single.zip(s(1), s(2), s(3), s(4), s(5), s(6)) { [$0, $1, $2, $3, $4, $5] },
            Single.zip(s(1), s(2), s(3), s(4), s(5), s(6), s(7)) { [$0, $1, $2, $3, $4, $5, $6] },
        ]
        singles += [
            Single.zip(s(1), s(2)).map { [$0.0, $0.1] },
            Single.zip(s(1), s(2), s(3)).map { [$0.0, $0.1, $0.2] },
            Single.zip(s(1), s(2), s(3), s(4)).map { [$0.0, $0.1, $0.2, $0.3] },
            Single.zip(s(1), s(2), s(3), s(4), s(5)).map { [$0.0, $0.1, $0.2, $0.3, $0.4] },
            Single.zip(s(1), s(2), s(3), s(4), s(5), s(6)).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5] },
            Single.zip(s(1), s(2), s(3), s(4), s(5), s(6), s(7)).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6] },
            Single.zip(s(1), s(2), s(3), s(4), s(5), s(6), s(7), s(8)).map {
                [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7]
            },
        ]
        var maybes: [Maybe<[Int]>] = [
            Maybe.zip(m(1), m(2)) { [$0, $1] },
            Maybe.zip(m(1), m(2), m(3)) { [$0, $1, $2] },
            Maybe.zip(m(1), m(2), m(3), m(4)) { [$0, $1, $2, $3] },
            Maybe.zip(m(1), m(2), m(3), m(4), m(5)) { [$0, $1, $2, $3, $4] },
            Maybe.zip(m(1), m(2), m(3), m(4), m(5), m(6)) { [$0, $1, $2, $3, $4, $5] },
            Maybe.zip(m(1), m(2), m(3), m(4), m(5), m(6), m(7)) { [$0, $1, $2, $3, $4, $5, $6] },
            Maybe.zip(m(1), m(2), m(3), m(4), m(5), m(6), m(7), m(8)) { [$0, $1, $2, $3, $4, $5, $6, $7] },
        ]
        maybes += [
            Maybe.zip(m(1), m(2)).map { [$0.0, $0.1] },
            Maybe.zip(m(1), m(2), m(3)).map { [$0.0, $0.1, $0.2] },
            Maybe.zip(m(1), m(2), m(3), m(4)).map { [$0.0, $0.1, $0.2, $0.3] },
            Maybe.zip(m(1), m(2), m(3), m(4), m(5)).map { [$0.0, $0.1, $0.2, $0.3, $0.4] },
            Maybe.zip(m(1), m(2), m(3), m(4), m(5), m(6)).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5] },
            Maybe.zip(m(1), m(2), m(3), m(4), m(5), m(6), m(7)).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6] },
            Maybe.zip(m(1), m(2), m(3), m(4), m(5), m(6), m(7), m(8)).map {
                [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7]
            },
        ]
        var results: [[Int]] = []
        for single in singles { _ = single.subscribe(onSuccess: { results.append($0) }) }
        for maybe in maybes { _ = maybe.subscribe(onSuccess: { results.append($0) }) }
        let arities = Array(2...7) + Array(2...8) + Array(2...8) + Array(2...8)
        expectEqual(results, arities.map { Array(1...$0) })
    }

    @Test("zip fails with the first error and disposes the other sources")
    func zipError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, ZipError.failed, Int.self)])
        let ys = scheduler.createColdObservable([.next(30, 2), .completed(30)])
        let res = scheduler.start { Single.zip(xs.asSingle(), ys.asSingle()) { $0 + $1 } }
        expectEqual(res.events, [.error(210, ZipError.failed)])
        expectEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    @Test("zip fails with the error the result selector throws")
    func zipSelectorThrows() {
        let res = TestScheduler(initialClock: 0).start {
            Single.zip(Single.just(1), Single.just(2)) { _, _ -> Int in throw ZipError.thrown }
        }
        expectEqual(res.events, [.error(200, ZipError.thrown)])
    }

    @Test("zip of a collection emits the elements in order, and an empty collection at once")
    func zipCollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let late = scheduler.createColdObservable([.next(20, 3), .completed(20)])
        let res = scheduler.start { Single.zip([Single.just(1), late.asSingle(), Single.just(2)]) }
        expectEqual(res.events, [.next(220, [1, 3, 2]), .completed(220)])
        let summed = TestScheduler(initialClock: 0).start {
            Single.zip([Single<Int>]()) { $0.reduce(10, +) }
        }
        expectEqual(summed.events, [.next(200, 10), .completed(200)])
    }

    @Test("zip of Maybes completes empty once one is empty and the others have ended")
    func zipMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(10, Int.self)])
        let ys = scheduler.createColdObservable([.next(30, 2), .completed(30)])
        let res = scheduler.start { Maybe.zip(xs.asMaybe(), ys.asMaybe()) { $0 + $1 } }
        expectEqual(res.events, [.completed(230)])
        let both = TestScheduler(initialClock: 0).start { Maybe.zip(Maybe.just(1), Maybe.just(2)) }
        expectEqual(both.events.map(\.time), [200, 200])
    }

    @Test("Disposing zip disposes every source")
    func zipDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let ys = scheduler.createColdObservable([.next(90, 2), .completed(90)])
        let res = scheduler.start(disposed: 250) { Single.zip(xs.asSingle(), ys.asSingle()) { $0 + $1 } }
        #expect(res.events.isEmpty)
        expectEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    @Test(
        "zip and flatMap of Singles succeeding on a concurrent scheduler deliver next then completed, never concurrently"
    )
    func concurrentSources() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        func onScheduler(_ value: Int) -> Single<Int> { Single.just(value, scheduler: scheduler) }
        let rounds = 300
        let overlaps = Atomic<Int>(0)
        let results = Locked<[[String]]>([])
        let done = DispatchSemaphore(value: 0)
        for round in 0..<rounds {
            let zipped = Single.zip((0..<4).map { onScheduler(round + $0) }) { $0.reduce(0, +) }
            let chained = zipped.flatMap { sum in
                Single.zip(onScheduler(sum), onScheduler(1)) { $0 + $1 }
            }
            let inFlight = Atomic<Int>(0)
            var events: [String] = []
            _ = chained.asObservable().subscribe { event in
                if inFlight.add(1, ordering: .acquiringAndReleasing).newValue > 1 {
                    overlaps.add(1, ordering: .relaxed)
                }
                events.append("\(event)")
                inFlight.subtract(1, ordering: .acquiringAndReleasing)
                if event.isStopEvent {
                    results.withLock { $0.append(events) }
                    done.signal()
                }
            }
        }
        let finished = (0..<rounds).allSatisfy { _ in done.wait(timeout: .now() + 60) == .success }
        #expect(finished)
        let expected = (0..<rounds).map { ["next(\(4 * $0 + 6 + 1))", "completed"] }
        expectEqual(results.withLock { $0.sorted { $0[0] < $1[0] } }, expected.sorted { $0[0] < $1[0] })
        expectEqual(overlaps.load(ordering: .relaxed), 0)
    }
}
