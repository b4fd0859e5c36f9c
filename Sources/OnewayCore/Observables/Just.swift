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

    /// Returns a sequence that emits `element` and then completes, both from one action
    /// on `scheduler`.
    ///
    /// - SeeAlso: [just operator on reactivex.io](http://reactivex.io/documentation/operators/just.html)
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Producer { sink in
            scheduler.schedule(element) { element in
                sink.onNext(element)
                sink.onCompleted()
                return Disposables.create()
            }
        }
    }
}
