import Synchronization

/// State guarded by a `DeliveryEngine`'s lock: the owner's own state with the engine's
/// `DeliveryStateMachine` inside it, so that one lock round trip reads and changes both.
@usableFromInline
package protocol DeliveryContext<Item> {
    /// What the deliverer is asked to deliver later.
    associatedtype Item
    /// What a lock holder replaces while the deliverer may still read it.
    associatedtype Retired

    /// The engine's part of the state.
    var delivery: DeliveryStateMachine<Item, Retired> { get set }
}

/// One delivery at a time: any thread may send, exactly one thread (the deliverer) calls
/// out, and what others send meanwhile is queued for it, in the order the lock took it.
///
/// It holds the lock (`state`, with the owner's state and the `DeliveryStateMachine`) and the
/// deliverer role word (`role`), and runs the protocol:
/// - under the lock, a sender claims the role (`claim`); the machine's `send` then says
///   whether it delivers now or its item was queued;
/// - after the lock, the deliverer calls out, then `finishDelivery`: one compare-and-swap
///   when nothing was queued meanwhile, otherwise a drain of the queue, one item per lock
///   round trip, delivered after the lock;
/// - a sender that changes no state (a `PublishSubject`'s `next`) claims the role without
///   the lock (`claimWithoutLock`) and delivers to what the owner published for it.
///
/// The role word holds the delivering thread (`ThreadIdentity.rawValue`) with
/// `workQueuedBit` set once work was queued for it; 0 when nobody delivers. It moves away
/// from 0 only by a compare-and-swap; only a lock holder sets `workQueuedBit`, always
/// before queuing; the deliverer clears it either without the lock (a compare-and-swap that
/// fails if the bit is set) or under the lock once the queue is empty. So queued work is
/// never left behind, and work is queued only while somebody delivers.
///
/// Its users:
/// - `SubjectCore` (all four subjects): `Item` is a broadcast (an event with the watermark
///   of the observers it goes to) or a new subscriber's replay; `Retired` is an observer
///   snapshot, lent to the deliverer unretained; `PublishSubject`'s `next` uses
///   `claimWithoutLock`.
/// - The Store's notifier (design note, adopted later): the notifier atomic and its
///   `workFlaggedBit` are `role` and `workQueuedBit`; `Item` is a state change to notify
///   (or a new subscriber's first state); `Retired` is its retired `LentList` of observers.
/// - Flux's `DispatchChannel` (design note, adopted later): the dispatching thread holds the
///   role; `Item` is an action queued by a dispatch made during a dispatch; `Retired` is the
///   callback list replaced while a dispatch reads it.
///
/// A `~Copyable` struct, so that its owner stores it inline: no allocation and no pointer
/// chase beyond the lock's own box.
@usableFromInline
package struct DeliveryEngine<State: DeliveryContext>: ~Copyable {
    @usableFromInline package typealias Item = State.Item

    /// The owner's state and the machine, under one lock.
    @usableFromInline package let state: LockedState<State>

    /// The deliverer role word (see the type's doc comment).
    @usableFromInline package let role = Atomic<UInt>(0)

    /// The bit of `role` a lock holder sets before queuing work for the deliverer.
    @inlinable package static var workQueuedBit: UInt { 1 }

    /// An engine around `initialState`; nobody delivers.
    @inlinable
    package init(_ initialState: State) {
        state = LockedState(initialState)
    }

    /// Runs `body` under the lock. `body` must not call out.
    @inlinable
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try state.withLock(body)
    }

    /// Under the lock: makes the calling thread (`me`) the deliverer and returns `true` if
    /// nobody delivers; otherwise flags queued work for the deliverer and returns `false`,
    /// and the caller must queue its work before releasing the lock.
    @inlinable
    package func claim(_ me: UInt) -> Bool {
        assert(me & Self.workQueuedBit == 0, "DeliveryEngine: a thread identity must leave the work-queued bit clear")
        var current = role.load(ordering: .acquiring)
        while true {
            if current == 0 {
                // `claimWithoutLock` claims the role without the lock: compare and swap.
                let (exchanged, original) = role.compareExchange(
                    expected: 0, desired: me, ordering: .sequentiallyConsistent)
                if exchanged { return true }
                current = original
                continue
            }
            if current & Self.workQueuedBit != 0 { return false }
            let (exchanged, original) = role.compareExchange(
                expected: current, desired: current | Self.workQueuedBit, ordering: .acquiringAndReleasing)
            if exchanged { return false }
            // The deliverer finished meanwhile (0 now): take over.
            current = original
        }
    }

    /// Without the lock: makes the calling thread (`me`) the deliverer if nobody delivers.
    ///
    /// Only for work that changes no state under the lock; the caller reads what it
    /// delivers to with sequentially consistent operations (see `SubjectCore.publishedSnapshot`).
    @inlinable
    package func claimWithoutLock(_ me: UInt) -> Bool {
        role.compareExchange(expected: 0, desired: me, ordering: .sequentiallyConsistent).exchanged
    }

    /// Under the lock, by the deliverer: flags that it queued work for itself.
    @inlinable
    package func flagQueuedWork() {
        role.bitwiseOr(Self.workQueuedBit, ordering: .relaxed)
    }

    /// Under the lock: whether `me` is the deliverer, that is, the caller runs inside a
    /// delivery on the delivering thread.
    @inlinable
    package func isDelivering(on me: UInt) -> Bool {
        role.load(ordering: .relaxed) & ~Self.workQueuedBit == me
    }

    /// Under the lock, before replacing something the deliverer may be reading without a
    /// reference: retires `resource` (the deliverer releases it once done) and returns
    /// `true` if somebody delivers; returns `false`, and the caller may release it now,
    /// otherwise.
    @inlinable
    package func retireIfDelivering(_ resource: State.Retired, in state: inout State) -> Bool {
        guard role.flagHolder(with: Self.workQueuedBit) else { return false }
        state.delivery.retire(resource)
        return true
    }

    /// By the deliverer (`me`), after delivering: gives up the role, first delivering
    /// whatever was queued meanwhile.
    ///
    /// For each queued item, `take` runs under the lock (it may change the owner's state,
    /// and must not call out) and `deliver` after it.
    @inlinable
    package func finishDelivery<Taken>(
        _ me: UInt, take: (inout State, Item) -> Taken, deliver: (Taken) -> Void
    ) {
        if releaseRoleIfIdle(me) { return }
        drain(take: take, deliver: deliver)
    }

    /// By the deliverer (`me`): gives up the role and returns `true` if nothing was queued
    /// meanwhile; otherwise returns `false`, and the caller must `drain`.
    ///
    /// The usual case: one compare-and-swap, no lock.
    @inlinable
    package func releaseRoleIfIdle(_ me: UInt) -> Bool {
        role.compareExchange(expected: me, desired: 0, ordering: .acquiringAndReleasing).exchanged
    }

    /// Delivers queued work until none is left, then gives up the role (under the lock).
    @inlinable
    package func drain<Taken>(take: (inout State, Item) -> Taken, deliver: (Taken) -> Void) {
        while true {
            var released: [State.Retired] = []
            let next = state.withLock { state -> Taken? in
                switch state.delivery.deliveryFinished(released: &released) {
                case .deliver(let item):
                    return take(&state, item)
                case .releaseRole:
                    role.store(0, ordering: .releasing)
                    return nil
                }
            }
            // Released after the lock: a retired resource may hold the last reference to
            // something whose deinit calls back in.
            released = []
            guard let next else { return }
            deliver(next)
        }
    }
}
