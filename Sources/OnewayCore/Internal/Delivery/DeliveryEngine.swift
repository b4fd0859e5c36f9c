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

    /// Whether the owner keeps work for the deliverer outside the engine's queue (a store's
    /// own queues, read in its own order): while it does, the deliverer comes back under
    /// the lock before giving up its role.
    var hasOwnWork: Bool { get }

    /// How many pieces of the owner's own work are queued (a store's applied actions waiting
    /// for its action observers): counted with the engine's queue against its bound
    /// (`senderMustWait`).
    var queuedOwnWork: Int { get }

    /// Whether the owner ever claims the role without the lock (`claimWithoutLock`). When it
    /// does not, a claim finding nobody delivering takes the role with a plain store instead
    /// of a compare-and-swap: only lock holders then move the role away from 0.
    static var claimsWithoutLock: Bool { get }
}

extension DeliveryContext {
    /// Owners whose work all goes through the engine's queue keep none of their own.
    @inlinable
    package var hasOwnWork: Bool { false }

    /// Owners whose work all goes through the engine's queue keep none of their own.
    @inlinable
    package var queuedOwnWork: Int { 0 }

    /// Claims without the lock are possible unless the owner says otherwise.
    @inlinable
    package static var claimsWithoutLock: Bool { true }
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
///   round trip, delivered after the lock; taking the last item clears the work-queued bit
///   when nothing else is left, so that the drain too ends with a compare-and-swap;
/// - an owner keeping its work in queues of its own (a store) takes steps instead of items
///   (`firstStep` in the claiming critical section, then `finishSteps`), and says through
///   `DeliveryContext.hasOwnWork` whether work is left after each;
/// - a sender that changes no state (a `PublishSubject`'s `next`) claims the role without
///   the lock (`claimWithoutLock`) and delivers to what the owner published for it;
/// - bounded sends (the subjects', the Store's and Flux's): under the lock, before recording
///   anything, a sender on another thread asks `senderMustWait`; while `queueBound` items are
///   queued (with the owner's `queuedOwnWork`), or once the deliverer has delivered its
///   `batch`, it waits (`senderWaits`, then `SenderParking.wait(past:)` after the lock) and
///   tries again (`resume`). The deliverer's `drain` hands the role to the waiters after its
///   batch (`handedOff`) and wakes them whenever it gives the role up. A reentrant send never
///   waits.
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
/// - The Store's notifier (`RootCore`): the notifier is the deliverer; nothing goes through
///   the engine's queue (`Item` is `Never`): the store's own queues hold its work, which
///   `hasOwnWork` reports and `deliverSteps` takes one step at a time in the store's order;
///   `Retired` is its lent observer list. Nobody claims without the lock
///   (`claimsWithoutLock`). Its senders are bounded (the applied actions waiting for action
///   observers count against the bound, through `queuedOwnWork`), except those of a store
///   with a callback scheduler: the scheduler's thread may be the one dispatching, and
///   it would then wait for itself.
/// - Flux's `DispatchChannel`: the dispatching thread holds the role; `Item` is a payload
///   queued by a dispatch made during a dispatch; nothing is retired (each delivery holds its
///   own reference to the list of stores it reads). Its senders are bounded as the subjects'
///   are.
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

    /// The value of `role` (with `workQueuedBit`) while a deliverer has handed the role to
    /// the waiting senders and none of them has taken it yet: no thread identity, so that
    /// nobody claims the role meanwhile, with or without the lock.
    @inlinable package static var handedOff: UInt { UInt.max & ~workQueuedBit }

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
                guard State.claimsWithoutLock else {
                    role.store(me, ordering: .relaxed)
                    return true
                }
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
        assert(State.claimsWithoutLock, "DeliveryEngine: an owner that claims without the lock must say so")
        return role.compareExchange(expected: 0, desired: me, ordering: .sequentiallyConsistent).exchanged
    }

    // MARK: Bounded sends

    /// Under the lock, before a sender records its work: whether it must wait (see
    /// `DeliveryStateMachine.senderMustWait`); `resumed` says whether it has waited already.
    ///
    /// Never for a reentrant send (from inside a delivery on the delivering thread), which
    /// would wait for itself, nor while nobody delivers. The usual case, nobody delivering or
    /// nothing queued, costs one load and a branch.
    @inlinable
    package func senderMustWait(_ me: UInt, in state: State, resumed: Bool) -> Bool {
        let current = role.load(ordering: .relaxed)
        // Work queued, a deliverer in its drain, or senders waiting: all set the bit, and
        // while it is set only a lock holder changes the role.
        guard current & Self.workQueuedBit != 0 else { return false }
        return current & ~Self.workQueuedBit != me
            && state.delivery.senderMustWait(resumed: resumed, alsoQueued: state.queuedOwnWork)
    }

    /// Without the lock: whether a sender might have to wait now. When `false`, a
    /// `senderMustWait` made at this moment would have said no; when `true`, the caller
    /// asks it under the lock. For owners that check the bound ahead of the critical section
    /// that records their work (a store with middleware).
    @inlinable
    package var mayMakeSendersWait: Bool {
        role.load(ordering: .relaxed) & Self.workQueuedBit != 0
    }

    /// Under the lock, once `senderMustWait` said so: registers the sender as waiting. After
    /// the lock it calls `SenderParking.wait(past:)`, then `resume` under the lock and tries
    /// again.
    ///
    /// Why this cannot deadlock by itself: a sender waits only while another thread holds
    /// the role (the work-queued bit is set, so that thread comes back under the lock before
    /// it gives the role up), and that thread wakes the waiters when it hands the role on or
    /// gives it up (`drain`). A waiting thread holds no role, so no deliverer waits for it.
    /// The one way to wait forever: the deliverer never comes back because its observer
    /// waits for a thread that is itself waiting to send into this engine (directly, or
    /// through a send into another engine that thread is delivering).
    @inlinable
    package func senderWaits(in state: inout State) -> (SenderParking, ticket: UInt) {
        state.delivery.senderWaits()
    }

    /// After the lock, by a sender that `senderMustWait` stopped: waits where `senderWaits`
    /// said, then calls `attempt` (the send again, under the lock, with `resumed: true`), for
    /// as long as `attempt` returns a new place to wait.
    @inlinable
    package func waitAndRetry(
        _ parked: (SenderParking, ticket: UInt), _ attempt: () -> (SenderParking, ticket: UInt)?
    ) {
        var parked = parked
        while true {
            parked.0.wait(past: parked.ticket)
            guard let next = attempt() else { return }
            parked = next
        }
    }

    /// Under the lock, by a sender that waited: ends its wait, and returns `true` if the role
    /// was handed to it, so that it now holds it (with `workQueuedBit`): it queues its work
    /// behind what is queued and calls `drain` after the lock.
    @inlinable
    package func resume(_ me: UInt, in state: inout State) -> Bool {
        state.delivery.senderResumed()
        guard role.load(ordering: .relaxed) == Self.handedOff | Self.workQueuedBit else { return false }
        role.store(me | Self.workQueuedBit, ordering: .relaxed)
        return true
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
        drain(me, take: take, deliver: deliver)
    }

    /// By the deliverer (`me`): gives up the role and returns `true` if nothing was queued
    /// meanwhile; otherwise returns `false`, and the caller must `drain`.
    ///
    /// The usual case: one compare-and-swap, no lock.
    @inlinable
    package func releaseRoleIfIdle(_ me: UInt) -> Bool {
        role.compareExchange(expected: me, desired: 0, ordering: .acquiringAndReleasing).exchanged
    }

    /// By the deliverer (`me`): delivers queued work until none is left, then gives up the
    /// role (see `deliverSteps`).
    @inlinable
    package func drain<Taken>(_ me: UInt, take: (inout State, Item) -> Taken, deliver: (Taken) -> Void) {
        deliverSteps(
            me,
            next: { state in state.delivery.popFirst().map { take(&state, $0) } },
            perform: { deliver($0) })
    }

    /// By the deliverer (`me`): takes steps until `next` has none, then gives up the role.
    ///
    /// Each step is taken under the lock (`next` may change the owner's state, and must not
    /// call out: it returns the queued item's delivery, or the owner's own next piece of
    /// work, or `nil` when nothing is left) and performed after it. When a step leaves
    /// nothing behind (nothing queued, no sender waiting, nothing retired, no work of the
    /// owner's own), the role's work-queued bit is cleared with it, so that the deliverer
    /// gives up its role after performing it with one compare-and-swap instead of taking the
    /// lock once more; a sender that queues meanwhile sets the bit, and the deliverer comes
    /// back for its work.
    ///
    /// Once it has delivered `DeliveryStateMachine.batch` items while a sender waits, it hands
    /// the role to the waiting senders instead (the first to resume takes it and delivers
    /// what is left), so that its own call returns after a bounded amount of other threads'
    /// work.
    @inlinable
    @inline(__always)
    package func deliverSteps<Step>(
        _ me: UInt, next: (inout State) -> Step?, perform: (consuming Step) -> Void
    ) {
        var delivered = 0
        repeat {
            var released: [State.Retired] = []
            var woken: SenderParking?
            let taken = state.withLock { state -> Step? in
                if state.delivery.turnEnds(delivered: delivered, released: &released),
                    !state.delivery.isIdle || state.hasOwnWork
                {
                    role.store(Self.handedOff | Self.workQueuedBit, ordering: .releasing)
                    woken = state.delivery.roleGivenUp()
                    return nil
                }
                return takeStep(me, in: &state, delivered: delivered, woken: &woken, claimedNow: false, next: next)
            }
            woken?.wakeAll()
            // Released after the lock: a retired resource may hold the last reference to
            // something whose deinit calls back in.
            released = []
            // Consumed, so that no copy outlives the step (a state copy, say) into the next lock.
            guard let step = consume taken else { return }
            delivered &+= 1
            perform(consume step)
        } while !releaseRoleIfIdle(me)
    }

    /// Under the lock, by the deliverer (`me`): its first step of work of the owner's own,
    /// right after claiming the role in the same critical section; `nil`, with the role given
    /// up, if there is none. The deliverer performs the step after the lock, then calls
    /// `finishSteps`.
    @inlinable
    @inline(__always)
    package func firstStep<Step>(_ me: UInt, in state: inout State, next: (inout State) -> Step?) -> Step? {
        // Senders still counted as waiting were woken by whoever gave the role up (they wait
        // only while it is held), so nobody is left to wake here.
        // Nothing is queued or retired either: both happen only while somebody holds the role,
        // who gives it up only once neither is left.
        var alreadyWoken: SenderParking?
        return takeStep(me, in: &state, delivered: 0, woken: &alreadyWoken, claimedNow: true, next: next)
    }

    /// By the deliverer (`me`), after performing a step: gives up the role with one
    /// compare-and-swap when the step left nothing behind, otherwise takes and performs the
    /// next steps first (`deliverSteps`).
    @inlinable
    @inline(__always)
    package func finishSteps<Step>(
        _ me: UInt, next: (inout State) -> Step?, perform: (consuming Step) -> Void
    ) {
        if releaseRoleIfIdle(me) { return }
        deliverSteps(me, next: next, perform: perform)
    }

    /// Under the lock, by the deliverer: `next`'s step, with the work-queued bit saying
    /// whether the deliverer must come back under the lock after it; or `nil`, with the role
    /// given up (and the waiters to wake in `woken`), when there is none.
    @inlinable
    @inline(__always)
    func takeStep<Step>(
        _ me: UInt, in state: inout State, delivered: Int, woken: inout SenderParking?, claimedNow: Bool,
        next: (inout State) -> Step?
    ) -> Step? {
        guard let step = next(&state) else {
            role.store(0, ordering: .releasing)
            woken = state.delivery.roleGivenUp()
            return nil
        }
        // Only lock holders set the bit and only the deliverer clears it, so a plain store
        // under the lock loses nothing.
        let mayLeave =
            (claimedNow || !state.delivery.delivererMustComeBack) && !state.hasOwnWork
        state.delivery.stepTaken(delivered: delivered, mayLeave: mayLeave)
        role.store(mayLeave ? me : me | Self.workQueuedBit, ordering: .relaxed)
        return step
    }
}
