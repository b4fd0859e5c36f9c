extension ObservableType {
    /// Returns a sequence that, for each element of this sequence, emits `resultSelector`
    /// applied to it and the latest element of `second`; elements that arrive before
    /// `second` has emitted are dropped.
    ///
    /// `second` is subscribed first, then this sequence, so a `second` that emits on
    /// subscription (a `BehaviorSubject`) is ready for this sequence's first element. The
    /// result completes when this sequence completes (the completion of `second` only
    /// releases its subscription; its latest element is kept), and fails with the first
    /// error of either sequence or of `resultSelector`. The sequences may emit on different
    /// threads; results are delivered one at a time, and `resultSelector` runs outside every
    /// lock, on the thread that delivers.
    ///
    /// - Parameters:
    ///   - second: The sequence whose latest element is combined.
    ///   - resultSelector: Makes an element from an element of this sequence and the latest
    ///     element of `second`.
    /// - Returns: The sequence of combinations.
    /// - SeeAlso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Observable<ResultType> {
        let first = asObservable()
        let second = second.asObservable()
        return Producer { sink in
            let combining = WithLatestFromSink(sink: sink, resultSelector: resultSelector)
            return combining.run(first: first, second: second)
        }
    }

    /// Returns a sequence that, for each element of this sequence, emits the latest element
    /// of `second`; elements that arrive before `second` has emitted are dropped.
    ///
    /// Subscription order, completion, errors and threading are those of
    /// `withLatestFrom(_:resultSelector:)`.
    ///
    /// - Parameter second: The sequence whose latest element is emitted.
    /// - Returns: The sequence of `second`'s latest elements, one per element of this one.
    /// - SeeAlso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        withLatestFrom(second) { $1 }
    }
}

/// One subscription to `withLatestFrom`: the latest element of the second sequence, under a
/// lock, and a serializer that applies the selector outside it.
///
/// Each element of the first sequence is paired with the latest element under the lock and
/// queued; an error of either sequence is queued there too, so events leave in the order
/// they were decided even when the sequences run on different threads.
final class WithLatestFromSink<First, Second, Result>: @unchecked Sendable {
    private struct State: StoppableOutputState {
        var latest: Second?
        var isStopped = false
    }

    // Guarded by its own lock.
    private let state = LockedState(State())
    private let output: SerializedSink<(First, Second)>

    init(sink: Sink<Result>, resultSelector: @escaping (First, Second) throws -> Result) {
        output = SerializedSink(sink.selecting { try resultSelector($0.0, $0.1) })
    }

    /// Subscribes to `second`, then to `first`, and returns what disposes both.
    func run(first: Observable<First>, second: Observable<Second>) -> Disposable {
        let secondSubscription = SingleAssignmentDisposable()
        secondSubscription.setDisposable(
            second._subscribe { event in
                switch event {
                case .next(let element):
                    self.decide { state in
                        state.latest = element
                        return false
                    }
                case .error(let error):
                    self.decide { $0.stop(with: .error(error), on: self.output) }
                case .completed:
                    secondSubscription.dispose()
                }
            }
        )
        let firstSubscription = first._subscribe { event in
            switch event {
            case .next(let element):
                self.decide { state in
                    guard !state.isStopped, let latest = state.latest else { return false }
                    return self.output.enqueue(.next((element, latest)))
                }
            case .error(let error):
                self.decide { $0.stop(with: .error(error), on: self.output) }
            case .completed:
                self.decide { $0.stop(with: .completed, on: self.output) }
            }
        }
        return Disposables.create(firstSubscription, secondSubscription)
    }

    /// Runs `body` under the lock, then delivers what it queued.
    private func decide(_ body: (inout State) -> Bool) {
        if state.withLock(body) { output.drain() }
    }
}
