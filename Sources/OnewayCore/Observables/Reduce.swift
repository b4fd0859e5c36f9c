extension ObservableType {
    /// Returns a sequence that folds every element into an accumulator starting at `seed`
    /// and, when this sequence completes, emits `mapResult` of the final accumulator and
    /// completes.
    ///
    /// Nothing is emitted before completion. An error from this sequence, `accumulator` or
    /// `mapResult` is forwarded at once (an error thrown by `accumulator` also ends the
    /// source subscription). Each subscription starts again from `seed`. Runs on the thread
    /// that delivers the source's events.
    ///
    /// - Parameters:
    ///   - seed: The initial accumulator.
    ///   - accumulator: Combines the accumulator with the next element.
    ///   - mapResult: Turns the final accumulator into the emitted result.
    /// - Returns: A sequence of one element, the result.
    /// - SeeAlso: [reduce operator on reactivex.io](http://reactivex.io/documentation/operators/reduce.html)
    public func reduce<Accumulate, Result>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Result
    ) -> Observable<Result> {
        let source = asObservable()
        return Producer { sink in
            // Events of one subscription are serial, so the accumulator needs no lock.
            var accumulate = seed
            return source._subscribe { event in
                switch event {
                case .next(let element):
                    do {
                        accumulate = try accumulator(accumulate, element)
                    } catch {
                        sink.onError(error)
                    }
                case .error(let error):
                    sink.onError(error)
                case .completed:
                    // After a failed accumulation, `mapResult` must not see a partial result.
                    guard !sink.isDisposed else { return }
                    do {
                        sink.onNext(try mapResult(accumulate))
                        sink.onCompleted()
                    } catch {
                        sink.onError(error)
                    }
                }
            }
        }
    }

    /// Returns a sequence that folds every element into an accumulator starting at `seed`
    /// and, when this sequence completes, emits the final accumulator and completes.
    ///
    /// Errors, threading and subscriptions are those of `reduce(_:accumulator:mapResult:)`.
    ///
    /// - Parameters:
    ///   - seed: The initial accumulator.
    ///   - accumulator: Combines the accumulator with the next element.
    /// - Returns: A sequence of one element, the final accumulator.
    /// - SeeAlso: [reduce operator on reactivex.io](http://reactivex.io/documentation/operators/reduce.html)
    public func reduce<Accumulate>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        reduce(seed, accumulator: accumulator, mapResult: { $0 })
    }
}
