import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct TakeWithPredicateTests {
    private static let source: [Recorded<Event<Int>>] = [
        .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
    ]

    @Test("take(until:) with a predicate completes at the first match without emitting it by default")
    func untilExclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.source)
        let res = scheduler.start { xs.take(until: { $0 == 4 }) }
        expectEqual(res.events, [.next(210, 2), .next(220, 3), .completed(230)])
        expectEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    @Test("take(until:behavior: .inclusive) emits the first match, then completes")
    func untilInclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.source)
        let res = scheduler.start { xs.take(until: { $0 == 4 }, behavior: .inclusive) }
        expectEqual(res.events, [.next(210, 2), .next(220, 3), .next(230, 4), .completed(230)])
        expectEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    @Test("take(until:) with a predicate that never matches forwards everything")
    func untilNeverMatches() {
        for behavior in [TakeBehavior.exclusive, .inclusive] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.source)
            let res = scheduler.start { xs.take(until: { _ in false }, behavior: behavior) }
            expectEqual(
                res.events, [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)]
            )
            expectEqual(xs.subscriptions, [Subscription(200, 250)])
        }
    }

    @Test("take(until:) with a predicate that matches at once completes at the first element")
    func untilMatchesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.source)
        let exclusive = scheduler.start { xs.take(until: { _ in true }, behavior: .exclusive) }
        expectEqual(exclusive.events, [.completed(210)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable(Self.source)
        let inclusive = scheduler2.start { ys.take(until: { _ in true }, behavior: .inclusive) }
        expectEqual(inclusive.events, [.next(210, 2), .completed(210)])
        expectEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    @Test("take(until:) with a predicate forwards a source error that comes first")
    func untilSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .error(225, FilteringTestError.boom),
        ])
        let res = scheduler.start { xs.take(until: { $0 == 4 }, behavior: .inclusive) }
        expectEqual(res.events, [.next(210, 2), .next(220, 3), .error(225, FilteringTestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    @Test("take(until:) fails with the error its predicate throws")
    func untilPredicateThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.source)
        let res = scheduler.start {
            xs.take(until: { element in
                if element == 3 { throw FilteringTestError.bang }
                return false
            })
        }
        expectEqual(res.events, [.next(210, 2), .error(220, FilteringTestError.bang)])
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    @Test("take(while:) forwards elements while they satisfy the predicate, then completes")
    func whileExclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(90, -1), .next(110, -1), .next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3),
            .next(350, 7), .next(390, 4), .next(410, 17), .completed(600),
        ])
        var invoked = 0
        let res = scheduler.start {
            xs.take(while: { element in
                invoked += 1
                return element != 4
            })
        }
        expectEqual(
            res.events,
            [
                .next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .next(350, 7), .completed(390),
            ]
        )
        expectEqual(xs.subscriptions, [Subscription(200, 390)])
        expectEqual(invoked, 6)
    }

    @Test("take(while:behavior: .inclusive) also emits the first element that fails the predicate")
    func whileInclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.source)
        let res = scheduler.start { xs.take(while: { $0 < 4 }, behavior: .inclusive) }
        expectEqual(res.events, [.next(210, 2), .next(220, 3), .next(230, 4), .completed(230)])
        expectEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    @Test("take(while:) completes with the source when every element satisfies the predicate")
    func whileAll() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.source)
        let res = scheduler.start { xs.take(while: { _ in true }) }
        expectEqual(
            res.events, [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)]
        )
    }

    @Test("take(while:) fails with the error its predicate throws")
    func whilePredicateThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.source)
        let res = scheduler.start {
            xs.take(while: { element in
                if element == 4 { throw FilteringTestError.bang }
                return true
            })
        }
        expectEqual(res.events, [.next(210, 2), .next(220, 3), .error(230, FilteringTestError.bang)])
        expectEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    @Test("take(while:) disposed in the middle stops at the disposal time")
    func whileDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.source)
        let res = scheduler.start(disposed: 225) { xs.take(while: { _ in true }) }
        expectEqual(res.events, [.next(210, 2), .next(220, 3)])
        expectEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    @Test("An element the observer sends reentrantly after the inclusive last element is not delivered")
    func reentrantAfterStop() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var evaluated: [Int] = []
        _ = subject.take(
            until: { element in
                evaluated.append(element)
                return element == 1
            }, behavior: .inclusive
        )
        .subscribe(onNext: { element in
            received.append(element)
            if element == 1 { subject.onNext(2) }
        })
        subject.onNext(0)
        subject.onNext(1)
        expectEqual(received, [0, 1])
        expectEqual(evaluated, [0, 1])
    }
}
