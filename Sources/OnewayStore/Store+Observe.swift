import OnewayCore

extension Store {
    /// Observes the value at `keyPath`: emits the current value on subscription, then each
    /// new value that differs (`!=`) from the one this subscriber last received.
    ///
    /// Subscribers of equal key paths share one read and one comparison per state change,
    /// whatever their number. A key path made only of stored properties is resolved to an
    /// offset once, at subscription; any other (computed properties, subscripts such as
    /// `\.items[i]`) is read by the runtime's key-path interpreter at each state change, at
    /// several times the cost of a closure, so for many such observations prefer the selector form
    /// (`observe { $0.items[i] }`). Elements arrive on the thread that notifies (see `Store`),
    /// one at a time, in the store's order. The sequence completes when the store is released,
    /// and does not keep the store alive.
    ///
    /// - Parameter keyPath: The value to observe.
    /// - Returns: An observable of the distinct values at `keyPath`.
    @inlinable
    public func observe<T: Equatable>(_ keyPath: KeyPath<StateType, T>) -> Observable<T> {
        observeDistinct(keyPath)
    }

    /// Observes the array at `keyPath`: emits it on subscription, then each new array that
    /// differs from the one this subscriber last received.
    ///
    /// The same as the `Equatable` form (and shared with it); kept so that code written for
    /// RxSwift-based Redux stores compiles unchanged.
    ///
    /// - Parameter keyPath: The array to observe.
    /// - Returns: An observable of the distinct arrays at `keyPath`.
    @inlinable
    public func observe<T: Equatable>(_ keyPath: KeyPath<StateType, [T]>) -> Observable<[T]> {
        observeDistinct(keyPath)
    }

    /// The shared observation of an `Equatable` value, behind both key-path forms.
    @inlinable
    func observeDistinct<T: Equatable>(_ keyPath: KeyPath<StateType, T>) -> Observable<T> {
        core.observe(ObservationRequest(.keyPath(keyPath), isDuplicate: ==, isShared: true))
    }

    /// Observes the value at `keyPath`, with `comparer` deciding which values are the same.
    ///
    /// Emits the current value on subscription, then each value for which
    /// `comparer(lastReceived, new)` is `false`. Subscriptions with a comparer are not shared.
    ///
    /// - Parameters:
    ///   - keyPath: The value to observe.
    ///   - comparer: Returns `true` when two values count as equal; called on the notifying
    ///     thread.
    /// - Returns: An observable of the values at `keyPath`, without consecutive equal ones.
    @inlinable
    public func observe<T>(
        _ keyPath: KeyPath<StateType, T>,
        comparer: @escaping (T, T) -> Bool
    ) -> Observable<T> {
        core.observe(ObservationRequest(.keyPath(keyPath), isDuplicate: comparer, isShared: false))
    }

    /// Observes a value computed from the state: emits it on subscription, then each new
    /// value that differs (`!=`) from the one this subscriber last received.
    ///
    /// `select` runs once per state change, on the notifying thread, with no lock held; it
    /// should be cheap and must not depend on anything but the state.
    ///
    /// - Parameter select: Computes the observed value from a state.
    /// - Returns: An observable of the distinct selected values.
    @inlinable
    public func observe<T: Equatable>(_ select: @escaping (StateType) -> T) -> Observable<T> {
        core.observe(ObservationRequest(.select(select), isDuplicate: ==, isShared: false))
    }

    /// Observes a value computed from the state, with `comparer` deciding which values are
    /// the same.
    ///
    /// - Parameters:
    ///   - select: Computes the observed value from a state, on the notifying thread.
    ///   - comparer: Returns `true` when two values count as equal.
    /// - Returns: An observable of the selected values, without consecutive equal ones.
    @inlinable
    public func observe<T>(
        _ select: @escaping (StateType) -> T,
        comparer: @escaping (T, T) -> Bool
    ) -> Observable<T> {
        core.observe(ObservationRequest(.select(select), isDuplicate: comparer, isShared: false))
    }

    /// Observes the whole state: emits the current state on subscription, then every state
    /// the store notifies, without comparing.
    ///
    /// For an `Equatable` state, `observe(\.self)` emits only changes. Holding the state keeps
    /// its collections referenced, so an in-place reducer copies one the next time it changes it.
    ///
    /// - Returns: An observable of the store's states.
    @inlinable
    public func observe() -> Observable<StateType> {
        observeEvery(\.self)
    }

    /// The shared observation of the value at `keyPath` in every notified state, without
    /// comparing: the whole state of this store, or of a store scoped to `keyPath`.
    @inlinable
    func observeEvery<T>(_ keyPath: KeyPath<StateType, T>) -> Observable<T> {
        core.observe(ObservationRequest(.keyPath(keyPath), isDuplicate: nil, isShared: true))
    }
}
