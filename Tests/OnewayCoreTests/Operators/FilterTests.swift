import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct FilterTests {
    private static func isPrime(_ number: Int) -> Bool {
        guard number >= 2 else { return false }
        var divisor = 2
        while divisor * divisor <= number {
            if number % divisor == 0 { return false }
            divisor += 1
        }
        return true
    }

    @Test("filter emits the elements that satisfy the predicate, at their times, and completes with the source")
    func complete() {
        let scheduler = TestScheduler(initialClock: 0)
        var invoked = 0
        let xs = scheduler.createHotObservable([
            .next(110, 1), .next(180, 2), .next(230, 3), .next(270, 4), .next(340, 5), .next(380, 6),
            .next(390, 7), .next(450, 8), .next(470, 9), .next(560, 10), .next(580, 11), .completed(600),
            .next(610, 12), .error(620, FilteringTestError.boom), .completed(630),
        ])
        let res = scheduler.start {
            xs.filter { element in
                invoked += 1
                return Self.isPrime(element)
            }
        }
        expectEqual(res.events, [.next(230, 3), .next(340, 5), .next(390, 7), .next(580, 11), .completed(600)])
        expectEqual(xs.subscriptions, [Subscription(200, 600)])
        expectEqual(invoked, 9)
    }

    @Test("filter with an always-true predicate passes every element")
    func alwaysTrue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(110, 1), .next(230, 3), .next(270, 4), .next(340, 5), .completed(600),
        ])
        let res = scheduler.start { xs.filter { _ in true } }
        expectEqual(res.events, [.next(230, 3), .next(270, 4), .next(340, 5), .completed(600)])
        expectEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    @Test("filter with an always-false predicate passes only the completion")
    func alwaysFalse() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(110, 1), .next(230, 3), .next(270, 4), .next(340, 5), .completed(600),
        ])
        let res = scheduler.start { xs.filter { _ in false } }
        expectEqual(res.events, [.completed(600)])
        expectEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    @Test("filter forwards the source's error and ignores what follows it")
    func sourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(230, 3), .next(270, 4), .next(340, 5), .error(600, FilteringTestError.boom), .next(610, 7),
            .completed(630),
        ])
        let res = scheduler.start { xs.filter(Self.isPrime) }
        expectEqual(res.events, [.next(230, 3), .next(340, 5), .error(600, FilteringTestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    @Test("filter disposed in the middle stops at the disposal time")
    func disposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(230, 3), .next(270, 4), .next(340, 5), .next(390, 7), .next(450, 8), .completed(600),
        ])
        let res = scheduler.start(disposed: 400) { xs.filter(Self.isPrime) }
        expectEqual(res.events, [.next(230, 3), .next(340, 5), .next(390, 7)])
        expectEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    @Test("A throwing predicate fails the sequence with its error and disposes the source")
    func predicateThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(230, 3), .next(270, 4), .next(340, 5), .next(390, 7), .completed(600),
        ])
        let res = scheduler.start {
            xs.filter { element in
                if element > 4 { throw FilteringTestError.bang }
                return Self.isPrime(element)
            }
        }
        expectEqual(res.events, [.next(230, 3), .error(340, FilteringTestError.bang)])
        expectEqual(xs.subscriptions, [Subscription(200, 340)])
    }

    @Test("Each subscription runs the predicate on its own events")
    func coldResubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .completed(40)])
        let filtered = xs.filter { $0 != 2 }
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = filtered.subscribe(first) }
        scheduler.scheduleAt(150) { _ = filtered.subscribe(second) }
        scheduler.start()
        expectEqual(first.events, [.next(110, 1), .next(130, 3), .completed(140)])
        expectEqual(second.events, [.next(160, 1), .next(180, 3), .completed(190)])
        expectEqual(xs.subscriptions, [Subscription(100, 140), Subscription(150, 190)])
    }
}
