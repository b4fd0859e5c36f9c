extension StoreRecorder {
    /// A reducer that runs `reducer`, then records the action with the state it left.
    ///
    /// Give it to the store in place of `reducer`. Recording adds to each dispatch only what
    /// `record(action:stateAfter:)` does under the store's lock.
    ///
    /// - Parameter reducer: The store's reducer.
    /// - Returns: The reducer, recording.
    @inlinable
    public func recording(_ reducer: Reduce<State, Action>) -> Reduce<State, Action> {
        Reduce { state, action in
            reducer.reduce(&state, action)
            self.record(action: action, stateAfter: state)
        }
    }

    /// An in-place reducer that runs `reducer`, then records the action with the state it left.
    ///
    /// - Parameter reducer: The store's in-place reducer.
    /// - Returns: The reducer, recording.
    @inlinable
    public func recording(
        _ reducer: @escaping (_ state: inout State, _ action: Action) -> Void
    ) -> (_ state: inout State, _ action: Action) -> Void {
        { state, action in
            reducer(&state, action)
            self.record(action: action, stateAfter: state)
        }
    }
}
