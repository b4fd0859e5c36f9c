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
///
/// How: the reducer runs under the store's lock, in place, on the dispatching thread. The first
/// thread to find nobody notifying becomes the notifier and hands observers each new state,
/// with no lock held; other threads apply their actions and return, and the notifier picks up
/// the newest state when it finishes the current one. So a state may be skipped only when
/// another thread dispatched while observers were being notified; the last state is always
/// delivered. A subscription made from another thread during a notification receives its
/// first value from the notifier, right after that notification (so an observer must not
/// block waiting for that value). While other threads keep
/// dispatching, the notifying thread keeps notifying for them, so its own `dispatch` call
/// returns once it has caught up.
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
    // Safe to share (see the `Sendable` conformance): `core` is guarded by its lock; every
    // observation's last value is touched only by the current notifier, a role handed over
    // through `notifier` (taken under the lock, given up with a releasing compare-and-swap).

    @usableFromInline let reducer: (inout StateType, ActionType) -> Void
    /// Everything the lock guards; `nil` only in a scoped store, which has no state of its
    /// own and forwards every public call through `scopeLink` before it would reach `core`.
    @usableFromInline let rootCore: LockedState<StoreCore<StateType, ActionType>>?
    /// How a scoped store reaches the store it is a part of; `nil` in a root store.
    @usableFromInline let scopeLink: StoreScope<StateType, ActionType>?
    /// The thread running the reducer right now, or 0: to catch a reducer that calls back
    /// into the store, which would otherwise deadlock on the lock it runs under.
    @usableFromInline let reducingThread = Atomic<UInt>(0)
    /// The thread notifying observers (`ThreadIdentity.rawValue`), with `workFlaggedBit` set once
    /// work was left for it (an action applied, a subscriber waiting); 0 when nobody notifies.
    ///
    /// Outside the lock so that a notification after which nothing happened ends with one
    /// compare-and-swap instead of a second lock round trip. Only lock holders move it away
    /// from 0 or set the bit, always before leaving the work; the notifier clears it either
    /// without the lock (a compare-and-swap that fails if the bit is set) or under the lock
    /// once nothing is left. So work left for the notifier is never left behind.
    @usableFromInline let notifier = Atomic<UInt>(0)
    @usableFromInline static var workFlaggedBit: UInt { 1 }
    /// The applied action the notifier hands to the action observers after its current step.
    // Unchecked: only the notifier touches it, setting it under the lock and taking it right
    // after; the notifier role is handed over with acquiring and releasing operations.
    @exclusivity(unchecked) @usableFromInline var delivery: ActionDelivery<ActionType>?
    /// The middleware given at `init`, composed; `nil` without middleware, and in a scoped
    /// store, which dispatches through its root's.
    @usableFromInline let middlewareChain: MiddlewareChain<StateType, ActionType>?
    /// A queued action the notifier runs through the middleware after its current step.
    // Unchecked: only the notifier touches it, like `delivery`.
    @exclusivity(unchecked) @usableFromInline var chained: ActionType?

    /// Creates a store with a pure reducer that returns the next state, as in Redux.
    ///
    /// - Parameters:
    ///   - reducer: Returns the state after `action`. It runs under the store's lock, one
    ///     action at a time, and must not touch the store.
    ///   - state: The initial state.
    ///   - middleware: Code that sees each action before the reducer, first one first (see
    ///     ``Middleware``); none by default.
    @inlinable
    public convenience init(
        reducer: @escaping Reducer<StateType, ActionType>, state: StateType,
        middleware: [Middleware<StateType, ActionType>] = []
    ) {
        self.init(inPlace: { state, action in state = reducer(state, action) }, state: state, middleware: middleware)
        if let middlewareChain { install(middleware, in: middlewareChain) }
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
    @inlinable
    public convenience init(
        reducer: @escaping (_ state: inout StateType, _ action: ActionType) -> Void, state: StateType,
        middleware: [Middleware<StateType, ActionType>] = []
    ) {
        self.init(inPlace: reducer, state: state, middleware: middleware)
        if let middlewareChain { install(middleware, in: middlewareChain) }
    }

    /// Creates a store with a composed reducer.
    ///
    /// - Parameters:
    ///   - reducer: The reducer, for example `Reduce.combine(…)` of scoped feature reducers.
    ///   - state: The initial state.
    ///   - middleware: Code that sees each action before the reducer, first one first (see
    ///     ``Middleware``); none by default.
    @inlinable
    public convenience init(
        reducer: Reduce<StateType, ActionType>, state: StateType, middleware: [Middleware<StateType, ActionType>] = []
    ) {
        self.init(inPlace: reducer.reduce, state: state, middleware: middleware)
        if let middlewareChain { install(middleware, in: middlewareChain) }
    }

    /// Creates a root store; the convenience initializers, inlinable, then install the
    /// middleware, so that the chain's closures are made specialized for the store's types.
    @usableFromInline
    init(
        inPlace reducer: @escaping (inout StateType, ActionType) -> Void, state: StateType,
        middleware: [Middleware<StateType, ActionType>]
    ) {
        self.reducer = reducer
        rootCore = LockedState(StoreCore(state: state))
        scopeLink = nil
        middlewareChain = middleware.isEmpty ? nil : MiddlewareChain()
        Resources.incrementTotal()
    }

    /// Creates a scoped store: a part of another store, reached through `scope`.
    init(scope: StoreScope<StateType, ActionType>) {
        reducer = { _, _ in fatalError("Store: a scoped store has no reducer of its own") }
        rootCore = nil
        scopeLink = scope
        middlewareChain = nil
        Resources.incrementTotal()
    }

    /// The root store's core. Only root-store code paths read it: the public methods of a
    /// scoped store return through `scopeLink` first.
    @inlinable
    var core: LockedState<StoreCore<StateType, ActionType>> { rootCore.unsafelyUnwrapped }

    deinit {
        guard scopeLink == nil else {
            Resources.decrementTotal()
            return
        }
        // Nobody notifies while the store is being released (the notifier holds the store).
        let (observers, snapshot, finishers, actionObservers, effects) = core.withLock { core in
            core.shared = [:]
            core.appliedActions.removeAll()
            defer {
                core.finishers = [:]
                core.snapshot = nil
            }
            return (
                core.observers.removeAll(), core.snapshot, core.finishers.sorted { $0.key < $1.key },
                core.actionObservers.removeAll(), core.runningEffects.removeAll()
            )
        }
        _ = (observers, snapshot)
        let (watches, lastState) = core.withLock { core in
            defer { core.changeWatches = [] }
            return (core.changeWatches, core.state)
        }
        // Persistences first: their last save is of the state as the store leaves it.
        for watch in watches {
            watch.ended(lastState)
        }
        // Effects first: their subscriptions to this store's observables then end quietly,
        // rather than reacting to the completions below.
        for effect in effects {
            effect.dispose()
        }
        for (_, finish) in finishers {
            finish()
        }
        for sink in actionObservers {
            sink.onCompleted()
        }
        Resources.decrementTotal()
    }

    /// The current state, from any thread.
    ///
    /// It reflects every action whose `dispatch(_:)` has returned, except actions dispatched
    /// from an observer callback, which are applied once the current notification finishes.
    public var state: StateType {
        if let scopeLink { return scopeLink.state }
        checkNotReducing("read store.state")
        return core.withLock { $0.state }
    }

    /// Stops the program if the calling thread is running this store's reducer.
    @inlinable
    func checkNotReducing(_ what: @autoclosure () -> String, thread: UInt = ThreadIdentity.current.rawValue) {
        require(
            reducingThread.load(ordering: .relaxed) != thread,
            "Store: the reducer tried to \(what()); a reducer must be a pure function of the state and "
                + "action it is given (dispatch follow-up actions from an observer instead)"
        )
    }
}

// `@unchecked` because the store's safety rests on its lock and its notifier role (see the
// comment at the top of the class), which the compiler cannot follow; conditional because
// the states and actions themselves cross threads, so sharing the store is only as safe as
// they are.
extension Store: @unchecked Sendable where StateType: Sendable, ActionType: Sendable {}
