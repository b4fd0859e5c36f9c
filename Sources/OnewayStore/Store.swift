import OnewayCore
import Synchronization

/// A Redux-style store: one state, changed only by dispatching actions through a reducer, and
/// observed as `Observable`s of the parts each subscriber cares about.
///
/// ```swift
/// let store = Store(reducer: Reducers.rootReducer, state: .initial)
/// store.observe(\.name).subscribe(onNext: { name in … }).disposed(by: bag)
/// store.dispatch(.signIn(name: "Ada", email: "ada@example.com"))
/// ```
///
/// ## Concurrency contract
/// In short (the whole contract, with examples, is <doc:ConcurrencyContract>):
/// - `dispatch(_:)`, `state` and every `observe` may be used from any thread. Actions are
///   applied one at a time, in a single total order, and every observer sees states in that
///   order, never two callbacks at once for one subscription.
/// - An action dispatched from inside an observer callback (a state observer, an `actions`
///   observer, or an effect reacting synchronously) is not applied reentrantly: it is queued
///   and applied right after the current notification finishes, first in first out, without
///   deadlock and without stack growth.
/// - Action observers (`actions`, and so effects) receive every action, none skipped, each
///   after the state observers were notified of a state reflecting it.
/// - When `dispatch(_:)` returns on a thread where no notification was in progress, `state`
///   already reflects the action.
/// - No action is ever lost, whatever the number of threads dispatching.
/// - When the store is released, its effects stop and every observation completes; an
///   `Observable` obtained from the store does not keep it alive, and subscribing to it
///   afterwards completes at once.
/// - A store made by `scope(state:action:)` forwards to the store it was scoped from, so
///   this contract holds for it within that store's single order.
/// - A store created with `callbacksOn:` runs every callback on that scheduler, in the same
///   order; `dispatch(_:)` still applies the action before it returns, and schedules the
///   notifications.
///
/// How: the reducer runs under the store's lock, in place, on the dispatching thread. The first
/// thread to find nobody notifying becomes the notifier and hands observers each new state,
/// with no lock held; other threads apply their actions and return, and the notifier picks up
/// the newest state when it finishes the current one. So a state may be skipped only when
/// another thread dispatched while observers were being notified; the last state is always
/// delivered. A subscription made from another thread during a notification receives its
/// first value from the notifier, right after that notification (so an observer must not
/// block waiting for that value). While other threads keep dispatching, the notifying thread
/// notifies for them only up to a bound, after which a dispatching thread waits its turn and
/// takes the notifying over (see `dispatch(_:)`).
///
/// States and actions cross threads (the dispatching thread reduces, the notifying thread
/// reads): make them values, as Redux requires. The store does not require them to be
/// `Sendable`, so that code written for the RxSwift store compiles unchanged, but it is itself
/// `Sendable` only when both are: in the Swift 6 language mode, the compiler rejects sharing a
/// store of a non-`Sendable` state between tasks or threads.
///
/// The reducer must be a pure function of its state and action, since it runs under the
/// store's lock: dispatching, reading `state` or subscribing from inside it stops the program
/// with a message saying so (rather than deadlocking). Observers may do all three.
public final class Store<StateType, ActionType> {
    // Safe to share (see the `Sendable` conformance): the store holds only immutable
    // references to its core and closures over its root's core, which are safe to share
    // when the state and actions are.

    /// What the store is: a root store's machinery (`RootCore`) or a part of another store
    /// (`ScopedCore`). Every public method is built on it.
    @usableFromInline let core: any Core<StateType, ActionType>
    /// `core.dispatch`, made where the core was made: for a root store, in the inlinable
    /// initializers, so that each dispatch runs code specialized for the store's types.
    @usableFromInline let send: (ActionType) -> Void
    /// `core.state`, made where the core was made, like `send`.
    @usableFromInline let read: () -> StateType
    /// What only the root store has (effects' lifetime, change notifications): its own, or,
    /// for a scoped store, its root's narrowed to its part.
    @usableFromInline let root: StoreRoot<StateType, ActionType>

    /// Creates a store with a pure reducer that returns the next state, as in Redux.
    ///
    /// - Parameters:
    ///   - reducer: Returns the state after `action`. It runs under the store's lock, one
    ///     action at a time, and must not touch the store.
    ///   - state: The initial state.
    ///   - middleware: Code that sees each action before the reducer, first one first (see
    ///     ``Middleware``); none by default.
    ///   - scheduler: Where every callback of the store runs: state observers, action
    ///     observers, and so effects, in the store's single order. `dispatch(_:)` still applies
    ///     the action before it returns, on any thread, and schedules the notifications here;
    ///     pass `MainScheduler.instance` to observe on the main thread without `observe(on:)`.
    ///     By default (`nil`), they run on the thread that notifies (see `Store`).
    @inlinable
    public convenience init(
        reducer: @escaping Reducer<StateType, ActionType>, state: StateType,
        middleware: [Middleware<StateType, ActionType>] = [], callbacksOn scheduler: (any ImmediateSchedulerType)? = nil
    ) {
        self.init(
            root: RootCore(
                reducer: { state, action in state = reducer(state, action) }, state: state,
                hasMiddleware: !middleware.isEmpty, callbackScheduler: scheduler), middleware: middleware)
    }

    /// Creates a store with an in-place reducer, which mutates the state it is given.
    ///
    /// An in-place reducer changing one element of a large collection costs O(1): the store
    /// keeps no other reference to its state while the reducer runs, so the collection is
    /// mutated without being copied (as long as no observer keeps the collection itself).
    ///
    /// - Parameters:
    ///   - reducer: Applies `action` to the state. It runs under the store's lock, one action
    ///     at a time, and must not touch the store.
    ///   - state: The initial state.
    ///   - middleware: Code that sees each action before the reducer, first one first (see
    ///     ``Middleware``); none by default.
    ///   - scheduler: Where every callback of the store runs: state observers, action
    ///     observers, and so effects, in the store's single order. `dispatch(_:)` still applies
    ///     the action before it returns, on any thread, and schedules the notifications here;
    ///     pass `MainScheduler.instance` to observe on the main thread without `observe(on:)`.
    ///     By default (`nil`), they run on the thread that notifies (see `Store`).
    @inlinable
    public convenience init(
        reducer: @escaping (_ state: inout StateType, _ action: ActionType) -> Void, state: StateType,
        middleware: [Middleware<StateType, ActionType>] = [], callbacksOn scheduler: (any ImmediateSchedulerType)? = nil
    ) {
        self.init(
            root: RootCore(
                reducer: reducer, state: state, hasMiddleware: !middleware.isEmpty, callbackScheduler: scheduler),
            middleware: middleware)
    }

    /// Creates a store with a composed reducer.
    ///
    /// - Parameters:
    ///   - reducer: The reducer, for example `Reduce.combine(…)` of scoped feature reducers.
    ///   - state: The initial state.
    ///   - middleware: Code that sees each action before the reducer, first one first (see
    ///     ``Middleware``); none by default.
    ///   - scheduler: Where every callback of the store runs: state observers, action
    ///     observers, and so effects, in the store's single order. `dispatch(_:)` still applies
    ///     the action before it returns, on any thread, and schedules the notifications here;
    ///     pass `MainScheduler.instance` to observe on the main thread without `observe(on:)`.
    ///     By default (`nil`), they run on the thread that notifies (see `Store`).
    @inlinable
    public convenience init(
        reducer: Reduce<StateType, ActionType>, state: StateType, middleware: [Middleware<StateType, ActionType>] = [],
        callbacksOn scheduler: (any ImmediateSchedulerType)? = nil
    ) {
        self.init(
            root: RootCore(
                reducer: reducer.reduce, state: state, hasMiddleware: !middleware.isEmpty, callbackScheduler: scheduler),
            middleware: middleware)
    }

    /// Creates a root store over `root`. Inlinable, like the public initializers, so that the
    /// closures reaching the core and the middleware chain are made specialized for the
    /// store's types.
    @inlinable
    convenience init(root: RootCore<StateType, ActionType>, middleware: [Middleware<StateType, ActionType>]) {
        // One entry point per way of dispatching, chosen once.
        if let chain = root.middlewareChain {
            self.init(
                core: root, root: root.storeRoot, send: { root.dispatch($0, through: chain) }, read: { root.state })
        } else if root.hasCallbackScheduler {
            self.init(core: root, root: root.storeRoot, send: { root.dispatchScheduled($0) }, read: { root.state })
        } else {
            self.init(core: root, root: root.storeRoot, send: { root.dispatchNotifying($0) }, read: { root.state })
        }
        if let chain = root.middlewareChain { root.install(middleware, in: chain, for: self) }
        // Made here, specialized for the store's types; weak, as the store's effects do not
        // keep it alive.
        root.subscribeEffect = { [weak self] output, onDisposed in
            output.subscribe(onNext: { action in self?.dispatch(action) }, onDisposed: onDisposed)
        }
    }

    /// Creates a store over `core`, reached through `send` and `read` on the hot paths.
    @usableFromInline
    init(
        core: any Core<StateType, ActionType>, root: StoreRoot<StateType, ActionType>,
        send: @escaping (ActionType) -> Void, read: @escaping () -> StateType
    ) {
        self.core = core
        self.root = root
        self.send = send
        self.read = read
        Resources.incrementTotal()
    }

    /// Creates a scoped store over `core`, a part of another store.
    convenience init(scoped core: any Core<StateType, ActionType>, root: StoreRoot<StateType, ActionType>) {
        self.init(core: core, root: root, send: { core.dispatch($0) }, read: { core.state })
    }

    deinit {
        Resources.decrementTotal()
    }

    /// The current state, from any thread.
    ///
    /// It reflects every action whose `dispatch(_:)` has returned, except actions dispatched
    /// from an observer callback, which are applied once the current notification finishes.
    @inlinable
    public var state: StateType { read() }

    /// Applies `action` to the state and notifies observers of the new state.
    ///
    /// From any thread. Outside a notification, the reducer runs before `dispatch` returns, so
    /// `state` already reflects the action; if no other thread is notifying, the observers are
    /// notified before it returns too. From inside an observer callback, the action is queued
    /// and applied right after the current notification, in dispatch order.
    ///
    /// Under load it is bounded: while another thread notifies with 1,024 actions waiting for
    /// the action observers, or after it has notified 256 times for others, a dispatch from a
    /// third thread waits its turn before applying its action, and may then take the
    /// notifying over; so neither the waiting actions nor one call's share of other threads'
    /// notifications grows with the flood. A dispatch from inside a callback never waits, nor
    /// does any dispatch into a store with a callback scheduler. So an observer must not block
    /// waiting for a thread that is dispatching into the same store.
    ///
    /// - Parameter action: The action to apply.
    @inlinable
    public func dispatch(_ action: ActionType) {
        send(action)
    }
}

// `@unchecked` because the store's safety rests on its core's lock and notifier role (see
// `RootCore`), which the compiler cannot follow through `any Core` or through the closures
// of `StoreRoot` (they call only the root core's `run` and `watch`, which take its lock, and
// read immutable key paths and action paths); conditional because
// the states and actions themselves cross threads, so sharing the store is only as safe as
// they are.
extension Store: @unchecked Sendable where StateType: Sendable, ActionType: Sendable {}
