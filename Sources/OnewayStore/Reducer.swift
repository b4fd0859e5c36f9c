/// A pure reducer, as in Redux: returns the state that follows `state` after `action`.
public typealias Reducer<StateType, ActionType> = (_ state: StateType, _ action: ActionType) -> StateType

/// A reducer as a value that can be combined and scoped: applies an action to a state in place.
///
/// Write a feature's reducer over the feature's own state and actions, test it in its own
/// `Store`, then lift it into the app's with `pullback(state:action:)` and combine:
///
/// ```swift
/// let appReducer = Reduce<AppState, AppAction>.combine(
///     Reduce(counterReducer).pullback(state: \.counter, action: .counter),
///     Reduce(profileReducer).pullback(state: \.profile, action: .profile),
///     Reduce(logReducer)
/// )
/// let store = Store(reducer: appReducer, state: AppState())
/// ```
///
/// A `Reduce` runs wherever the store runs it: under the store's lock, one action at a time.
/// It is `Sendable` (its closures are `@Sendable`), since a reducer is a pure function: declare
/// reducers as `static let`s and share them freely.
public struct Reduce<State, Action>: Sendable {
    /// Applies `action` to `state` in place.
    public let reduce: @Sendable (_ state: inout State, _ action: Action) -> Void

    /// Wraps an in-place reducer.
    ///
    /// - Parameter reduce: Mutates the state for the action.
    public init(_ reduce: @escaping @Sendable (_ state: inout State, _ action: Action) -> Void) {
        self.reduce = reduce
    }

    /// Wraps a pure reducer.
    ///
    /// A pure reducer returns a new state, so a collection it changes is copied each time;
    /// use the in-place form where that matters.
    ///
    /// - Parameter reducer: Returns the next state.
    public init(_ reducer: @escaping @Sendable (_ state: State, _ action: Action) -> State) {
        reduce = { state, action in state = reducer(state, action) }
    }

    /// Applies `action` to `state` in place.
    public func callAsFunction(_ state: inout State, _ action: Action) {
        reduce(&state, action)
    }

    /// Returns the state that follows `state` after `action`.
    public func callAsFunction(_ state: State, _ action: Action) -> State {
        var state = state
        reduce(&state, action)
        return state
    }

    /// Combines reducers into one that runs each of them, in order, on every action.
    ///
    /// Each reducer sees the state the previous one left, as with Redux's `reduceReducers`.
    ///
    /// - Parameter reducers: The reducers, in the order they run.
    /// - Returns: A reducer running all of them.
    public static func combine(_ reducers: Reduce...) -> Reduce {
        combine(reducers)
    }

    /// Combines reducers into one that runs each of them, in order, on every action.
    ///
    /// - Parameter reducers: The reducers, in the order they run.
    /// - Returns: A reducer running all of them.
    public static func combine(_ reducers: [Reduce]) -> Reduce {
        let reduces = reducers.map(\.reduce)
        return Reduce { state, action in
            for reduce in reduces {
                reduce(&state, action)
            }
        }
    }
}
