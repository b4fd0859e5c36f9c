extension SharedSequenceConvertibleType {
    /// Returns a sequence of each element transformed by `selector`, run once per element for
    /// every subscriber.
    ///
    /// - Parameter selector: Applied to each element, on the strategy's scheduler.
    /// - Returns: The transformed sequence, shared as the strategy shares.
    /// - SeeAlso: [map operator on reactivex.io](http://reactivex.io/documentation/operators/map.html)
    @inlinable
    public func map<Result>(_ selector: @escaping (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(asObservable().map(selector))
    }

    /// Returns a sequence of the non-`nil` results of `selector`.
    ///
    /// - Parameter selector: Applied to each element; `nil` drops it.
    /// - Returns: The transformed sequence, shared as the strategy shares.
    /// - SeeAlso: [map operator on reactivex.io](http://reactivex.io/documentation/operators/map.html)
    @inlinable
    public func compactMap<Result>(_ selector: @escaping (Element) -> Result?) -> SharedSequence<
        SharingStrategy, Result
    > {
        SharedSequence(asObservable().compactMap(selector))
    }

    /// Returns a sequence of each intermediate result of `accumulator`, starting from `seed`.
    ///
    /// - Parameters:
    ///   - seed: The initial accumulated value.
    ///   - accumulator: Returns the next accumulated value from the last one and an element.
    /// - Returns: The sequence of accumulated values, shared as the strategy shares, so that
    ///   every subscriber sees the same accumulation.
    /// - SeeAlso: [scan operator on reactivex.io](http://reactivex.io/documentation/operators/scan.html)
    @inlinable
    public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) -> A) -> SharedSequence<SharingStrategy, A> {
        SharedSequence(asObservable().scan(seed, accumulator: accumulator))
    }

    /// Returns this sequence with `element` emitted first, when its shared subscription starts.
    ///
    /// - Parameter element: The first element.
    /// - Returns: The sequence, shared as the strategy shares.
    /// - SeeAlso: [startWith operator on reactivex.io](http://reactivex.io/documentation/operators/startwith.html)
    @inlinable
    public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().startWith(element))
    }
}
