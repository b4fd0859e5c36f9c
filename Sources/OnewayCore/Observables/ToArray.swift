extension ObservableType {
    /// Returns a `Single` of every element of this sequence, collected into one array and
    /// emitted when this sequence completes.
    ///
    /// An empty sequence gives an empty array. An error is forwarded at once and drops the
    /// collected elements. Each subscription collects its own array. Runs on the thread that
    /// delivers the source's events.
    ///
    /// - Returns: A `Single` of the array of every element, in order.
    /// - SeeAlso: [to operator on reactivex.io](http://reactivex.io/documentation/operators/to.html)
    public func toArray() -> Single<[Element]> {
        let source = asObservable()
        return Single(
            raw: Producer { sink in
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
            })
    }
}
