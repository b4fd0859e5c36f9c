extension ObservableType {
    /// Returns a sequence that emits the wrapped value of `optional`, if any, and then
    /// completes, synchronously on subscription.
    ///
    /// - Parameter optional: The element to emit, or `nil` for an empty sequence.
    /// - Returns: A sequence of zero or one element.
    /// - SeeAlso: [from operator on reactivex.io](http://reactivex.io/documentation/operators/from.html)
    public static func from(optional: Element?) -> Observable<Element> {
        Producer { sink in
            if let optional { sink.onNext(optional) }
            sink.onCompleted()
            return Disposables.create()
        }
    }

    /// Returns a sequence that emits the wrapped value of `optional`, if any, and then
    /// completes, each from its own action on `scheduler`.
    ///
    /// With a value, the element is sent from one action, which schedules a second one for
    /// the completion (on `TestScheduler`: element at 201, completion at 202, as in
    /// RxSwift); with `nil`, the completion is sent from the first action.
    ///
    /// - Parameters:
    ///   - optional: The element to emit, or `nil` for an empty sequence.
    ///   - scheduler: The scheduler that sends the events.
    /// - Returns: A sequence of zero or one element.
    /// - SeeAlso: [from operator on reactivex.io](http://reactivex.io/documentation/operators/from.html)
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Producer { sink in
            scheduler.schedule(optional) { optional in
                guard let element = optional else {
                    sink.onCompleted()
                    return Disposables.create()
                }
                sink.onNext(element)
                // Returned so that disposing the subscription cancels the pending completion.
                return scheduler.schedule(()) { _ in
                    sink.onCompleted()
                    return Disposables.create()
                }
            }
        }
    }
}
