extension InfallibleType {
    /// Returns an `Infallible` of `resultSelector` applied to `object` and each element,
    /// holding `object` weakly; it completes at the first element that arrives after `object`
    /// is gone.
    ///
    /// The semantics of `ObservableType.withUnretained(_:resultSelector:)`: the element that
    /// finds `object` gone is dropped and `completed` is emitted in its place.
    ///
    /// - Parameters:
    ///   - object: The object passed to `resultSelector`, held weakly.
    ///   - resultSelector: Combines `object` and an element.
    /// - Returns: The `Infallible` of combined values.
    /// - SeeAlso: [map operator on reactivex.io](http://reactivex.io/documentation/operators/map.html)
    public func withUnretained<Object: AnyObject, Out>(
        _ object: Object,
        resultSelector: @escaping (Object, Element) -> Out
    ) -> Infallible<Out> {
        Infallible(asObservable().withUnretained(object, resultSelector: resultSelector))
    }

    /// Returns an `Infallible` of tuples of `object` and each element, holding `object`
    /// weakly; it completes at the first element that arrives after `object` is gone.
    ///
    /// - Parameter object: The object paired with each element, held weakly.
    /// - Returns: The `Infallible` of `(object, element)` pairs.
    /// - SeeAlso: [map operator on reactivex.io](http://reactivex.io/documentation/operators/map.html)
    public func withUnretained<Object: AnyObject>(_ object: Object) -> Infallible<(Object, Element)> {
        withUnretained(object) { ($0, $1) }
    }
}
