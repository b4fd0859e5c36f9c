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
    /// The thread notifying observers right now (`currentThreadToken()`), or 0.
    @usableFromInline var notifier: UInt = 0
    /// Actions dispatched from inside a notification, applied after it, first in first out.
    @usableFromInline var pendingActions = Queue<Action>()
    /// Subscriptions made on other threads while a notification was in progress; the
    /// notifier joins them between two notifications.
    @usableFromInline var pendingJoins = Queue<() -> Void>()
    @usableFromInline var observations = Bag<RegisteredObservation<State>>()
    /// Observations that subscribers of the same key path share.
    @usableFromInline var shared: [ObservationKey: SharedObservation] = [:]

    @inlinable
    init(state: State) {
        self.state = state
    }
}

/// What a store keeps of one observation: how to update it and how to finish it.
@usableFromInline
struct RegisteredObservation<State> {
    /// Created in the caller's module by the inlinable `observe`, so it runs specialized.
    @usableFromInline let update: (UnsafePointer<State>) -> Void
    @usableFromInline let finish: () -> Void

    @inlinable
    init(update: @escaping (UnsafePointer<State>) -> Void, finish: @escaping () -> Void) {
        self.update = update
        self.finish = finish
    }
}

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
