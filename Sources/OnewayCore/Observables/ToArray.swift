extension ObservableType {
    /// Returns a sequence that collects every element and, when this sequence completes,
    /// emits them as one array and completes.
    ///
    /// An error is forwarded at once and drops the collected elements. Runs on the thread
    /// that delivers the source's events.
    ///
    /// RxSwift 6 returns `Single<[Element]>`; this returns the same events as an
    /// `Observable` until Oneway's traits land.
    ///
    /// - Returns: A sequence of one element, the array of every element in order.
    /// - SeeAlso: [to operator on reactivex.io](http://reactivex.io/documentation/operators/to.html)
    public func toArray() -> Observable<[Element]> {
        toArrayObservable()
    }

    /// The events of `toArray()` as a plain `Observable`, for the traits to wrap.
    func toArrayObservable() -> Observable<[Element]> {
        let source = asObservable()
        return Producer { sink in
            // Events of one subscription are serial, so the array needs no lock.
            var elements: [Element] = []
            return source._subscribe { event in
                switch event {
                case .next(let element):
                    elements.append(element)
                case .error(let error):
                    elements = []
                    sink.onError(error)
                case .completed:
                    let result = elements
                    elements = []
                    sink.onNext(result)
                    sink.onCompleted()
                }
            }
        }
    }
}
