extension SharedSequenceConvertibleType {
    /// Returns a sequence that emits an element, then at most one element per `dueTime`,
    /// timed on the strategy's scheduler.
    ///
    /// As `Observable.throttle(_:latest:scheduler:)`: with `latest`, the latest element
    /// received during a window is emitted at its end.
    ///
    /// - Parameters:
    ///   - dueTime: The shortest time between two elements.
    ///   - latest: Whether to emit the latest element of each window at its end.
    /// - Returns: The throttled sequence, shared as the strategy shares.
    /// - SeeAlso: [debounce operator on reactivex.io](http://reactivex.io/documentation/operators/debounce.html)
    @inlinable
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
    }

    /// Returns a sequence that emits an element only once `dueTime` has passed without
    /// another, timed on the strategy's scheduler.
    ///
    /// As `Observable.debounce(_:scheduler:)`: completion emits the pending element first.
    ///
    /// - Parameter dueTime: The quiet time an element waits for.
    /// - Returns: The debounced sequence, shared as the strategy shares.
    /// - SeeAlso: [debounce operator on reactivex.io](http://reactivex.io/documentation/operators/debounce.html)
    @inlinable
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().debounce(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// Returns this sequence with each event delayed by `dueTime`, timed on the strategy's
    /// scheduler.
    ///
    /// - Parameter dueTime: The delay.
    /// - Returns: The delayed sequence, shared as the strategy shares.
    /// - SeeAlso: [delay operator on reactivex.io](http://reactivex.io/documentation/operators/delay.html)
    @inlinable
    public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().delay(dueTime, scheduler: SharingStrategy.scheduler))
    }
}
