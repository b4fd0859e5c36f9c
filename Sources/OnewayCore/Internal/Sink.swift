import Synchronization

/// The downstream end of one subscription to an operator: forwards events to the next
/// stage and enforces the grammar on the way.
///
/// A `Sink` is a value so that the operator's closure captures it without another
/// allocation. It forwards nothing once its `disposer` is disposed, forwards at most one
/// terminal event, and disposes the operator's upstream subscription right after
/// forwarding a terminal event. Callers must not call `on(_:)` concurrently; operators with
/// several inputs serialize first.
@usableFromInline
package struct Sink<Element> {
    @usableFromInline let handler: (Event<Element>) -> Void
    @usableFromInline let disposer: SinkDisposer

    @inlinable
    init(handler: @escaping (Event<Element>) -> Void, disposer: SinkDisposer) {
        self.handler = handler
        self.disposer = disposer
    }

    /// Whether the subscription has ended (disposed, or a terminal event forwarded).
    @inlinable
    package var isDisposed: Bool { disposer.isDisposed }

    /// Forwards `event` unless the subscription has ended.
    @inlinable
    package func on(_ event: Event<Element>) {
        // The body of `forward`, written out: calling it with `handler` as an argument
        // retains and releases the closure on every event.
        switch event {
        case .next:
            guard !disposer.isDisposed else { return }
            handler(event)
        case .error, .completed:
            let previousState = disposer.markDisposed()
            guard previousState & SinkDisposer.disposedBit == 0 else { return }
            handler(event)
            disposer.disposeSubscription()
        }
    }

    /// What `on(_:)` does, for a handler known where the event arrives: the final
    /// `subscribe` inlines its closures into one, saving an indirect call per stage.
    @inlinable
    @inline(__always)
    static func forward(_ event: Event<Element>, disposer: SinkDisposer, to handler: (Event<Element>) -> Void) {
        switch event {
        case .next:
            guard !disposer.isDisposed else { return }
            handler(event)
        case .error, .completed:
            let previousState = disposer.markDisposed()
            guard previousState & SinkDisposer.disposedBit == 0 else { return }
            handler(event)
            disposer.endFinalSubscription()
        }
    }

    /// Forwards `element` as a `next` event unless the subscription has ended.
    @inlinable
    package func onNext(_ element: Element) { on(.next(element)) }

    /// Forwards `completed` and ends the subscription.
    @inlinable
    package func onCompleted() { on(.completed) }

    /// Forwards `error` and ends the subscription.
    @inlinable
    package func onError(_ error: any Error) { on(.error(error)) }

    /// Ends the subscription without forwarding anything.
    @inlinable
    package func dispose() { disposer.dispose() }

    /// Hands `event` to each sink of `entries` whose key is below `watermark`, in key order:
    /// the observers that subscribed before the event was sent (a subject's broadcast, a
    /// store's applied action).
    ///
    /// The entries are borrowed: iterating an array the caller owns in a local copied each
    /// sink twice per event.
    @inlinable
    package static func deliver(
        _ event: Event<Element>, to entries: ContiguousArray<Bag<Sink<Element>>.Entry>,
        below watermark: Bag<Sink<Element>>.Key
    ) {
        for entry in entries {
            guard entry.key < watermark else { break }
            entry.value?.on(event)
        }
    }
}

/// The disposable of one operator subscription: owns the operator's upstream subscription
/// and the flag its `Sink` checks.
///
/// It holds no reference to the sink or its downstream, so the only path from an upstream
/// source to the downstream runs through the source's own list of handlers: when the
/// source drops the handler (on dispose or termination), the whole chain below is freed,
/// even if someone still holds this disposer.
@usableFromInline
final class SinkDisposer: Cancelable, @unchecked Sendable {
    @usableFromInline static let disposedBit = 1
    @usableFromInline static let subscriptionSetBit = 2
    /// Set by the one party that takes the subscription to dispose it.
    @usableFromInline static let subscriptionTakenBit = 4

    @usableFromInline let state = Atomic<Int>(0)
    // Written once before `subscriptionSetBit` is published (releasing) and read only by the
    // single caller that sets `subscriptionTakenBit` (acquiring) while `subscriptionSetBit` is
    // set, or by `setSubscription` when a taker came first. Those bits already make the
    // accesses exclusive, so the runtime's exclusivity check, paid on every subscription
    // otherwise, is skipped.
    @exclusivity(unchecked) private var subscription: Disposable?

    @usableFromInline
    init() {
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Whether the subscription has ended.
    @inlinable
    var isDisposed: Bool {
        state.load(ordering: .acquiring) & Self.disposedBit != 0
    }

    /// Hands over the upstream subscription; disposes it at once if someone already tried to.
    ///
    /// Takes `subscription` over rather than copying it: copying an existential costs
    /// value-witness calls and a retain on every subscription.
    @usableFromInline
    func setSubscription(_ subscription: consuming Disposable) {
        self.subscription = subscription
        let previous = state.bitwiseOr(Self.subscriptionSetBit, ordering: .acquiringAndReleasing).oldValue
        require(previous & Self.subscriptionSetBit == 0, "SinkDisposer: subscription set twice")
        if previous & Self.subscriptionTakenBit != 0 {
            self.subscription.take()?.dispose()
        }
    }

    /// Sets the disposed flag and returns the state before, so that the caller knows
    /// whether it was the one that ended the subscription.
    @usableFromInline
    func markDisposed() -> Int {
        state.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
    }

    /// Ends the subscription and disposes upstream. Idempotent, callable from any thread.
    ///
    /// Called while this disposer's sink is still forwarding its terminal event (the
    /// downstream ending its own subscription in reaction to it), it disposes upstream right
    /// away, as RxSwift does: the resources of a chain are released from the source down,
    /// before the `do(onDispose:)` closures below run.
    @usableFromInline
    func dispose() {
        let previous = state.bitwiseOr(Self.disposedBit | Self.subscriptionTakenBit, ordering: .acquiringAndReleasing)
            .oldValue
        guard previous & Self.subscriptionTakenBit == 0, previous & Self.subscriptionSetBit != 0 else { return }
        subscription.take()?.dispose()
    }

    /// Disposes the upstream subscription unless it is ending on its own: when its sink is
    /// still forwarding its terminal event, that sink disposes it once it returns.
    @usableFromInline
    func disposeUnlessEnding() {
        let previous = markDisposed()
        guard previous & Self.disposedBit == 0 else { return }
        disposeSubscription()
    }

    /// What the end of a chain does after its closures received the terminal event: runs
    /// `onDisposed` and leaves an upstream that is still forwarding that event to end
    /// itself, as RxSwift's observers do, so that an operator's `after…` closures run
    /// before its `onDispose`.
    @usableFromInline
    func endFinalSubscription() {
        let previous = state.bitwiseOr(Self.subscriptionTakenBit, ordering: .acquiringAndReleasing).oldValue
        guard previous & Self.subscriptionTakenBit == 0, previous & Self.subscriptionSetBit != 0,
            let subscription = subscription.take()
        else { return }
        if let final = subscription as? FinalSubscription {
            final.endAfterTerminalEvent()
        } else {
            Self.disposeUnlessEnding(subscription)
        }
    }

    /// Disposes `upstream`, unless it is a sink's disposer whose sink is ending it.
    @usableFromInline
    static func disposeUnlessEnding(_ upstream: Disposable) {
        if let upstream = upstream as? SinkDisposer {
            upstream.disposeUnlessEnding()
        } else {
            upstream.dispose()
        }
    }

    /// Disposes the upstream subscription after the sink forwarded its terminal event,
    /// unless the downstream already did while reacting to that event. If the subscription
    /// is not set yet, `setSubscription` disposes it. Either way exactly one party does.
    @usableFromInline
    func disposeSubscription() {
        let previous = state.bitwiseOr(Self.subscriptionTakenBit, ordering: .acquiringAndReleasing).oldValue
        guard previous & Self.subscriptionTakenBit == 0, previous & Self.subscriptionSetBit != 0 else { return }
        subscription.take()?.dispose()
    }
}

/// The subscription held by the end of a chain that has an `onDisposed` closure: the
/// upstream subscription, then `onDisposed`. Its `SinkDisposer` disposes it at most once.
@usableFromInline
final class FinalSubscription: Disposable {
    @usableFromInline let upstream: Disposable
    @usableFromInline let onDisposed: () -> Void

    @inlinable
    init(upstream: Disposable, onDisposed: @escaping () -> Void) {
        self.upstream = upstream
        self.onDisposed = onDisposed
    }

    /// Disposes upstream, then runs `onDisposed`.
    @usableFromInline
    func dispose() {
        upstream.dispose()
        onDisposed()
    }

    /// After the terminal event: leaves an ending upstream to end itself, runs `onDisposed`.
    @usableFromInline
    func endAfterTerminalEvent() {
        SinkDisposer.disposeUnlessEnding(upstream)
        onDisposed()
    }
}
