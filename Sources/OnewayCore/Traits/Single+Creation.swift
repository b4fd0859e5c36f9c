extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Returns a `Single` that succeeds with `element`, synchronously on subscription.
    ///
    /// - Parameter element: The element.
    /// - Returns: The `Single`.
    /// - SeeAlso: [just operator on reactivex.io](http://reactivex.io/documentation/operators/just.html)
    public static func just(_ element: Element) -> Single<Element> {
        Single(raw: Observable.just(element))
    }

    /// Returns a `Single` that succeeds with `element` from one action on `scheduler`.
    ///
    /// - Parameters:
    ///   - element: The element.
    ///   - scheduler: Where the element is sent.
    /// - Returns: The `Single`.
    /// - SeeAlso: [just operator on reactivex.io](http://reactivex.io/documentation/operators/just.html)
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Single<Element> {
        Single(raw: Observable.just(element, scheduler: scheduler))
    }

    /// Returns a `Single` that fails with `error` at once.
    ///
    /// - Parameter error: The error.
    /// - Returns: The `Single`.
    /// - SeeAlso: [throw operator on reactivex.io](http://reactivex.io/documentation/operators/empty-never-throw.html)
    public static func error(_ error: any Error) -> Single<Element> {
        Single(raw: Observable.error(error))
    }

    /// Returns a `Single` that never succeeds nor fails.
    ///
    /// - Returns: The `Single`.
    /// - SeeAlso: [never operator on reactivex.io](http://reactivex.io/documentation/operators/empty-never-throw.html)
    public static func never() -> Single<Element> {
        Single(raw: Observable.never())
    }
}
