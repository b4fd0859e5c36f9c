extension InfallibleType {
    /// Returns an `Infallible` that emits `element` and completes, synchronously on
    /// subscription.
    ///
    /// - Parameter element: The element.
    /// - Returns: The `Infallible`.
    /// - SeeAlso: [just operator on reactivex.io](http://reactivex.io/documentation/operators/just.html)
    public static func just(_ element: Element) -> Infallible<Element> {
        Infallible(.just(element))
    }

    /// Returns an `Infallible` that emits `element` and completes from one action on
    /// `scheduler`.
    ///
    /// - Parameters:
    ///   - element: The element.
    ///   - scheduler: Where the element is sent.
    /// - Returns: The `Infallible`.
    /// - SeeAlso: [just operator on reactivex.io](http://reactivex.io/documentation/operators/just.html)
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(.just(element, scheduler: scheduler))
    }

    /// Returns an `Infallible` that never emits nor completes.
    ///
    /// - Returns: The `Infallible`.
    /// - SeeAlso: [never operator on reactivex.io](http://reactivex.io/documentation/operators/empty-never-throw.html)
    public static func never() -> Infallible<Element> {
        Infallible(.never())
    }

    /// Returns an `Infallible` that completes at once, with no element.
    ///
    /// - Returns: The `Infallible`.
    /// - SeeAlso: [empty operator on reactivex.io](http://reactivex.io/documentation/operators/empty-never-throw.html)
    public static func empty() -> Infallible<Element> {
        Infallible(.empty())
    }
}
