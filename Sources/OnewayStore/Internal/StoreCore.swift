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
    /// The delivery engine's part: who waits, and `observers` as of its last change, lent to
    /// the notifier without a retain (`RootCore.lend`).
    @usableFromInline var delivery = DeliveryStateMachine<ObserverList<State>>()
    /// Whether a drain is scheduled on the callback scheduler and has not started yet (see
    /// `RootCore.leave(_:on:schedules:)`).
    @usableFromInline var drainScheduled = false
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

}

// The lock and the notifier role are a `DeliveryEngine`'s, whose owner is `RootCore`.
extension StoreCore: DeliveryState {
    /// Whether the notifier has anything left to do: a subscriber to join, an action to
    /// apply, a state not yet notified or an applied action not yet handed to its observers
    /// (`RootCore.takeWork` reads these queues in the store's own order, conflating states).
    @inlinable
    var hasWork: Bool {
        !pendingJoins.isEmpty || !pendingActions.isEmpty || version != notifiedVersion || !appliedActions.isEmpty
    }

    /// The actions waiting for the notifier: applied ones not yet handed to the action
    /// observers, and those dispatched from callbacks. States are conflated, so they are
    /// all that grows while other threads dispatch faster than the observers keep up.
    @inlinable
    var queuedWork: Int { appliedActions.count &+ pendingActions.count }
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
/// when the notifier took it (see `RootCore.takeAppliedAction`).
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

/// The store's observers at one point, lent to the notifier (see `RootCore.lend`).
@usableFromInline
typealias ObserverList<State> = LentList<StoreObserver<State>>

/// Identifies observations that may be shared: same key path, same comparison.
@usableFromInline
struct ObservationKey: Hashable, @unchecked Sendable {
    // Key paths are immutable; `AnyKeyPath` is not marked `Sendable` on every platform.
    @usableFromInline let keyPath: AnyKeyPath
    /// Whether the observation compares with `==` (otherwise it delivers every state).
    @usableFromInline let isCompared: Bool

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
