extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Returns a `Single` of the element transformed by `transform`; an error it throws
    /// fails the result.
    ///
    /// - Parameter transform: Applied to the element, on the thread that delivers it.
    /// - Returns: The transformed `Single`.
    /// - SeeAlso: [map operator on reactivex.io](http://reactivex.io/documentation/operators/map.html)
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single(raw: primitiveSequence.source.map(transform))
    }

    /// Returns a `Maybe` of the element transformed by `transform`, empty when it returns `nil`.
    ///
    /// - Parameter transform: Applied to the element; an error it throws fails the result.
    /// - Returns: The `Maybe`.
    /// - SeeAlso: [map operator on reactivex.io](http://reactivex.io/documentation/operators/map.html)
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.compactMap(transform))
    }

    /// Returns a `Maybe` of the element if it satisfies `predicate`, empty otherwise.
    ///
    /// - Parameter predicate: Tests the element; an error it throws fails the result.
    /// - Returns: The `Maybe`.
    /// - SeeAlso: [filter operator on reactivex.io](http://reactivex.io/documentation/operators/filter.html)
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }

    /// Returns the `Single` that `selector` makes from the element: it subscribes to it when
    /// the element arrives and succeeds or fails as it does.
    ///
    /// Fails when this `Single` fails or `selector` throws. The inner `Single` may deliver on
    /// any thread.
    ///
    /// - Parameter selector: Makes the next `Single` from the element.
    /// - Returns: The chained `Single`.
    /// - SeeAlso: [flatMap operator on reactivex.io](http://reactivex.io/documentation/operators/flatmap.html)
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        Single(raw: primitiveSequence.source.flatMap(selector))
    }

    /// Returns the `Maybe` that `selector` makes from the element, as `flatMap` does for a
    /// `Single`.
    ///
    /// - Parameter selector: Makes the `Maybe` from the element.
    /// - Returns: The chained `Maybe`.
    /// - SeeAlso: [flatMap operator on reactivex.io](http://reactivex.io/documentation/operators/flatmap.html)
    public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.flatMap(selector))
    }

    /// Returns the `Completable` that `selector` makes from the element, as `flatMap` does
    /// for a `Single`.
    ///
    /// - Parameter selector: Makes the `Completable` from the element.
    /// - Returns: The chained `Completable`.
    /// - SeeAlso: [flatMap operator on reactivex.io](http://reactivex.io/documentation/operators/flatmap.html)
    public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable {
        Completable(raw: primitiveSequence.source.flatMap(selector))
    }

    /// Returns this `Single` with side effects run around its events and its subscription.
    ///
    /// `onSuccess`/`onError` run before the outcome is delivered and `afterSuccess`/
    /// `afterError` after it; an error thrown before delivery is delivered instead.
    /// `onSubscribe` and `onSubscribed` run before and after subscribing upstream, and
    /// `onDispose` when the subscription ends for any reason, after the upstream is disposed.
    ///
    /// - Parameters:
    ///   - onSuccess: Runs with the element before it is delivered.
    ///   - afterSuccess: Runs with the element after it is delivered.
    ///   - onError: Runs with the error before it is delivered.
    ///   - afterError: Runs with the error after it is delivered.
    ///   - onSubscribe: Runs before subscribing upstream.
    ///   - onSubscribed: Runs after subscribing upstream.
    ///   - onDispose: Runs once the subscription has ended.
    /// - Returns: The `Single`, with the side effects.
    /// - SeeAlso: [do operator on reactivex.io](http://reactivex.io/documentation/operators/do.html)
    public func `do`(
        onSuccess: ((Element) throws -> Void)? = nil,
        afterSuccess: ((Element) throws -> Void)? = nil,
        onError: ((any Error) throws -> Void)? = nil,
        afterError: ((any Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Single<Element> {
        Single(
            raw: primitiveSequence.source.do(
                onNext: onSuccess,
                afterNext: afterSuccess,
                onError: onError,
                afterError: afterError,
                onSubscribe: onSubscribe,
                onSubscribed: onSubscribed,
                onDispose: onDispose))
    }
}
