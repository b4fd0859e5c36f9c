extension StoreRecorder {
    /// A middleware that records each action it hands to the reducer, with the state right
    /// after it: the same lines as `recording(_:)` writes, without wrapping the reducer.
    ///
    /// ```swift
    /// let recorder = try StoreRecorder<AppState, AppAction>(writingTo: "session.jsonl", initialState: state)
    /// let store = Store(reducer: appReducer, state: state, middleware: [.logging(), recorder.middleware])
    /// ```
    ///
    /// Put it last: it records the actions as the middleware before it leave them, which
    /// are then what the reducer applies (a middleware after it that swallows or changes an
    /// action would make a recording that replay rejects). Middleware run one action at a
    /// time, so the state it reads after each action is exactly the state that action left.
    /// Each dispatch pays one read of the state (a lock round trip); encoding and writing
    /// happen on the recorder's queue, off the store's lock and off the dispatching thread.
    public var middleware: Middleware<State, Action> {
        Middleware(onAction: { store, action, next in
            next(action)
            self.record(action: action, stateAfter: store.state)
        })
    }
}
