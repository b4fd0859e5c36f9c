extension ObservableType {
    /// Returns a sequence of each element transformed by `transform`.
    ///
    /// Terminal events pass through. If `transform` throws, the error is emitted and the
    /// source subscription is disposed. Runs on the thread that delivers the element.
    ///
    /// - SeeAlso: [map operator on reactivex.io](http://reactivex.io/documentation/operators/map.html)
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        let source = asObservable()
        // Debug builds count live `map`s (`Resources.numberOfMapOperators`): the token lives
        // as long as this closure, so as long as the observable.
        let counted = _countedOperator(.map)
        return Producer { sink in
            withExtendedLifetime(counted) {}
            let map = MapSink(sink: sink, transform: transform)
            return source._subscribe { event in map.on(event) }
        }
    }
}

/// One subscription to `map`.
///
/// A class rather than captured values: a closure whose only capture is one object uses
/// that object as its context, so each event costs one call, not a call through a
/// forwarder that unpacks the captures (see DesignRationale.md).
@usableFromInline
final class MapSink<Source, Result> {
    @usableFromInline let sink: Sink<Result>
    @usableFromInline let transform: (Source) throws -> Result

    @inlinable
    init(sink: Sink<Result>, transform: @escaping (Source) throws -> Result) {
        self.sink = sink
        self.transform = transform
    }

    @inlinable
    func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            do {
                sink.onNext(try transform(element))
            } catch {
                sink.onError(error)
            }
        case .error(let error):
            sink.onError(error)
        case .completed:
            sink.onCompleted()
        }
    }
}
