extension PrimitiveSequence {
    /// Returns this sequence, continued on error by the sequence `handler` returns for the
    /// error.
    ///
    /// As `Observable.catch`: the fallback is subscribed when the error arrives, on the
    /// thread that delivered it; an error `handler` throws is delivered.
    ///
    /// - Parameter handler: Makes the fallback from the error.
    /// - Returns: The sequence with the fallback.
    /// - SeeAlso: [catch operator on reactivex.io](http://reactivex.io/documentation/operators/catch.html)
    public func `catch`(_ handler: @escaping (any Error) throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: source.catch { try handler($0).source })
    }

    /// Returns this sequence, continued on error by the sequence `handler` returns; renamed
    /// `catch(_:)` in RxSwift 6.
    ///
    /// - Parameter handler: Makes the fallback from the error.
    /// - Returns: The sequence with the fallback.
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (any Error) throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element>
    {
        `catch`(handler)
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Returns this `Single`, succeeding with `element` instead of failing.
    ///
    /// - Parameter element: The element to succeed with on error.
    /// - Returns: A `Single` that never fails.
    /// - SeeAlso: [catch operator on reactivex.io](http://reactivex.io/documentation/operators/catch.html)
    public func catchAndReturn(_ element: Element) -> Single<Element> {
        Single(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// Returns this `Single`, succeeding with `element` instead of failing; renamed
    /// `catchAndReturn(_:)` in RxSwift 6.
    ///
    /// - Parameter element: The element to succeed with on error.
    /// - Returns: A `Single` that never fails.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Single<Element> {
        catchAndReturn(element)
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Returns this `Maybe`, succeeding with `element` instead of failing.
    ///
    /// - Parameter element: The element to succeed with on error.
    /// - Returns: A `Maybe` that never fails.
    /// - SeeAlso: [catch operator on reactivex.io](http://reactivex.io/documentation/operators/catch.html)
    public func catchAndReturn(_ element: Element) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// Returns this `Maybe`, succeeding with `element` instead of failing; renamed
    /// `catchAndReturn(_:)` in RxSwift 6.
    ///
    /// - Parameter element: The element to succeed with on error.
    /// - Returns: A `Maybe` that never fails.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Maybe<Element> {
        catchAndReturn(element)
    }
}
