extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Returns this `Completable` with side effects run around its outcome and its
    /// subscription.
    ///
    /// `onError`/`onCompleted` run before the outcome is delivered and the `after` closures
    /// after it; an error thrown before delivery is delivered instead. `onSubscribe` and
    /// `onSubscribed` run before and after subscribing upstream, and `onDispose` when the
    /// subscription ends for any reason, after the upstream is disposed.
    ///
    /// - Parameters:
    ///   - onError: Runs with the error before it is delivered.
    ///   - afterError: Runs with the error after it is delivered.
    ///   - onCompleted: Runs before completion is delivered.
    ///   - afterCompleted: Runs after completion is delivered.
    ///   - onSubscribe: Runs before subscribing upstream.
    ///   - onSubscribed: Runs after subscribing upstream.
    ///   - onDispose: Runs once the subscription has ended.
    /// - Returns: The `Completable`, with the side effects.
    /// - SeeAlso: [do operator on reactivex.io](http://reactivex.io/documentation/operators/do.html)
    public func `do`(
        onError: ((any Error) throws -> Void)? = nil,
        afterError: ((any Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Completable {
        Completable(
            raw: primitiveSequence.source.do(
                onError: onError,
                afterError: afterError,
                onCompleted: onCompleted,
                afterCompleted: afterCompleted,
                onSubscribe: onSubscribe,
                onSubscribed: onSubscribed,
                onDispose: onDispose))
    }

    /// Returns a `Single` that subscribes to `second` once this `Completable` completes, and
    /// succeeds or fails as `second` does.
    ///
    /// If this `Completable` fails, the error is delivered and `second` is never subscribed.
    ///
    /// - Parameter second: The `Single` to run next.
    /// - Returns: The `Single`.
    /// - SeeAlso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    public func andThen<Result>(_ second: Single<Result>) -> Single<Result> {
        Single(raw: primitiveSequence.source.concatenating(second.source))
    }

    /// Returns a `Maybe` that subscribes to `second` once this `Completable` completes, and
    /// ends as `second` does; an error of this `Completable` is delivered instead.
    ///
    /// - Parameter second: The `Maybe` to run next.
    /// - Returns: The `Maybe`.
    /// - SeeAlso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    public func andThen<Result>(_ second: Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.concatenating(second.source))
    }

    /// Returns a `Completable` that subscribes to `second` once this one completes, and ends
    /// as `second` does; an error of this `Completable` is delivered instead.
    ///
    /// - Parameter second: The `Completable` to run next.
    /// - Returns: The `Completable`.
    /// - SeeAlso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    public func andThen(_ second: Completable) -> Completable {
        Completable(raw: primitiveSequence.source.concatenating(second.source))
    }

    /// Returns a sequence that subscribes to `second` once this `Completable` completes, and
    /// delivers its events; an error of this `Completable` is delivered instead.
    ///
    /// - Parameter second: The sequence to run next.
    /// - Returns: The sequence.
    /// - SeeAlso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    public func andThen<Result>(_ second: Observable<Result>) -> Observable<Result> {
        primitiveSequence.source.concatenating(second)
    }
}

extension Observable where Element == Never {
    /// This element-less sequence followed by `second`, subscribed when this one completes
    /// (this one's subscription is released right after).
    fileprivate func concatenating<Result>(_ second: Observable<Result>) -> Observable<Result> {
        let first = self
        return Producer { sink in
            let current = SerialDisposable()
            let firstSubscription = SingleAssignmentDisposable()
            current.disposable = firstSubscription
            firstSubscription.setDisposable(
                first._subscribe { event in
                    switch event {
                    case .next: break
                    case .error(let error): sink.onError(error)
                    case .completed: current.disposable = second._subscribe(sink.on)
                    }
                })
            return current
        }
    }
}
