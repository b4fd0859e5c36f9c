extension ObservableType {
    /// Returns this sequence, subscribed to and disposed of on `scheduler`.
    ///
    /// The subscription to the source is made by an action on `scheduler`; disposing the
    /// result (or a terminal event) schedules the disposal of that subscription on
    /// `scheduler` too, and disposing before the action ran cancels it. Events are not
    /// moved: they arrive on the source's threads (use `observe(on:)` to move them).
    ///
    /// - Parameter scheduler: The scheduler to subscribe and dispose on.
    /// - Returns: The source sequence, subscribed on `scheduler`.
    /// - SeeAlso: [subscribeOn operator on reactivex.io](http://reactivex.io/documentation/operators/subscribeon.html)
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        // The source itself, not `asObservable()`: that wrapper would end the subscription to
        // a plain `ObservableType` (a `TestableObservable`) at its terminal event, on the
        // source's side, instead of on `scheduler` with the rest of the disposal, as in RxSwift.
        let source = self
        return Producer { sink in
            let everything = SerialDisposable()
            let pendingSubscription = SingleAssignmentDisposable()
            everything.disposable = pendingSubscription
            pendingSubscription.setDisposable(
                scheduler.schedule(()) { _ in
                    let subscription = source.subscribe(AnyObserver(eventHandler: sink.on))
                    everything.disposable = ScheduledDisposable(scheduler: scheduler, disposable: subscription)
                    return Disposables.create()
                }
            )
            return everything
        }
    }

    /// Returns this sequence, subscribed to and disposed of on `scheduler`; the name
    /// RxSwift 5 used for `subscribe(on:)`.
    ///
    /// - Parameter scheduler: The scheduler to subscribe and dispose on.
    /// - Returns: The source sequence, subscribed on `scheduler`.
    /// - SeeAlso: [subscribeOn operator on reactivex.io](http://reactivex.io/documentation/operators/subscribeon.html)
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        subscribe(on: scheduler)
    }
}
