import Synchronization

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
    /// How many senders on other threads wait (`senderWaits`) and have not resumed yet.
    @usableFromInline var waiting = 0
    /// How many queued items the deliverer delivered since it got the role.
    @usableFromInline var deliveredSinceClaim = 0
    /// Where waiting senders sleep; made the first time one has to.
    @usableFromInline var parking: SenderParking?

    /// How many items may be queued before senders on other threads wait instead of queuing.
    @usableFromInline package let queueBound: Int
    /// How many queued items a deliverer delivers before handing the role to a waiting sender.
    @usableFromInline package let batch: Int

    /// The default `queueBound`: with a 2 µs observer, about 2 ms of queued work, and 4 KB
    /// to 64 KB of queue, small next to what the queue held unbounded under load.
    @inlinable package static var defaultQueueBound: Int { 1024 }

    /// The default `batch`: about 0.5 ms of work with a 2 µs observer, so that a send returns
    /// well within a few milliseconds, and long enough that waking the next deliverer
    /// (a few microseconds) costs a small fraction of it.
    @inlinable package static var defaultBatch: Int { 256 }

    /// An empty machine: nothing queued, nothing retired, the default bounds.
    @inlinable package init() {
        queueBound = Self.defaultQueueBound
        batch = Self.defaultBatch
    }

    /// An empty machine with the given bounds: senders on other threads wait while
    /// `queueBound` items are queued, and a deliverer hands the role on after `batch` items
    /// when a sender waits. Both at least 1.
    @inlinable package init(queueBound: Int, batch: Int) {
        require(queueBound >= 1 && batch >= 1, "DeliveryStateMachine: queueBound and batch must be at least 1")
        self.queueBound = queueBound
        self.batch = batch
    }

    /// Whether nothing is queued for the deliverer.
    @inlinable package var isIdle: Bool { pending.isEmpty }

    /// How many items are queued for the deliverer.
    @inlinable package var pendingCount: Int { pending.count }

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

    /// Whether a sender on another thread that found the role taken must wait instead of
    /// queuing: the queue is full (counting `alsoQueued`, the owner's own queued work), the
    /// deliverer has used up its batch (the sender then waits to take the role over), or
    /// others wait already and the sender is not one of them (so that waiters are served
    /// first). `resumed` says whether the sender has waited already.
    @inlinable
    package func senderMustWait(resumed: Bool, alsoQueued: Int) -> Bool {
        pending.count &+ alsoQueued >= queueBound || deliveredSinceClaim >= batch || (waiting > 0 && !resumed)
    }

    /// A sender starts waiting: returns where it sleeps and the generation to sleep past.
    @inlinable
    package mutating func senderWaits() -> (SenderParking, ticket: UInt) {
        waiting += 1
        let parking = self.parking ?? SenderParking()
        self.parking = parking
        return (parking, parking.generation.load(ordering: .relaxed))
    }

    /// A waiting sender woke up and retries.
    @inlinable
    package mutating func senderResumed() {
        waiting -= 1
    }

    /// Under the lock, by the deliverer between two deliveries, `delivered` items since it
    /// got the role: takes what was retired (`released`, for the caller to release after the
    /// lock: the deliverer is done reading it) and returns whether it hands the role to a
    /// waiting sender instead of going on, if work is left for the next deliverer (the
    /// caller checks that): somebody waits, and the deliverer has delivered its batch.
    @inlinable
    package mutating func turnEnds(delivered: Int, released: inout [Retired]) -> Bool {
        if !retired.isEmpty { swap(&released, &retired) }
        return waiting > 0 && delivered >= batch
    }

    /// Under the lock, by the deliverer: the oldest queued item, if any.
    @inlinable
    package mutating func popFirst() -> Item? {
        pending.popFirst()
    }

    /// Whether the deliverer must come back under the lock after its current delivery even
    /// if the owner has nothing left: items are queued, a sender waits (it is woken only
    /// under the lock), or something was retired.
    @inlinable
    package var delivererMustComeBack: Bool {
        !pending.isEmpty || waiting > 0 || !retired.isEmpty
    }

    /// Under the lock, by the deliverer that took its next step: records how many items it
    /// has delivered, counting this one, for `senderMustWait`. While it may give the role up
    /// without the lock, it counts none, so that a stale count never makes a sender wait for
    /// a deliverer that is gone; it restores the count if it comes back.
    @inlinable
    package mutating func stepTaken(delivered: Int, mayLeave: Bool) {
        deliveredSinceClaim = mayLeave ? 0 : delivered &+ 1
    }

    /// The deliverer gave up the role (handed off or released): its count starts over, and
    /// the waiters are woken, if any. Returns the parking place to call `wakeAll` on after
    /// the lock.
    @inlinable
    package mutating func roleGivenUp() -> SenderParking? {
        deliveredSinceClaim = 0
        guard waiting > 0, let parking else { return nil }
        parking.generation.add(1, ordering: .releasing)
        return parking
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

    /// The owner is disposed: the queued work is dropped. Returns it, for the caller to
    /// release after the lock.
    @inlinable
    package mutating func dispose() -> Queue<Item> {
        var dropped = Queue<Item>()
        swap(&dropped, &pending)
        return dropped
    }
}
