import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct UsingTests {
    /// What one `using` run made: the resource, the sequence, and how often each factory ran.
    private final class Run {
        var resource: TickRecordingDisposable?
        var resourceGiven: TickRecordingDisposable?
        var xs: TestableObservable<Int>?
        var resourceFactoryCalls = 0
        var observableFactoryCalls = 0
    }

    private static func using(
        _ run: Run,
        on scheduler: TestScheduler,
        _ events: @escaping (TestTime) -> [Recorded<Event<Int>>]
    ) -> Observable<Int> {
        Observable.using(
            { () -> TickRecordingDisposable in
                run.resourceFactoryCalls += 1
                let resource = TickRecordingDisposable(scheduler: scheduler)
                run.resource = resource
                return resource
            },
            observableFactory: { resource in
                run.resourceGiven = resource
                run.observableFactoryCalls += 1
                let xs = scheduler.createColdObservable(events(scheduler.clock))
                run.xs = xs
                return xs.asObservable()
            })
    }

    @Test("using disposes the resource right after the sequence completes")
    func complete() {
        let scheduler = TestScheduler(initialClock: 0)
        let run = Run()
        let res = scheduler.start { Self.using(run, on: scheduler) { [.next(100, $0), .completed(200)] } }
        #expect(run.resource === run.resourceGiven)
        expectEqual(res.events, [.next(300, 200), .completed(400)])
        expectEqual(run.resourceFactoryCalls, 1)
        expectEqual(run.observableFactoryCalls, 1)
        expectEqual(run.xs?.subscriptions, [Subscription(200, 400)])
        expectEqual(run.resource?.ticks, [200, 400])
    }

    @Test("using disposes the resource right after the sequence fails")
    func error() {
        let scheduler = TestScheduler(initialClock: 0)
        let run = Run()
        let res = scheduler.start {
            Self.using(run, on: scheduler) { [.next(100, $0), .error(200, CreatingTestError.boom)] }
        }
        expectEqual(res.events, [.next(300, 200), .error(400, CreatingTestError.boom)])
        expectEqual(run.xs?.subscriptions, [Subscription(200, 400)])
        expectEqual(run.resource?.ticks, [200, 400])
    }

    @Test("using disposed in the middle disposes the subscription, then the resource")
    func disposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let run = Run()
        let res = scheduler.start { Self.using(run, on: scheduler) { [.next(100, $0), .next(1000, $0 + 1)] } }
        expectEqual(res.events, [.next(300, 200)])
        expectEqual(run.xs?.subscriptions, [Subscription(200, 1000)])
        expectEqual(run.resource?.ticks, [200, 1000])
    }

    @Test("using fails at subscription when the resource factory throws, without calling the observable factory")
    func resourceFactoryThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        var resourceFactoryCalls = 0
        var observableFactoryCalls = 0
        let res = scheduler.start {
            Observable<Int>.using(
                { () -> TickRecordingDisposable in
                    resourceFactoryCalls += 1
                    throw CreatingTestError.boom
                },
                observableFactory: { _ in
                    observableFactoryCalls += 1
                    return Observable.never()
                })
        }
        expectEqual(res.events, [.error(200, CreatingTestError.boom)])
        expectEqual(resourceFactoryCalls, 1)
        expectEqual(observableFactoryCalls, 0)
    }

    @Test("using fails and disposes the resource at once when the observable factory throws")
    func observableFactoryThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        var resource: TickRecordingDisposable?
        let res = scheduler.start {
            Observable<Int>.using(
                { () -> TickRecordingDisposable in
                    let made = TickRecordingDisposable(scheduler: scheduler)
                    resource = made
                    return made
                },
                observableFactory: { _ in throw CreatingTestError.boom })
        }
        expectEqual(res.events, [.error(200, CreatingTestError.boom)])
        expectEqual(resource?.ticks, [200, 200])
    }

    @Test("using disposes the inner subscription before the resource")
    func disposalOrder() {
        let log = DisposalLog()
        let subscription = Observable<Int>.using(
            { CountingDisposable("resource", log: log) },
            observableFactory: { _ in
                Observable.create { _ in CountingDisposable("subscription", log: log) }
            }
        ).subscribe()
        subscription.dispose()
        expectEqual(log.order, ["subscription", "resource"])
    }
}
