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
            // Events of one subscription are serial, so the accumulator needs no lock.
            let accumulate = SerialBox(seed)
            return source._subscribe { event in
                switch event {
                case .next(let element):
                    do {
                        try accumulator(&accumulate.value, element)
                        sink.onNext(accumulate.value)
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
