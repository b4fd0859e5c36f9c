/// Delivers events from any number of threads to one sink, one at a time and in the order
/// they were enqueued, without holding a lock while calling downstream.
///
/// The first thread to find the sink idle becomes the deliverer and drains the queue;
/// the others enqueue and return. A reentrant send from inside a delivery is queued and
/// delivered right after the current one, never nested. Operators with several inputs call
/// `enqueue(_:)` while holding their own lock (so events leave in the order they were
/// decided) and `drain()` after releasing it. This lock is a leaf: it is never held while
/// calling out, so taking it under another lock cannot deadlock.
@usableFromInline
final class SerializedSink<Element>: @unchecked Sendable {
    @usableFromInline
    struct State {
        @usableFromInline var queue = Queue<Event<Element>>()
        @usableFromInline var isDelivering = false

        @inlinable init() {}
    }

    @usableFromInline let sink: Sink<Element>
    @usableFromInline let state = LockedState(State())

    @inlinable
    init(_ sink: Sink<Element>) {
        self.sink = sink
    }

    /// Whether the downstream subscription has ended.
    @inlinable
    var isDisposed: Bool { sink.isDisposed }

    /// Enqueues and, unless another call is delivering, delivers.
    @inlinable
    func on(_ event: Event<Element>) {
        if enqueue(event) { drain() }
    }

    /// Enqueues `event`; returns `true` when the caller must call `drain()`.
    @inlinable
    func enqueue(_ event: Event<Element>) -> Bool {
        state.withLock { state in
            state.queue.append(event)
            guard !state.isDelivering else { return false }
            state.isDelivering = true
            return true
        }
    }

    /// Delivers queued events until the queue is empty. Call only after `enqueue` returned `true`.
    @inlinable
    func drain() {
        while let event = state.withLock({ state -> Event<Element>? in
            if let event = state.queue.popFirst() { return event }
            state.isDelivering = false
            return nil
        }) {
            sink.on(event)
        }
    }
}
