import Synchronization

/// One delivery at a time: any thread may send, exactly one thread (the deliverer) calls
/// out, and what others send meanwhile waits in the owner's state for it, in the order the
/// lock took it. Documentation/DesignRationale.md ("How delivery works") draws the protocol.
///
/// The storage of a `DeliveryStateMachine`: the lock around the owner's state (with the
/// machine in it), the role word (the machine's `State`, outside the lock), and where
/// senders wait. Owners call four operations: `withLock` for their own bookkeeping, `send`
/// for every piece of work (in a second form for work the caller delivers itself),
/// `sendWithoutLock` for a send that changes no state, and `state` to ask who delivers. The
/// list an owner lends its deliverers (`DeliveryStateMachine.lend`) is the engine's to
/// forget: an owner about to change its list says so (`forgettingLent`), and the engine
/// keeps the lent one until no deliverer can be reading it.
///
/// A `~Copyable` struct, so that its owner stores it inline.
@usableFromInline
package struct DeliveryEngine<Owner: DeliveryOwner>: ~Copyable {
    @usableFromInline package typealias Guarded = Owner.Guarded
    @usableFromInline package typealias Lent = Guarded.Lent
    @usableFromInline package typealias Machine = DeliveryStateMachine<Lent>
    @usableFromInline package typealias Work = Owner.Work
    @usableFromInline package typealias Turn = Machine.Turn

    /// The owner's state and the machine, under one lock.
    @usableFromInline let locked: LockedState<Guarded>

    /// The role word: `Machine.State.word` of who delivers. It leaves `idle` only by a
    /// compare-and-swap or under the lock; only a lock holder sets its flag, and a deliverer
    /// leaves without the lock only while the flag is clear, so work left is never lost.
    @usableFromInline let role = Atomic<UInt>(0)

    /// The machine's lent list, published for `sendWithoutLock` (owners that send without
    /// the lock only); nil while none is lent.
    ///
    /// Both sides use sequentially consistent operations, so that of "a sender takes the
    /// role, then reads the list" and "a lock holder unpublishes the list, then reads the
    /// role" at least one sees the other's write: either the sender reads nil, or the lock
    /// holder sees a deliverer and keeps the list for it.
    @usableFromInline let published = Atomic<Unmanaged<Lent>?>(nil)

    /// An engine around `initialState`; nobody delivers.
    @inlinable
    package init(_ initialState: Guarded) {
        locked = LockedState(initialState)
    }

    /// Runs `body` under the lock. `body` must not call out.
    ///
    /// `forgettingLent`: `body` may change the list the owner lends. The lent list is
    /// forgotten first, so that it no longer shares the owner's storage, which `body` then
    /// changes in place; a deliverer that may be reading it gets it released when it is done.
    @inlinable
    package func withLock<Result>(
        forgettingLent: Bool = false, _ body: (inout Guarded) throws -> Result
    ) rethrows -> Result {
        try locked.withLock { state in
            if forgettingLent, state.delivery.lent != nil { forgetLent(&state, holdingRole: false) }
            return try body(&state)
        }
    }

    /// Who delivers now, read without the lock. Reliable for the question "does this thread
    /// deliver?", which only the thread itself can change.
    @inlinable
    package var state: Machine.State {
        Machine.State(word: role.load(ordering: .relaxed))
    }

    /// Sends a piece of work from any thread, `me`: under the lock, `record` records it on
    /// the sender's `Turn` and says what it left (`SendRecord`); then the sender delivers it
    /// if it holds the role, leaves it for the deliverer otherwise, or, from inside a
    /// delivery, queues it behind (or delivers it nested, if `record` hands it back).
    ///
    /// A `bounded` send from another thread first waits, having recorded nothing, while the
    /// machine says so (a full queue, a deliverer past its batch); it may then be handed the
    /// role, and delivers what is left. A send from inside a delivery never waits.
    /// `forgettingLent`, as in `withLock`: `record` may change the list the owner lends.
    ///
    /// Always inlined: into each owner's entry point, where the record closure then inlines
    /// too (see Benchmarks/README.md, "The delivery engine as one state machine").
    @inlinable
    @inline(__always)
    package func send(
        _ owner: Owner, as me: UInt, bounded: Bool, forgettingLent: Bool = false,
        _ record: (inout Guarded, Machine.Turn) -> SendRecord<Work>
    ) {
        // One expression: a binding in between would keep a copy of the work (a state, say)
        // alive past its delivery.
        let parked = perform(
            attempt(owner, me, bounded: bounded, resumed: false, forgettingLent: forgettingLent, record), owner, me)
        // Only a bounded sender ever waits: for the others the call below is dead code, and
        // `record` need not be made a closure the call could keep.
        guard bounded, let parked else { return }
        // Not inlined: the rare case, kept out of the callers' code.
        waitAndRetry(owner, me, forgettingLent: forgettingLent, parked, record)
    }

    /// `send`, unbounded, for work the caller delivers in its own code when it is to be
    /// delivered at once: `deliverNow` gets it (and the role, when the sender took it), so
    /// that a subscriber's replay, say, is delivered without a call through the owner's
    /// `deliver`. Everything else (queued work, a drain) goes as in `send`.
    @inlinable
    @inline(__always)
    package func send(
        _ owner: Owner, as me: UInt, forgettingLent: Bool,
        _ record: (inout Guarded, Machine.Turn) -> SendRecord<Work>, deliverNow: (consuming Work) -> Void
    ) {
        switch attempt(owner, me, bounded: false, resumed: false, forgettingLent: forgettingLent, record) {
        case .deliver(let work):
            deliverNow(consume work)
            finish(owner, me)
        case .deliverNested(let work):
            deliverNow(consume work)
        case let other:
            // Unbounded: never told to wait.
            _ = perform(other, owner, me)
        }
    }

    /// Sends without the lock, for work that changes no state (a `PublishSubject`'s
    /// elements): if nobody delivers and a list is lent, takes the role, runs `deliver` with
    /// the lent list, then gives the role up. Returns `false`, having delivered nothing, if
    /// somebody delivers or nothing is lent (the owner's list changed since); the caller then
    /// sends with the lock.
    @inlinable
    package func sendWithoutLock(_ owner: Owner, as me: UInt, _ deliver: (Unmanaged<Lent>) -> Void) -> Bool {
        require(Guarded.claimsWithoutLock, "DeliveryEngine: an owner that sends without the lock must say so")
        // Sequentially consistent: see `published`.
        guard role.compareExchange(expected: 0, desired: me, ordering: .sequentiallyConsistent).exchanged else {
            return false
        }
        guard let lent = published.load(ordering: .sequentiallyConsistent) else {
            finish(owner, me)
            return false
        }
        deliver(lent)
        finish(owner, me)
        return true
    }

    // MARK: The protocol

    /// What a sender does after the lock.
    @usableFromInline
    enum SendAction {
        case done
        case deliver(Work)
        case deliverNested(Work)
        case drain
        case wait(SenderParking, ticket: UInt)
    }

    /// Under the lock: the sender's admission, its owner's record, and what follows.
    @inlinable
    @inline(__always)
    func attempt(
        _ owner: Owner, _ me: UInt, bounded: Bool, resumed: Bool, forgettingLent: Bool,
        _ record: (inout Guarded, Machine.Turn) -> SendRecord<Work>
    ) -> SendAction {
        locked.withLock { state -> SendAction in
            let current = Machine.State(word: role.load(ordering: .acquiring))
            var turn: Machine.Turn
            switch Machine.send(&state, in: current, by: me, bounded: bounded, resumed: resumed) {
            case .stop(let violation): violation.stop()
            case .wait(let parking, let ticket): return .wait(parking, ticket: ticket)
            case .go(let admitted, let becoming):
                turn = admitted
                if let becoming { turn = take(becoming, on: turn, as: me) }
            }
            if forgettingLent, state.delivery.lent != nil { forgetLent(&state, holdingRole: turn == .deliverer) }
            let recorded = record(&state, turn)
            switch Machine.recorded(on: turn, delivers: recorded.delivers, queued: recorded.isQueued) {
            case .done: return .done
            case .drain: return .drain
            case .stop(let violation): violation.stop()
            case .giveUp:
                // A list retired meanwhile is released by coming back for it.
                guard state.delivery.retired.isEmpty else { return .drain }
                role.store(0, ordering: .releasing)
                return .done
            case .deliver, .deliverNested:
                guard case .deliverNow(let work) = consume recorded else { return .done }
                let claimedNow = turn == .deliverer
                if Guarded.claimsWithoutLock, claimedNow { publishLent(&state) }
                if let flagged = state.delivery.deliversNow(by: me, claimedNow: claimedNow, workLeft: state.hasWork) {
                    role.store(flagged.word, ordering: .relaxed)
                }
                return claimedNow ? .deliver(work) : .deliverNested(work)
            case .takeFirstStep:
                return firstStep(owner, &state, me)
            case .flag:
                if turn == .reentrant {
                    role.store(Machine.State.flagged(me).word, ordering: .relaxed)
                    return .done
                }
                guard flagDeliverer(orClaimAs: me) == .claimed else { return .done }
                return firstStep(owner, &state, me)
            }
        }
    }

    /// Under the lock: moves the role to `becoming` for a sender admitted on `turn`. Taking a
    /// free role is a compare-and-swap when the owner also sends without the lock; if one
    /// of those took it first, the sender is busy instead.
    @inlinable
    @inline(__always)
    func take(_ becoming: Machine.State, on turn: Machine.Turn, as me: UInt) -> Machine.Turn {
        guard turn == .deliverer, Guarded.claimsWithoutLock else {
            role.store(becoming.word, ordering: .relaxed)
            return turn
        }
        let claimed = role.compareExchange(expected: 0, desired: me, ordering: .sequentiallyConsistent).exchanged
        return claimed ? .deliverer : .busy
    }

    /// Under the lock, by a sender that just took the role with work left in the owner's
    /// state: its first step, or `.done` (the role given up) if there is none.
    @inlinable
    @inline(__always)
    func firstStep(_ owner: Owner, _ state: inout Guarded, _ me: UInt) -> SendAction {
        // Nobody to wake: senders still counted as waiting were woken when the role was last
        // given up.
        var nobody: SenderParking?
        guard let work = takeStep(owner, &state, me, delivered: 0, claimedNow: true, woken: &nobody) else {
            return .done
        }
        return .deliver(work)
    }

    /// Under the lock, by the deliverer: the owner's next piece of work, with the role moved
    /// to what the machine says (idle when there is none, the waiters to wake in `woken`).
    @inlinable
    @inline(__always)
    func takeStep(
        _ owner: Owner, _ state: inout Guarded, _ me: UInt, delivered: Int, claimedNow: Bool,
        woken: inout SenderParking?
    ) -> Work? {
        let work = owner.takeWork(&state, deliverer: me)
        let taken = work != nil
        let next = state.delivery.stepTaken(
            taken, by: me, delivered: delivered, claimedNow: claimedNow, workLeft: taken && state.hasWork,
            woken: &woken)
        // Only the deliverer and lock holders move the role while it is held, so a plain
        // store under the lock loses nothing.
        if taken {
            role.store(next.word, ordering: .relaxed)
        } else {
            role.store(next.word, ordering: .releasing)
        }
        return work
    }

    /// What `flagDeliverer` found.
    @usableFromInline
    enum Flagging: Equatable {
        case idle
        case flagged
        case claimed
    }

    /// Under the lock: flags whoever holds the role, so that it comes back under the lock
    /// before giving the role up; the deliverer may leave meanwhile without the lock, so this
    /// is a compare-and-swap. If nobody holds the role, takes it as `me` if given.
    @inlinable
    func flagDeliverer(orClaimAs me: UInt?) -> Flagging {
        var word = role.load(ordering: .sequentiallyConsistent)
        while true {
            let desired: UInt
            switch Machine.State(word: word) {
            case .flagged, .handedOff: return .flagged
            case .delivering(let holder): desired = Machine.State.flagged(holder).word
            case .idle:
                guard let me else { return .idle }
                desired = me
            }
            let (exchanged, original) = role.compareExchange(
                expected: word, desired: desired, ordering: .sequentiallyConsistent)
            if exchanged { return word == 0 ? .claimed : .flagged }
            word = original
        }
    }
}
