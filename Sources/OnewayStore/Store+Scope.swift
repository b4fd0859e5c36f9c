import OnewayCore

extension Store {
    /// A store for one feature: a view of the part of this store's state at `state`, whose
    /// actions are this store's actions that `action` embeds.
    ///
    /// Hand it to the feature's code, which then sees only its own state and actions, as
    /// with TCA's `Store.scope`:
    ///
    /// ```swift
    /// let counter: Store<CounterState, CounterAction> = appStore.scope(state: \.counter, action: .counter)
    /// counter.observe(\.count).subscribe(onNext: { … })
    /// counter.dispatch(.increment)  // applies AppAction.counter(.increment) to the app store
    /// ```
    ///
    /// The scoped store has no state or reducer of its own: `state` reads this store's,
    /// `dispatch` embeds the action and dispatches it here, observations are this store's
    /// observations of the appended key path (shared with every other observer of it),
    /// `actions` are this store's actions that `action` extracts, and `run` runs the effect
    /// here, pulled back. So everything in this store's concurrency contract holds for it, in
    /// the same single order. It holds this store strongly; its observations complete when
    /// the root store is released, not when the scoped store is. Scoping a scoped store
    /// forwards through both, to the root.
    ///
    /// - Parameters:
    ///   - state: Where the feature's state lives in this store's state.
    ///   - action: Which of this store's actions carry the feature's actions.
    /// - Returns: A store of the feature's state and actions.
    public func scope<ChildState, ChildAction>(
        state: KeyPath<StateType, ChildState>,
        action: ActionPath<ActionType, ChildAction>
    ) -> Store<ChildState, ChildAction> {
        Store<ChildState, ChildAction>(
            scoped: ScopedCore(parent: self, path: state, action: action), root: root.scoped(to: state, action: action))
    }

    /// A store for one part of this store's state that dispatches this store's own actions.
    ///
    /// For a view that shows a part of the state but sends app-wide actions. The same as
    /// `scope(state:action:)` with an action path that passes every action through.
    ///
    /// - Parameter state: Where the part lives in this store's state.
    /// - Returns: A store of that part of the state and of this store's actions.
    public func scope<ChildState>(state: KeyPath<StateType, ChildState>) -> Store<ChildState, ActionType> {
        scope(state: state, action: ActionPath(embed: { $0 }, extract: { $0 }))
    }
}
