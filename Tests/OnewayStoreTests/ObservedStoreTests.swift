import Dispatch
import Observation
import Oneway
import OnewayTestSupport
import Synchronization
import Testing

private struct Visitor: Equatable {
    var name = ""
    var visits = 0
}

private enum VisitAction {
    case rename(String)
    case visit
}

/// A visitor inside a larger state, for a scoped store.
private struct Visitors {
    var visitor = Visitor()
    var others: [Visitor] = []
}

/// A state without `Equatable`: the model cannot tell an unchanged state from a new one.
private struct Tally {
    var count = 0
}

private func visitorReducer(_ state: inout Visitor, _ action: VisitAction) {
    switch action {
    case .rename(let name): state.name = name
    case .visit: state.visits += 1
    }
}

@Suite(.tracksResources)
@MainActor
struct ObservedStoreTests {
    @Test("A model of a scoped store follows the feature's part of the state and dispatches through the root")
    func followsScopedStore() {
        let root = Store(reducer: Reduce(visitorReducer).pullback(state: \Visitors.visitor), state: Visitors())
        let model = ObservedStore(root.scope(state: \.visitor))
        model.dispatch(.visit)
        root.dispatch(.rename("Grace"))
        expectEqual(model.state, Visitor(name: "Grace", visits: 1))
        expectEqual(root.state.visitor, model.state)
    }

    @Test("The model starts with the store's state and reflects a main-queue dispatch before dispatch returns")
    func followsMainQueueDispatch() {
        let store = Store(reducer: visitorReducer, state: Visitor(name: "Ada"))
        let model = ObservedStore(store)
        expectEqual(model.state, Visitor(name: "Ada"))
        model.dispatch(.visit)
        expectEqual(model.state, Visitor(name: "Ada", visits: 1))
        store.dispatch(.rename("Grace"))
        expectEqual(model.state, Visitor(name: "Grace", visits: 1))
    }

    @Test("Reading state registers with Observation: a dispatch fires the tracking's onChange")
    func observationTracking() {
        let model = ObservedStore(Store(reducer: visitorReducer, state: Visitor()))
        let changes = Atomic<Int>(0)
        withObservationTracking {
            _ = model.state.name
        } onChange: {
            changes.add(1, ordering: .relaxed)
        }
        expectEqual(changes.load(ordering: .relaxed), 0)
        model.dispatch(.rename("Ada"))
        expectEqual(changes.load(ordering: .relaxed), 1)
    }

    @Test("An Equatable state left unchanged by a dispatch notifies no observer; a changed one does")
    func unchangedEquatableState() {
        let model = ObservedStore(Store(reducer: visitorReducer, state: Visitor(name: "Ada")))
        let changes = Atomic<Int>(0)
        let track = {
            withObservationTracking {
                _ = model.state
            } onChange: {
                changes.add(1, ordering: .relaxed)
            }
        }
        track()
        model.dispatch(.rename("Ada"))
        expectEqual(changes.load(ordering: .relaxed), 0)
        model.dispatch(.rename("Grace"))
        expectEqual(changes.load(ordering: .relaxed), 1)
        expectEqual(model.state, Visitor(name: "Grace"))
    }

    @Test("A state that is not Equatable notifies the observers at every state the store delivers")
    func unchangedNonEquatableState() {
        let model = ObservedStore(
            Store(reducer: { (state: Tally, add: Int) in Tally(count: state.count + add) }, state: Tally()))
        let changes = Atomic<Int>(0)
        withObservationTracking {
            _ = model.state
        } onChange: {
            changes.add(1, ordering: .relaxed)
        }
        model.dispatch(0)
        expectEqual(changes.load(ordering: .relaxed), 1)
        expectEqual(model.state.count, 0)
    }

    @Test("Each model tracks its own state: a change to one does not fire a reader of another")
    func modelsTrackSeparately() {
        let first = ObservedStore(Store(reducer: visitorReducer, state: Visitor()))
        let second = ObservedStore(Store(reducer: visitorReducer, state: Visitor()))
        let changes = Atomic<Int>(0)
        withObservationTracking {
            _ = first.state
        } onChange: {
            changes.add(1, ordering: .relaxed)
        }
        second.dispatch(.visit)
        expectEqual(changes.load(ordering: .relaxed), 0)
        first.dispatch(.visit)
        expectEqual(changes.load(ordering: .relaxed), 1)
    }

    @Test("A dispatch from another thread reaches the model later, on the main actor")
    func backgroundDispatch() async {
        let store = Store(reducer: visitorReducer, state: Visitor())
        let model = ObservedStore(store)
        let dispatched = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            for _ in 0..<100 { store.dispatch(.visit) }
            dispatched.signal()
        }
        _ = await Task.detached { dispatched.waitOrRecordIssue() }.value
        // The states are queued on the main queue behind this test's job: let them run.
        let deadline = Deadline()
        while model.state.visits != 100 && !deadline.hasPassed { await Task.yield() }
        expectEqual(model.state, Visitor(visits: 100))
    }

    @Test("Releasing the model ends its subscription and releases it")
    func releasingTheModel() {
        let store = Store(reducer: visitorReducer, state: Visitor())
        weak var released: ObservedStore<Visitor, VisitAction>?
        do {
            let model = ObservedStore(store)
            released = model
            model.dispatch(.visit)
        }
        #expect(released == nil)
        store.dispatch(.visit)
        expectEqual(store.state.visits, 2)
    }
}
