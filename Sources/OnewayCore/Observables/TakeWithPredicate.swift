/// Whether `take(until:behavior:)` and `take(while:behavior:)` emit the element that ends
/// the sequence.
public enum TakeBehavior: Sendable {
    /// Emit the element that ends the sequence, then complete.
    case inclusive

    /// Complete without emitting the element that ends the sequence.
    case exclusive
}

extension ObservableType {
    /// Returns the elements of this sequence until one satisfies `predicate`, then completes.
    ///
    /// The element that satisfies `predicate` is emitted before completing only with
    /// `.inclusive`. Completing disposes the source subscription; elements the source sends
    /// reentrantly while the last one is being emitted are dropped. If `predicate` throws,
    /// the error is emitted and the source subscription disposed. Runs on the thread that
    /// delivers the element.
    ///
    /// - Parameters:
    ///   - predicate: Returns `true` for the element that ends the sequence.
    ///   - behavior: Whether to emit that element; `.exclusive` by default.
    /// - Returns: The elements before the first one that satisfies `predicate`.
    /// - SeeAlso: [takeUntil operator on reactivex.io](http://reactivex.io/documentation/operators/takeuntil.html)
    public func take(
        until predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            // Events of one subscription are serial, so the flag needs no lock.
            var isRunning = true
            return source._subscribe { event in
                guard case .next(let element) = event else { return sink.on(event) }
                guard isRunning else { return }
                do {
                    isRunning = try !predicate(element)
                } catch {
                    return sink.onError(error)
                }
                if isRunning { return sink.onNext(element) }
                if behavior == .inclusive { sink.onNext(element) }
                sink.onCompleted()
            }
        }
    }

    /// Returns the elements of this sequence while they satisfy `predicate`, then completes.
    ///
    /// The first element that fails `predicate` ends the sequence; it is emitted before
    /// completing only with `.inclusive`. If `predicate` throws, the error is emitted and the
    /// source subscription disposed. Runs on the thread that delivers the element.
    ///
    /// - Parameters:
    ///   - predicate: Returns `true` for the elements to take.
    ///   - behavior: Whether to emit the first element that fails; `.exclusive` by default.
    /// - Returns: The elements before the first one that fails `predicate`.
    /// - SeeAlso: [takeWhile operator on reactivex.io](http://reactivex.io/documentation/operators/takewhile.html)
    public func take(
        while predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        take(until: { try !predicate($0) }, behavior: behavior)
    }
}
