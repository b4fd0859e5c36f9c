extension Reduce {
    /// Lifts this reducer to a parent state holding the child state as an optional, and to a
    /// parent action: the result applies the child actions that `action` extracts while the
    /// child state exists, and ignores other actions.
    ///
    /// The child state is mutated in place, through the key path, so an in-place child reducer
    /// keeps its O(1) changes. A child action that arrives while the child state is `nil` is
    /// ignored, and the state is left as it was: the child was dismissed before the action
    /// arrived (an effect answering for a sheet the user closed meanwhile, say), and there is
    /// nothing left to apply it to. The result never creates or removes the child state; the
    /// parent's own reducer does.
    ///
    /// ```swift
    /// let appReducer = Reduce<AppState, AppAction>.combine(
    ///     detailReducer.ifLet(\.detail, action: .detail),
    ///     navigationReducer  // sets `detail` on .open, and back to nil on .close
    /// )
    /// ```
    ///
    /// - Parameters:
    ///   - state: Where the optional child state lives in the parent state.
    ///   - action: Which parent actions carry child actions.
    /// - Returns: A reducer of the parent state and actions.
    public func ifLet<ParentState, ParentAction>(
        _ state: WritableKeyPath<ParentState, State?> & Sendable,
        action: ActionPath<ParentAction, Action>
    ) -> Reduce<ParentState, ParentAction> {
        let reduce = self.reduce
        let extract = action.extract
        return Reduce<ParentState, ParentAction> { parent, parentAction in
            guard let action = extract(parentAction) else { return }
            Self.apply(action, ifPresentIn: &parent[keyPath: state], reduce)
        }
    }

    /// Applies `action` to the wrapped state in place, if there is one.
    private static func apply(
        _ action: Action, ifPresentIn state: inout State?, _ reduce: (inout State, Action) -> Void
    ) {
        // Mutating through `state!` projects the wrapped value in place, where binding it to
        // a local and writing it back would copy it, and its collections with it.
        guard state != nil else { return }
        reduce(&state!, action)
    }
}
