extension ObservableType {
    /// Returns a sequence of `resultSelector` applied to `object` and each element, holding
    /// `object` weakly; the sequence completes at the first element that arrives after
    /// `object` is gone.
    ///
    /// While `object` lives, `resultSelector` receives a strong reference to it for the length
    /// of the call, so callers need no `[weak self]` dance. The element that finds it gone is
    /// dropped, `completed` is emitted in its place and the source subscription is disposed
    /// then, as in RxSwift. The source's own error and completion pass through unchanged,
    /// whether or not `object` still lives. Runs on the thread that delivers the element.
    ///
    /// A `share(replay:)` after this operator keeps its replayed results, and with them
    /// `object` if `Out` holds it: put the sharing before `withUnretained` to avoid a cycle.
    ///
    /// - Parameters:
    ///   - object: The object passed to `resultSelector`, held weakly.
    ///   - resultSelector: Combines `object` and an element.
    /// - Returns: The sequence of combined values.
    /// - SeeAlso: [map operator on reactivex.io](http://reactivex.io/documentation/operators/map.html)
    public func withUnretained<Object: AnyObject, Out>(
        _ object: Object,
        resultSelector: @escaping (Object, Element) -> Out
    ) -> Observable<Out> {
        let source = asObservable()
        return Producer { [weak object] sink in
            source._subscribe { event in
                switch event {
                case .next(let element):
                    // Bound for the call only: the sequence never keeps `object` alive.
                    guard let object else {
                        sink.onCompleted()
                        return
                    }
                    sink.onNext(resultSelector(object, element))
                case .error(let error):
                    sink.onError(error)
                case .completed:
                    sink.onCompleted()
                }
            }
        }
    }

    /// Returns a sequence of tuples of `object` and each element, holding `object` weakly;
    /// the sequence completes at the first element that arrives after `object` is gone.
    ///
    /// The same as `withUnretained(_:resultSelector:)` with a selector that makes the tuple:
    /// `source.withUnretained(self).subscribe(onNext: { owner, element in … })`.
    ///
    /// - Parameter object: The object paired with each element, held weakly.
    /// - Returns: The sequence of `(object, element)` pairs.
    /// - SeeAlso: [map operator on reactivex.io](http://reactivex.io/documentation/operators/map.html)
    public func withUnretained<Object: AnyObject>(_ object: Object) -> Observable<(Object, Element)> {
        withUnretained(object) { ($0, $1) }
    }
}
