import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct SkipWhileTests {
    private static let events: [Recorded<Event<Int>>] = [
        .next(90, -1), .next(110, -1), .next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3),
        .next(350, 7), .next(390, 4), .next(410, 17), .next(430, 8), .next(450, 23),
    ]

    private static func isPrime(_ number: Int) -> Bool {
        guard number >= 2 else { return false }
        return (2..<number).allSatisfy { number % $0 != 0 }
    }

    @Test("skip(while:) drops leading elements that satisfy the predicate and emits everything after")
    func someDropped() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events + [.completed(600)])
        var invoked = 0
        let res = scheduler.start {
            xs.skip(while: { element in
                invoked += 1
                return Self.isPrime(element)
            })
        }
        expectEqual(res.events, [.next(390, 4), .next(410, 17), .next(430, 8), .next(450, 23), .completed(600)])
        expectEqual(xs.subscriptions, [Subscription(200, 600)])
        // The predicate is not called again once an element has failed it.
        expectEqual(invoked, 6)
    }

    @Test("skip(while:) with a predicate every element satisfies emits only the completion")
    func allDropped() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events + [.completed(600)])
        let res = scheduler.start { xs.skip(while: { _ in true }) }
        expectEqual(res.events, [.completed(600)])
    }

    @Test("skip(while:) with a predicate the first element fails emits everything")
    func noneDropped() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.skip(while: { _ in false }) }
        expectEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
    }

    @Test("skip(while:) forwards a source error while still skipping")
    func sourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(270, FilteringTestError.boom)])
        let res = scheduler.start { xs.skip(while: Self.isPrime) }
        expectEqual(res.events, [.error(270, FilteringTestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    @Test("skip(while:) fails with the error its predicate throws")
    func predicateThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events + [.completed(600)])
        let res = scheduler.start {
            xs.skip(while: { element in
                if element == 3 { throw FilteringTestError.bang }
                return Self.isPrime(element)
            })
        }
        expectEqual(res.events, [.error(320, FilteringTestError.bang)])
        expectEqual(xs.subscriptions, [Subscription(200, 320)])
    }

    @Test("skip(while:) disposed in the middle stops at the disposal time")
    func disposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events + [.completed(600)])
        let res = scheduler.start(disposed: 420) { xs.skip(while: Self.isPrime) }
        expectEqual(res.events, [.next(390, 4), .next(410, 17)])
        expectEqual(xs.subscriptions, [Subscription(200, 420)])
    }
}
