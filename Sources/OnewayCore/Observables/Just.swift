extension ObservableType {
    /// Returns a sequence that emits `element` and then completes, synchronously on
    /// subscription.
    ///
    /// - SeeAlso: [just operator on reactivex.io](http://reactivex.io/documentation/operators/just.html)
    public static func just(_ element: Element) -> Observable<Element> {
        Producer { sink in
            sink.onNext(element)
            sink.onCompleted()
            return Disposables.create()
        }
    }

    /// Returns a sequence that emits `element` from one action on `scheduler`, and then
    /// completes from a second action that the first one schedules.
    ///
    /// On `TestScheduler` the element arrives at 201 and the completion at 202, as in
    /// RxSwift; disposing after the element cancels the pending completion.
    ///
    /// - SeeAlso: [just operator on reactivex.io](http://reactivex.io/documentation/operators/just.html)
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Producer { sink in
            scheduler.schedule(element) { element in
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
