extension ObservableType {
    /// Returns a sequence of the non-`nil` results of `transform` applied to each element.
    ///
    /// Terminal events pass through. If `transform` throws, the error is emitted and the
    /// source subscription is disposed. Runs on the thread that delivers the element.
    ///
    /// - SeeAlso: [map operator on reactivex.io](http://reactivex.io/documentation/operators/map.html)
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        let source = asObservable()
        return Producer { sink in
            source._subscribe { event in
                switch event {
                case .next(let element):
                    do {
                        if let result = try transform(element) { sink.onNext(result) }
                    } catch {
                        sink.onError(error)
                    }
                case .error(let error):
                    sink.onError(error)
                case .completed:
                    sink.onCompleted()
                }
            }
        }
    }
}
