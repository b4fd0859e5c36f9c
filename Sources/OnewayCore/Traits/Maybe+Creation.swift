extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Returns a `Maybe` that succeeds with `element`, synchronously on subscription.
    ///
    /// - Parameter element: The element.
    /// - Returns: The `Maybe`.
    /// - SeeAlso: [just operator on reactivex.io](http://reactivex.io/documentation/operators/just.html)
    public static func just(_ element: Element) -> Maybe<Element> {
        Maybe(raw: Observable.just(element))
    }

    /// Returns a `Maybe` that succeeds with `element` from one action on `scheduler`.
    ///
    /// - Parameters:
    ///   - element: The element.
    ///   - scheduler: Where the element is sent.
    /// - Returns: The `Maybe`.
    /// - SeeAlso: [just operator on reactivex.io](http://reactivex.io/documentation/operators/just.html)
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Maybe<Element> {
        Maybe(raw: Observable.just(element, scheduler: scheduler))
    }

    /// Returns a `Maybe` that fails with `error` at once.
    ///
    /// - Parameter error: The error.
    /// - Returns: The `Maybe`.
    /// - SeeAlso: [throw operator on reactivex.io](http://reactivex.io/documentation/operators/empty-never-throw.html)
    public static func error(_ error: any Error) -> Maybe<Element> {
        Maybe(raw: Observable.error(error))
    }

    /// Returns a `Maybe` that never emits nor terminates.
    ///
    /// - Returns: The `Maybe`.
    /// - SeeAlso: [never operator on reactivex.io](http://reactivex.io/documentation/operators/empty-never-throw.html)
    public static func never() -> Maybe<Element> {
        Maybe(raw: Observable.never())
    }

    /// Returns a `Maybe` that completes at once, without an element.
    ///
    /// - Returns: The `Maybe`.
    /// - SeeAlso: [empty operator on reactivex.io](http://reactivex.io/documentation/operators/empty-never-throw.html)
    public static func empty() -> Maybe<Element> {
        Maybe(raw: Observable.empty())
    }
}
