import Oneway
import Synchronization

/// The smallest owner that keeps its work in queues of its own, as the Store does, on
/// `DeliveryEngine`'s owner-driven steps: nothing goes through the engine's queue; each step
/// hands the newest signal to the probes of the conflating lane (a store's state observers,
/// through an unretained snapshot the engine keeps while it may be read) or one queued signal to the probes of the
/// every-signal lane (its action observers, which count against the engine's bound).
final class StepChannel: DeliveryOwner, @unchecked Sendable {
    final class Snapshot {
        let probes: [Probe]
        init(_ probes: [Probe]) { self.probes = probes }
    }

    /// A signal waiting for the every-signal lane, for the probes subscribed before it was sent.
    struct Queued {
        let signal: Signal
        let watermark: Int
    }

    struct State: DeliveryState {
        var delivery = DeliveryStateMachine<Snapshot>()
        var conflating: [Probe] = []
        var everySignal: [Probe] = []
        var queued = Queue<Queued>()
        var nextKey = 0
        var nextSequence = 0
        var notifiedSequence = 0
        var sent: [Signal] = []

        var hasWork: Bool { notifiedSequence != nextSequence || !queued.isEmpty }
        var queuedWork: Int { queued.count }
    }

    enum Step {
        case newest(Signal, Unmanaged<Snapshot>)
        case each(Queued, [Probe])
    }

    // Its state is under the engine's lock; probes are touched only by deliveries.
    let engine: DeliveryEngine<StepChannel>

    /// As in `DeliveryChannel`: proof that the racing, waiting and handing-over cases ran,
    /// and the most signals ever queued when a send from another thread queued its own.
    let queuedForAnotherThread = Atomic<Int>(0)
    let waits = Atomic<Int>(0)
    let handOvers = Atomic<Int>(0)
    let peakQueued = Atomic<Int>(0)

    init(queueBound: Int = 1024, batch: Int = 256) {
        var state = State()
        state.delivery = DeliveryStateMachine(queueBound: queueBound, batch: batch)
        engine = DeliveryEngine(state)
    }

    var queueBound: Int { engine.withLock { $0.delivery.queueBound } }
    var sent: [Signal] { engine.withLock { $0.sent } }
    var isIdle: Bool { engine.withLock { !$0.hasWork } && engine.state == .idle }

    /// Sends a value, waiting first while the engine says so, as `Store.dispatch` does; from
    /// inside a delivery, it only leaves work for the deliverer.
    func send() {
        engine.send(self, as: ThreadIdentity.current.rawValue, bounded: true) { state, turn in
            if turn == .handedOver { handOvers.add(1, ordering: .relaxed) }
            if state.delivery.sendersWaiting > 0 { waits.add(1, ordering: .relaxed) }
            let signal = Signal.value(state.nextSequence)
            state.nextSequence += 1
            state.sent.append(signal)
            if !state.everySignal.isEmpty { state.queued.append(Queued(signal: signal, watermark: state.nextKey)) }
            if turn == .busy {
                queuedForAnotherThread.add(1, ordering: .relaxed)
                peakQueued.max(state.queued.count, ordering: .relaxed)
            }
            return .queued
        }
    }

    /// Subscribes a probe to the conflating lane or the every-signal lane; it receives no
    /// replay.
    @discardableResult
    func subscribe(conflating: Bool, reaction: @escaping @Sendable (Probe, Signal) -> Void) -> Probe {
        engine.withLock(forgettingLent: conflating) { state in
            let probe = Probe(key: state.nextKey, from: state.nextSequence, reaction: reaction)
            state.nextKey += 1
            if conflating {
                state.conflating.append(probe)
            } else {
                state.everySignal.append(probe)
            }
            return probe
        }
    }

    /// Removes `probe`; nothing sent after this returns reaches it.
    func dispose(_ probe: Probe) {
        let removed: Probe? = engine.withLock(forgettingLent: true) { state in
            probe.ended.store(true, ordering: .releasing)
            probe.cutoff.store(state.nextSequence, ordering: .relaxed)
            if let index = state.conflating.firstIndex(where: { $0 === probe }) {
                return state.conflating.remove(at: index)
            }
            return state.everySignal.firstIndex(where: { $0 === probe }).map { state.everySignal.remove(at: $0) }
        }
        _ = removed
    }

    /// Under the lock: the newest signal if the conflating lane has not had it, then the
    /// oldest queued one; `nil` when nothing is left.
    func takeWork(_ state: inout State, deliverer: UInt) -> Step? {
        if state.notifiedSequence != state.nextSequence {
            state.notifiedSequence = state.nextSequence
            if !state.conflating.isEmpty, let newest = state.sent.last { return .newest(newest, lend(&state)) }
        }
        return state.queued.popFirst().map { .each($0, state.everySignal) }
    }

    func deliver(_ step: consuming Step) {
        switch step {
        case .newest(let signal, let lent):
            lent._withUnsafeGuaranteedRef { snapshot in
                for probe in snapshot.probes { probe.receive(signal) }
            }
        case .each(let queued, let probes):
            for probe in probes where probe.key < queued.watermark { probe.receive(queued.signal) }
        }
    }

    private func lend(_ state: inout State) -> Unmanaged<Snapshot> {
        if let lent = state.delivery.lentList { return lent }
        return state.delivery.lend(Snapshot(state.conflating))
    }
}
