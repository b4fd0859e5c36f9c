import Oneway
import OnewayTestSupport
import Testing

@Suite(.tracksResources)
struct StoreLifetimeTests {
    @Test("Releasing the store completes every observation, in subscription order")
    func releaseCompletesObservations() {
        var store: Store? = Store(reducer: counterReducer, state: CounterState())
        var events: [String] = []
        let bag = DisposeBag()
        store?.observe(\.count).subscribe(
            onNext: { events.append("count \($0)") },
            onCompleted: { events.append("count completed") },
            onDisposed: { events.append("count disposed") }
        ).disposed(by: bag)
        store?.observe { $0.name }.subscribe(onCompleted: { events.append("name completed") }).disposed(by: bag)
        store?.observe().subscribe(onCompleted: { events.append("state completed") }).disposed(by: bag)
        store?.observe(\.count).subscribe(onCompleted: { events.append("count 2 completed") }).disposed(by: bag)
        store?.dispatch(.increment)
        store = nil
        expectEqual(
            events,
            [
                "count 0", "count 1", "count completed", "count disposed", "count 2 completed", "name completed",
                "state completed",
            ]
        )
    }

    @Test("An observation disposed from inside its own callback is freed as soon as that notification ends")
    func disposedInsideItsCallbackIsFreed() {
        final class Probe {}
        let store = Store(reducer: counterReducer, state: CounterState())
        let other = store.observe { $0.count }.subscribe(onNext: { _ in })
        weak var probe: Probe?
        var subscription: Disposable?
        do {
            let captured = Probe()
            probe = captured
            subscription = store.observe(\.count).subscribe(onNext: { count in
                withExtendedLifetime(captured) {
                    if count == 1 { subscription?.dispose() }
                }
            })
        }
        #expect(probe != nil)
        // The notifier is still calling the observer list that holds the observation when
        // the callback disposes it; the list is released once the notification ends.
        store.dispatch(.increment)
        #expect(probe == nil)
        store.dispatch(.increment)
        expectEqual(store.state.count, 2)
        other.dispose()
    }

    @Test("Releasing the store frees everything it allocated, even for subscriptions never disposed")
    func releaseFreesEverything() {
        let before = Resources.total
        var store: Store? = Store(reducer: counterReducer, state: CounterState())
        var subscriptions: [Disposable] = []
        for _ in 0..<10 {
            subscriptions.append(store!.observe(\.count).subscribe(onNext: { _ in }))
            subscriptions.append(store!.observe(\.tags).map(\.count).subscribe(onNext: { _ in }))
            subscriptions.append(store!.observe { $0.name }.subscribe(onNext: { _ in }))
        }
        store?.dispatch(.tag("x"))
        #expect(Resources.total > before + Int32(subscriptions.count))
        store = nil
        // Only the disposables the subscriber still holds remain, each emptied by completion.
        expectEqual(Resources.total, before + Int32(subscriptions.count))
        subscriptions = []
        expectEqual(Resources.total, before)
    }

    @Test("An observable held by a subscriber does not keep the store alive; subscribing afterwards completes at once")
    func observableDoesNotRetainStore() {
        var store: Store? = Store(reducer: counterReducer, state: CounterState())
        weak let released = store
        let count = store!.observe(\.count)
        let subscription = count.subscribe(onNext: { _ in })
        store = nil
        #expect(released == nil)
        var events: [String] = []
        _ = count.subscribe(onNext: { events.append("next \($0)") }, onCompleted: { events.append("completed") })
        expectEqual(events, ["completed"])
        subscription.dispose()
    }

    @Test("Disposing every subscription removes every observation from the store")
    func disposingEverythingLeavesNothing() {
        let store = Store(reducer: counterReducer, state: CounterState())
        let before = Resources.total
        var subscriptions = (0..<5).flatMap { _ in
            [
                store.observe(\.count).subscribe(onNext: { _ in }),
                store.observe(\.name, comparer: ==).subscribe(onNext: { _ in }),
            ]
        }
        store.dispatch(.increment)
        for subscription in subscriptions { subscription.dispose() }
        subscriptions = []
        expectEqual(Resources.total, before)
    }
}
