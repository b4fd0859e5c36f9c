extension ObservableType {
    /// Returns a sequence of this sequence's elements paired with their index, counted from
    /// 0 for each subscription.
    ///
    /// Terminal events pass through. Should the index overflow `Int`, the sequence fails
    /// with `RxError.overflow`. Runs on the thread that delivers the source's events.
    ///
    /// - Returns: The sequence of `(index, element)` pairs.
    /// - SeeAlso: [map operator on reactivex.io](http://reactivex.io/documentation/operators/map.html)
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        let source = asObservable()
        return Producer { sink in
            // Events of one subscription are serial, so the index needs no lock.
            var index = 0
            return source._subscribe { event in
                switch event {
                case .next(let element):
                    guard index < Int.max else { return sink.onError(RxError.overflow) }
                    sink.onNext((index: index, element: element))
                    index += 1
                case .error(let error):
                    sink.onError(error)
                case .completed:
                    sink.onCompleted()
                }
            }
        }
    }
}
