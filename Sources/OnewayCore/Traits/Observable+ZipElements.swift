/// The machinery behind `Single.zip`: subscribes to every source at once and emits
/// `resultSelector` of their first elements as soon as each has emitted one.
///
/// As RxSwift's `zip`: completes when every source has completed, or when a source emits
/// while every other one has completed and some has no element; the first error (from a
/// source or thrown by `resultSelector`) is forwarded and disposes every source. Sources
/// may deliver on any thread: the output is serialized, never concurrent.
func zipElements<Result>(
    _ sources: [Observable<Any>],
    resultSelector: @escaping ([Any]) throws -> Result
) -> Observable<Result> {
    Producer { sink in
        ZipElementsSink(sink: sink, count: sources.count, resultSelector: resultSelector).run(sources)
    }
}

/// One subscription of `zipElements`: the first element of each source and which ones
/// are done, under a lock.
private final class ZipElementsSink<Result>: @unchecked Sendable {
    private struct State {
        var elements: [Any?]
        var isDone: [Bool]
        var isStopped = false
    }

    private let output: SerializedSink<Result>
    private let resultSelector: ([Any]) throws -> Result
    private let state: LockedState<State>

    init(sink: Sink<Result>, count: Int, resultSelector: @escaping ([Any]) throws -> Result) {
        output = SerializedSink(sink)
        self.resultSelector = resultSelector
        state = LockedState(
            State(elements: Array(repeating: nil, count: count), isDone: Array(repeating: false, count: count)))
    }

    func run(_ sources: [Observable<Any>]) -> Disposable {
        let subscriptions = sources.map { _ in SingleAssignmentDisposable() }
        for (index, source) in sources.enumerated() {
            subscriptions[index].setDisposable(source._subscribe { [self] event in on(event, from: index) })
        }
        return Disposables.create(subscriptions)
    }

    private func on(_ event: Event<Any>, from index: Int) {
        // Decide under the lock; the user's selector runs after releasing it.
        let (elements, mustDrain) = state.withLock { state -> ([Any]?, Bool) in
            guard !state.isStopped else { return (nil, false) }
            switch event {
            case .next(let element):
                guard state.elements[index] == nil else { return (nil, false) }
                state.elements[index] = element
                let present = state.elements.compactMap { $0 }
                if present.count == state.elements.count { return (present, false) }
                let othersDone = state.isDone.indices.allSatisfy { $0 == index || state.isDone[$0] }
                return (nil, othersDone && stop(&state, with: .completed))
            case .error(let error):
                return (nil, stop(&state, with: .error(error)))
            case .completed:
                state.isDone[index] = true
                return (nil, state.isDone.allSatisfy { $0 } && stop(&state, with: .completed))
            }
        }
        if mustDrain { output.drain() }
        guard let elements else { return }
        let result: Event<Result>
        do {
            result = .next(try resultSelector(elements))
        } catch {
            result = .error(error)
        }
        let mustDrainResult = state.withLock { state -> Bool in
            guard !state.isStopped else { return false }
            guard case .next = result else { return stop(&state, with: result) }
            return output.enqueue(result)
        }
        if mustDrainResult { output.drain() }
    }

    /// Marks the output terminated and queues `event`; returns whether the caller must drain.
    private func stop(_ state: inout State, with event: Event<Result>) -> Bool {
        state.isStopped = true
        return output.enqueue(event)
    }
}
