/// Code that sits in front of a store's reducer: it sees every action dispatched to the store
/// before the reducer does, and decides what reaches it.
///
/// The shape is Redux's: given the store (to read its state and to dispatch), and `next`,
/// the dispatch function of the middleware after it (the reducer, for the last one), it
/// returns its own dispatch function. Calling `next(action)` hands the action on; not calling
/// it swallows the action; calling it with another action transforms it; dispatching to the
/// store starts a new action from the top of the chain, queued after the current one.
///
/// ```swift
/// let ignoreTicksWhilePaused = Middleware<AppState, AppAction> { store in
///     { next in
///         { action in
///             if case .tick = action, store.state.isPaused { return }
///             next(action)
///         }
///     }
/// }
/// let store = Store(reducer: appReducer, state: AppState(), middleware: [ignoreTicksWhilePaused, .logging()])
/// ```
///
/// Give middleware to the store's initializer; they run in the order given, the first one
/// seeing each action first (as Redux's `applyMiddleware`).
///
/// ## Where it runs
/// - On the thread that dispatched the action, with no store lock held, one action at a time
///   for the whole store: a dispatch from another thread waits until the chain is done with
///   the current action. So a middleware's own variables need no lock of their own.
/// - `next(action)` applies the action before it returns; `store.state` then reflects it
///   and no other action. Observers are notified once the chain is done with the action.
/// - An action dispatched from a middleware (or from an observer) is not applied
///   reentrantly: it is queued, first in first out, and goes through the whole chain once
///   the current action is done.
///
/// ## What it may not do
/// - Wait for another thread that dispatches to this store (that thread waits for the
///   chain: a deadlock), or subscribe to the store from the chain.
/// - Call `next` after its dispatch function has returned: to act later (a delay), dispatch
///   to the store later instead, and the action goes through the whole chain again.
public struct Middleware<State, Action> {
    /// Makes this middleware's dispatch function for a store, around `next`.
    @usableFromInline let wrap:
        (_ store: MiddlewareStore<State, Action>) -> (_ next: @escaping (Action) -> Void) -> (Action) -> Void

    /// Creates a middleware in Redux's shape: `store => next => action => …`.
    ///
    /// The outer closures run once, when the store is created; the innermost one runs for
    /// each action.
    ///
    /// - Parameter wrap: Given the store, then the dispatch function of the rest of the
    ///   chain, returns this middleware's dispatch function.
    @inlinable
    public init(
        _ wrap:
            @escaping (_ store: MiddlewareStore<State, Action>) -> (_ next: @escaping (Action) -> Void) -> (
                Action
            ) -> Void
    ) {
        self.wrap = wrap
    }

    /// Creates a middleware from one closure called for each action.
    ///
    /// ```swift
    /// let doubling = Middleware<Counter, CounterAction>(onAction: { store, action, next in
    ///     next(action)
    ///     if case .increment = action { next(action) }
    /// })
    /// ```
    ///
    /// - Parameter handle: Called with the store, the action and the rest of the chain;
    ///   `next` must be called (or not) before `handle` returns.
    @inlinable
    public init(
        onAction handle:
            @escaping (_ store: MiddlewareStore<State, Action>, _ action: Action, _ next: (Action) -> Void)
            -> Void
    ) {
        self.init { store in
            { next in { action in handle(store, action, next) } }
        }
    }
}
