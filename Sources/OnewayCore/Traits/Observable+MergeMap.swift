extension Observable {
    /// The machinery behind the traits' and `Infallible`'s `flatMap`: subscribes to the
    /// sequence `selector` returns for each element and merges their elements.
    ///
    /// Completes once this sequence and every inner sequence have completed; the first error
    /// (from either, or thrown by `selector`) is forwarded and disposes everything. Inner
    /// sequences may deliver on any thread: the output is serialized, never concurrent.
    func mergeMapping<Result>(_ selector: @escaping (Element) throws -> Observable<Result>) -> Observable<Result> {
        let source = self
        return Producer { sink in
            MergeMapSink(sink: sink, selector: selector).run(source)
        }
    }
}

/// One subscription of `mergeMapping`: counts the live sequences under a lock and serializes
/// the output.
private final class MergeMapSink<Element, Result>: @unchecked Sendable {
    private struct State {
        /// Live sequences: the outer one until it completes, plus each inner one.
        var active = 1
        var isStopped = false
    }

    private let output: SerializedSink<Result>
    private let selector: (Element) throws -> Observable<Result>
    private let group = CompositeDisposable()
    private let state = LockedState(State())

    init(sink: Sink<Result>, selector: @escaping (Element) throws -> Observable<Result>) {
        output = SerializedSink(sink)
        self.selector = selector
    }

    func run(_ source: Observable<Element>) -> Disposable {
        let outer = SingleAssignmentDisposable()
        let outerKey = group.insert(outer)
        outer.setDisposable(
            source._subscribe { [self] event in
                switch event {
                case .next(let element):
                    subscribeInner(to: element)
                case .error(let error):
                    stop(with: .error(error))
                case .completed:
                    if let outerKey { group.remove(for: outerKey) }
                    sequenceCompleted()
                }
            })
        return group
    }

    private func subscribeInner(to element: Element) {
        let inner: Observable<Result>
        do {
            inner = try selector(element)
        } catch {
            return stop(with: .error(error))
        }
        let stopped = state.withLock { state in
            if !state.isStopped { state.active += 1 }
            return state.isStopped
        }
        guard !stopped else { return }
        let subscription = SingleAssignmentDisposable()
        let key = group.insert(subscription)
        subscription.setDisposable(
            inner._subscribe { [self] event in
                switch event {
                case .next:
                    output.on(event)
                case .error(let error):
                    stop(with: .error(error))
                case .completed:
                    if let key { group.remove(for: key) }
                    sequenceCompleted()
                }
            })
    }

    private func sequenceCompleted() {
        let mustDrain = state.withLock { state -> Bool in
            state.active -= 1
            guard state.active == 0, !state.isStopped else { return false }
            state.isStopped = true
            return output.enqueue(.completed)
        }
        if mustDrain { output.drain() }
    }

    private func stop(with event: Event<Result>) {
        let mustDrain = state.withLock { state -> Bool in
            guard !state.isStopped else { return false }
            state.isStopped = true
            return output.enqueue(event)
        }
        if mustDrain { output.drain() }
    }
}
