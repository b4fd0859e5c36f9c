import Dispatch
import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct ZipTests {
    @Test("Nothing is emitted while a source never emits; a source that completes empty is released at once")
    func neverAndEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let never = scheduler.createHotObservable([.next(150, 1)])
        let empty = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let res = scheduler.start { Observable.zip(never, empty) { $0 + $1 } }
        expectEqual(res.events, [])
        expectEqual(never.subscriptions, [Subscription(200, 1000)])
        expectEqual(empty.subscriptions, [Subscription(200, 210)])
    }

    @Test("With a fixed arity, the result completes only when every source has completed")
    func emptyThenElements() {
        for emptyFirst in [true, false] {
            let scheduler = TestScheduler(initialClock: 0)
            let empty = scheduler.createHotObservable([.next(150, 1), .completed(210)])
            let other = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
            let res = scheduler.start {
                emptyFirst ? Observable.zip(empty, other) { $0 + $1 } : Observable.zip(other, empty) { $0 + $1 }
            }
            expectEqual(res.events, [.completed(220)])
            expectEqual(empty.subscriptions, [Subscription(200, 210)])
            expectEqual(other.subscriptions, [Subscription(200, 220)])
        }
    }

    @Test("Pairs elements by position and completes when the last source completes")
    func pairs() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(230)])
        let ys = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(240)])
        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        expectEqual(res.events, [.next(220, 5), .completed(240)])
        expectEqual(xs.subscriptions, [Subscription(200, 230)])
        expectEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    @Test("Sources of unequal lengths: extra elements are buffered and dropped at completion")
    func unequalLengths() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
        ])
        let ys = scheduler.createHotObservable([.next(300, "a"), .next(310, "b"), .completed(320)])
        let res = scheduler.start { Observable.zip(xs, ys).map { "\($0)\($1)" } }
        expectEqual(res.events, [.next(300, "1a"), .next(310, "2b"), .completed(320)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
        expectEqual(ys.subscriptions, [Subscription(200, 320)])
    }

    @Test("The left source completing first still waits for the right one")
    func leftCompletesFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(220)])
        let ys = scheduler.createHotObservable([.next(150, 1), .next(215, 4), .completed(225)])
        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        expectEqual(res.events, [.next(215, 6), .completed(225)])
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
        expectEqual(ys.subscriptions, [Subscription(200, 225)])
    }

    @Test("The first error is forwarded at once, also while elements are buffered, and both subscriptions end")
    func errors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(230)])
        let ys = scheduler.createHotObservable([.next(150, 1), .error(220, CombiningTestError.first)])
        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        expectEqual(res.events, [.error(220, CombiningTestError.first)])
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
        expectEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    @Test("A result selector that throws fails the sequence at the pairing tick")
    func selectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(230)])
        let ys = scheduler.createHotObservable([.next(150, 1), .next(210, 4)])
        let res = scheduler.start { Observable.zip(xs, ys) { _, _ throws -> Int in throw CombiningTestError.first } }
        expectEqual(res.events, [.error(220, CombiningTestError.first)])
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
        expectEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    @Test("Disposing in the middle stops the pairs and ends both subscriptions at that tick")
    func disposeInTheMiddle() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(215, 10), .next(225, 20), .next(245, 30), .completed(300)])
        let res = scheduler.start(disposed: 230) { Observable.zip(xs, ys) { $0 + $1 } }
        expectEqual(res.events, [.next(215, 11), .next(225, 22)])
        expectEqual(xs.subscriptions, [Subscription(200, 230)])
        expectEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    @Test(
        "Every arity from 2 to 8, with and without a selector, pairs the sources in argument order",
        arguments: 2...8)
    func arities(arity: Int) {
        for tuple in [false, true] {
            let res = ArityMarble.record(arity: arity) { ZipArities.zip($0, tuple: tuple) }
            expectEqual(res.events, ArityMarble.zipEvents(arity: arity), "arity \(arity), tuple form: \(tuple)")
            expectEqual(res.subscriptions, ArityMarble.subscriptions(arity: arity))
        }
    }

    @Test("An empty collection completes at once")
    func emptyCollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.zip([Observable<Int>]()) }
        expectEqual(res.events, [.completed(200)])
    }

    @Test("A collection pairs in order and completes when a source emits with every other source completed")
    func collectionAsymmetric() {
        for withSelector in [false, true] {
            let scheduler = TestScheduler(initialClock: 0)
            let first = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .next(250, 4), .completed(270)])
            let second = scheduler.createHotObservable([
                .next(150, 1), .next(220, 2), .next(240, 5), .next(290, 7), .next(310, 9), .completed(410),
            ])
            let third = scheduler.createHotObservable([
                .next(150, 1), .next(230, 3), .next(260, 6), .next(280, 8), .completed(300),
            ])
            let res = scheduler.start {
                withSelector
                    ? Observable.zip([first, second, third]) { $0 }
                    : Observable<Int>.zip([first, second, third])
            }
            expectEqual(res.events, [.next(230, [1, 2, 3]), .next(260, [4, 5, 6]), .completed(310)])
            expectEqual(first.subscriptions, [Subscription(200, 270)])
            expectEqual(second.subscriptions, [Subscription(200, 310)])
            expectEqual(third.subscriptions, [Subscription(200, 300)])
        }
    }

    @Test("A collection fails with the first error and ends every subscription")
    func collectionError() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = [
            scheduler.createHotObservable([.next(210, 1), .completed(400)]),
            scheduler.createHotObservable([.next(220, 2), .completed(400)]),
            scheduler.createHotObservable([.error(230, CombiningTestError.first)]),
            scheduler.createHotObservable([.next(240, 4), .completed(400)]),
        ]
        let res = scheduler.start { Observable.zip(sources) { $0.reduce(0, +) } }
        expectEqual(res.events, [.error(230, CombiningTestError.first)])
        for source in sources {
            expectEqual(source.subscriptions, [Subscription(200, 230)])
        }
    }

    @Test("Sources on different threads: every pair is formed in order, once, never delivered concurrently")
    func concurrentSources() {
        let count = 2_000
        let queues = combiningQueues(3)
        let check = ThreadedRecorder<[Int]>()
        let subscription = Observable.zip(
            threadedSource(Array(0..<count), on: queues[0]),
            threadedSource(Array(0..<count), on: queues[1]),
            threadedSource(Array(0..<count), on: queues[2])
        ) { [$0, $1, $2] }
        .subscribe(check.on)
        check.waitForTermination()
        subscription.dispose()
        expectEqual(check.overlaps, 0)
        #expect(check.completed)
        expectEqual(check.elements, (0..<count).map { [$0, $0, $0] })
    }
}

/// Builds `zip` of 2 to 8 sources, with a result selector or through the tuple form, as an
/// array of the paired elements.
private enum ZipArities {
    static func zip(_ s: [TestableObservable<Int>], tuple: Bool) -> Observable<[Int]> {
        switch (s.count, tuple) {
        case (2, false): Observable.zip(s[0], s[1]) { [$0, $1] }
        case (2, true): Observable.zip(s[0], s[1]).map { [$0.0, $0.1] }
        case (3, false): Observable.zip(s[0], s[1], s[2]) { [$0, $1, $2] }
        case (3, true): Observable.zip(s[0], s[1], s[2]).map { [$0.0, $0.1, $0.2] }
        case (4, false): Observable.zip(s[0], s[1], s[2], s[3]) { [$0, $1, $2, $3] }
        case (4, true): Observable.zip(s[0], s[1], s[2], s[3]).map { [$0.0, $0.1, $0.2, $0.3] }
        case (5, false): Observable.zip(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4] }
        case (5, true): Observable.zip(s[0], s[1], s[2], s[3], s[4]).map { [$0.0, $0.1, $0.2, $0.3, $0.4] }
        case (6, false): Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5] }
        case (6, true):
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5] }
        case (7, false):
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { [$0, $1, $2, $3, $4, $5, $6] }
        case (7, true):
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6])
                .map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6] }
        case (8, false):
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { [$0, $1, $2, $3, $4, $5, $6, $7] }
        case (8, true):
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7])
                .map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] }
        default: preconditionFailure("zip has arities 2 to 8, not \(s.count)")
        }
    }
}
