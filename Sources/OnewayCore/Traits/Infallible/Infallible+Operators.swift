extension InfallibleType {
    /// Returns an `Infallible` of each element transformed by `transform`.
    ///
    /// - Parameter transform: Applied to each element, on the thread that delivers it.
    /// - Returns: The transformed `Infallible`.
    /// - SeeAlso: [map operator on reactivex.io](http://reactivex.io/documentation/operators/map.html)
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
        Infallible(asObservable().map(transform))
    }

    /// Returns an `Infallible` of the non-`nil` results of `transform`.
    ///
    /// - Parameter transform: Applied to each element; `nil` drops it.
    /// - Returns: The transformed `Infallible`.
    /// - SeeAlso: [map operator on reactivex.io](http://reactivex.io/documentation/operators/map.html)
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> Infallible<Result> {
        Infallible(asObservable().compactMap(transform))
    }

    /// Returns an `Infallible` of the elements that satisfy `predicate`.
    ///
    /// - Parameter predicate: Tests each element.
    /// - Returns: The filtered `Infallible`.
    /// - SeeAlso: [filter operator on reactivex.io](http://reactivex.io/documentation/operators/filter.html)
    public func filter(_ predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
        Infallible(asObservable().filter(predicate))
    }

    /// Returns an `Infallible` of each intermediate result of `accumulator`, starting from
    /// `seed`, which it mutates in place.
    ///
    /// - Parameters:
    ///   - seed: The initial accumulated value.
    ///   - accumulator: Folds an element into the accumulated value.
    /// - Returns: The `Infallible` of accumulated values.
    /// - SeeAlso: [scan operator on reactivex.io](http://reactivex.io/documentation/operators/scan.html)
    public func scan<Seed>(into seed: Seed, accumulator: @escaping (inout Seed, Element) -> Void) -> Infallible<Seed> {
        Infallible(asObservable().scan(into: seed, accumulator: accumulator))
    }

    /// Returns an `Infallible` of each intermediate result of `accumulator`, starting from
    /// `seed`.
    ///
    /// - Parameters:
    ///   - seed: The initial accumulated value.
    ///   - accumulator: Returns the next accumulated value from the last one and an element.
    /// - Returns: The `Infallible` of accumulated values.
    /// - SeeAlso: [scan operator on reactivex.io](http://reactivex.io/documentation/operators/scan.html)
    public func scan<Seed>(_ seed: Seed, accumulator: @escaping (Seed, Element) -> Seed) -> Infallible<Seed> {
        Infallible(asObservable().scan(seed, accumulator: accumulator))
    }
}

extension Infallible {
    /// Returns this `Infallible` with side effects run around its events and its subscription.
    ///
    /// `onNext`/`onCompleted` run before the event is delivered and the `after` closures after
    /// it; as in RxSwift, an error they throw is delivered. `onSubscribe` and `onSubscribed`
    /// run before and after subscribing upstream, and `onDispose` when the subscription ends
    /// for any reason, after the upstream is disposed.
    ///
    /// - Parameters:
    ///   - onNext: Runs with each element before it is delivered.
    ///   - afterNext: Runs with each element after it is delivered.
    ///   - onCompleted: Runs before completion is delivered.
    ///   - afterCompleted: Runs after completion is delivered.
    ///   - onSubscribe: Runs before subscribing upstream.
    ///   - onSubscribed: Runs after subscribing upstream.
    ///   - onDispose: Runs once the subscription has ended.
    /// - Returns: The `Infallible`, with the side effects.
    /// - SeeAlso: [do operator on reactivex.io](http://reactivex.io/documentation/operators/do.html)
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Infallible<Element> {
        Infallible(
            asObservable().do(
                onNext: onNext,
                afterNext: afterNext,
                onCompleted: onCompleted,
                afterCompleted: afterCompleted,
                onSubscribe: onSubscribe,
                onSubscribed: onSubscribed,
                onDispose: onDispose))
    }
}

extension InfallibleType {
    /// Returns an `Infallible` that shares one subscription to this one among its subscribers,
    /// replaying the latest `replay` elements to each new subscriber, as
    /// `Observable.share(replay:scope:)` does.
    ///
    /// - Parameters:
    ///   - replay: How many of the latest elements to replay; `0` replays none.
    ///   - scope: Whether the replay buffer is forgotten on disconnection (`.whileConnected`)
    ///     or kept (`.forever`).
    /// - Returns: The shared `Infallible`.
    /// - Precondition: `replay >= 0`.
    /// - SeeAlso: [replay operator on reactivex.io](http://reactivex.io/documentation/operators/replay.html)
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Infallible<Element> {
        Infallible(asObservable().share(replay: replay, scope: scope))
    }
}

extension InfallibleType {
    /// Returns this `Infallible` unchanged, printing a line for each subscription, each event
    /// and each disposal, as `Observable.debug` does.
    ///
    /// - Parameters:
    ///   - identifier: The name printed on each line; `nil` for the call site.
    ///   - trimOutput: Whether to shorten event descriptions longer than 40 characters.
    ///   - file: The calling file, for the default identifier.
    ///   - line: The calling line, for the default identifier.
    ///   - function: The calling function, for the default identifier.
    /// - Returns: The `Infallible`, logged.
    /// - SeeAlso: [do operator on reactivex.io](http://reactivex.io/documentation/operators/do.html)
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> Infallible<Element> {
        Infallible(
            asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}
