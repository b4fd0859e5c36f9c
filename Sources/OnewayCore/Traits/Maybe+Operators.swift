extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Returns a `Maybe` of the element transformed by `transform`; an error it throws fails
    /// the result.
    ///
    /// - Parameter transform: Applied to the element, on the thread that delivers it.
    /// - Returns: The transformed `Maybe`.
    /// - SeeAlso: [map operator on reactivex.io](http://reactivex.io/documentation/operators/map.html)
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.map(transform))
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

    /// Returns the `Maybe` that `selector` makes from the element, or completes empty if this
    /// one does.
    ///
    /// The inner `Maybe` is subscribed when the element arrives; the result fails when
    /// either fails or `selector` throws. The inner `Maybe` may deliver on any thread.
    ///
    /// - Parameter selector: Makes the next `Maybe` from the element.
    /// - Returns: The chained `Maybe`.
    /// - SeeAlso: [flatMap operator on reactivex.io](http://reactivex.io/documentation/operators/flatmap.html)
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.flatMap(selector))
    }

    /// Returns this `Maybe` with side effects run around its events and its subscription.
    ///
    /// `onNext`/`onError`/`onCompleted` run before the event is delivered and the `after`
    /// closures after it; an error thrown before delivery is delivered instead. `onSubscribe`
    /// and `onSubscribed` run before and after subscribing upstream, and `onDispose` when the
    /// subscription ends for any reason, after the upstream is disposed.
    ///
    /// - Parameters:
    ///   - onNext: Runs with the element before it is delivered.
    ///   - afterNext: Runs with the element after it is delivered.
    ///   - onError: Runs with the error before it is delivered.
    ///   - afterError: Runs with the error after it is delivered.
    ///   - onCompleted: Runs before completion is delivered.
    ///   - afterCompleted: Runs after completion is delivered.
    ///   - onSubscribe: Runs before subscribing upstream.
    ///   - onSubscribed: Runs after subscribing upstream.
    ///   - onDispose: Runs once the subscription has ended.
    /// - Returns: The `Maybe`, with the side effects.
    /// - SeeAlso: [do operator on reactivex.io](http://reactivex.io/documentation/operators/do.html)
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((any Error) throws -> Void)? = nil,
        afterError: ((any Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Maybe<Element> {
        Maybe(
            raw: primitiveSequence.source.do(
                onNext: onNext,
                afterNext: afterNext,
                onError: onError,
                afterError: afterError,
                onCompleted: onCompleted,
                afterCompleted: afterCompleted,
                onSubscribe: onSubscribe,
                onSubscribed: onSubscribed,
                onDispose: onDispose))
    }
}
