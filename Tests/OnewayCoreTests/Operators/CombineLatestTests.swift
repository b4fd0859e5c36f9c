import Dispatch
import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct CombineLatestTests {
    /// Both shapes RxSwift code writes: with a result selector, and the tuple form then `map`.
    private static var sums: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] {
        [
            { Observable.combineLatest($0, $1) { $0 + $1 } },
            { Observable.combineLatest($0, $1).map { $0 + $1 } },
            { Observable<Int>.combineLatest([$0, $1]).map { $0.reduce(0, +) } },
            { Observable.combineLatest([$0, $1]) { $0.reduce(0, +) } },
        ]
    }

    @Test("Nothing is emitted while a source never emits; a source that completes empty is released at once")
    func neverAndEmpty() {
        for factory in Self.sums {
            let scheduler = TestScheduler(initialClock: 0)
            let never = scheduler.createHotObservable([.next(150, 1)])
            let empty = scheduler.createHotObservable([.next(150, 1), .completed(210)])
            let res = scheduler.start { factory(never, empty) }
            expectEqual(res.events, [])
            expectEqual(never.subscriptions, [Subscription(200, 1000)])
            expectEqual(empty.subscriptions, [Subscription(200, 210)])
        }
    }

    @Test("A source that completed without emitting ends the result when another source emits")
    func emptyThenElement() {
        for factory in Self.sums {
            let scheduler = TestScheduler(initialClock: 0)
            let empty = scheduler.createHotObservable([.next(150, 1), .completed(210)])
            let other = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
            let res = scheduler.start { factory(empty, other) }
            expectEqual(res.events, [.completed(215)])
            expectEqual(empty.subscriptions, [Subscription(200, 210)])
            expectEqual(other.subscriptions, [Subscription(200, 215)])
        }
    }

    @Test("With every source silent but one still open, the result waits instead of completing")
    func emptyThenNever() {
        for factory in Self.sums {
            let scheduler = TestScheduler(initialClock: 0)
            let empty = scheduler.createHotObservable([.next(150, 1), .completed(210)])
            let never = scheduler.createHotObservable([.next(150, 1)])
            let res = scheduler.start { factory(empty, never) }
            expectEqual(res.events, [])
            expectEqual(never.subscriptions, [Subscription(200, 1000)])
        }
    }

    @Test("Emits once both sources have emitted, and completes when the last source completes")
    func bothEmit() {
        for factory in Self.sums {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(230)])
            let ys = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(240)])
            let res = scheduler.start { factory(xs, ys) }
            expectEqual(res.events, [.next(220, 5), .completed(240)])
            expectEqual(xs.subscriptions, [Subscription(200, 230)])
            expectEqual(ys.subscriptions, [Subscription(200, 240)])
        }
    }

    @Test("Each element is combined with the latest of the other source, also after that source completed")
    func interleavedWithTail() {
        for factory in Self.sums {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .next(225, 4), .completed(230)])
            let ys = scheduler.createHotObservable([
                .next(150, 1), .next(220, 3), .next(230, 5), .next(235, 6), .next(240, 7), .completed(250),
            ])
            let res = scheduler.start { factory(xs, ys) }
            expectEqual(
                res.events,
                [
                    .next(220, 2 + 3), .next(225, 4 + 3), .next(230, 4 + 5), .next(235, 4 + 6), .next(240, 4 + 7),
                    .completed(250),
                ]
            )
            expectEqual(xs.subscriptions, [Subscription(200, 230)])
            expectEqual(ys.subscriptions, [Subscription(200, 250)])
        }
    }

    @Test("The first error of either source is forwarded at once and both subscriptions end")
    func errors() {
        for factory in Self.sums {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, 1), .next(210, 2), .error(230, CombiningTestError.second),
            ])
            let ys = scheduler.createHotObservable([.next(150, 1), .error(220, CombiningTestError.first)])
            let res = scheduler.start { factory(xs, ys) }
            expectEqual(res.events, [.error(220, CombiningTestError.first)])
            expectEqual(xs.subscriptions, [Subscription(200, 220)])
            expectEqual(ys.subscriptions, [Subscription(200, 220)])
        }
    }

    @Test("An error after the other source completed is still forwarded")
    func errorAfterCompletion() {
        for factory in Self.sums {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
            let ys = scheduler.createHotObservable([.next(150, 1), .error(230, CombiningTestError.first)])
            let res = scheduler.start { factory(xs, ys) }
            expectEqual(res.events, [.error(230, CombiningTestError.first)])
            expectEqual(xs.subscriptions, [Subscription(200, 220)])
            expectEqual(ys.subscriptions, [Subscription(200, 230)])
        }
    }

    @Test("Disposing in the middle stops the elements and ends both subscriptions at that tick")
    func disposeInTheMiddle() {
        for factory in Self.sums {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(215, 2), .next(225, 4), .completed(300)])
            let ys = scheduler.createHotObservable([.next(220, 3), .next(240, 7), .completed(300)])
            let res = scheduler.start(disposed: 230) { factory(xs, ys) }
            expectEqual(res.events, [.next(220, 5), .next(225, 7)])
            expectEqual(xs.subscriptions, [Subscription(200, 230)])
            expectEqual(ys.subscriptions, [Subscription(200, 230)])
        }
    }

    @Test("A result selector that throws fails the sequence and ends both subscriptions")
    func selectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(215, 2), .completed(230)])
        let ys = scheduler.createHotObservable([.next(220, 3), .completed(240)])
        let res = scheduler.start {
            Observable.combineLatest(xs, ys) { _, _ throws -> Int in throw CombiningTestError.first }
        }
        expectEqual(res.events, [.error(220, CombiningTestError.first)])
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
        expectEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    @Test(
        "Every arity from 2 to 8, with and without a selector, combines the sources in argument order",
        arguments: 2...8)
    func arities(arity: Int) {
        for tuple in [false, true] {
            let res = ArityMarble.record(arity: arity) { CombineLatestArities.combine($0, tuple: tuple) }
            expectEqual(
                res.events, ArityMarble.combineLatestEvents(arity: arity), "arity \(arity), tuple form: \(tuple)")
            expectEqual(res.subscriptions, ArityMarble.subscriptions(arity: arity))
        }
    }

    @Test("An empty collection emits the selector's result for no elements, then completes")
    func emptyCollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.combineLatest([Observable<Int>]()) { $0.count + 10 } }
        expectEqual(res.events, [.next(200, 10), .completed(200)])
        let arrays = TestScheduler(initialClock: 0).start { Observable<Int>.combineLatest([Observable<Int>]()) }
        expectEqual(arrays.events, [.next(200, []), .completed(200)])
    }

    @Test("An empty collection fails at subscription with the error the selector throws for no elements")
    func emptyCollectionSelectorThrows() {
        let res = TestScheduler(initialClock: 0).start {
            Observable.combineLatest([Observable<Int>]()) { _ throws -> Int in throw CombiningTestError.first }
        }
        expectEqual(res.events, [.error(200, CombiningTestError.first)])
    }

    @Test("With three sources, two completing empty end the result only when the third emits")
    func neverAbleToCombine() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let second = scheduler.createHotObservable([.next(150, 1), .completed(260)])
        let third = scheduler.createHotObservable([.next(150, 1), .next(500, 2), .completed(800)])
        let res = scheduler.start { Observable<Int>.combineLatest([first, second, third]) }
        expectEqual(res.events, [.completed(500)])
        expectEqual(first.subscriptions, [Subscription(200, 250)])
        expectEqual(second.subscriptions, [Subscription(200, 260)])
        expectEqual(third.subscriptions, [Subscription(200, 500)])
    }

    @Test("Synchronous sources combine and complete before subscribe returns, freeing everything")
    func synchronousSources() {
        var received: [Int] = []
        var completed = false
        _ = Observable.combineLatest(Observable.just(1), Observable.just(2)) { $0 * 10 + $1 }
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        expectEqual(received, [12])
        #expect(completed)
        var failed = false
        _ = Observable.combineLatest(Observable<Int>.error(CombiningTestError.first), Observable.just(1))
            .subscribe(onError: { _ in failed = true })
        #expect(failed)
    }

    @Test("An element sent to a source from inside a delivery is delivered after it, never nested")
    func reentrantSend() {
        let xs = PublishSubject<Int>()
        let ys = PublishSubject<Int>()
        var received: [Int] = []
        var depth = 0
        var maxDepth = 0
        let subscription = Observable.combineLatest(xs, ys) { $0 * 10 + $1 }.subscribe(onNext: { value in
            depth += 1
            maxDepth = max(maxDepth, depth)
            received.append(value)
            if value == 11 { xs.onNext(2) }
            depth -= 1
        })
        xs.onNext(1)
        ys.onNext(1)
        ys.onNext(2)
        subscription.dispose()
        expectEqual(received, [11, 21, 22])
        expectEqual(maxDepth, 1)
    }

    @Test("Two combineLatest chains feeding each other from two threads do not deadlock")
    func noLockOrderDeadlock() {
        // RxSwift holds each sink's lock while forwarding, so thread 1 (A → first → D → second)
        // and thread 2 (C → second → B → first) take the two locks in opposite orders.
        let (a, b, c, d) = (PublishSubject<Int>(), PublishSubject<Int>(), PublishSubject<Int>(), PublishSubject<Int>())
        let first = Observable.combineLatest(a, b) { value, _ in value }.distinctUntilChanged()
            .subscribe(onNext: d.onNext)
        let second = Observable.combineLatest(c, d) { value, _ in value }.distinctUntilChanged()
            .subscribe(onNext: b.onNext)
        b.onNext(0)
        d.onNext(0)
        let count = 20_000
        let group = DispatchGroup()
        let queues = combiningQueues(2)
        queues[0].async(group: group) { for value in 1...count { a.onNext(value) } }
        queues[1].async(group: group) { for value in 1...count { c.onNext(value) } }
        expectEqual(group.wait(timeout: .now() + 60), .success)
        first.dispose()
        second.dispose()
    }

    @Test("Sources on different threads: results are consistent, complete, and never delivered concurrently")
    func concurrentSources() {
        let count = 2_000
        let queues = combiningQueues(2)
        let check = ThreadedRecorder<[Int]>()
        let subscription = Observable.combineLatest(
            threadedSource(Array(0..<count), on: queues[0]),
            threadedSource(Array(0..<count), on: queues[1])
        ) { [$0, $1] }
        .subscribe(check.on)
        check.waitForTermination()
        subscription.dispose()
        expectEqual(check.overlaps, 0)
        #expect(check.completed)
        let results = check.elements
        expectEqual(results.last, [count - 1, count - 1])
        #expect(zip(results, results.dropFirst()).allSatisfy { $0[0] <= $1[0] && $0[1] <= $1[1] })
    }
}

/// Builds `combineLatest` of 2 to 8 sources, with a result selector or through the tuple
/// form, as an array of the latest elements.
private enum CombineLatestArities {
    static func combine(_ s: [TestableObservable<Int>], tuple: Bool) -> Observable<[Int]> {
        switch (s.count, tuple) {
        case (2, false): Observable.combineLatest(s[0], s[1]) { [$0, $1] }
        case (2, true): Observable.combineLatest(s[0], s[1]).map { [$0.0, $0.1] }
        case (3, false): Observable.combineLatest(s[0], s[1], s[2]) { [$0, $1, $2] }
        case (3, true): Observable.combineLatest(s[0], s[1], s[2]).map { [$0.0, $0.1, $0.2] }
        case (4, false): Observable.combineLatest(s[0], s[1], s[2], s[3]) { [$0, $1, $2, $3] }
        case (4, true): Observable.combineLatest(s[0], s[1], s[2], s[3]).map { [$0.0, $0.1, $0.2, $0.3] }
        case (5, false): Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4] }
        case (5, true):
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]).map { [$0.0, $0.1, $0.2, $0.3, $0.4] }
        case (6, false):
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5] }
        case (6, true):
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5] }
        case (7, false):
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { [$0, $1, $2, $3, $4, $5, $6] }
        case (7, true):
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6])
                .map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6] }
        case (8, false):
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
                [$0, $1, $2, $3, $4, $5, $6, $7]
            }
        case (8, true):
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7])
                .map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] }
        default: preconditionFailure("combineLatest has arities 2 to 8, not \(s.count)")
        }
    }
}
