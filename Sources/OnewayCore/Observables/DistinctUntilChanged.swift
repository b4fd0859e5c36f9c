extension ObservableType where Element: Equatable {
    /// Returns a sequence that drops each element equal to the one emitted just before it.
    ///
    /// The first element is always emitted. Terminal events pass through. Runs on the
    /// thread that delivers the element.
    ///
    /// - SeeAlso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    @inlinable
    public func distinctUntilChanged() -> Observable<Element> {
        // Written out rather than through the key-selector form: that costs two more
        // closure calls per element (the identity key and `==`).
        let source = asObservable()
        return Producer { sink in
            let distinct = DistinctSink(sink: sink)
            return source._subscribe { event in distinct.on(event) }
        }
    }
}

extension ObservableType {
    /// Returns a sequence that drops each element whose key, from `keySelector`, equals the
    /// key of the element emitted just before it.
    ///
    /// If `keySelector` throws, the error is emitted and the source subscription disposed.
    ///
    /// - SeeAlso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    @inlinable
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key)
        -> Observable<Element>
    {
        distinctUntilChanged(keySelector, comparer: ==)
    }

    /// Returns a sequence that drops each element `comparer` finds equal to the element
    /// emitted just before it.
    ///
    /// If `comparer` throws, the error is emitted and the source subscription disposed.
    ///
    /// - SeeAlso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    @inlinable
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: comparer)
    }

    /// Returns a sequence that drops each element whose value at `keyPath` equals that of
    /// the element emitted just before it.
    ///
    /// - SeeAlso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    @inlinable
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>)
        -> Observable<Element>
    {
        distinctUntilChanged({ $0[keyPath: keyPath] }, comparer: ==)
    }

    /// Returns a sequence that drops each element whose key, from `keySelector`, `comparer`
    /// finds equal to the key of the element emitted just before it.
    ///
    /// The comparison is with the last element emitted, not the last one received. If
    /// `keySelector` or `comparer` throws, the error is emitted and the source subscription
    /// disposed. Runs on the thread that delivers the element.
    ///
    /// - SeeAlso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    @inlinable
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool
    ) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            let distinct = DistinctByKeySink(sink: sink, keySelector: keySelector, comparer: comparer)
            return source._subscribe { event in distinct.on(event) }
        }
    }
}

/// One subscription to `distinctUntilChanged()`; a class for the reason given on `MapSink`.
@usableFromInline
final class DistinctSink<Element: Equatable> {
    @usableFromInline let sink: Sink<Element>
    /// Only the serial events of one subscription touch it: no runtime exclusivity check.
    @usableFromInline @exclusivity(unchecked) var last: Element?

    @inlinable
    init(sink: Sink<Element>) {
        self.sink = sink
    }

    @inlinable
    func on(_ event: Event<Element>) {
        guard case .next(let element) = event else { return sink.on(event) }
        if let last, last == element { return }
        last = element
        sink.onNext(element)
    }
}

/// One subscription to `distinctUntilChanged(_:comparer:)`; a class for the reason given
/// on `MapSink`.
@usableFromInline
final class DistinctByKeySink<Element, Key> {
    @usableFromInline let sink: Sink<Element>
    @usableFromInline let keySelector: (Element) throws -> Key
    @usableFromInline let comparer: (Key, Key) throws -> Bool
    /// Only the serial events of one subscription touch it: no runtime exclusivity check.
    @usableFromInline @exclusivity(unchecked) var lastKey: Key?

    @inlinable
    init(
        sink: Sink<Element>,
        keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool
    ) {
        self.sink = sink
        self.keySelector = keySelector
        self.comparer = comparer
    }

    @inlinable
    func on(_ event: Event<Element>) {
        guard case .next(let element) = event else { return sink.on(event) }
        do {
            let key = try keySelector(element)
            if let lastKey, try comparer(lastKey, key) { return }
            lastKey = key
            sink.onNext(element)
        } catch {
            sink.onError(error)
        }
    }
}
