extension ObservableType {
    /// Returns a sequence of the elements that satisfy `predicate`.
    ///
    /// Terminal events pass through. If `predicate` throws, the error is emitted and the
    /// source subscription is disposed. Runs on the thread that delivers the element.
    ///
    /// - SeeAlso: [filter operator on reactivex.io](http://reactivex.io/documentation/operators/filter.html)
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            let filter = FilterSink(sink: sink, predicate: predicate)
            return source._subscribe { event in filter.on(event) }
        }
    }
}

/// One subscription to `filter`; a class for the reason given on `MapSink`.
@usableFromInline
final class FilterSink<Element> {
    @usableFromInline let sink: Sink<Element>
    @usableFromInline let predicate: (Element) throws -> Bool

    @inlinable
    init(sink: Sink<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.sink = sink
        self.predicate = predicate
    }

    @inlinable
    func on(_ event: Event<Element>) {
        guard case .next(let element) = event else { return sink.on(event) }
        do {
            if try predicate(element) { sink.onNext(element) }
        } catch {
            sink.onError(error)
        }
    }
}
