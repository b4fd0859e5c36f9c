import Synchronization

/// One delivery at a time: any thread may send, exactly one thread (the deliverer) calls
/// out, and what others send meanwhile waits in the owner's state for it, in the order the
/// lock took it. Documentation/DesignRationale.md ("How delivery works") draws the protocol.
///
/// The storage of a `DeliveryStateMachine`: the lock around the owner's state (with the
/// machine in it), the role word (the machine's `State`, outside the lock), and where
/// senders wait. Owners call five operations: `withLock` for their own bookkeeping, `send`
/// for every piece of work (in a second form for work the caller delivers itself),
/// `sendWithoutLock` for a send that changes no state, `retire` when they replace a list the
/// deliverer may be reading, and `state` to ask who delivers.
///
/// A `~Copyable` struct, so that its owner stores it inline.
@usableFromInline
package struct DeliveryEngine<Owner: DeliveryOwner>: ~Copyable {
    @usableFromInline package typealias Guarded = Owner.Guarded
    @usableFromInline package typealias Machine = DeliveryStateMachine<Guarded.Retired>
    @usableFromInline package typealias Work = Owner.Work
    @usableFromInline package typealias Turn = Machine.Turn

    /// The owner's state and the machine, under one lock.
    @usableFromInline let locked: LockedState<Guarded>

    /// The role word: `Machine.State.word` of who delivers. It leaves `idle` only by a
    /// compare-and-swap or under the lock; only a lock holder sets its flag, and a deliverer
    /// leaves without the lock only while the flag is clear, so work left is never lost.
    @usableFromInline let role = Atomic<UInt>(0)

    /// An engine around `initialState`; nobody delivers.
    @inlinable
    package init(_ initialState: Guarded) {
        locked = LockedState(initialState)
    }

    /// Runs `body` under the lock. `body` must not call out.
    @inlinable
    package func withLock<Result>(_ body: (inout Guarded) throws -> Result) rethrows -> Result {
        try locked.withLock(body)
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
    ///
    /// Always inlined: into each owner's entry point, where the record closure then inlines
    /// too (see Benchmarks/README.md, "The delivery engine as one state machine").
    @inlinable
    @inline(__always)
    package func send(
        _ owner: Owner, as me: UInt, bounded: Bool, _ record: (inout Guarded, Machine.Turn) -> SendRecord<Work>
    ) {
        let parked = perform(attempt(owner, me, bounded: bounded, resumed: false, record), owner, me)
        // Only a bounded sender ever waits: for the others the call below is dead code, and
        // `record` need not be made a closure the call could keep.
        guard bounded, let parked else { return }
        // Not inlined: the rare case, kept out of the callers' code.
        waitAndRetry(owner, me, bounded: bounded, parked, record)
    }

    /// `send`, unbounded, for work the caller delivers in its own code when it is to be
    /// delivered at once: `deliverNow` gets it (and the role, when the sender took it), so
    /// that a subscriber's replay, say, is delivered without a call through the owner's
    /// `deliver`. Everything else (queued work, a drain) goes as in `send`.
    @inlinable
    @inline(__always)
    package func send(
        _ owner: Owner, as me: UInt, _ record: (inout Guarded, Machine.Turn) -> SendRecord<Work>,
        deliverNow: (consuming Work) -> Void
    ) {
        switch attempt(owner, me, bounded: false, resumed: false, record) {
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
    /// elements): if nobody delivers, takes the role, runs `deliver` (which delivers to what
    /// the owner published for it and returns `true`, or returns `false` having delivered
    /// nothing), then gives the role up. Returns `false`, having delivered nothing, if
    /// somebody delivers or `deliver` did not; the caller then sends with the lock.
    @inlinable
    package func sendWithoutLock(_ owner: Owner, as me: UInt, _ deliver: () -> Bool) -> Bool {
        require(Guarded.claimsWithoutLock, "DeliveryEngine: an owner that sends without the lock must say so")
        // Sequentially consistent: the owner reads what it published after this, and a lock
        // holder unpublishing it reads the role after that (see `retire`).
        guard role.compareExchange(expected: 0, desired: me, ordering: .sequentiallyConsistent).exchanged else {
            return false
        }
        let delivered = deliver()
        finish(owner, me)
        return delivered
    }

    /// Under the lock, when the owner replaces `resource` (an observer list the deliverer
    /// may be reading without a reference): keeps it until the deliverer comes back, if
    /// anybody delivers. Otherwise the caller may release it now.
    @inlinable
    package func retire(_ resource: Guarded.Retired, in state: inout Guarded) {
        guard flagDeliverer(orClaimAs: nil) != .idle else { return }
        state.delivery.retire(resource)
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
        _ owner: Owner, _ me: UInt, bounded: Bool, resumed: Bool,
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
