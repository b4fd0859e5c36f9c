extension SharedSequenceConvertibleType {
    /// Returns a sequence that merges the sequences `selector` makes from each element.
    ///
    /// - Parameter selector: Makes a sequence from an element.
    /// - Returns: The merged sequence, shared as the inner sequences' strategy shares.
    /// - SeeAlso: [flatMap operator on reactivex.io](http://reactivex.io/documentation/operators/flatmap.html)
    @inlinable
    public func flatMap<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence(asObservable().flatMap(selector))
    }

    /// Returns a sequence of the elements of the sequence `selector` made from the latest
    /// element; a new element disposes the previous inner sequence.
    ///
    /// - Parameter selector: Makes a sequence from an element.
    /// - Returns: The sequence of the latest inner sequence's elements, shared as the inner
    ///   sequences' strategy shares.
    /// - SeeAlso: [flatMap operator on reactivex.io](http://reactivex.io/documentation/operators/flatmap.html)
    @inlinable
    public func flatMapLatest<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence(asObservable().flatMapLatest(selector))
    }

    /// Returns a sequence of the elements of the sequence `selector` made from an element,
    /// ignoring the elements that arrive while that inner sequence is still running.
    ///
    /// - Parameter selector: Makes a sequence from an element.
    /// - Returns: The sequence of the inner sequences' elements, shared as their strategy
    ///   shares.
    /// - SeeAlso: [flatMap operator on reactivex.io](http://reactivex.io/documentation/operators/flatmap.html)
    @inlinable
    public func flatMapFirst<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence(asObservable().flatMapFirst(selector))
    }
}

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// Returns a sequence of the elements of the latest inner sequence; a new inner sequence
    /// disposes the previous one.
    ///
    /// - Returns: The sequence of the latest inner sequence's elements, shared as the inner
    ///   sequences' strategy shares.
    /// - SeeAlso: [switch operator on reactivex.io](http://reactivex.io/documentation/operators/switch.html)
    @inlinable
    public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asSharedSequence() }.switchLatest())
    }

    /// Returns a sequence that merges the elements of every inner sequence.
    ///
    /// - Returns: The merged sequence, shared as the inner sequences' strategy shares.
    /// - SeeAlso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    @inlinable
    public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asSharedSequence() }.merge())
    }

    /// Returns a sequence that merges the elements of the inner sequences, subscribed to at
    /// most `maxConcurrent` at a time; the others wait, in order.
    ///
    /// - Parameter maxConcurrent: How many inner sequences may be subscribed at once.
    /// - Returns: The merged sequence, shared as the inner sequences' strategy shares.
    /// - Precondition: `maxConcurrent > 0`.
    /// - SeeAlso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    @inlinable
    public func merge(maxConcurrent: Int) -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(asObservable().map { $0.asSharedSequence() }.merge(maxConcurrent: maxConcurrent))
    }
}
