extension Reduce {
    /// Lifts this reducer to a parent state and a parent action: the result applies the child
    /// actions that `action` extracts to the child state at `state`, and ignores other actions.
    ///
    /// The child state is mutated in place through the key path, so an in-place child reducer
    /// keeps its O(1) changes (a key path of stored properties projects the child's address).
    ///
    /// - Parameters:
    ///   - state: Where the child state lives in the parent state.
    ///   - action: Which parent actions carry child actions.
    /// - Returns: A reducer of the parent state and actions.
    public func pullback<ParentState, ParentAction>(
        state: WritableKeyPath<ParentState, State> & Sendable,
        action: ActionPath<ParentAction, Action>
    ) -> Reduce<ParentState, ParentAction> {
        pullback(state: state, extract: action.extract)
    }

    /// Lifts this reducer to a parent state and a parent action, given only how to extract
    /// the child action.
    ///
    /// - Parameters:
    ///   - state: Where the child state lives in the parent state.
    ///   - extract: Returns the child action a parent action carries, or `nil` to ignore it.
    /// - Returns: A reducer of the parent state and actions.
    public func pullback<ParentState, ParentAction>(
        state: WritableKeyPath<ParentState, State> & Sendable,
        extract: @escaping @Sendable (ParentAction) -> Action?
    ) -> Reduce<ParentState, ParentAction> {
        let reduce = self.reduce
        return Reduce<ParentState, ParentAction> { parent, parentAction in
            guard let action = extract(parentAction) else { return }
            reduce(&parent[keyPath: state], action)
        }
    }

    /// Lifts this reducer to a parent state; every action reaches it.
    ///
    /// - Parameter state: Where the child state lives in the parent state.
    /// - Returns: A reducer of the parent state.
    public func pullback<ParentState>(state: WritableKeyPath<ParentState, State> & Sendable) -> Reduce<
        ParentState, Action
    > {
        let reduce = self.reduce
        return Reduce<ParentState, Action> { parent, action in
            reduce(&parent[keyPath: state], action)
        }
    }

    /// Lifts this reducer to a parent action; it sees only the actions `action` extracts.
    ///
    /// - Parameter action: Which parent actions carry this reducer's actions.
    /// - Returns: A reducer of the parent actions.
    public func pullback<ParentAction>(action: ActionPath<ParentAction, Action>) -> Reduce<State, ParentAction> {
        let reduce = self.reduce
        let extract = action.extract
        return Reduce<State, ParentAction> { state, parentAction in
            guard let action = extract(parentAction) else { return }
            reduce(&state, action)
        }
    }
}
