extension ObservableType {
    /// Returns this sequence's events, subscribing to it again after a failure each time
    /// the sequence `notificationHandler` builds from the errors emits.
    ///
    /// On each subscription, `notificationHandler` receives the sequence of this sequence's
    /// errors of type `Failure` and returns the trigger, which is subscribed before the
    /// source. When the source fails with a `Failure`, its subscription is disposed and the
    /// error is sent to the handler's sequence; the trigger's next element then subscribes
    /// to the source again (on the trigger's thread), its completion completes the result
    /// and its error fails it. A trigger that ends before any failure ends the result at the
    /// next failure; its elements while the source runs are ignored. An error of another
    /// type is forwarded at once. Deliveries from the source and the trigger are serialized.
    ///
    /// - Parameter notificationHandler: Turns the errors into the trigger of each retry.
    /// - Returns: The elements of every attempt, then the completion of one, or the
    ///   trigger's terminal event.
    /// - SeeAlso: [retry operator on reactivex.io](http://reactivex.io/documentation/operators/retry.html)
    public func retry<TriggerObservable: ObservableType, Failure: Swift.Error>(
        when notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable
    ) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            RetryWhenSink<Element, TriggerObservable.Element, Failure>(sink, source: source)
                .run(trigger: { notificationHandler($0).asObservable() })
        }
    }

    /// Returns this sequence's events, subscribing to it again after any failure each time
    /// the sequence `notificationHandler` builds from the errors emits.
    ///
    /// As `retry(when:)` with a typed error, for every error.
    ///
    /// - Parameter notificationHandler: Turns the errors into the trigger of each retry.
    /// - Returns: The elements of every attempt, then the completion of one, or the
    ///   trigger's terminal event.
    /// - SeeAlso: [retry operator on reactivex.io](http://reactivex.io/documentation/operators/retry.html)
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<any Error>) -> TriggerObservable
    ) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            RetryWhenSink<Element, TriggerObservable.Element, any Error>(sink, source: source)
                .run(trigger: { notificationHandler($0).asObservable() })
        }
    }

    /// Resubscribes after a failure of type `Failure` when the trigger emits; the name
    /// RxSwift 5 used for `retry(when:)`.
    ///
    /// - Parameter notificationHandler: Turns the errors into the trigger of each retry.
    /// - Returns: The elements of every attempt, then the end decided by the trigger.
    /// - SeeAlso: [retry operator on reactivex.io](http://reactivex.io/documentation/operators/retry.html)
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType, Failure: Swift.Error>(
        _ notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }

    /// Resubscribes after any failure when the trigger emits; the name RxSwift 5 used for
    /// `retry(when:)`.
    ///
    /// - Parameter notificationHandler: Turns the errors into the trigger of each retry.
    /// - Returns: The elements of every attempt, then the end decided by the trigger.
    /// - SeeAlso: [retry operator on reactivex.io](http://reactivex.io/documentation/operators/retry.html)
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType>(
        _ notificationHandler: @escaping (Observable<any Error>) -> TriggerObservable
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }
}
