/// The part of the "any thread may send while exactly one thread delivers" protocol that
/// lives under the lock: the work queued for the deliverer, and what it must release once
/// done.
///
/// A value type changed only inside `DeliveryEngine.state`'s lock. Its methods are named for
/// the events of the protocol and return what the caller does next; none calls out. Who
/// holds the deliverer role is not part of it: that word lives in `DeliveryEngine.role`,
/// outside the lock, and the caller passes in what claiming it gave (`roleClaimed`).
///
/// - `Item` is what a deliverer is asked to deliver later: a subject's broadcast or replay.
/// - `Retired` is what a lock holder replaced while the deliverer may still be reading it
///   without a reference (an observer snapshot); the deliverer releases it after the lock.
@usableFromInline
package struct DeliveryStateMachine<Item, Retired> {
    @usableFromInline var pending = Queue<Item>()
    @usableFromInline var retired: [Retired] = []

    /// An empty machine: nothing queued, nothing retired.
    @inlinable package init() {}

    /// Whether nothing is queued for the deliverer.
    @inlinable package var isIdle: Bool { pending.isEmpty }

    /// What the sender does after `send`.
    @usableFromInline
    package enum SendAction {
        /// The sender holds the role: it delivers its item now, after the lock, then calls
        /// `DeliveryEngine.finishDelivery`.
        case deliverNow
        /// Another thread delivers; the item is queued for it, and the sender returns.
        case queued
    }

    /// A sender with `item` to deliver; `roleClaimed` says whether it got the deliverer role
    /// (`DeliveryEngine.claim`). The item is made only if it is queued.
    @inlinable
    package mutating func send(roleClaimed: Bool, _ item: () -> Item) -> SendAction {
        guard roleClaimed else {
            pending.append(item())
            return .queued
        }
        return .deliverNow
    }

    /// Queues `item` for the deliverer: another thread's, when the caller did not get the
    /// role (`DeliveryEngine.claim` flagged it), or the caller's own, to deliver after what it
    /// delivers now (it calls `DeliveryEngine.flagQueuedWork`, so that it comes back for it).
    @inlinable
    package mutating func queue(_ item: Item) {
        pending.append(item)
    }

    /// What a new subscriber's replay does (`subscribe`).
    @usableFromInline
    package enum SubscribeAction {
        /// Deliver the replay now, after the lock; then, if `thenFinish`, the subscriber
        /// holds the role and calls `DeliveryEngine.finishDelivery`.
        case deliverNow(thenFinish: Bool)
        /// Another thread delivers; it delivers the queued replay after the work queued
        /// before it.
        case queued
    }

    /// A new subscriber with a replay to receive. `reentrant` says whether it subscribes from
    /// inside a delivery on the delivering thread: then nobody else can deliver meanwhile,
    /// every queued item predates the subscriber, and the replay already reflects them, so
    /// it is delivered at once, nested, and later sends queue behind it.
    @inlinable
    package mutating func subscribe(
        reentrant: Bool, roleClaimed: () -> Bool, _ replay: () -> Item
    ) -> SubscribeAction {
        if reentrant { return .deliverNow(thenFinish: false) }
        guard roleClaimed() else {
            pending.append(replay())
            return .queued
        }
        return .deliverNow(thenFinish: true)
    }

    /// A lock holder replaced `resource` while the deliverer may still read it.
    @inlinable
    package mutating func retire(_ resource: Retired) {
        retired.append(resource)
    }

    /// What the deliverer does after finishing an item (`deliveryFinished`).
    @usableFromInline
    package enum DeliveryFinishedAction {
        /// Deliver `item` next, after the lock.
        case deliver(Item)
        /// Nothing is queued: the deliverer has given up the role (under the lock) and returns.
        case releaseRole
    }

    /// The deliverer finished an item; `released` receives what was retired, for the
    /// caller to release after the lock.
    @inlinable
    package mutating func deliveryFinished(released: inout [Retired]) -> DeliveryFinishedAction {
        if !retired.isEmpty { swap(&released, &retired) }
        guard let item = pending.popFirst() else { return .releaseRole }
        return .deliver(item)
    }

    /// The owner is disposed: the queued work is dropped. Returns it, for the caller to
    /// release after the lock.
    @inlinable
    package mutating func dispose() -> Queue<Item> {
        var dropped = Queue<Item>()
        swap(&dropped, &pending)
        return dropped
    }
}
