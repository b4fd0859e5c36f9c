extension SharedSequenceConvertibleType {
    /// Returns a sequence of the elements that satisfy `predicate`.
    ///
    /// - Parameter predicate: Tests each element.
    /// - Returns: The filtered sequence, shared as the strategy shares.
    /// - SeeAlso: [filter operator on reactivex.io](http://reactivex.io/documentation/operators/filter.html)
    @inlinable
    public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().filter(predicate))
    }

    /// Returns a sequence without the first `count` elements of its shared subscription.
    ///
    /// - Parameter count: How many elements to drop.
    /// - Returns: The remaining elements, shared as the strategy shares.
    /// - Precondition: `count >= 0`.
    /// - SeeAlso: [skip operator on reactivex.io](http://reactivex.io/documentation/operators/skip.html)
    @inlinable
    public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().skip(count))
    }
}

extension SharedSequenceConvertibleType where Element: Equatable {
    /// Returns a sequence that drops each element equal (`==`) to the one before it.
    ///
    /// - Returns: The sequence without consecutive duplicates, shared as the strategy shares.
    /// - SeeAlso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    @inlinable
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged())
    }
}

extension SharedSequenceConvertibleType {
    /// Returns a sequence that drops each element whose key equals the key of the element
    /// before it.
    ///
    /// - Parameter keySelector: Computes the key compared.
    /// - Returns: The sequence without consecutive duplicates, shared as the strategy shares.
    /// - SeeAlso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    @inlinable
    public func distinctUntilChanged(
        _ keySelector: @escaping (Element) -> some Equatable
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(keySelector))
    }

    /// Returns a sequence that drops each element `comparer` finds equal to the element
    /// before it.
    ///
    /// - Parameter comparer: Returns `true` when two elements count as equal.
    /// - Returns: The sequence without consecutive duplicates, shared as the strategy shares.
    /// - SeeAlso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    @inlinable
    public func distinctUntilChanged(
        _ comparer: @escaping (Element, Element) -> Bool
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(comparer))
    }

    /// Returns a sequence that drops each element whose key `comparer` finds equal to the key
    /// of the element before it.
    ///
    /// - Parameters:
    ///   - keySelector: Computes the key compared.
    ///   - comparer: Returns `true` when two keys count as equal.
    /// - Returns: The sequence without consecutive duplicates, shared as the strategy shares.
    /// - SeeAlso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    @inlinable
    public func distinctUntilChanged<K>(
        _ keySelector: @escaping (Element) -> K,
        comparer: @escaping (K, K) -> Bool
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }
}
