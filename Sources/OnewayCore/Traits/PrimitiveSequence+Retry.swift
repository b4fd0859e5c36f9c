extension PrimitiveSequence {
    /// Returns this sequence, subscribed again when it fails, for at most `maxAttemptCount`
    /// subscriptions in all.
    ///
    /// As `Observable.retry(_:)`: `retry(2)` means two attempts, the error of the last one
    /// is delivered, and each new subscription starts on the thread that delivered the
    /// error.
    ///
    /// - Parameter maxAttemptCount: The number of subscriptions allowed, the first included.
    /// - Returns: The sequence with retries, of the same trait.
    /// - Precondition: `maxAttemptCount` is not negative.
    /// - SeeAlso: [retry operator on reactivex.io](http://reactivex.io/documentation/operators/retry.html)
    public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(maxAttemptCount))
    }

    /// Returns this sequence, subscribed again after a failure of type `Failure` each time
    /// the trigger `notificationHandler` builds from the errors emits.
    ///
    /// As `Observable.retry(when:)`: the trigger's completion completes the result (for a
    /// `Single`, a completion without element, as in RxSwift) and its error fails it; an
    /// error of another type is delivered at once.
    ///
    /// - Parameter notificationHandler: Turns the errors into the trigger of each retry.
    /// - Returns: The sequence with retries, of the same trait.
    /// - SeeAlso: [retry operator on reactivex.io](http://reactivex.io/documentation/operators/retry.html)
    public func retry<TriggerObservable: ObservableType, Failure: Swift.Error>(
        when notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// Returns this sequence, subscribed again after any failure each time the trigger
    /// `notificationHandler` builds from the errors emits.
    ///
    /// As `retry(when:)` with a typed error, for every error.
    ///
    /// - Parameter notificationHandler: Turns the errors into the trigger of each retry.
    /// - Returns: The sequence with retries, of the same trait.
    /// - SeeAlso: [retry operator on reactivex.io](http://reactivex.io/documentation/operators/retry.html)
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<any Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// Resubscribes after a failure of type `Failure` when the trigger emits; renamed
    /// `retry(when:)` in RxSwift 6.
    ///
    /// - Parameter notificationHandler: Turns the errors into the trigger of each retry.
    /// - Returns: The sequence with retries, of the same trait.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType, Failure: Swift.Error>(
        _ notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        retry(when: notificationHandler)
    }

    /// Resubscribes after any failure when the trigger emits; renamed `retry(when:)` in
    /// RxSwift 6.
    ///
    /// - Parameter notificationHandler: Turns the errors into the trigger of each retry.
    /// - Returns: The sequence with retries, of the same trait.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType>(
        _ notificationHandler: @escaping (Observable<any Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        retry(when: notificationHandler)
    }
}
