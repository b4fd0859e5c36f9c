extension ObservableType {
    /// Returns this sequence, subscribed to `dueTime` after the result is subscribed.
    ///
    /// The subscription to the source is made on `scheduler` when the timer fires; the
    /// source's events then pass through unchanged, on the source's threads. Disposing the
    /// result before the timer fires cancels it, and the source is never subscribed.
    ///
    /// - Parameters:
    ///   - dueTime: How long to wait before subscribing.
    ///   - scheduler: The scheduler that runs the timer and the subscription.
    /// - Returns: The source sequence, subscribed later.
    /// - SeeAlso: [delay operator on reactivex.io](http://reactivex.io/documentation/operators/delay.html)
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            let subscription = SingleAssignmentDisposable()
            let timer = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                subscription.setDisposable(source._subscribe(sink.on))
                return Disposables.create()
            }
            return Disposables.create(timer, subscription)
        }
    }
}
