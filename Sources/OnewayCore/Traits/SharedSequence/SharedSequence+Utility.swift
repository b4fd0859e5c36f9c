extension SharedSequenceConvertibleType {
    /// Returns this sequence with side effects run around its events and its shared
    /// subscription.
    ///
    /// Runs once per event of the shared subscription, however many subscribers there are:
    /// `onNext` and `onCompleted` before the event is delivered and the `after` closures after
    /// it; `onSubscribe` and `onSubscribed` around subscribing upstream; `onDispose` when the
    /// shared subscription ends.
    ///
    /// - Parameters:
    ///   - onNext: Runs with each element before it is delivered.
    ///   - afterNext: Runs with each element after it is delivered.
    ///   - onCompleted: Runs before completion is delivered.
    ///   - afterCompleted: Runs after completion is delivered.
    ///   - onSubscribe: Runs before subscribing upstream.
    ///   - onSubscribed: Runs after subscribing upstream.
    ///   - onDispose: Runs once the subscription upstream has ended.
    /// - Returns: The sequence, with the side effects, shared as the strategy shares.
    /// - SeeAlso: [do operator on reactivex.io](http://reactivex.io/documentation/operators/do.html)
    @inlinable
    public func `do`(
        onNext: ((Element) -> Void)? = nil,
        afterNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        afterCompleted: (() -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(
            asObservable().do(
                onNext: onNext,
                afterNext: afterNext,
                onCompleted: onCompleted,
                afterCompleted: afterCompleted,
                onSubscribe: onSubscribe,
                onSubscribed: onSubscribed,
                onDispose: onDispose))
    }

    /// Returns this sequence unchanged, printing a line for its shared subscription, each event
    /// and its disposal, as `Observable.debug` does.
    ///
    /// - Parameters:
    ///   - identifier: The name printed on each line; `nil` for the call site.
    ///   - trimOutput: Whether to shorten event descriptions longer than 40 characters.
    ///   - file: The calling file, for the default identifier.
    ///   - line: The calling line, for the default identifier.
    ///   - function: The calling function, for the default identifier.
    /// - Returns: The sequence, logged, shared as the strategy shares.
    /// - SeeAlso: [do operator on reactivex.io](http://reactivex.io/documentation/operators/do.html)
    @inlinable
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(
            asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Returns a `Signal` of `resultSelector` applied to `obj` and each element, holding `obj`
    /// weakly; the `Signal` completes once `obj` is gone.
    ///
    /// - Parameters:
    ///   - obj: The object handed to `resultSelector`, held weakly.
    ///   - resultSelector: Combines `obj` and an element.
    /// - Returns: The `Signal` of combinations.
    @inlinable
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object,
        resultSelector: @escaping (Object, Element) -> Out
    ) -> SharedSequence<SharingStrategy, Out> {
        SharedSequence(asObservable().withUnretained(obj, resultSelector: resultSelector))
    }

    /// Returns a `Signal` of pairs of `obj` and each element, holding `obj` weakly; the
    /// `Signal` completes once `obj` is gone.
    ///
    /// - Parameter obj: The object paired with each element, held weakly.
    /// - Returns: The `Signal` of pairs.
    @inlinable
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> SharedSequence<SharingStrategy, (Object, Element)> {
        withUnretained(obj) { ($0, $1) }
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Unavailable on a `Driver`, as in RxCocoa: its replay would keep `obj` alive.
    ///
    /// - Parameters:
    ///   - obj: The object.
    ///   - resultSelector: Combines `obj` and an element.
    /// - Returns: Nothing; use `drive(with:onNext:onCompleted:onDisposed:)`.
    @available(
        *, unavailable,
        message:
            "a Driver replays its latest element, which would keep the object alive; use drive(with:onNext:onCompleted:onDisposed:)"
    )
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object,
        resultSelector: @escaping (Object, Element) -> Out
    ) -> SharedSequence<SharingStrategy, Out> {
        SharedSequence(asObservable().withUnretained(obj, resultSelector: resultSelector))
    }

    /// Unavailable on a `Driver`, as in RxCocoa: its replay would keep `obj` alive.
    ///
    /// - Parameter obj: The object.
    /// - Returns: Nothing; use `drive(with:onNext:onCompleted:onDisposed:)`.
    @available(
        *, unavailable,
        message:
            "a Driver replays its latest element, which would keep the object alive; use drive(with:onNext:onCompleted:onDisposed:)"
    )
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> SharedSequence<SharingStrategy, (Object, Element)> {
        SharedSequence(asObservable().withUnretained(obj) { ($0, $1) })
    }
}
