import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

/// The object `withUnretained` holds weakly in these tests.
private final class Owner {
    let name: String

    init(_ name: String) { self.name = name }
}

@Suite(.tracksResources)
struct WithUnretainedTests {
    private static let events: [Recorded<Event<Int>>] = [
        .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5),
    ]

    @Test("withUnretained passes the living object and each element to the selector, at the source's times")
    func objectAlive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events + [.completed(300)])
        let owner = Owner("a")
        let res = scheduler.start { xs.withUnretained(owner) { owner, element in "\(owner.name)\(element)" } }
        expectEqual(
            res.events, [.next(210, "a2"), .next(220, "a3"), .next(230, "a4"), .next(240, "a5"), .completed(300)])
        expectEqual(xs.subscriptions, [Subscription(200, 300)])
        withExtendedLifetime(owner) {}
    }

    @Test("withUnretained completes at the first element after the object is released and disposes the source then")
    func objectReleasedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events + [.completed(300)])
        var owner: Owner? = Owner("a")
        weak let watched = owner
        var releasedAt225 = false
        scheduler.scheduleAt(225) {
            owner = nil
            // Nothing in the chain keeps the object alive.
            releasedAt225 = watched == nil
        }
        let res = scheduler.start { xs.withUnretained(owner!) { owner, element in "\(owner.name)\(element)" } }
        #expect(releasedAt225)
        expectEqual(res.events, [.next(210, "a2"), .next(220, "a3"), .completed(230)])
        expectEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    @Test("withUnretained passes the source's completion through after the object is released")
    func completionAfterRelease() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        var owner: Owner? = Owner("a")
        scheduler.scheduleAt(220) { owner = nil }
        let res = scheduler.start { xs.withUnretained(owner!) { _, element in element } }
        expectEqual(res.events, [.next(210, 1), .completed(250)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("withUnretained forwards the source's error, whether or not the object still lives")
    func sourceError() {
        for releaseFirst in [false, true] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(250, CreatingTestError.boom)])
            var owner: Owner? = Owner("a")
            if releaseFirst { scheduler.scheduleAt(220) { owner = nil } }
            let res = scheduler.start { xs.withUnretained(owner!) { _, element in element * 10 } }
            expectEqual(res.events, [.next(210, 10), .error(250, CreatingTestError.boom)])
            expectEqual(xs.subscriptions, [Subscription(200, 250)])
            withExtendedLifetime(owner) {}
        }
    }

    @Test("withUnretained disposed in the middle stops at the disposal time")
    func disposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events + [.completed(300)])
        let owner = Owner("a")
        let res = scheduler.start(disposed: 225) { xs.withUnretained(owner) { _, element in element } }
        expectEqual(res.events, [.next(210, 2), .next(220, 3)])
        expectEqual(xs.subscriptions, [Subscription(200, 225)])
        withExtendedLifetime(owner) {}
    }

    @Test("withUnretained(_:) pairs the object itself with each element")
    func tupleForm() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let owner = Owner("a")
        var sameObject: [Bool] = []
        let res = scheduler.start {
            xs.withUnretained(owner).map { pair in
                sameObject.append(pair.0 === owner)
                return pair.1
            }
        }
        expectEqual(sameObject, [true, true])
        expectEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
    }

    @Test("Infallible.withUnretained completes at the first element after the object is released")
    func infallible() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events + [.completed(300)])
        var owner: Owner? = Owner("a")
        scheduler.scheduleAt(225) { owner = nil }
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).withUnretained(owner!) { owner, element in "\(owner.name)\(element)" }
        }
        expectEqual(res.events, [.next(210, "a2"), .next(220, "a3"), .completed(230)])
        expectEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    @Test("Infallible.withUnretained(_:) pairs the object itself with each element")
    func infallibleTupleForm() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let owner = Owner("a")
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).withUnretained(owner).map { "\($0.0.name)\($0.1)" }
        }
        expectEqual(res.events, [.next(210, "a1"), .completed(230)])
        withExtendedLifetime(owner) {}
    }
}
