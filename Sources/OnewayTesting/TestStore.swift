import Oneway
import Testing

/// A store for tests that checks every change of state: each `send` says how its action
/// changes the state, and a state that differs in any other way fails the test.
///
/// ```swift
/// let store = TestStore(reducer: counterReducer, state: Counter())
/// store.send(.increment) { $0.count = 1 }
/// store.send(.reset) { $0.count = 0 }
/// ```
///
/// Actions go through a real `Store`, so the reducer runs exactly as in the app; `store`
/// gives access to it for observing. Each `send`'s expectation starts from the state the
/// store actually reached before it, so one wrong step does not fail every later one.
/// Use a `TestStore` from one task or thread at a time, as a test does.
public final class TestStore<State: Equatable, Action> {
    /// The store the actions go through.
    public let store: Store<State, Action>
    private var expected: State

    /// Creates a test store with a pure reducer, as in Redux.
    ///
    /// - Parameters:
    ///   - reducer: Returns the state after an action.
    ///   - state: The initial state.
    public convenience init(reducer: @escaping Reducer<State, Action>, state: State) {
        self.init(Store(reducer: reducer, state: state), state: state)
    }

    /// Creates a test store with an in-place reducer.
    ///
    /// - Parameters:
    ///   - reducer: Applies an action to the state.
    ///   - state: The initial state.
    public convenience init(reducer: @escaping (_ state: inout State, _ action: Action) -> Void, state: State) {
        self.init(Store(reducer: reducer, state: state), state: state)
    }

    /// Creates a test store with a composed reducer.
    ///
    /// - Parameters:
    ///   - reducer: The reducer, for example `Reduce.combine(…)` of scoped feature reducers.
    ///   - state: The initial state.
    public convenience init(reducer: Reduce<State, Action>, state: State) {
        self.init(Store(reducer: reducer, state: state), state: state)
    }

    private init(_ store: Store<State, Action>, state: State) {
        self.store = store
        expected = state
    }

    /// The store's current state.
    public var state: State { store.state }

    /// Dispatches `action` and checks that the state is now the previous one changed by
    /// `update`, and nothing else; records a test issue showing the differing lines if not.
    ///
    /// - Parameters:
    ///   - action: The action to dispatch.
    ///   - sourceLocation: Where a failure is reported; the caller's line by default.
    ///   - update: Changes the previously expected state into the expected one; omit it for
    ///     an action that must leave the state as it was.
    /// - Throws: What `update` throws, after the action was dispatched.
    public func send(
        _ action: Action,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ update: ((inout State) throws -> Void)? = nil
    ) rethrows {
        store.dispatch(action)
        let actual = store.state
        var next = expected
        defer { expected = actual }
        try update?(&next)
        guard next != actual else { return }
        Issue.record(
            "The state after \(action) is not the expected one (−expected, +actual):\n\(difference(next, actual))",
            sourceLocation: sourceLocation
        )
    }
}

/// The lines of the two values' dumps that differ, marked `−` and `+`, with the lines
/// that match left out.
private func difference<Value>(_ expected: Value, _ actual: Value) -> String {
    func lines(_ value: Value) -> [Substring] {
        var text = ""
        dump(value, to: &text)
        return text.split(separator: "\n")
    }
    let (old, new) = (lines(expected), lines(actual))
    var result: [String] = []
    for index in 0..<max(old.count, new.count) {
        let before = index < old.count ? old[index] : nil
        let after = index < new.count ? new[index] : nil
        guard before != after else { continue }
        if let before { result.append("−\(before)") }
        if let after { result.append("+\(after)") }
    }
    return result.joined(separator: "\n")
}
