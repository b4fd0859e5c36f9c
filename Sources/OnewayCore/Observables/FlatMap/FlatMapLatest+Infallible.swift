extension ObservableType {
    /// Returns an `Infallible` of the elements of the `Infallible` that `selector` makes from
    /// the most recent element only.
    ///
    /// RxSwift 6's overload for selectors that return an `Infallible`: it switches exactly as
    /// the overload returning an `Observable` does (the previous inner sequence is disposed
    /// before the next one is subscribed; the result completes when this sequence and the
    /// latest inner one have completed) and wraps the result in an `Infallible`. As in
    /// RxSwift, the wrapping promises nothing about this sequence itself: an error of this
    /// sequence, or one that `selector` throws, is still delivered.
    ///
    /// - Parameter selector: Makes the inner `Infallible` of each element.
    /// - Returns: The elements of the latest inner `Infallible`.
    /// - SeeAlso: [flatMap operator on reactivex.io](http://reactivex.io/documentation/operators/flatmap.html)
    public func flatMapLatest<Source: InfallibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Infallible<Source.Element> {
        Infallible(
            asObservable().flatMapLatest { (element: Element) throws -> Observable<Source.Element> in
                try selector(element).asObservable()
            })
    }
}
