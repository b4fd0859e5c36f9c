extension ObservableType {
    /// Returns a `Single` of this sequence's one element, emitted when the sequence completes.
    ///
    /// Fails with `RxError.moreThanOneElement` at the second element (and disposes the
    /// source), with `RxError.noElements` if the sequence completes empty, or with the
    /// sequence's own error. Runs on the thread that delivers the source's events.
    ///
    /// - Returns: The `Single`.
    /// - SeeAlso: [single operator on reactivex.io](http://reactivex.io/documentation/operators/first.html)
    public func asSingle() -> Single<Element> {
        let source = asObservable()
        return Single(
            raw: Producer { sink in
                var element: Element?
                return source._subscribe { event in
                    switch event {
                    case .next(let next):
                        guard element == nil else { return sink.onError(RxError.moreThanOneElement) }
                        element = next
                    case .error(let error):
                        sink.onError(error)
                    case .completed:
                        guard let element else { return sink.onError(RxError.noElements) }
                        sink.onNext(element)
                        sink.onCompleted()
                    }
                }
            })
    }

    /// Returns a `Maybe` of this sequence's element, emitted when the sequence completes, or
    /// empty if it completes with none.
    ///
    /// Fails with `RxError.moreThanOneElement` at the second element (and disposes the
    /// source), or with the sequence's own error. Runs on the thread that delivers the
    /// source's events.
    ///
    /// - Returns: The `Maybe`.
    /// - SeeAlso: [single operator on reactivex.io](http://reactivex.io/documentation/operators/first.html)
    public func asMaybe() -> Maybe<Element> {
        let source = asObservable()
        return Maybe(
            raw: Producer { sink in
                var element: Element?
                return source._subscribe { event in
                    switch event {
                    case .next(let next):
                        guard element == nil else { return sink.onError(RxError.moreThanOneElement) }
                        element = next
                    case .error(let error):
                        sink.onError(error)
                    case .completed:
                        if let element { sink.onNext(element) }
                        sink.onCompleted()
                    }
                }
            })
    }
}

extension ObservableType where Element == Never {
    /// Returns this element-less sequence as a `Completable`.
    ///
    /// - Returns: The `Completable`, which completes or fails when this sequence does.
    public func asCompletable() -> Completable {
        Completable(raw: asObservable())
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Returns this `Single` as a `Maybe`, which always succeeds or fails.
    ///
    /// - Returns: The `Maybe`.
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source)
    }

    /// Returns a `Completable` that completes when this `Single` succeeds, dropping the
    /// element, and fails when it fails.
    ///
    /// - Returns: The `Completable`.
    public func asCompletable() -> Completable {
        primitiveSequence.source.ignoreElements().asCompletable()
    }
}
