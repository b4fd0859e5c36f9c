import Observation
import Oneway

/// `ObservedStore`, the Observation bridge: what a SwiftUI view pays to read the state, and
/// what a dispatch on the main actor pays to reach the model. Both run on the main thread,
/// where the benchmark's top-level code runs.
let observationScenarios: [Scenario] = [
    Scenario(
        "ObservedStore: read state on the main actor",
        unit: .nanoseconds(per: "read"),
        operations: 10_000_000,
        library: { reads in
            // A main-actor model is Sendable: it can leave `assumeIsolated`.
            let model = MainActor.assumeIsolated { ObservedStore(Store(reducer: levelReducer, state: Level(value: 1))) }
            return {
                MainActor.assumeIsolated {
                    var sum = 0
                    for _ in 0..<reads { sum &+= model.state.value }
                    return sum
                }
            }
        },
        baseline: { reads in
            let model = MainActor.assumeIsolated { opaque(HandWrittenModel(state: Level(value: 1))) }
            return {
                MainActor.assumeIsolated {
                    var sum = 0
                    for _ in 0..<reads { sum &+= model.state.value }
                    return sum
                }
            }
        }
    ),
    Scenario(
        "ObservedStore: dispatch on the main actor, model updated",
        unit: .nanoseconds(per: "dispatch"),
        operations: 1_000_000,
        library: { dispatches in
            let model = MainActor.assumeIsolated { ObservedStore(Store(reducer: levelReducer, state: Level(value: 0))) }
            return {
                MainActor.assumeIsolated {
                    // On the main thread the store's state reaches the model before `dispatch`
                    // returns: the checksum sees every step.
                    var sum = 0
                    for step in 0..<dispatches {
                        model.dispatch(step)
                        sum &+= model.state.value
                    }
                    return sum
                }
            }
        },
        baseline: { dispatches in
            // The same by hand: the reducer's new state assigned to an `@Observable` model.
            let model = MainActor.assumeIsolated { opaque(HandWrittenModel(state: Level(value: 0))) }
            let reducer = opaque(levelReducer as @Sendable (Level, Int) -> Level)
            return {
                MainActor.assumeIsolated {
                    var sum = 0
                    for step in 0..<dispatches {
                        model.state = reducer(model.state, step)
                        sum &+= model.state.value
                    }
                    return sum
                }
            }
        }
    ),
]

/// The scenarios' state: one number, so that the figures show the bridge, not a copy.
private struct Level: Equatable {
    var value: Int
}

private func levelReducer(_ state: Level, _ change: Int) -> Level {
    Level(value: state.value + change)
}

/// What an app writes without the library: a non-generic `@Observable` model.
@MainActor
@Observable
private final class HandWrittenModel {
    var state: Level

    init(state: Level) {
        self.state = state
    }
}
