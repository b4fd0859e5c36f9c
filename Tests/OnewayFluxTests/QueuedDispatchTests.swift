import Oneway
import OnewayTestSupport
import Testing

/// A payload dispatched during a delivery is queued behind it, where Flux would throw.
@Suite(.tracksResources)
struct QueuedDispatchTests {
    let dispatcher = CounterDispatcher()

    func dispatch(_ payload: CounterDispatcher.State) {
        AnyObserverDispatcher(dispatcher).dispatch(payload)
    }

    @Test("A payload dispatched from a callback reaches every store after the current one, never nested")
    func dispatchFromCallback() {
        var log: [String] = []
        dispatcher.store.register { [unowned dispatcher] payload in
            log.append("A \(payload)")
            guard payload == .add(1) else { return }
            AnyObserverDispatcher(dispatcher).dispatch(.add(2))
            // The call returned without delivering: the current payload comes first.
            log.append("A dispatched add(2)")
        }
        let subscription = dispatcher.store.subscribe(onNext: { log.append("B \($0)") })
        dispatcher.store.register { log.append("C \($0)") }
        dispatch(.add(1))
        expectEqual(
            log,
            [
                "A add(1)", "A dispatched add(2)", "B add(1)", "C add(1)",
                "A add(2)", "B add(2)", "C add(2)",
            ])
        subscription.dispose()
    }

    @Test("Payloads dispatched from callbacks are delivered in the order they were dispatched")
    func queueIsFIFO() {
        var log: [String] = []
        dispatcher.store.register { [unowned dispatcher] payload in
            log.append("A \(payload)")
            if payload == .add(1) {
                AnyObserverDispatcher(dispatcher).dispatch(.add(2))
                AnyObserverDispatcher(dispatcher).dispatch(.add(3))
            }
        }
        dispatcher.store.register { [unowned dispatcher] payload in
            log.append("B \(payload)")
            if payload == .add(1) { AnyObserverDispatcher(dispatcher).dispatch(.add(4)) }
            if payload == .add(2) { AnyObserverDispatcher(dispatcher).dispatch(.add(5)) }
        }
        dispatch(.add(1))
        expectEqual(
            log,
            [
                "A add(1)", "B add(1)", "A add(2)", "B add(2)", "A add(3)", "B add(3)",
                "A add(4)", "B add(4)", "A add(5)", "B add(5)",
            ])
    }

    @Test("A store joining during a delivery receives only the payloads dispatched after it joined")
    func joinDuringDelivery() {
        var log: [String] = []
        var subscription: Disposable?
        dispatcher.store.register { [unowned dispatcher] payload in
            log.append("A \(payload)")
            guard payload == .add(1) else { return }
            AnyObserverDispatcher(dispatcher).dispatch(.add(2))
            dispatcher.store.register { log.append("late callback \($0)") }
            subscription = dispatcher.store.subscribe(onNext: { log.append("late observer \($0)") })
            AnyObserverDispatcher(dispatcher).dispatch(.add(3))
        }
        dispatch(.add(1))
        expectEqual(
            log,
            [
                "A add(1)", "A add(2)", "A add(3)", "late callback add(3)", "late observer add(3)",
            ])
        subscription?.dispose()
    }

    @Test("An observer disposed by an earlier store during a delivery receives nothing more")
    func disposeDuringDelivery() {
        var log: [String] = []
        var subscription: Disposable?
        dispatcher.store.register { payload in
            log.append("A \(payload)")
            subscription?.dispose()
        }
        subscription = dispatcher.store.subscribe(onNext: { log.append("B \($0)") })
        dispatch(.add(1))
        dispatch(.add(2))
        expectEqual(log, ["A add(1)", "A add(2)"])
    }
}
