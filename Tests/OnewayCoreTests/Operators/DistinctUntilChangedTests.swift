import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct DistinctUntilChangedTests {
    private struct Point: Equatable {
        let x: Int
        let y: Int
    }

    @Test("distinctUntilChanged passes every element when each differs from the one before")
    func allChanges() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(215, 3), .next(225, 2), .next(230, 1), .completed(250),
        ])
        let res = scheduler.start { xs.distinctUntilChanged() }
        expectEqual(res.events, [.next(210, 2), .next(215, 3), .next(225, 2), .next(230, 1), .completed(250)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("distinctUntilChanged passes only the first of a run of equal elements")
    func allSame() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(215, 2), .next(225, 2), .next(230, 2), .completed(250),
        ])
        let res = scheduler.start { xs.distinctUntilChanged() }
        expectEqual(res.events, [.next(210, 2), .completed(250)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("distinctUntilChanged drops repeats but lets an element equal to an older one through")
    func someChanges() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(215, 3), .next(220, 3), .next(225, 2), .next(230, 2),
            .next(230, 1), .next(240, 2), .completed(250),
        ])
        let res = scheduler.start { xs.distinctUntilChanged() }
        expectEqual(
            res.events,
            [
                .next(210, 2), .next(215, 3), .next(225, 2), .next(230, 1), .next(240, 2), .completed(250),
            ]
        )
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("distinctUntilChanged forwards the source's error")
    func sourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 2), .next(220, 2), .error(230, FilteringTestError.boom),
        ])
        let res = scheduler.start { xs.distinctUntilChanged() }
        expectEqual(res.events, [.next(210, 2), .error(230, FilteringTestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    @Test("distinctUntilChanged disposed in the middle stops at the disposal time")
    func disposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(240, 4), .completed(250)])
        let res = scheduler.start(disposed: 230) { xs.distinctUntilChanged() }
        expectEqual(res.events, [.next(210, 2), .next(220, 3)])
        expectEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    @Test("The key-selector form compares the keys of consecutive elements")
    func keySelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 2), .next(215, 4), .next(220, 5), .next(225, 7), .next(230, 8), .completed(250),
        ])
        let res = scheduler.start { xs.distinctUntilChanged { $0 % 2 } }
        expectEqual(res.events, [.next(210, 2), .next(220, 5), .next(230, 8), .completed(250)])
    }

    @Test("The comparer form drops an element the comparer finds equal to the last one emitted")
    func comparer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(215, 2), .next(220, 3), .next(225, 4), .next(230, 10), .completed(250),
        ])
        // 2 is within 1 of 1 and dropped; 3 is compared with 1 (the last emitted), not 2.
        let res = scheduler.start { xs.distinctUntilChanged { abs($0 - $1) <= 1 } }
        expectEqual(res.events, [.next(210, 1), .next(220, 3), .next(230, 10), .completed(250)])
    }

    @Test("The key-path form compares the values at the key path")
    func keyPath() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Point(x: 1, y: 1)), .next(220, Point(x: 1, y: 2)), .next(230, Point(x: 2, y: 2)),
            .completed(250),
        ])
        let res = scheduler.start { xs.distinctUntilChanged(at: \.x) }
        expectEqual(res.events, [.next(210, Point(x: 1, y: 1)), .next(230, Point(x: 2, y: 2)), .completed(250)])
    }

    @Test("The key selector and comparer form keeps the key of the last emitted element")
    func keySelectorAndComparer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, "a"), .next(220, "ab"), .next(230, "abc"), .next(240, "abcd"), .completed(250),
        ])
        let res = scheduler.start {
            xs.distinctUntilChanged({ $0.count }, comparer: { abs($0 - $1) < 2 })
        }
        expectEqual(res.events, [.next(210, "a"), .next(230, "abc"), .completed(250)])
    }

    @Test("A throwing key selector fails the sequence and disposes the source")
    func keySelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start {
            xs.distinctUntilChanged { (element: Int) -> Int in
                if element == 3 { throw FilteringTestError.bang }
                return element
            }
        }
        expectEqual(res.events, [.next(210, 2), .error(220, FilteringTestError.bang)])
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    @Test("A throwing comparer fails the sequence at the second element and disposes the source")
    func comparerThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start {
            xs.distinctUntilChanged { (_: Int, _: Int) throws -> Bool in throw FilteringTestError.bang }
        }
        expectEqual(res.events, [.next(210, 2), .error(220, FilteringTestError.bang)])
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    @Test("Each subscription compares with what it last received, not with other subscriptions")
    func perSubscriptionState() {
        let subject = PublishSubject<Int>()
        let distinct = subject.distinctUntilChanged()
        var first: [Int] = []
        var second: [Int] = []
        let firstSubscription = distinct.subscribe(onNext: { first.append($0) })
        subject.onNext(1)
        subject.onNext(1)
        let secondSubscription = distinct.subscribe(onNext: { second.append($0) })
        subject.onNext(1)
        subject.onNext(2)
        expectEqual(first, [1, 2])
        expectEqual(second, [1, 2])
        firstSubscription.dispose()
        secondSubscription.dispose()
    }
}
