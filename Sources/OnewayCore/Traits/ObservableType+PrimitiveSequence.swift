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
        Single(raw: onlyElementAtCompletion(ifEmpty: .noElements))
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
        Maybe(raw: onlyElementAtCompletion(ifEmpty: nil))
    }

    /// The body of `asSingle()` and `asMaybe()`: this sequence's one element, held until
    /// the sequence completes, then emitted with the completion.
    ///
    /// A second element fails the result with `RxError.moreThanOneElement` (which disposes
    /// the source); an error passes through. A sequence that completes empty fails the
    /// result with `emptyError`, or completes it empty when that is `nil`.
    fileprivate func onlyElementAtCompletion(ifEmpty emptyError: RxError?) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            // Events of one subscription are serial, so the element needs no lock.
            var element: Element?
            return source._subscribe { event in
                switch event {
                case .next(let next):
                    guard element == nil else { return sink.onError(RxError.moreThanOneElement) }
                    element = next
                case .error(let error):
                    sink.onError(error)
                case .completed:
                    if let element {
                        sink.onNext(element)
                    } else if let emptyError {
                        return sink.onError(emptyError)
                    }
                    sink.onCompleted()
                }
            }
        }
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
