extension ObservableType {
    /// Returns a sequence that, at each element of `sampler`, emits the latest element this
    /// one emitted since the previous sample, or `defaultValue` if there was none.
    ///
    /// The source is subscribed first, then `sampler`. Nothing is emitted for a sample
    /// with no new element and no `defaultValue`. The sampler's completion takes one last
    /// sample. When the source completes, its subscription ends but the result waits for
    /// the next sample (its element or completion) and completes right after it; if the
    /// sampler has already completed, the result never completes. An error from either
    /// sequence is forwarded at once. Deliveries from the two sequences' threads are
    /// serialized, in the order they were decided, and never made while holding a lock.
    ///
    /// - Parameters:
    ///   - sampler: The sequence whose events take the samples.
    ///   - defaultValue: What to emit at a sample when no new element arrived; `nil` emits
    ///     nothing then.
    /// - Returns: The sampled sequence.
    /// - SeeAlso: [sample operator on reactivex.io](http://reactivex.io/documentation/operators/sample.html)
    public func sample<Sampler: ObservableType>(_ sampler: Sampler, defaultValue: Element? = nil)
        -> Observable<Element>
    {
        let source = asObservable()
        let sampler = sampler.asObservable()
        return Producer { sink in
            SampleSink(sink, defaultValue: defaultValue).run(source, sampler: sampler)
        }
    }
}

/// One subscription of `sample`: both sequences' callbacks decide under `state`'s lock and
/// deliver through `output` after releasing it.
///
/// `@unchecked Sendable` because the two sequences may call it from different threads:
/// `state` is guarded by its lock, `output` and `sourceSubscription` are thread-safe, the
/// rest is immutable.
final class SampleSink<Element>: @unchecked Sendable {
    private struct State {
        var latest: Element?
        var sourceHasCompleted = false
        var isStopped = false
    }

    private let output: SerializedSink<Element>
    private let state = LockedState(State())
    private let sourceSubscription = SingleAssignmentDisposable()
    private let defaultValue: Element?

    init(_ sink: Sink<Element>, defaultValue: Element?) {
        output = SerializedSink(sink)
        self.defaultValue = defaultValue
    }

    /// Subscribes to `source`, then to `sampler`; the result disposes both subscriptions.
    func run<Sample>(_ source: Observable<Element>, sampler: Observable<Sample>) -> Disposable {
        sourceSubscription.setDisposable(source._subscribe { [self] event in sourceEvent(event) })
        let samplerSubscription = sampler._subscribe { [self] event in samplerEvent(event) }
        return Disposables.create(sourceSubscription, samplerSubscription)
    }

    private func sourceEvent(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            state.withLock { state in
                if !state.isStopped { state.latest = element }
            }
        case .error(let error):
            fail(error)
        case .completed:
            state.withLock { $0.sourceHasCompleted = true }
            sourceSubscription.dispose()
        }
    }

    private func samplerEvent<Sample>(_ event: Event<Sample>) {
        guard case .error(let error) = event else { return takeSample() }
        fail(error)
    }

    /// Emits the latest element (or the default) and, if the source has completed, the
    /// completion after it.
    private func takeSample() {
        let mustDrain = state.withLock { state -> Bool in
            guard !state.isStopped else { return false }
            var mustDrain = false
            if let element = state.latest ?? defaultValue {
                state.latest = nil
                mustDrain = output.enqueue(.next(element))
            }
            if state.sourceHasCompleted {
                state.isStopped = true
                mustDrain = output.enqueue(.completed) || mustDrain
            }
            return mustDrain
        }
        if mustDrain { output.drain() }
    }

    private func fail(_ error: any Error) {
        let mustDrain = state.withLock { state -> Bool in
            guard !state.isStopped else { return false }
            state.isStopped = true
            state.latest = nil
            return output.enqueue(.error(error))
        }
        if mustDrain { output.drain() }
    }
}
