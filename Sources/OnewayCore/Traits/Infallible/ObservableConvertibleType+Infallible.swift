extension ObservableConvertibleType {
    /// Returns this sequence as an `Infallible` that emits `element` and completes instead of
    /// failing.
    ///
    /// - Parameter element: The last element, sent in place of the error.
    /// - Returns: The `Infallible`.
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(asObservable().catchAndReturn(element))
    }

    /// Returns this sequence as an `Infallible` that continues with `infallible` instead of
    /// failing; `infallible` is subscribed when the error arrives.
    ///
    /// - Parameter infallible: The sequence to continue with.
    /// - Returns: The `Infallible`.
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { _ in infallible.asObservable() })
    }

    /// Returns this sequence as an `Infallible` that continues with the sequence
    /// `onErrorRecover` returns for the error, subscribed when the error arrives.
    ///
    /// - Parameter onErrorRecover: Makes the sequence to continue with from the error.
    /// - Returns: The `Infallible`.
    public func asInfallible(onErrorRecover: @escaping (any Error) -> Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { onErrorRecover($0).asObservable() })
    }
}
