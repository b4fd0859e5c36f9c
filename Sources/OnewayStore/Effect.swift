import OnewayCore

/// A side effect of a store: an Rx chain from the actions the store applies, and its states,
/// to new actions for the store (an "epic", in redux-observable's terms).
///
/// ```swift
/// let search = Effect<AppState, AppAction> { actions, state in
///     state.map(\.query).distinctUntilChanged()
///         .debounce(.milliseconds(300), scheduler: MainScheduler.instance)
///         .flatMapLatest { query in api.search(query).catchAndReturn([]) }
///         .map(AppAction.found)
/// }
/// store.run(search)
/// ```
///
/// Reducers stay pure functions; whatever reaches outside the state (timers, network, disk)
/// lives in effects, where operators order, time and cancel it, and where a `TestScheduler`
/// runs it on virtual time. `Store.run(_:)` states when the effect sees what, and what
/// becomes of the actions it emits.
///
/// An effect is a description: it does nothing until a store runs it, and each `run` calls its
/// body anew, so one effect may run on several stores. Unlike a `Reduce`, it is not `Sendable`:
/// an effect captures what it talks to (a scheduler, a client), often not `Sendable` (such as
/// a `TestScheduler`), so declare a feature's effect as a function of those dependencies
/// (`static func search(api:scheduler:) -> Effect`) rather than as a global constant.
public struct Effect<State, Action> {
    /// Builds the effect's output from the store's applied actions and its states; called
    /// once per `Store.run(_:)`, on the thread that calls it.
    public let body: (_ actions: Observable<Action>, _ state: Observable<State>) -> Observable<Action>

    /// Creates an effect from the chain that makes its actions.
    ///
    /// - Parameter body: Given the store's applied actions (`Store.actions`) and its states
    ///   (`Store.observe()`: the current state first, then each state the store notifies),
    ///   returns the actions to dispatch.
    public init(
        _ body: @escaping (_ actions: Observable<Action>, _ state: Observable<State>) -> Observable<Action>
    ) {
        self.body = body
    }

    /// An effect that dispatches nothing.
    public static var none: Effect {
        Effect { _, _ in .empty() }
    }

    /// Runs `effects` side by side: the result dispatches what each of them does, as it does.
    ///
    /// - Parameter effects: The effects to run together.
    /// - Returns: One effect merging their outputs.
    public static func merge(_ effects: [Effect]) -> Effect {
        Effect { actions, state in
            .merge(effects.map { $0.body(actions, state) })
        }
    }

    /// Runs `effects` side by side: the result dispatches what each of them does, as it does.
    ///
    /// - Parameter effects: The effects to run together.
    /// - Returns: One effect merging their outputs.
    public static func merge(_ effects: Effect...) -> Effect {
        merge(effects)
    }

    /// Lifts this feature effect to a parent store: it sees the child actions that `action`
    /// extracts and the child state at `state`, and its actions are embedded back.
    ///
    /// The counterpart of `Reduce.pullback(state:action:)`, so that a feature's reducer and
    /// effects are written and tested alone, then mounted together. The child state is read
    /// from every parent state the store notifies; apply `distinctUntilChanged()` in the
    /// effect to react only when it changes.
    ///
    /// - Parameters:
    ///   - state: Where the child state lives in the parent state.
    ///   - action: Which parent actions carry child actions.
    /// - Returns: An effect of the parent state and actions.
    public func pullback<ParentState, ParentAction>(
        state: KeyPath<ParentState, State>,
        action: ActionPath<ParentAction, Action>
    ) -> Effect<ParentState, ParentAction> {
        let body = self.body
        return Effect<ParentState, ParentAction> { actions, parentState in
            body(actions.compactMap(action.extract), parentState.map { $0[keyPath: state] })
                .map(action.embed)
        }
    }
}
