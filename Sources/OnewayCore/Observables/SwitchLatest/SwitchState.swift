/// What one `switchLatest` subscription has decided, guarded by its lock: which inner
/// subscription is the latest, what is still running, and the serialized output.
///
/// Every method runs under the lock and only decides; what it returns (subscriptions to
/// dispose, an event to deliver) is acted on after the lock is released. It is a top-level
/// type generic over the output element only, so that the specialized code that uses it
/// needs no metadata of a type nested in the sink's generic class.
@usableFromInline
struct SwitchState<Element> {
    /// The id of the latest inner subscription; events carrying another id are stale.
    @usableFromInline var latestID = 0
    /// The latest inner subscription, once its `subscribe` has returned.
    @usableFromInline var latest: Disposable?
    /// The outer subscription, once its `subscribe` has returned, until the outer ends.
    @usableFromInline var outer: Disposable?
    @usableFromInline var hasLatest = false
    @usableFromInline var isOuterDone = false
    /// Set by a terminal decision or by disposal: nothing more is subscribed or accepted.
    @usableFromInline var isStopped = false
    @usableFromInline var output = SerializedQueue<Element>()

    init() {}

    /// Makes a new inner subscription the latest; returns its id and the previous inner
    /// subscription to dispose, or `nil` once stopped.
    @inlinable
    mutating func switchToNext() -> (id: Int, previous: Disposable?)? {
        guard !isStopped else { return nil }
        latestID += 1
        hasLatest = true
        return (latestID, latest.take())
    }

    /// Takes the inner subscription `id` out of `subscription` if it is still the latest;
    /// otherwise (replaced or stopped while it was subscribing) leaves it for the caller to
    /// dispose. Moved, not copied: copying an existential costs value-witness calls.
    @inlinable
    mutating func keep(_ subscription: inout Disposable?, id: Int) {
        guard !isStopped, latestID == id else { return }
        latest = subscription.take()
    }

    /// Takes the outer subscription out of `subscription` unless the outer already ended,
    /// or the subscription stopped, while it was subscribing; then the caller disposes it.
    @inlinable
    mutating func keepOuter(_ subscription: inout Disposable?) {
        guard !isStopped, !isOuterDone else { return }
        outer = subscription.take()
    }

    /// Decides what an event of the inner subscription `id` leads to: the event to deliver
    /// now, if any.
    @inlinable
    mutating func inner(_ event: Event<Element>, id: Int) -> Event<Element>? {
        guard !isStopped, latestID == id else { return nil }
        switch event {
        case .next:
            return output.admit(event)
        case .error:
            return stop(with: event)
        case .completed:
            hasLatest = false
            return isOuterDone ? stop(with: event) : nil
        }
    }

    /// Records the outer completion; returns the outer subscription to dispose and the
    /// completion to deliver now, if no inner subscription is live.
    @inlinable
    mutating func outerCompleted() -> (outer: Disposable?, deliver: Event<Element>?) {
        isOuterDone = true
        return (outer.take(), hasLatest ? nil : stop(with: .completed))
    }

    /// Stops with the terminal `event`; returns it if the caller is to deliver it now.
    @inlinable
    mutating func stop(with event: Event<Element>) -> Event<Element>? {
        guard !isStopped else { return nil }
        isStopped = true
        return output.admit(event)
    }

    /// Stops without an event; returns the outer and latest inner subscriptions to dispose.
    @inlinable
    mutating func dispose() -> (outer: Disposable?, latest: Disposable?) {
        isStopped = true
        return (outer.take(), latest.take())
    }
}

/// What disposes one `switchLatest` subscription: the outer subscription, then the latest
/// inner one.
///
/// It holds the state, not the sink, so that holding it does not keep the downstream alive.
/// Idempotent and callable from any thread; an inner or outer subscription whose
/// `subscribe` returns after this is disposed right away.
@usableFromInline
final class SwitchDisposable<Element>: Disposable, @unchecked Sendable {
    // Guarded by its own lock.
    @usableFromInline let state: LockedState<SwitchState<Element>>

    @inlinable
    init(_ state: LockedState<SwitchState<Element>>) {
        self.state = state
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    @inlinable
    func dispose() {
        let (outer, latest) = state.withLock { $0.dispose() }
        outer?.dispose()
        latest?.dispose()
    }
}
