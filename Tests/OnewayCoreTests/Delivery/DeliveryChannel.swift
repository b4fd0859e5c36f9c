import Oneway
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a `DeliveryChannel` delivers: a value or the terminal event, each numbered by the
/// place its send took in the lock's order.
enum Signal: Equatable, Sendable, CustomStringConvertible {
    case value(Int)
    case end(Int)

    var sequence: Int {
        switch self {
        case .value(let sequence), .end(let sequence): sequence
        }
    }

    var description: String {
        switch self {
        case .value(let sequence): "\(sequence)"
        case .end(let sequence): "end@\(sequence)"
        }
    }
}

/// One subscriber of a `DeliveryChannel`: what it received, and whether two deliveries ever
/// overlapped.
final class Probe: @unchecked Sendable {
    let key: Int
    /// The first sequence number sent after it subscribed; what came before is its replay.
    let from: Int
    /// Set by `dispose`, under the channel's lock: the first sequence number it must not get.
    let cutoff = Atomic<Int>(.max)
    let ended = Atomic<Bool>(false)
    private let inFlight = Atomic<Int>(0)
    let overlaps = Atomic<Int>(0)
    /// What the callback does after recording (a reentrant send or subscribe).
    let reaction: @Sendable (Probe, Signal) -> Void
    // Touched only inside deliveries, which must not overlap (counted in `overlaps`), and
    // read after every thread has joined.
    private(set) var log: [Signal] = []

    init(key: Int, from: Int, reaction: @escaping @Sendable (Probe, Signal) -> Void) {
        self.key = key
        self.from = from
        self.reaction = reaction
    }

    /// A delivery; dropped once disposed, as a subject's subscription does.
    func receive(_ signal: Signal) {
        guard !ended.load(ordering: .acquiring) else { return }
        if inFlight.add(1, ordering: .acquiringAndReleasing).newValue > 1 {
            overlaps.add(1, ordering: .relaxed)
        }
        log.append(signal)
        // Now and then, let other threads run inside the delivery, so that their calls meet it
        // (on a loaded machine the threads otherwise seldom overlap).
        if (key &+ signal.sequence) % 3 == 0 { sched_yield() }
        inFlight.subtract(1, ordering: .acquiringAndReleasing)
        reaction(self, signal)
    }
}

/// The smallest subject on `DeliveryEngine`: a replay of everything sent, observers that
/// subscribe and dispose, a terminal event; deliveries to an unretained snapshot the engine
/// keeps while it may be read, as `SubjectCore` does.
final class DeliveryChannel: DeliveryOwner, @unchecked Sendable {
    final class Snapshot {
        let probes: [Probe]
        init(_ probes: [Probe]) { self.probes = probes }
    }

    enum Queued {
        case broadcast(Signal, watermark: Int)
        case replay([Signal], to: Probe)
    }

    enum Work {
        case lent(Signal, Unmanaged<Snapshot>)
        case broadcast(Signal, to: [Probe], below: Int)
        case replay([Signal], to: Probe)
    }

    struct State: DeliveryState {
        var delivery: DeliveryStateMachine<Snapshot>
        var queue = Queue<Queued>()
        var observers: [Probe] = []
        var nextKey = 0
        var nextSequence = 0
        /// Every signal sent, in sequence order: the replay, and the model to check against.
        var sent: [Signal] = []
        var isEnded = false

        var hasWork: Bool { !queue.isEmpty }
        var queuedWork: Int { queue.count }
    }

    // Its state is under the engine's lock; probes are touched only by deliveries.
    let engine: DeliveryEngine<DeliveryChannel>

    /// How many sends were queued for a deliverer on another thread: proof that the case raced.
    let queuedForAnotherThread = Atomic<Int>(0)
    /// How many sends found another one waiting, and how many times the role was handed to a
    /// waiting sender.
    let waits = Atomic<Int>(0)
    let handOvers = Atomic<Int>(0)
    /// The most items ever queued when a send from another thread queued its own.
    let peakQueued = Atomic<Int>(0)

    /// A channel whose senders on other threads wait while `queueBound` items are queued, and
    /// whose deliverer hands the role on after `batch` items when one waits.
    init(queueBound: Int = 1024, batch: Int = 256) {
        engine = DeliveryEngine(State(delivery: DeliveryStateMachine(queueBound: queueBound, batch: batch)))
    }

    var queueBound: Int { engine.withLock { $0.delivery.queueBound } }

    var sent: [Signal] { engine.withLock { $0.sent } }

    var isIdle: Bool { engine.withLock { $0.queue.isEmpty } && engine.state == .idle }

    /// Sends a value, or the terminal event if `terminal`; waits first while the queue is
    /// full or the deliverer is due to hand the role on, as `SubjectCore.on` does.
    func send(terminal: Bool = false) {
        engine.send(self, as: ThreadIdentity.current.rawValue, bounded: true, forgettingLent: terminal) { state, turn in
            if turn == .handedOver { handOvers.add(1, ordering: .relaxed) }
            if state.delivery.sendersWaiting > 0 { waits.add(1, ordering: .relaxed) }
            guard !state.isEnded else { return .nothing }
            let sequence = state.nextSequence
            state.nextSequence += 1
            let signal: Signal = terminal ? .end(sequence) : .value(sequence)
            state.sent.append(signal)
            if terminal { state.isEnded = true }
            switch turn {
            case .deliverer:
                guard terminal else { return .deliverNow(.lent(signal, lend(&state))) }
                return .deliverNow(.broadcast(signal, to: take(signal, from: &state), below: .max))
            case .busy:
                queuedForAnotherThread.add(1, ordering: .relaxed)
                peakQueued.max(state.queue.count + 1, ordering: .relaxed)
            case .reentrant, .handedOver:
                break
            }
            state.queue.append(.broadcast(signal, watermark: state.nextKey))
            return .queued
        }
    }

    /// Subscribes a probe; `reaction` runs after each of its deliveries.
    @discardableResult
    func subscribe(reaction: @escaping @Sendable (Probe, Signal) -> Void) -> Probe {
        var subscribed: Probe?
        engine.send(self, as: ThreadIdentity.current.rawValue, bounded: false, forgettingLent: true) { state, turn in
            let probe = Probe(key: state.nextKey, from: state.nextSequence, reaction: reaction)
            subscribed = probe
            state.nextKey += 1
            let replay = state.sent
            if !state.isEnded { state.observers.append(probe) }
            guard !replay.isEmpty else { return .nothing }
            guard turn == .deliverer || turn == .reentrant else {
                state.queue.append(.replay(replay, to: probe))
                return .queued
            }
            return .deliverNow(.replay(replay, to: probe))
        }
        return subscribed!
    }

    /// Removes `probe`; nothing sent after this returns reaches it.
    func dispose(_ probe: Probe) {
        let removed: Probe? = engine.withLock(forgettingLent: true) { state in
            probe.ended.store(true, ordering: .releasing)
            probe.cutoff.store(state.nextSequence, ordering: .relaxed)
            guard let index = state.observers.firstIndex(where: { $0 === probe }) else { return nil }
            return state.observers.remove(at: index)
        }
        _ = removed
    }

    func takeWork(_ state: inout State, deliverer: UInt) -> Work? {
        switch state.queue.popFirst() {
        case nil: nil
        case .broadcast(let signal, let watermark):
            .broadcast(signal, to: take(signal, from: &state), below: watermark)
        case .replay(let signals, let probe): .replay(signals, to: probe)
        }
    }

    func deliver(_ work: consuming Work) {
        switch work {
        case .lent(let signal, let lent):
            lent._withUnsafeGuaranteedRef { snapshot in
                for probe in snapshot.probes { probe.receive(signal) }
            }
        case .broadcast(let signal, let probes, let watermark):
            for probe in probes where probe.key < watermark { probe.receive(signal) }
        case .replay(let signals, let probe):
            for signal in signals { probe.receive(signal) }
        }
    }

    /// The observers to deliver `signal` to now; the terminal event also empties the list
    /// (its send forgot the lent snapshot).
    private func take(_ signal: Signal, from state: inout State) -> [Probe] {
        let probes = state.observers
        if case .end = signal { state.observers = [] }
        return probes
    }

    private func lend(_ state: inout State) -> Unmanaged<Snapshot> {
        if let lent = state.delivery.lentList { return lent }
        return state.delivery.lend(Snapshot(state.observers))
    }
}
