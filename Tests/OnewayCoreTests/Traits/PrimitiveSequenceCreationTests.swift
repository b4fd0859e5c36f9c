import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

private enum CreationTestError: Error {
    case failed
}

@Suite(.tracksResources)
struct PrimitiveSequenceCreationTests {
    @Test("deferred calls its factory at each subscription, when it happens")
    func deferred() {
        let scheduler = TestScheduler(initialClock: 0)
        var factoryTimes: [TestTime] = []
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let res = scheduler.start {
            Single.deferred {
                factoryTimes.append(scheduler.clock)
                return xs.asSingle()
            }
        }
        expectEqual(res.events, [.next(210, 1), .completed(210)])
        expectEqual(factoryTimes, [200])
        var made = 0
        let counting = Maybe<Int>.deferred {
            made += 1
            return .just(made)
        }
        var values: [Int] = []
        _ = counting.subscribe(onSuccess: { values.append($0) })
        _ = counting.subscribe(onSuccess: { values.append($0) })
        expectEqual(values, [1, 2])
    }

    @Test("deferred delivers the error its factory throws at once")
    func deferredThrows() {
        let res = TestScheduler(initialClock: 0).start {
            Completable.deferred { throw CreationTestError.failed }
        }
        expectEqual(res.events, [.error(200, CreationTestError.failed)])
    }

    @Test("using disposes the resource right after the Single succeeds")
    func using() {
        let scheduler = TestScheduler(initialClock: 0)
        var resource: TickRecordingDisposable?
        var given: TickRecordingDisposable?
        var xs: TestableObservable<Int>?
        let res = scheduler.start {
            Single.using(
                { () -> TickRecordingDisposable in
                    let made = TickRecordingDisposable(scheduler: scheduler)
                    resource = made
                    return made
                },
                primitiveSequenceFactory: { (made: TickRecordingDisposable) -> Single<Int> in
                    given = made
                    let cold = scheduler.createColdObservable([.next(100, scheduler.clock), .completed(100)])
                    xs = cold
                    return cold.asSingle()
                })
        }
        #expect(resource === given)
        expectEqual(res.events, [.next(300, 200), .completed(300)])
        expectEqual(xs?.subscriptions, [Subscription(200, 300)])
        expectEqual(resource?.ticks, [200, 300])
    }

    @Test("using disposes the resource when the subscription is disposed first")
    func usingDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        var resource: TickRecordingDisposable?
        let res = scheduler.start(disposed: 250) {
            Maybe<Int>.using(
                { () -> TickRecordingDisposable in
                    let made = TickRecordingDisposable(scheduler: scheduler)
                    resource = made
                    return made
                },
                primitiveSequenceFactory: { _ in .never() })
        }
        expectEqual(res.events, [])
        expectEqual(resource?.ticks, [200, 250])
    }

    @Test("timer emits 0 dueTime after the subscription and completes at the same tick")
    func timer() {
        let scheduler = TestScheduler(initialClock: 0)
        let single = scheduler.start { Single<Int>.timer(.seconds(2), scheduler: scheduler) }
        expectEqual(single.events, [.next(202, 0), .completed(202)])
        let other = TestScheduler(initialClock: 0)
        let maybe = other.start(disposed: 220) { Maybe<Int>.timer(.seconds(30), scheduler: other) }
        expectEqual(maybe.events, [])
    }

    @Test("Infallible.deferred makes a fresh Infallible at each subscription")
    func infallibleDeferred() {
        var made = 0
        let deferred = Infallible<Int>.deferred {
            made += 1
            return .just(made)
        }
        let scheduler = TestScheduler(initialClock: 0)
        expectEqual(scheduler.start { deferred }.events, [.next(200, 1), .completed(200)])
        let again = TestScheduler(initialClock: 0)
        expectEqual(again.start { deferred }.events, [.next(200, 2), .completed(200)])
    }

    @Test("Infallible.of and from send each element, then the completion, from its own action on the scheduler")
    func infallibleOfFrom() {
        let scheduler = TestScheduler(initialClock: 0)
        let of = scheduler.start { Infallible.of(1, 2, scheduler: scheduler) }
        expectEqual(of.events, [.next(201, 1), .next(202, 2), .completed(203)])
        let array = TestScheduler(initialClock: 0)
        let fromArray = array.start { Infallible.from([3, 4], scheduler: array) }
        expectEqual(fromArray.events, [.next(201, 3), .next(202, 4), .completed(203)])
        let sequence = TestScheduler(initialClock: 0).start { Infallible.from(5...6) }
        expectEqual(sequence.events, [.next(200, 5), .next(200, 6), .completed(200)])
    }

    @Test("using delivers the error of the sequence factory and disposes the resource at once")
    func usingFactoryThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        var resource: TickRecordingDisposable?
        let res = scheduler.start {
            Completable.using(
                { () -> TickRecordingDisposable in
                    let made = TickRecordingDisposable(scheduler: scheduler)
                    resource = made
                    return made
                },
                primitiveSequenceFactory: { _ in throw CreationTestError.failed })
        }
        expectEqual(res.events, [.error(200, CreationTestError.failed)])
        expectEqual(resource?.ticks, [200, 200])
    }
}
