/// One subscription to `switchLatest`: follows only the most recent inner source, disposing
/// the previous inner subscription before subscribing to the next.
///
/// Each inner subscription gets an increasing id; under the lock, events from an inner
/// source that is no longer the latest are dropped, so nothing from a replaced source is
/// delivered once its successor has arrived, even when they run on different threads.
/// Accepted events are queued in a `SerializedSink` under the lock and delivered after it.
/// The selector makes the inner source of each outer element, so that `flatMapLatest` can
/// share this machine.
final class SwitchSink<Source, Element>: @unchecked Sendable {
    private struct State {
        var latestID = 0
        var hasLatest = false
        var isOuterDone = false
        var isStopped = false

        /// Stops the subscription and queues its terminal `event`, unless already stopped.
        mutating func stop(with event: Event<Element>, on output: SerializedSink<Element>) -> Bool {
            guard !isStopped else { return false }
            isStopped = true
            return output.enqueue(event)
        }
    }

    // Guarded by its own lock.
    private let state = LockedState(State())
    private let output: SerializedSink<Element>
    private let outerSubscription = SingleAssignmentDisposable()
    private let innerSubscription = SerialDisposable()
    private let selector: (Source) throws -> Observable<Element>

    /// Prepares a subscription delivering to `sink`; `selector` (possibly user code, called
    /// outside the lock) makes the inner source of each outer element, and if it throws the
    /// sequence fails.
    init(sink: Sink<Element>, selector: @escaping (Source) throws -> Observable<Element>) {
        output = SerializedSink(sink)
        self.selector = selector
    }

    /// What disposes the outer subscription and the latest inner one.
    var disposable: Disposable {
        Disposables.create(outerSubscription, innerSubscription)
    }

    /// Subscribes to `outer`.
    func run(_ outer: Observable<Source>) {
        outerSubscription.setDisposable(
            outer._subscribe { event in
                switch event {
                case .next(let element): self.innerArrived(element)
                case .error(let error): self.decide { $0.stop(with: .error(error), on: self.output) }
                case .completed: self.outerCompleted()
                }
            }
        )
    }

    private func innerArrived(_ element: Source) {
        let inner: Observable<Element>
        do {
            inner = try selector(element)
        } catch {
            return decide { $0.stop(with: .error(error), on: output) }
        }
        let id: Int? = state.withLock { state in
            guard !state.isStopped else { return nil }
            state.latestID += 1
            state.hasLatest = true
            return state.latestID
        }
        guard let id else { return }
        let subscription = SingleAssignmentDisposable()
        // Disposes the previous inner subscription before the new one starts.
        innerSubscription.disposable = subscription
        subscription.setDisposable(inner._subscribe { event in self.innerEvent(event, id: id) })
    }

    private func innerEvent(_ event: Event<Element>, id: Int) {
        decide { state in
            guard !state.isStopped, state.latestID == id else { return false }
            switch event {
            case .next:
                return output.enqueue(event)
            case .error:
                return state.stop(with: event, on: output)
            case .completed:
                state.hasLatest = false
                return state.isOuterDone ? state.stop(with: event, on: output) : false
            }
        }
    }

    private func outerCompleted() {
        outerSubscription.dispose()
        decide { state in
            state.isOuterDone = true
            return state.hasLatest ? false : state.stop(with: .completed, on: output)
        }
    }

    /// Runs `body` under the lock, then delivers what it queued.
    private func decide(_ body: (inout State) -> Bool) {
        if state.withLock(body) { output.drain() }
    }
}
