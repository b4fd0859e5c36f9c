extension ObservableType {
    /// Returns a sequence of running accumulations: each element is folded into the
    /// accumulator, mutated in place by `accumulator`, and the new value is emitted.
    ///
    /// Each subscription starts again from `seed`. If `accumulator` throws, the error is
    /// emitted and the source subscription disposed. Runs on the thread that delivers the
    /// element.
    ///
    /// - SeeAlso: [scan operator on reactivex.io](http://reactivex.io/documentation/operators/scan.html)
    @inlinable
    public func scan<Accumulate>(
        into seed: Accumulate,
        accumulator: @escaping (inout Accumulate, Element) throws -> Void
    ) -> Observable<Accumulate> {
        let source = asObservable()
        return Producer { sink in
            let scan = ScanSink(sink: sink, seed: seed, accumulator: accumulator)
            return source._subscribe { event in scan.on(event) }
        }
    }

    /// Returns a sequence of running accumulations: each element is combined with the
    /// accumulator by `accumulator`, and the result is emitted and becomes the accumulator.
    ///
    /// Each subscription starts again from `seed`. If `accumulator` throws, the error is
    /// emitted and the source subscription disposed.
    ///
    /// - SeeAlso: [scan operator on reactivex.io](http://reactivex.io/documentation/operators/scan.html)
    @inlinable
    public func scan<Accumulate>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        scan(into: seed) { accumulate, element in
            accumulate = try accumulator(accumulate, element)
        }
    }
}

/// One subscription to `scan`; a class for the reason given on `MapSink`.
@usableFromInline
final class ScanSink<Element, Accumulate> {
    @usableFromInline let sink: Sink<Accumulate>
    @usableFromInline let accumulator: (inout Accumulate, Element) throws -> Void
    /// Events of one subscription are serial, and the accumulator cannot re-enter this
    /// subscription (subjects and `SerializedSink` queue a reentrant send), so accesses never
    /// overlap, and the runtime exclusivity check is skipped (its cost: Benchmarks/README.md,
    /// "Operators are closures built in the caller's module").
    @usableFromInline @exclusivity(unchecked) var accumulate: Accumulate

    @inlinable
    init(sink: Sink<Accumulate>, seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void) {
        self.sink = sink
        self.accumulate = seed
        self.accumulator = accumulator
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            do {
                try accumulator(&accumulate, element)
                sink.onNext(accumulate)
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
