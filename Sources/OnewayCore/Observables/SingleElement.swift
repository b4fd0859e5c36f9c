extension ObservableType {
    /// Returns a sequence that emits the only element of this one, and fails unless there is
    /// exactly one.
    ///
    /// The element is emitted as soon as it arrives; the result completes when the source
    /// does. A second element fails the result with `RxError.moreThanOneElement`; a source
    /// that completes empty fails it with `RxError.noElements`. Either way the source
    /// subscription is disposed. Runs on the thread that delivers the event.
    ///
    /// - Returns: A sequence of the one element.
    /// - SeeAlso: [single operator on reactivex.io](http://reactivex.io/documentation/operators/first.html)
    public func single() -> Observable<Element> {
        single { _ in true }
    }

    /// Returns a sequence that emits the only element of this one that satisfies
    /// `predicate`, and fails unless there is exactly one.
    ///
    /// Elements that fail `predicate` are dropped. The matching element is emitted as soon
    /// as it arrives; the result completes when the source does. A second match fails the
    /// result with `RxError.moreThanOneElement`; no match by completion fails it with
    /// `RxError.noElements`; an error `predicate` throws fails it too. Runs on the thread
    /// that delivers the event.
    ///
    /// - Parameter predicate: Returns `true` for the element to emit.
    /// - Returns: A sequence of the one matching element.
    /// - SeeAlso: [single operator on reactivex.io](http://reactivex.io/documentation/operators/first.html)
    public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            // Events of one subscription are serial, so the flag needs no lock.
            var hasMatched = false
            return source._subscribe { event in
                switch event {
                case .next(let element):
                    do {
                        guard try predicate(element) else { return }
                    } catch {
                        return sink.onError(error)
                    }
                    guard !hasMatched else { return sink.onError(RxError.moreThanOneElement) }
                    hasMatched = true
                    sink.onNext(element)
                case .error(let error):
                    sink.onError(error)
                case .completed:
                    if hasMatched {
                        sink.onCompleted()
                    } else {
                        sink.onError(RxError.noElements)
                    }
                }
            }
        }
    }
}
