extension ObservableType {
    /// Returns a sequence of the first `count` elements of this one, then completes.
    ///
    /// Completes right after the `count`th element, disposing the source subscription;
    /// completes or fails earlier if the source does. The count is taken before the element
    /// is forwarded, so an element the observer causes the source to send reentrantly is not
    /// counted twice. `take(0)` completes on subscription without subscribing to the source.
    /// Runs on the thread that delivers the element.
    ///
    /// - Parameter count: The number of elements to take.
    /// - Returns: The first `count` elements.
    /// - Precondition: `count` is not negative.
    /// - SeeAlso: [take operator on reactivex.io](http://reactivex.io/documentation/operators/take.html)
    public func take(_ count: Int) -> Observable<Element> {
        require(count >= 0, "take(_:): count must not be negative, got \(count)")
        if count == 0 { return Observable.empty() }
        let source = asObservable()
        return Producer { sink in
            // Events of one subscription are serial, so the counter needs no lock.
            var remaining = count
            return source._subscribe { event in
                guard case .next(let element) = event else { return sink.on(event) }
                guard remaining > 0 else { return }
                remaining -= 1
                sink.onNext(element)
                if remaining == 0 { sink.onCompleted() }
            }
        }
    }

    /// Returns a sequence of the elements this one emits during `duration` after
    /// subscription, then completes.
    ///
    /// The timer is scheduled on `scheduler` before the source is subscribed; when it fires,
    /// the result completes on the scheduler's thread and the source subscription is
    /// disposed. Elements, an error or completion from the source before then pass through
    /// on the source's thread. Deliveries from the two threads are serialized.
    ///
    /// - Parameters:
    ///   - duration: How long to take elements for.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The elements emitted within `duration`.
    /// - SeeAlso: [take operator on reactivex.io](http://reactivex.io/documentation/operators/take.html)
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            let output = SerializedSink(sink)
            let timer = scheduler.scheduleRelative((), dueTime: duration) { _ in
                output.on(.completed)
                return Disposables.create()
            }
            let subscription = source._subscribe(output.on)
            return Disposables.create(timer, subscription)
        }
    }
}
