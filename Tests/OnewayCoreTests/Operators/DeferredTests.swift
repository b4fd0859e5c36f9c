import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct DeferredTests {
    @Test("deferred calls its factory at subscription and subscribes to the sequence it made")
    func simple() {
        let scheduler = TestScheduler(initialClock: 0)
        var invoked = 0
        var xs: TestableObservable<Int>?
        let res = scheduler.start {
            Observable.deferred {
                invoked += 1
                let source = scheduler.createColdObservable([.next(100, scheduler.clock), .completed(200)])
                xs = source
                return source.asObservable()
            }
        }
        expectEqual(invoked, 1)
        expectEqual(res.events, [.next(300, 200), .completed(400)])
        expectEqual(xs?.subscriptions, [Subscription(200, 400)])
    }

    @Test("deferred forwards the error of the sequence its factory made")
    func innerError() {
        let scheduler = TestScheduler(initialClock: 0)
        var xs: TestableObservable<Int>?
        let res = scheduler.start {
            Observable.deferred {
                let source = scheduler.createColdObservable([
                    .next(100, scheduler.clock), .error(200, CreatingTestError.boom),
                ])
                xs = source
                return source.asObservable()
            }
        }
        expectEqual(res.events, [.next(300, 200), .error(400, CreatingTestError.boom)])
        expectEqual(xs?.subscriptions, [Subscription(200, 400)])
    }

    @Test("deferred disposed in the middle disposes the sequence its factory made")
    func disposed() {
        let scheduler = TestScheduler(initialClock: 0)
        var xs: TestableObservable<Int>?
        let res = scheduler.start {
            Observable.deferred {
                let source = scheduler.createColdObservable([.next(100, scheduler.clock), .next(1000, 1)])
                xs = source
                return source.asObservable()
            }
        }
        expectEqual(res.events, [.next(300, 200)])
        expectEqual(xs?.subscriptions, [Subscription(200, 1000)])
    }

    @Test("deferred fails at subscription when its factory throws")
    func factoryThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        var invoked = 0
        let res = scheduler.start {
            Observable<Int>.deferred {
                invoked += 1
                throw CreatingTestError.boom
            }
        }
        expectEqual(invoked, 1)
        expectEqual(res.events, [.error(200, CreatingTestError.boom)])
    }

    @Test("deferred makes a fresh sequence for every subscription")
    func perSubscription() {
        var made = 0
        let source = Observable.deferred { () -> Observable<Int> in
            made += 1
            return Observable.just(made)
        }
        var received: [Int] = []
        _ = source.subscribe(onNext: { received.append($0) })
        _ = source.subscribe(onNext: { received.append($0) })
        expectEqual(made, 2)
        expectEqual(received, [1, 2])
    }
}
