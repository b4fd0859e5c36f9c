extension BehaviorRelay {
    /// Returns this relay as an `Infallible`: a relay never fails nor completes.
    ///
    /// Each subscriber gets the current value at once, then every value accepted after it.
    ///
    /// - Returns: The relay's values as an `Infallible`.
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}

extension PublishRelay {
    /// Returns this relay as an `Infallible`: a relay never fails nor completes.
    ///
    /// Each subscriber gets the values accepted after it subscribed.
    ///
    /// - Returns: The relay's values as an `Infallible`.
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}

extension ReplayRelay {
    /// Returns this relay as an `Infallible`: a relay never fails nor completes.
    ///
    /// Each subscriber gets the buffered values at once, then every value accepted after it.
    ///
    /// - Returns: The relay's values as an `Infallible`.
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}
