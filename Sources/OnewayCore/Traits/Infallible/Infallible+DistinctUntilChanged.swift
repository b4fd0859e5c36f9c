extension InfallibleType where Element: Equatable {
    /// Returns an `Infallible` that drops each element equal to the one before it.
    ///
    /// - Returns: The `Infallible` of distinct consecutive elements.
    /// - SeeAlso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    public func distinctUntilChanged() -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged())
    }
}

extension InfallibleType {
    /// Returns an `Infallible` that drops each element whose key equals the previous one's.
    ///
    /// - Parameter keySelector: Computes the key compared between consecutive elements.
    /// - Returns: The `Infallible` of distinct consecutive elements.
    /// - SeeAlso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key)
        -> Infallible<Element>
    {
        Infallible(asObservable().distinctUntilChanged(keySelector))
    }

    /// Returns an `Infallible` that drops each element `comparer` finds equal to the one
    /// before it.
    ///
    /// - Parameter comparer: Whether two consecutive elements are equal.
    /// - Returns: The `Infallible` of distinct consecutive elements.
    /// - SeeAlso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(comparer))
    }

    /// Returns an `Infallible` that drops each element whose key `comparer` finds equal to the
    /// previous one's.
    ///
    /// - Parameters:
    ///   - keySelector: Computes the key of each element.
    ///   - comparer: Whether two consecutive keys are equal.
    /// - Returns: The `Infallible` of distinct consecutive elements.
    /// - SeeAlso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool
    ) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// Returns an `Infallible` that drops each element whose property at `keyPath` equals the
    /// previous one's.
    ///
    /// - Parameter keyPath: The property compared between consecutive elements.
    /// - Returns: The `Infallible` of distinct consecutive elements.
    /// - SeeAlso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>)
        -> Infallible<Element>
    {
        Infallible(asObservable().distinctUntilChanged(at: keyPath))
    }
}
