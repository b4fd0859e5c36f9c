/// What a middleware sees of its store: the state, and a way to dispatch.
///
/// It does not keep the store alive: once the store is released, `dispatch(_:)` does nothing
/// and reading `state` stops the program with a message saying so.
public struct MiddlewareStore<State, Action> {
    @usableFromInline weak var store: Store<State, Action>?

    @inlinable
    init(_ store: Store<State, Action>) {
        self.store = store
    }

    /// The store's current state.
    ///
    /// Inside the chain, it reflects every action applied so far: before `next(action)`,
    /// the state the action will be applied to; after it, the state right after it.
    @inlinable
    public var state: State {
        guard let store else { fatalError("Middleware: read the state of a store that was released") }
        return store.state
    }

    /// Dispatches `action` to the store, through the whole chain of middleware.
    ///
    /// From inside the chain, the action is queued and goes through the chain once the
    /// current action is done, first in first out; from anywhere else (a middleware acting
    /// later), it is the store's own `dispatch(_:)`. Does nothing once the store is released.
    ///
    /// - Parameter action: The action to dispatch.
    @inlinable
    public func dispatch(_ action: Action) {
        store?.dispatch(action)
    }
}

extension MiddlewareStore: Sendable where State: Sendable, Action: Sendable {}
