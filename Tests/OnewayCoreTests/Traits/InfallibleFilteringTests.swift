import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct InfallibleFilteringTests {
    /// A hot source of 1, 2, 3, 4 at 210, 220, 230, 240, completing at 250, as an `Infallible`.
    private func counting(_ scheduler: TestScheduler) -> (TestableObservable<Int>, Infallible<Int>) {
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
        ])
        return (xs, xs.asInfallible(onErrorJustReturn: -1))
    }

    @Test("take(_:) completes with the nth element and disposes the source")
    func takeCount() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, source) = counting(scheduler)
        let res = scheduler.start { source.take(2) }
        expectEqual(res.events, [.next(210, 1), .next(220, 2), .completed(220)])
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    @Test("take(for:scheduler:) completes when the timer fires")
    func takeFor() {
        let scheduler = TestScheduler(initialClock: 0)
        let (xs, source) = counting(scheduler)
        let res = scheduler.start { source.take(for: .seconds(25), scheduler: scheduler) }
        expectEqual(res.events, [.next(210, 1), .next(220, 2), .completed(225)])
        expectEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    @Test("take(until:) completes when the other Infallible or Observable emits")
    func takeUntilOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let (_, source) = counting(scheduler)
        let stop = scheduler.createHotObservable([.next(225, "stop"), .completed(260)])
        let res = scheduler.start { source.take(until: stop.asInfallible(onErrorJustReturn: "")) }
        expectEqual(res.events, [.next(210, 1), .next(220, 2), .completed(225)])
        expectEqual(stop.subscriptions, [Subscription(200, 225)])

        let other = TestScheduler(initialClock: 0)
        let (_, otherSource) = counting(other)
        let signal = other.createHotObservable([.next(235, ())])
        let observable = other.start { otherSource.take(until: signal) }
        expectEqual(observable.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(235)])
    }

    @Test("take(until:behavior:) and take(while:behavior:) end at the deciding element, with it if inclusive")
    func takePredicates() {
        let scheduler = TestScheduler(initialClock: 0)
        let (_, source) = counting(scheduler)
        let until = scheduler.start { source.take(until: { $0 == 3 }, behavior: .inclusive) }
        expectEqual(until.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(230)])
        let other = TestScheduler(initialClock: 0)
        let (_, otherSource) = counting(other)
        let whileTrue = other.start { otherSource.take(while: { $0 < 3 }) }
        expectEqual(whileTrue.events, [.next(210, 1), .next(220, 2), .completed(230)])
    }

    @Test("skip(while:) and skip(until:) drop the leading elements")
    func skips() {
        let scheduler = TestScheduler(initialClock: 0)
        let (_, source) = counting(scheduler)
        let skipWhile = scheduler.start { source.skip(while: { $0 < 3 }) }
        expectEqual(skipWhile.events, [.next(230, 3), .next(240, 4), .completed(250)])
        let other = TestScheduler(initialClock: 0)
        let (_, otherSource) = counting(other)
        let gate = other.createHotObservable([.next(225, ())])
        let skipUntil = other.start { otherSource.skip(until: gate) }
        expectEqual(skipUntil.events, [.next(230, 3), .next(240, 4), .completed(250)])
    }

    @Test("debounce emits an element after a quiet dueTime, and completion flushes the pending one")
    func debounce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(240, 3), .completed(245)])
        let source = xs.asInfallible(onErrorJustReturn: -1)
        let res = scheduler.start { source.debounce(.seconds(10), scheduler: scheduler) }
        expectEqual(res.events, [.next(225, 2), .next(245, 3), .completed(245)])
    }

    @Test("throttle emits the leading element at once and the latest of the window at its end")
    func throttle() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(218, 3), .completed(300)])
        let source = xs.asInfallible(onErrorJustReturn: -1)
        let latest = scheduler.start { source.throttle(.seconds(20), scheduler: scheduler) }
        expectEqual(latest.events, [.next(210, 1), .next(230, 3), .completed(300)])
        let other = TestScheduler(initialClock: 0)
        let ys = other.createHotObservable([.next(210, 1), .next(215, 2), .next(218, 3), .completed(300)])
        let first = other.start {
            ys.asInfallible(onErrorJustReturn: -1).throttle(.seconds(20), latest: false, scheduler: other)
        }
        expectEqual(first.events, [.next(210, 1), .completed(300)])
    }
}
