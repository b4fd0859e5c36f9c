extension ObservableType {
    /// Returns a `Single` of this sequence's first element, or of `nil` if it completes
    /// empty.
    ///
    /// Succeeds right after the first element, disposing the source subscription; fails
    /// with the source's error if it comes before any element. Runs on the thread that
    /// delivers the source's events.
    ///
    /// - Returns: A `Single` of the first element, `nil` when there is none.
    /// - SeeAlso: [first operator on reactivex.io](http://reactivex.io/documentation/operators/first.html)
    public func first() -> Single<Element?> {
        Single(raw: _first())
    }

    /// The sequence behind `first()`: one optional element, then completion, or an error.
    private func _first() -> Observable<Element?> {
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
