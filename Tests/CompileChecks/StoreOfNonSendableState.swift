// A compile check run by `.ci/run`, not a test target: in the Swift 6 language mode, a store
// whose state is a class with mutable state must not be shared between tasks, which would
// mutate that state from two threads. The compiler must reject this file; `.ci/run` fails if
// it compiles, or if it is rejected for another reason than sharing the store.
import Oneway

final class Tally {
    var count = 0
}

func shareAcrossTasks() {
    let store = Store(
        reducer: { (state: Tally, action: Int) in
            state.count += action
            return state
        },
        state: Tally())
    Task.detached { store.dispatch(1) }
    Task.detached { store.dispatch(2) }
}
