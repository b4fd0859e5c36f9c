import OnewayCore

/// Everything a store guards with its lock.
///
/// The lock is held while the reducer runs (so that actions apply one at a time, in place) and
/// while deciding who notifies; never while calling an observer.
@usableFromInline
struct StoreCore<State, Action> {
    @usableFromInline var state: State
    /// How many actions have been applied.
    @usableFromInline var version: UInt64 = 0
    /// The version of the last state handed to observers.
    @usableFromInline var notifiedVersion: UInt64 = 0
    /// Actions dispatched from inside a notification, applied after it, first in first out.
    @usableFromInline var pendingActions = Queue<Action>()
    /// Subscriptions made on other threads while a notification was in progress; the
    /// notifier joins them between two notifications.
    @usableFromInline var pendingJoins = Queue<() -> Void>()
    /// What each notification calls, in subscription order.
    @usableFromInline var observers = Bag<StoreObserver<State>>()
    /// `observers` as of its last change, lent to the notifier without a retain (see
    /// `RootCore.lendObservers`); nil until a notification needs it after a change.
    @usableFromInline var snapshot: ObserverList<State>?
    /// The delivery engine's part: the snapshots replaced while the notifier may still be
    /// reading them, which it lets go of after the lock (`RootCore.invalidateObservers`).
    /// Its queue stays empty: the notifier's work waits in the store's own queues (see
    /// `hasOwnWork`).
    @usableFromInline var delivery = DeliveryStateMachine<Never, ObserverList<State>>()
    /// How to finish each observation when the store goes away, under the same keys.
    @usableFromInline var finishers: [Int: () -> Void] = [:]
    /// Observations that subscribers of the same key path share.
    @usableFromInline var shared: [ObservationKey: SharedObservation] = [:]
    /// Subscribers of `Store.actions`, in subscription order.
    @usableFromInline var actionObservers = Bag<Sink<Action>>()
    /// Actions applied but not yet handed to `actionObservers`, oldest first; recorded only
    /// while somebody observes actions.
    @usableFromInline var appliedActions = Queue<AppliedAction<Action>>()
    /// The effects started with `Store.run`, stopped when the store is released.
    @usableFromInline var runningEffects = Bag<Disposable>()
    /// The persistences told when the state changes (see `ChangeWatch`), oldest first.
    @usableFromInline var changeWatches = ContiguousArray<ChangeWatch<State>>()
    /// The key of the next `ChangeWatch`.
    @usableFromInline var nextChangeWatchKey = 0
    /// How many of `changeWatches` are not marked changed: while a save is armed, none, and
    /// a notified state costs one comparison.
    @usableFromInline var unmarkedWatches = 0

    @inlinable
    init(state: State) {
        self.state = state
    }

    /// Whether the notifier has anything left to do: a subscriber to join, an action to
    /// apply, a state not yet notified or an applied action not yet handed to its observers.
    ///
    /// The delivery engine reads it after each of the notifier's steps (`RootCore.nextStep`,
    /// which reads these queues in the store's own order, conflating states): a thread that
    /// leaves work sets the engine's work-queued bit (a failed claim, or
    /// `RootCore.leaveOwnWork`), so the notifier comes back under the lock for it.
    @inlinable
    var hasOwnWork: Bool {
        !pendingJoins.isEmpty || !pendingActions.isEmpty || version != notifiedVersion || !appliedActions.isEmpty
    }
}

// The lock and the notifier role are a `DeliveryEngine`'s: the store's own state is its context.
extension StoreCore: DeliveryContext {
    /// The actions waiting for the notifier: applied ones not yet handed to the action
    /// observers, and those dispatched from callbacks. States are conflated, so they are
    /// all that grows while other threads dispatch faster than the observers keep up.
    @inlinable
    var queuedOwnWork: Int { appliedActions.count &+ pendingActions.count }

    /// Only lock holders take the notifier role: a claim is a plain store.
    @inlinable
    static var claimsWithoutLock: Bool { false }
}

/// An applied action waiting for the notifier, and who it is for: the action observers
/// subscribed before it was applied (keys below `watermark`).
@usableFromInline
struct AppliedAction<Action> {
    @usableFromInline let action: Action
    @usableFromInline let watermark: Bag<Sink<Action>>.Key

    @inlinable
    init(_ action: Action, watermark: Bag<Sink<Action>>.Key) {
        self.action = action
        self.watermark = watermark
    }
}

/// An applied action on its way to the action observers, with those observers as they were
/// when the notifier took it (see `Store.takeAppliedAction`).
@usableFromInline
struct ActionDelivery<Action> {
    @usableFromInline let applied: AppliedAction<Action>
    @usableFromInline let observers: ContiguousArray<Bag<Sink<Action>>.Entry>

    @inlinable
    init(_ applied: AppliedAction<Action>, observers: ContiguousArray<Bag<Sink<Action>>.Entry>) {
        self.applied = applied
        self.observers = observers
    }
}

/// Hands a newly notified state to one observation: the state, and its address for reads
/// at a fixed offset. Created in the caller's module by the inlinable `observe`, so that it
/// runs specialized for the caller's types.
@usableFromInline
typealias StoreObserver<State> = (_ state: State, _ address: UnsafePointer<State>) -> Void

/// The store's observers at one point, lent to the notifier (see `Store.lendObservers`).
@usableFromInline
typealias ObserverList<State> = LentList<StoreObserver<State>>

/// Identifies observations that may be shared: same key path, same comparison.
@usableFromInline
struct ObservationKey: Hashable, @unchecked Sendable {
    // Key paths are immutable; `AnyKeyPath` is not marked `Sendable` on every platform.
    @usableFromInline let keyPath: AnyKeyPath
    /// Whether the observation compares with `==` (otherwise it delivers every state).
    @usableFromInline let isCompared: Bool

    @inlinable
    init(_ keyPath: AnyKeyPath, isCompared: Bool) {
        self.keyPath = keyPath
        self.isCompared = isCompared
    }
}

/// A shared observation and where it is registered.
@usableFromInline
struct SharedObservation {
    @usableFromInline let registration: Int
    @usableFromInline let observation: AnyObject
}
