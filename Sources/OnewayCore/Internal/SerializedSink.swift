/// The queue and the deliverer role of a serialized output, kept under its owner's lock.
///
/// An operator that already takes a lock to decide what to emit keeps this in its own
/// state, so that serializing its output costs no second lock: `admit` under the lock
/// hands the event back to the caller when nobody is delivering (the usual case: nothing
/// is queued, and the queue never allocates), and the deliverer then asks `next` under the
/// lock, after each delivery, until the queue is empty.
@usableFromInline
package struct SerializedQueue<Element> {
    @usableFromInline var queue = Queue<Event<Element>>()
    @usableFromInline var isDelivering = false

    /// An idle output with nothing queued.
    @inlinable package init() {}

    /// Under the owner's lock: returns `event` if the caller is to deliver it now, and makes
    /// it the deliverer; otherwise queues it for the deliverer and returns `nil`.
    @inlinable
    package mutating func admit(_ event: Event<Element>) -> Event<Element>? {
        if isDelivering {
            queue.append(event)
            return nil
        }
        isDelivering = true
        return event
    }

    /// Under the owner's lock: queues `event`; returns `true` if the caller became the
    /// deliverer and must drain.
    @inlinable
    package mutating func enqueue(_ event: Event<Element>) -> Bool {
        queue.append(event)
        guard !isDelivering else { return false }
        isDelivering = true
        return true
    }

    /// Under the owner's lock, by the deliverer: the next event to deliver, or `nil` after
    /// giving up the deliverer role when nothing is left.
    @inlinable
    package mutating func next() -> Event<Element>? {
        if let event = queue.popFirst() { return event }
        isDelivering = false
        return nil
    }
}

/// Delivers events from any number of threads to one sink, one at a time and in the order
/// they were enqueued, without holding a lock while calling downstream.
///
/// The first thread to find the sink idle becomes the deliverer and drains the queue;
/// the others enqueue and return. A reentrant send from inside a delivery is queued and
/// delivered right after the current one, never nested. Operators with several inputs call
/// `enqueue(_:)` while holding their own lock (so events leave in the order they were
/// decided) and `drain()` after releasing it. This lock is a leaf: it is never held while
/// calling out, so taking it under another lock cannot deadlock.
final class SerializedSink<Element>: @unchecked Sendable {
    let sink: Sink<Element>
    private let state = LockedState(SerializedQueue<Element>())

    init(_ sink: Sink<Element>) {
        self.sink = sink
    }

    /// Delivers `event` now unless another call is delivering, in which case it is queued.
    func on(_ event: Event<Element>) {
        guard let event = state.withLock({ $0.admit(event) }) else { return }
        sink.on(event)
        drain()
    }

    /// Enqueues `event`; returns `true` when the caller must call `drain()`.
    func enqueue(_ event: Event<Element>) -> Bool {
        state.withLock { $0.enqueue(event) }
    }

    /// Delivers queued events until the queue is empty. Call only as the deliverer: after
    /// `enqueue` returned `true`.
    func drain() {
        while let event = state.withLock({ $0.next() }) {
            sink.on(event)
        }
    }
}
