import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

private struct Counter: Equatable {
    var count = 0
    var label = "counter"
}

private enum CounterAction {
    case increment
    case rename(String)
    case noop
}

private func counterReducer(_ state: inout Counter, _ action: CounterAction) {
    switch action {
    case .increment: state.count += 1
    case .rename(let label): state.label = label
    case .noop: break
    }
}

@Suite(.tracksResources)
struct TestStoreTests {
    @Test("send passes when the update describes exactly what the action changed")
    func exactUpdatePasses() {
        let store = TestStore(reducer: counterReducer, state: Counter())
        store.send(.increment) { $0.count = 1 }
        store.send(.rename("clicks")) { $0.label = "clicks" }
        store.send(.noop)
        expectEqual(store.state, Counter(count: 1, label: "clicks"))
    }

    @Test("send records an issue when the action changed more than the update says")
    func unexpectedChangeFails() {
        let store = TestStore(reducer: counterReducer, state: Counter())
        withKnownIssue("Intended: TestStore reports an unexpected change") {
            store.send(.increment)
        } matching: { issue in
            // Only the differing line is shown, as it was expected and as it is.
            let message = issue.comments.map(\.rawValue).joined()
            return message.contains("−  - count: 0\n+  - count: 1") && !message.contains("label")
        }
    }

    @Test("send records an issue when the update expects a change the action did not make")
    func missingChangeFails() {
        let store = TestStore(reducer: counterReducer, state: Counter())
        withKnownIssue("Intended: TestStore reports a change the action did not make") {
            store.send(.noop) { $0.label = "renamed" }
        }
    }

    @Test("After a failed step, the next expectation starts from the state the store reached")
    func failureDoesNotCascade() {
        let store = TestStore(reducer: counterReducer, state: Counter())
        withKnownIssue("Intended: TestStore reports a wrong expected state") {
            store.send(.increment) { $0.count = 5 }
        }
        store.send(.increment) { $0.count = 2 }
    }

    @Test("A test store works with a pure reducer and with a composed Reduce")
    func otherReducerForms() {
        let pure = TestStore(reducer: { (state: Int, action: Int) in state + action }, state: 0)
        pure.send(3) { $0 = 3 }
        let composed = TestStore(
            reducer: Reduce<Counter, CounterAction>.combine(Reduce(counterReducer), Reduce(counterReducer)),
            state: Counter()
        )
        composed.send(.increment) { $0.count = 2 }
    }
}
