import Oneway
import OnewayTestSupport
import Testing

@Suite(.tracksResources)
struct ResourcesTests {
    @Test("isTracking is true in debug builds, where a live subscription counts in total until disposed")
    func isTracking() {
        #if DEBUG
            #expect(Resources.isTracking)
        #else
            #expect(!Resources.isTracking)
        #endif
        let subject = PublishSubject<Int>()
        let before = Resources.total
        do {
            let subscription = subject.subscribe(onNext: { _ in })
            expectEqual((Resources.total > before), Resources.isTracking)
            subscription.dispose()
        }
        expectEqual(Resources.total, before)
    }
}

@Suite(.tracksResources)
struct ResourcesShapeTests {
    @Test("incrementTotal and decrementTotal move total by one and return the new total")
    func incrementAndDecrement() {
        let before = Resources.total
        let raised = Resources.incrementTotal()
        expectEqual(Resources.total, (Resources.isTracking ? before + 1 : before))
        expectEqual(raised, (Resources.isTracking ? before + 1 : 0))
        let lowered = Resources.decrementTotal()
        expectEqual(lowered, (Resources.isTracking ? before : 0))
        expectEqual(Resources.total, before)
    }

    @Test("A subscription left undisposed on a live subject keeps total raised until it is disposed")
    func leakedSubscriptionShows() {
        let before = Resources.total
        do {
            let subject = PublishSubject<Int>()
            let leaked = subject.map { $0 + 1 }.subscribe(onNext: { _ in })
            subject.onNext(1)
            subject.onNext(2)
            expectEqual((Resources.total > before), Resources.isTracking)
            let raised = Resources.total
            leaked.dispose()
            #expect(Resources.total < raised || !Resources.isTracking)
            subject.onNext(3)
        }
        expectEqual(Resources.total, before)
    }

    @Test("numberOfMapOperators counts each live map, two for a map of a map, and none once they go")
    func mapOperators() {
        let before = Resources.numberOfMapOperators
        do {
            let mapped = Observable.just(1).map { $0 * 10 }.map { $0 + 1 }
            expectEqual(Resources.numberOfMapOperators, (Resources.isTracking ? before + 2 : 0))
            var received: [Int] = []
            _ = mapped.subscribe(onNext: { received.append($0) })
            expectEqual(received, [11])
        }
        expectEqual(Resources.numberOfMapOperators, before)
    }

    @Test("numberOfSerialDispatchQueueObservables counts observe(on:) with a serial queue, not with a concurrent one")
    func serialDispatchQueueObservables() {
        let before = Resources.numberOfSerialDispatchQueueObservables
        do {
            let serial = Observable.just(0).observe(on: SerialDispatchQueueScheduler(qos: .default))
            let main = Observable.just(0).observe(on: MainScheduler.instance)
            let concurrent = Observable.just(0).observe(on: ConcurrentDispatchQueueScheduler(qos: .default))
            expectEqual(Resources.numberOfSerialDispatchQueueObservables, (Resources.isTracking ? before + 2 : 0))
            withExtendedLifetime((serial, main, concurrent)) {}
        }
        expectEqual(Resources.numberOfSerialDispatchQueueObservables, before)
    }
}
