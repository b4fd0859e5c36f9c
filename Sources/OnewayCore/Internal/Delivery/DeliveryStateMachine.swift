import Synchronization

/// The rules of "any thread may send while exactly one thread delivers": who holds the
/// deliverer role (`State`), and what the protocol keeps under the lock (the senders waiting
/// for their turn, the deliverer's count, the list lent to it and those it must release).
///
/// A value changed only under its `DeliveryEngine`'s lock. Each method is an event of the
/// protocol and returns what the engine does next; none calls out, none touches the role
/// word (the engine reads the `State` from it before the event and writes the one the event
/// returns). A transition the protocol forbids comes back as `Violation`, which the engine
/// stops the program on; `lend`, which owners call, stops it itself.
@usableFromInline
package struct DeliveryStateMachine<Lent: AnyObject> {
    /// Who holds the deliverer role: the state of the protocol, kept in the engine's role
    /// word so that the usual delivery ends with one compare-and-swap instead of a second
    /// lock round trip (see Documentation/DesignRationale.md, "How delivery works").
    @usableFromInline
    package enum State: Equatable {
        /// Nobody delivers.
        case idle
        /// The thread delivers; it gives the role up with one compare-and-swap, no lock.
        case delivering(UInt)
        /// The thread delivers, and was left something (work, a waiting sender, a list to
        /// release): it comes back under the lock before giving the role up.
        case flagged(UInt)
        /// The deliverer handed the role to the waiting senders; none has taken it yet.
        case handedOff

        /// The role word's flag bit; a thread identity (an aligned address) leaves it clear.
        @inlinable static var flag: UInt { 1 }
        /// The role word of `handedOff`: the flag with no thread, so nobody claims it meanwhile.
        @inlinable static var handedOffWord: UInt { UInt.max }

        /// The state a role word holds.
        @inlinable
        init(word: UInt) {
            if word == 0 {
                self = .idle
            } else if word & Self.flag == 0 {
                self = .delivering(word)
            } else if word == Self.handedOffWord {
                self = .handedOff
            } else {
                self = .flagged(word & ~Self.flag)
            }
        }

        /// The role word that holds this state.
        @inlinable
        var word: UInt {
            switch self {
            case .idle: 0
            case .delivering(let thread): thread
            case .flagged(let thread): thread | Self.flag
            case .handedOff: Self.handedOffWord
            }
        }

        /// Whether a bounded sender on another thread might have to wait now: only while the
        /// role is flagged or handed off. When `false`, no send made at this moment waits.
        @inlinable
        package var mayMakeSendersWait: Bool {
            switch self {
            case .flagged, .handedOff: true
            case .idle, .delivering: false
            }
        }

        /// Whether `thread` holds the role: a call from it comes from inside a delivery.
        @inlinable
        package func isHeld(by thread: UInt) -> Bool {
            switch self {
            case .delivering(let holder), .flagged(let holder): holder == thread
            case .idle, .handedOff: false
            }
        }
    }

    /// Where a send stands once admitted, decided before its owner records its work.
    @usableFromInline
    package enum Turn: Equatable {
        /// Nobody delivered: the sender has taken the role and delivers.
        case deliverer
        /// The sender is the deliverer (it sends from inside a delivery).
        case reentrant
        /// Another thread holds the role (or it is handed off): the sender leaves its work.
        case busy
        /// The role was handed to this sender while it waited: it delivers what is left.
        case handedOver
    }

    /// The owner's list as of its last change, lent to deliverers without a reference
    /// (`lend`); the engine forgets it before the owner changes the list.
    @usableFromInline var lent: Lent?
    /// Lent lists forgotten while the deliverer may still read them; it releases them after
    /// the lock.
    @usableFromInline var retired: [Lent] = []
    /// Senders on other threads that wait (`senderWaits`) and have not resumed yet.
    @usableFromInline var waiting = 0
    /// How many senders wait for their turn now.
    package var sendersWaiting: Int { waiting }
    /// How many steps the deliverer took since it got the role, while it must come back.
    @usableFromInline var deliveredSinceClaim = 0
    /// Where waiting senders sleep; made the first time one has to.
    @usableFromInline var parking: SenderParking?

    /// How many pieces of work may wait before senders on other threads wait instead.
    @usableFromInline package let queueBound: Int
    /// How many steps a deliverer takes before handing the role to a waiting sender.
    @usableFromInline package let batch: Int

    /// The default `queueBound` (see Benchmarks/README.md, "Load", for how it was chosen).
    @inlinable package static var defaultQueueBound: Int { 1024 }
    /// The default `batch`: long enough that waking the next deliverer costs a small share of it.
    @inlinable package static var defaultBatch: Int { 256 }

    /// A machine with the default bounds.
    @inlinable package init() {
        queueBound = Self.defaultQueueBound
        batch = Self.defaultBatch
    }

    /// A machine whose senders wait while `queueBound` pieces of work wait, and whose
    /// deliverer hands the role on after `batch` steps when a sender waits. Both at least 1.
    @inlinable package init(queueBound: Int, batch: Int) {
        require(queueBound >= 1 && batch >= 1, "DeliveryStateMachine: queueBound and batch must be at least 1")
        self.queueBound = queueBound
        self.batch = batch
    }

    // MARK: Events

    /// What a sender does once under the lock.
    @usableFromInline
    enum Admission {
        /// Go on with `turn`, after moving the role to `becoming` if given.
        case go(Turn, becoming: State?)
        /// Wait: sleep past `ticket` in `parking` after the lock, then send again, resumed.
        case wait(SenderParking, ticket: UInt)
        /// A forbidden transition.
        case stop(Violation)
    }

    /// A sender `me` arrives under the lock of `guarded`, the role in `state`; `resumed` if
    /// it has waited. A bounded sender on another thread waits while the owner's queued work
    /// reaches `queueBound`, while the deliverer is past its `batch`, or while others wait
    /// and it is not one of them; a sender inside a delivery never waits.
    @inlinable
    static func send<Guarded: DeliveryState>(
        _ guarded: inout Guarded, in state: State, by me: UInt, bounded: Bool, resumed: Bool
    ) -> Admission where Guarded.Lent == Lent {
        if resumed {
            guard guarded.delivery.waiting > 0 else { return .stop(.resumedWithoutWaiting) }
            guarded.delivery.waiting -= 1
            if state == .handedOff { return .go(.handedOver, becoming: .flagged(me)) }
        }
        switch state {
        case .idle:
            return .go(.deliverer, becoming: .delivering(me))
        case .delivering(let holder), .flagged(let holder):
            if holder == me { return .go(.reentrant, becoming: nil) }
            // While the flag is clear nothing waits for the deliverer: no bound to check.
            guard case .flagged = state else { return .go(.busy, becoming: nil) }
        case .handedOff:
            break
        }
        guard bounded, guarded.delivery.mustWait(resumed: resumed, queued: guarded.queuedWork) else {
            return .go(.busy, becoming: nil)
        }
        return guarded.delivery.senderWaits()
    }

    /// Whether a bounded sender that found the role flagged on another thread waits.
    @inlinable
    func mustWait(resumed: Bool, queued: Int) -> Bool {
        queued >= queueBound || deliveredSinceClaim >= batch || (waiting > 0 && !resumed)
    }

    /// A sender starts waiting: where it sleeps, and the generation to sleep past.
    @inlinable
    mutating func senderWaits() -> Admission {
        waiting += 1
        let parking = self.parking ?? SenderParking()
        self.parking = parking
        return .wait(parking, ticket: parking.generation.load(ordering: .relaxed))
    }

    /// What the engine does once the owner recorded a send made on `turn`.
    @usableFromInline
    enum AfterRecording: Equatable {
        /// Nothing more (the work, if any, waits for the deliverer).
        case done
        /// Deliver the work the owner handed back, then give the role up or drain.
        case deliver
        /// Deliver it nested, inside the delivery in progress on this thread.
        case deliverNested
        /// Take the first step of the owner's own work, in this critical section.
        case takeFirstStep
        /// Give the role back: the owner left nothing to deliver now.
        case giveUp
        /// Flag the deliverer (or take the role if it just left).
        case flag
        /// Deliver what is left, after the lock.
        case drain
        /// A forbidden transition.
        case stop(Violation)
    }

    /// A send on `turn` recorded `delivers` (work handed back to deliver now), or left work
    /// (`queued`), or neither.
    @inlinable
    @inline(__always)
    static func recorded(on turn: Turn, delivers: Bool, queued: Bool) -> AfterRecording {
        switch turn {
        case .deliverer: delivers ? .deliver : queued ? .takeFirstStep : .giveUp
        case .reentrant: delivers ? .deliverNested : queued ? .flag : .done
        case .busy: delivers ? .stop(.deliveredWithoutRole) : queued ? .flag : .done
        case .handedOver: delivers ? .stop(.deliveredWithoutRole) : .drain
        }
    }

    /// A sender `me` hands back work to deliver now, having just taken the role if
    /// `claimedNow` (or from inside a delivery): the role's new state if it must change, that
    /// is, flagged when `workLeft` says the owner has more for after it.
    @inlinable
    mutating func deliversNow(by me: UInt, claimedNow: Bool, workLeft: Bool) -> State? {
        guard workLeft else { return nil }
        if claimedNow { deliveredSinceClaim = 1 }
        return .flagged(me)
    }

    /// What the deliverer does when it comes back under the lock between two steps.
    @usableFromInline
    enum Return: Equatable {
        /// Take the next step.
        case takeStep
        /// Hand the role to the waiting senders, if work is left for them (`handOff`).
        case handOffIfWorkLeft
        /// A forbidden transition.
        case stop(Violation)
    }

    /// The deliverer `me` comes back, `delivered` steps into its call: moves what was
    /// retired to `released` (it is done reading it), and says whether its batch is over.
    @inlinable
    mutating func delivererReturns(
        in state: State, by me: UInt, delivered: Int, released: inout [Lent]
    ) -> Return {
        guard state.isHeld(by: me) else { return .stop(.returnedWithoutRole) }
        if !retired.isEmpty { swap(&released, &retired) }
        return waiting > 0 && delivered >= batch ? .handOffIfWorkLeft : .takeStep
    }

    /// The deliverer hands the role to the waiting senders (the role becomes `handedOff`):
    /// returns where to wake them, after the lock.
    @inlinable
    mutating func handOff() -> SenderParking? {
        parking.map { roleGivenUp($0) }
    }

    /// The deliverer `me` took a step (`taken`), `delivered` steps into its call, just after
    /// claiming the role if `claimedNow`; `workLeft` says whether the owner has more. Returns
    /// the role's new state: idle when there was no step (the waiters, if any, are woken
    /// through `woken`), delivering when it may leave without the lock after this step,
    /// flagged when it must come back.
    @inlinable
    mutating func stepTaken(
        _ taken: Bool, by me: UInt, delivered: Int, claimedNow: Bool, workLeft: Bool, woken: inout SenderParking?
    ) -> State {
        guard taken else {
            deliveredSinceClaim = 0
            // Just claimed, nobody is owed a wake-up: senders still counted as waiting were
            // woken by whoever gave the role up last.
            if !claimedNow, waiting > 0, let parking { woken = roleGivenUp(parking) }
            return .idle
        }
        let mayLeave = !workLeft && retired.isEmpty && (claimedNow || waiting == 0)
        // A deliverer that may leave counts nothing, so that a stale count never makes a
        // sender wait for a deliverer that is gone.
        deliveredSinceClaim = mayLeave ? 0 : delivered &+ 1
        return mayLeave ? .delivering(me) : .flagged(me)
    }

    /// Wakes the waiters: their generation moves on, under the lock.
    @inlinable
    mutating func roleGivenUp(_ parking: SenderParking) -> SenderParking {
        deliveredSinceClaim = 0
        parking.generation.add(1, ordering: .releasing)
        return parking
    }
}
