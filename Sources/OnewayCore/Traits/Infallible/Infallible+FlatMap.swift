extension InfallibleType {
    /// Returns an `Infallible` of the elements of the sequences `selector` returns for each
    /// element, merged as they arrive.
    ///
    /// Completes once this sequence and every inner sequence have completed. The inner
    /// sequences may deliver on any thread; the output is serialized. As in RxSwift, the
    /// selector may return any sequence: if one fails, the error is delivered.
    ///
    /// - Parameter selector: Makes the inner sequence for an element.
    /// - Returns: The merged `Infallible`.
    /// - SeeAlso: [flatMap operator on reactivex.io](http://reactivex.io/documentation/operators/flatmap.html)
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source)
        -> Infallible<Source.Element>
    {
        Infallible(asObservable().flatMap(selector))
    }

    /// Returns an `Infallible` of the elements of the sequence `selector` returns for the
    /// latest element; each new element disposes the previous inner sequence before its own
    /// is subscribed.
    ///
    /// Completes once this sequence and the latest inner sequence have completed; as for
    /// `flatMap`, an error of an inner sequence is delivered.
    ///
    /// - Parameter selector: Makes the inner sequence for an element.
    /// - Returns: The switched `Infallible`.
    /// - SeeAlso: [flatMap operator on reactivex.io](http://reactivex.io/documentation/operators/flatmap.html)
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source)
        -> Infallible<Source.Element>
    {
        Infallible(asObservable().flatMapLatest(selector))
    }

    /// Returns an `Infallible` of the elements of the sequence `selector` returns for an
    /// element that arrives while no inner sequence runs; other elements are dropped.
    ///
    /// Completes once this sequence and the running inner sequence have completed; as for
    /// `flatMap`, an error of an inner sequence is delivered.
    ///
    /// - Parameter selector: Makes the inner sequence for an element.
    /// - Returns: The `Infallible` of the inner sequences run one at a time.
    /// - SeeAlso: [flatMap operator on reactivex.io](http://reactivex.io/documentation/operators/flatmap.html)
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source)
        -> Infallible<Source.Element>
    {
        Infallible(asObservable().flatMapFirst(selector))
    }

    /// Returns an `Infallible` of the elements of the sequences `selector` returns for each
    /// element, one sequence after the other, in the order of the elements.
    ///
    /// Each inner sequence is subscribed when the previous one completes; as for `flatMap`,
    /// an error of an inner sequence is delivered.
    ///
    /// - Parameter selector: Makes the inner sequence for an element.
    /// - Returns: The concatenated `Infallible`.
    /// - SeeAlso: [flatMap operator on reactivex.io](http://reactivex.io/documentation/operators/flatmap.html)
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source)
        -> Infallible<Source.Element>
    {
        Infallible(asObservable().concatMap(selector))
    }
}
