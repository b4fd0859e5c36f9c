import Observation
import Oneway

/// `ObservedStore`, the Observation bridge: what a SwiftUI view pays to read the state or one
/// of its fields, what a dispatch on the main actor pays to reach the model, and what readers
/// following a 20-field state pay per dispatch, re-evaluating as views do. All run on the main
/// thread, where the benchmark's top-level code runs.
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
        "ObservedStore: read a field on the main actor",
        unit: .nanoseconds(per: "read"),
        operations: 10_000_000,
        library: { reads in
            let model = MainActor.assumeIsolated { ObservedStore(Store(reducer: twentyReducer, state: Twenty())) }
            return {
                MainActor.assumeIsolated {
                    var sum = 0
                    for _ in 0..<reads { sum &+= model.f7 }
                    return sum
                }
            }
        },
        baseline: { reads in
            let model = MainActor.assumeIsolated { opaque(HandWrittenFields()) }
            return {
                MainActor.assumeIsolated {
                    var sum = 0
                    for _ in 0..<reads { sum &+= model.f7 }
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
    Scenario(
        "ObservedStore: dispatch changing no field, 20 field readers armed",
        unit: .nanoseconds(per: "dispatch"),
        operations: 1_000_000,
        library: { dispatches in
            let (model, readers) = MainActor.assumeIsolated {
                let model = ObservedStore(Store(reducer: twentyReducer, state: Twenty()))
                return (model, Readers(twentyFields.map { field in { model[dynamicMember: field] } }))
            }
            return {
                MainActor.assumeIsolated {
                    for _ in 0..<dispatches { model.dispatch(Twenty.noChange) }
                    return readers.checksum + readers.notifications
                }
            }
        },
        baseline: { dispatches in
            // By hand: the reducer on a value state, then each property whose field differs
            // set on the `@Observable` class, as an app mirroring a value state would.
            let (model, readers) = MainActor.assumeIsolated {
                let model = opaque(HandWrittenFields())
                return (model, Readers((0..<Twenty.fieldCount).map { field in { model[field] } }))
            }
            let reducer = opaque(twentyReducer as @Sendable (inout Twenty, Int) -> Void)
            return {
                MainActor.assumeIsolated {
                    var state = Twenty()
                    for _ in 0..<dispatches {
                        reducer(&state, Twenty.noChange)
                        model.update(from: state)
                    }
                    return readers.checksum + readers.notifications
                }
            }
        }
    ),
    readersScenario(
        "ObservedStore: 20 readers of one field each, read as fields, one field changed per dispatch",
        library: { model in twentyFields.map { field in { model[dynamicMember: field] } } },
        baseline: { model in (0..<Twenty.fieldCount).map { field in { model[field] } } }
    ),
    readersScenario(
        "ObservedStore: 20 readers of one field each, read through state, one field changed per dispatch",
        library: { model in (0..<Twenty.fieldCount).map { field in { model.state[field] } } },
        baseline: { model in (0..<Twenty.fieldCount).map { field in { model[field] } } }
    ),
    readersScenario(
        "ObservedStore: one reader of all 20 fields, read as fields, one field changed per dispatch",
        library: { model in [{ twentyFields.reduce(0) { $0 &+ model[dynamicMember: $1] } }] },
        baseline: { model in [{ (0..<Twenty.fieldCount).reduce(0) { $0 &+ model[$1] } }] }
    ),
    readersScenario(
        "ObservedStore: one reader of the whole state, one field changed per dispatch",
        library: { model in [{ model.state.sum }] },
        baseline: { model in [{ (0..<Twenty.fieldCount).reduce(0) { $0 &+ model[$1] } }] }
    ),
]

/// Readers following a 20-field state while each dispatch changes one field (the fields in
/// turn), beside a hand-written `@Observable` class with 20 properties, the action's property
/// set by hand. Each reader re-evaluates after a dispatch that notified it, as a SwiftUI view
/// does, and that re-evaluation is timed with the dispatch. Two figures: time per dispatch,
/// and notifications per dispatch. The checksum is what the readers last read.
private func readersScenario(
    _ name: String,
    library: @escaping @Sendable @MainActor (ObservedStore<Twenty, Int>) -> [() -> Int],
    baseline: @escaping @Sendable @MainActor (HandWrittenFields) -> [() -> Int]
) -> Scenario {
    let probes = ReaderProbes()
    return Scenario(
        name,
        unit: .nanoseconds(per: "dispatch"),
        operations: 100_000,
        probes: [probes.time, probes.notifications],
        library: { dispatches in
            let (model, readers) = MainActor.assumeIsolated {
                let model = ObservedStore(Store(reducer: twentyReducer, state: Twenty()))
                return (model, Readers(library(model)))
            }
            return { MainActor.assumeIsolated { probes.run(dispatches, readers) { model.dispatch($0) } } }
        },
        baseline: { dispatches in
            let (model, readers) = MainActor.assumeIsolated {
                let model = opaque(HandWrittenFields())
                return (model, Readers(baseline(model)))
            }
            return { MainActor.assumeIsolated { probes.run(dispatches, readers) { model.add(toField: $0) } } }
        }
    )
}

/// The two figures of a readers scenario, and the timed loop that records them.
private struct ReaderProbes: Sendable {
    let time = Probe("time", unit: "ns/dispatch", better: .smaller)
    let notifications = Probe("notifications", unit: "per dispatch", better: .smaller)

    /// Runs `dispatches` dispatches, each followed by the re-evaluation of the readers it
    /// notified, records both figures, and returns the checksum.
    @MainActor
    func run(_ dispatches: Int, _ readers: Readers, dispatch: (Int) -> Void) -> Int {
        let clock = ContinuousClock()
        let notifiedBefore = readers.notifications
        let start = clock.now
        for step in 0..<dispatches {
            dispatch(step % Twenty.fieldCount)
            readers.reevaluateNotified()
        }
        let elapsed = (clock.now - start).components
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
        time.record(seconds * 1e9 / Double(dispatches))
        notifications.record(Double(readers.notifications - notifiedBefore) / Double(dispatches))
        return readers.checksum
    }
}

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

/// A state of 20 fields; action `i` adds one to field `i`, and `noChange` changes nothing.
private struct Twenty: Equatable {
    static let fieldCount = 20
    static let noChange = -1

    var f0 = 0, f1 = 0, f2 = 0, f3 = 0, f4 = 0, f5 = 0, f6 = 0, f7 = 0, f8 = 0, f9 = 0
    var f10 = 0, f11 = 0, f12 = 0, f13 = 0, f14 = 0, f15 = 0, f16 = 0, f17 = 0, f18 = 0, f19 = 0

    /// Field `index`, through a `switch` rather than a key path, as both sides read it.
    subscript(index: Int) -> Int {
        get {
            switch index {
            case 0: f0
            case 1: f1
            case 2: f2
            case 3: f3
            case 4: f4
            case 5: f5
            case 6: f6
            case 7: f7
            case 8: f8
            case 9: f9
            case 10: f10
            case 11: f11
            case 12: f12
            case 13: f13
            case 14: f14
            case 15: f15
            case 16: f16
            case 17: f17
            case 18: f18
            default: f19
            }
        }
        set {
            switch index {
            case 0: f0 = newValue
            case 1: f1 = newValue
            case 2: f2 = newValue
            case 3: f3 = newValue
            case 4: f4 = newValue
            case 5: f5 = newValue
            case 6: f6 = newValue
            case 7: f7 = newValue
            case 8: f8 = newValue
            case 9: f9 = newValue
            case 10: f10 = newValue
            case 11: f11 = newValue
            case 12: f12 = newValue
            case 13: f13 = newValue
            case 14: f14 = newValue
            case 15: f15 = newValue
            case 16: f16 = newValue
            case 17: f17 = newValue
            case 18: f18 = newValue
            default: f19 = newValue
            }
        }
    }

    var sum: Int { (0..<Self.fieldCount).reduce(0) { $0 &+ self[$1] } }
}

/// The fields as key paths, as `model.f0`, `model.f1`… name them.
@MainActor
private let twentyFields: [KeyPath<Twenty, Int>] = [
    \.f0, \.f1, \.f2, \.f3, \.f4, \.f5, \.f6, \.f7, \.f8, \.f9,
    \.f10, \.f11, \.f12, \.f13, \.f14, \.f15, \.f16, \.f17, \.f18, \.f19,
]

private func twentyReducer(_ state: inout Twenty, _ field: Int) {
    if field != Twenty.noChange { state[field] &+= 1 }
}

/// The baseline of the 20-field scenarios: a non-generic `@Observable` class whose 20
/// properties the app sets itself.
@MainActor
@Observable
private final class HandWrittenFields {
    var f0 = 0
    var f1 = 0
    var f2 = 0
    var f3 = 0
    var f4 = 0
    var f5 = 0
    var f6 = 0
    var f7 = 0
    var f8 = 0
    var f9 = 0
    var f10 = 0
    var f11 = 0
    var f12 = 0
    var f13 = 0
    var f14 = 0
    var f15 = 0
    var f16 = 0
    var f17 = 0
    var f18 = 0
    var f19 = 0

    /// Property `index`, read through its own accessor (which registers that property alone).
    subscript(index: Int) -> Int {
        switch index {
        case 0: f0
        case 1: f1
        case 2: f2
        case 3: f3
        case 4: f4
        case 5: f5
        case 6: f6
        case 7: f7
        case 8: f8
        case 9: f9
        case 10: f10
        case 11: f11
        case 12: f12
        case 13: f13
        case 14: f14
        case 15: f15
        case 16: f16
        case 17: f17
        case 18: f18
        default: f19
        }
    }

    /// What the reducer does to field `index`, done by hand on its property.
    func add(toField index: Int) {
        switch index {
        case 0: f0 &+= 1
        case 1: f1 &+= 1
        case 2: f2 &+= 1
        case 3: f3 &+= 1
        case 4: f4 &+= 1
        case 5: f5 &+= 1
        case 6: f6 &+= 1
        case 7: f7 &+= 1
        case 8: f8 &+= 1
        case 9: f9 &+= 1
        case 10: f10 &+= 1
        case 11: f11 &+= 1
        case 12: f12 &+= 1
        case 13: f13 &+= 1
        case 14: f14 &+= 1
        case 15: f15 &+= 1
        case 16: f16 &+= 1
        case 17: f17 &+= 1
        case 18: f18 &+= 1
        default: f19 &+= 1
        }
    }

    /// Sets each property whose field in `state` differs, leaving the others untouched.
    func update(from state: Twenty) {
        for index in 0..<Twenty.fieldCount where self[index] != state[index] {
            add(toField: index)
        }
    }
}

/// Readers that follow a model as SwiftUI views do: each evaluates its read inside
/// `withObservationTracking`, is notified once, by the next change of what it read, and
/// evaluates again after the dispatch that notified it.
@MainActor
private final class Readers {
    private let reads: [() -> Int]
    private let notified = NotifiedReaders()
    private var seen: [Int]

    init(_ reads: [() -> Int]) {
        self.reads = reads
        seen = Array(repeating: 0, count: reads.count)
        notified.reserve(reads.count)
        for reader in reads.indices { evaluate(reader) }
    }

    /// Every notification so far.
    var notifications: Int { notified.total }

    /// The sum of what each reader last read.
    var checksum: Int { seen.reduce(0, &+) }

    /// Evaluates again each reader notified since the last call.
    func reevaluateNotified() {
        while let reader = notified.next() { evaluate(reader) }
    }

    private func evaluate(_ reader: Int) {
        let notified = notified
        seen[reader] = withObservationTracking(reads[reader]) { notified.add(reader) }
    }
}

/// The readers notified since they last evaluated, in order.
private final class NotifiedReaders: @unchecked Sendable {
    // Unchecked: Observation calls `onChange` from the model's `willSet`, which both sides
    // call on the main thread, where the readers also take the entries.
    private var pending: [Int] = []
    private var first = 0
    private(set) var total = 0

    func reserve(_ count: Int) {
        pending.reserveCapacity(count)
    }

    func add(_ reader: Int) {
        pending.append(reader)
        total += 1
    }

    func next() -> Int? {
        guard first < pending.count else {
            pending.removeAll(keepingCapacity: true)
            first = 0
            return nil
        }
        defer { first += 1 }
        return pending[first]
    }
}
