import Synchronization

// What the engine does after the lock: deliver, drain, or wait and try again.
extension DeliveryEngine {
    /// After the lock: performs what `attempt` decided; returns where to wait if the sender
    /// must wait first.
    @inlinable
    @inline(__always)
    func perform(_ action: consuming SendAction, _ owner: Owner, _ me: UInt) -> (SenderParking, ticket: UInt)? {
        switch consume action {
        case .done:
            return nil
        case .deliver(let work):
            // Consumed: no copy (a state copy, say) may outlive the delivery into the drain's
            // next lock, where an in-place reducer would then copy the whole state.
            owner.deliver(consume work)
            finish(owner, me)
            return nil
        case .deliverNested(let work):
            owner.deliver(consume work)
            return nil
        case .drain:
            drain(owner, me)
            return nil
        case .wait(let parking, let ticket):
            return (parking, ticket)
        }
    }

    /// By the deliverer `me`, after delivering: gives up the role with one compare-and-swap
    /// when nothing was left meanwhile, otherwise drains first.
    @inlinable
    func finish(_ owner: Owner, _ me: UInt) {
        if leave(me) { return }
        drain(owner, me)
    }

    /// By the deliverer `me`: gives up the role without the lock if nobody flagged it.
    @inlinable
    func leave(_ me: UInt) -> Bool {
        role.compareExchange(expected: me, desired: 0, ordering: .acquiringAndReleasing).exchanged
    }

    /// By the deliverer `me`: takes and delivers the owner's work, one piece per lock round
    /// trip (taken under the lock, delivered after it), until none is left; then gives up
    /// the role. Iterative, so that work left from inside deliveries never grows the stack.
    ///
    /// A step that leaves nothing behind leaves the role unflagged, so that the deliverer
    /// gives it up after delivering with one compare-and-swap; anything left meanwhile flags
    /// it, and it comes back. After `batch` steps with senders waiting, it hands the role to
    /// them instead (the first to resume delivers what is left), so that its own call returns
    /// after a bounded share of other threads' work.
    @inlinable
    @inline(never)
    func drain(_ owner: Owner, _ me: UInt) {
        var delivered = 0
        repeat {
            // Released after the lock: a retired list may hold the last reference to
            // something whose deinit calls back in.
            var released: [Lent] = []
            var woken: SenderParking?
            let taken = locked.withLock { state -> Work? in
                let current = Machine.State(word: role.load(ordering: .relaxed))
                switch state.delivery.delivererReturns(in: current, by: me, delivered: delivered, released: &released) {
                case .stop(let violation):
                    violation.stop()
                case .handOffIfWorkLeft where state.hasWork:
                    woken = state.delivery.handOff()
                    role.store(Machine.State.handedOff.word, ordering: .releasing)
                    return nil
                case .takeStep, .handOffIfWorkLeft:
                    return takeStep(owner, &state, me, delivered: delivered, claimedNow: false, woken: &woken)
                }
            }
            woken?.wakeAll()
            released = []
            // Consumed, so that no copy outlives the step (a state copy, say) into the next lock.
            guard let work = consume taken else { return }
            delivered &+= 1
            owner.deliver(consume work)
        } while !leave(me)
    }

    /// After the lock, by a sender the machine stopped: sleeps where it said, then sends
    /// again, resumed, for as long as it must wait.
    ///
    /// Why this cannot deadlock by itself: a sender waits only while another thread holds
    /// the role flagged, and that thread comes back under the lock and wakes the waiters when
    /// it hands the role on or gives it up. A waiting thread holds no role, and a deliverer
    /// never waits (a send from inside a delivery is never bounded), so no cycle of waits
    /// goes through the engine alone. The one way to wait forever: the deliverer's observer
    /// waits for a thread that is waiting to send into this engine.
    @inlinable
    @inline(never)
    func waitAndRetry(
        _ owner: Owner, _ me: UInt, forgettingLent: Bool, _ parked: (SenderParking, ticket: UInt),
        _ record: (inout Guarded, Machine.Turn) -> SendRecord<Work>
    ) {
        var parked = parked
        while true {
            parked.0.wait(past: parked.ticket)
            guard
                let next = perform(
                    attempt(owner, me, bounded: true, resumed: true, forgettingLent: forgettingLent, record), owner, me)
            else { return }
            parked = next
        }
    }
}
