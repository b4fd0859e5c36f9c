/// One subscription to `switchLatest`: follows only the most recent inner source, disposing
/// the previous inner subscription before subscribing to the next.
///
/// Each inner subscription gets an increasing id; under the lock, events from an inner
/// source that is no longer the latest are dropped, so nothing from a replaced source is
/// delivered once its successor has arrived, even when they run on different threads.
/// Accepted events are queued in a `SerializedSink` under the lock and delivered after it.
/// The selector makes the inner source of each outer element, so that `flatMapLatest` can
/// share this machine.
@usableFromInline
final class SwitchSink<Source, Inner: ObservableConvertibleType>: @unchecked Sendable {
    @usableFromInline typealias Element = Inner.Element

    @usableFromInline
    struct State {
        @usableFromInline var latestID = 0
        @usableFromInline var hasLatest = false
        @usableFromInline var isOuterDone = false
        @usableFromInline var isStopped = false

        @inlinable init() {}

        /// Stops the subscription and queues its terminal `event`, unless already stopped.
        @inlinable
        mutating func stop(with event: Event<Element>, on output: SerializedSink<Element>) -> Bool {
            guard !isStopped else { return false }
            isStopped = true
            return output.enqueue(event)
        }
    }

    // Guarded by its own lock.
    @usableFromInline let state = LockedState(State())
    @usableFromInline let output: SerializedSink<Element>
    @usableFromInline let outerSubscription = SingleAssignmentDisposable()
    @usableFromInline let innerSubscription = SerialDisposable()
    @usableFromInline let selector: (Source) throws -> Inner

    /// Prepares a subscription delivering to `sink`; `selector` (possibly user code, called
    /// outside the lock) makes the inner source of each outer element, and if it throws the
    /// sequence fails.
    @inlinable
    init(sink: Sink<Element>, selector: @escaping (Source) throws -> Inner) {
        output = SerializedSink(sink)
        self.selector = selector
    }

    /// What disposes the outer subscription and the latest inner one.
    @inlinable
    var disposable: Disposable {
        Disposables.create(outerSubscription, innerSubscription)
    }

    /// Subscribes to `outer`.
    @inlinable
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

    @inlinable
    func innerArrived(_ element: Source) {
        let inner: Inner
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
        subscription.setDisposable(inner.asObservable()._subscribe { event in self.innerEvent(event, id: id) })
    }

    @inlinable
    func innerEvent(_ event: Event<Element>, id: Int) {
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

    @inlinable
    func outerCompleted() {
        outerSubscription.dispose()
        decide { state in
            state.isOuterDone = true
            return state.hasLatest ? false : state.stop(with: .completed, on: output)
        }
    }

    /// Runs `body` under the lock, then delivers what it queued.
    @inlinable
    func decide(_ body: (inout State) -> Bool) {
        if state.withLock(body) { output.drain() }
    }
}
