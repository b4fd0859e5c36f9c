extension ObservableType {
    /// Returns a sequence of this one's first element, or of `nil` if it completes empty,
    /// followed by completion: the sequence behind RxSwift 6's `first() -> Single<Element?>`.
    ///
    /// Completes right after the first element, disposing the source subscription; a source
    /// error before any element passes through. Runs on the thread that delivers the event.
    /// `Single` is not in the core yet (it comes with the traits); until it is, this
    /// underscored form carries the behaviour, and `first()` will wrap it.
    ///
    /// - Returns: A sequence of exactly one optional element, then completion, or an error.
    /// - SeeAlso: [first operator on reactivex.io](http://reactivex.io/documentation/operators/first.html)
    package func _first() -> Observable<Element?> {
        let source = asObservable()
        return Producer { sink in
            // Events of one subscription are serial, so the flag needs no lock. It is set
            // before forwarding so that a reentrant element is not emitted too.
            var isDone = false
            return source._subscribe { event in
                guard !isDone else { return }
                switch event {
                case .next(let element):
                    isDone = true
                    sink.onNext(element)
                    sink.onCompleted()
                case .error(let error):
                    sink.onError(error)
                case .completed:
                    sink.onNext(nil)
                    sink.onCompleted()
                }
            }
        }
    }
}
