// A compile check run by `.ci/run`, not a test target: in the Swift 6 language mode, a store
// of a `Sendable` state and action may be shared between tasks. The control for
// `StoreOfNonSendableState.swift`, which must be rejected: this one must compile.
import Oneway

struct Tally: Sendable {
    var count = 0
}

func shareAcrossTasks() {
    let store = Store(reducer: { (state: Tally, action: Int) in Tally(count: state.count + action) }, state: Tally())
    Task.detached { store.dispatch(1) }
    Task.detached { store.dispatch(2) }
}
