extension ObservableType {
    /// Returns a sequence that drops elements while they satisfy `predicate`, then emits
    /// every element from the first one that fails it on.
    ///
    /// `predicate` is not called again once an element has failed it. Terminal events pass
    /// through. If `predicate` throws, the error is emitted and the source subscription
    /// disposed. Runs on the thread that delivers the element.
    ///
    /// - Parameter predicate: Returns `true` for the leading elements to drop.
    /// - Returns: The elements from the first one that fails `predicate` on.
    /// - SeeAlso: [skipWhile operator on reactivex.io](http://reactivex.io/documentation/operators/skipwhile.html)
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            // Events of one subscription are serial, so the flag needs no lock.
            var isSkipping = true
            return source._subscribe { event in
                guard case .next(let element) = event else { return sink.on(event) }
                if isSkipping {
                    do {
                        isSkipping = try predicate(element)
                    } catch {
                        return sink.onError(error)
                    }
                    if isSkipping { return }
                }
                sink.onNext(element)
            }
        }
    }
}
