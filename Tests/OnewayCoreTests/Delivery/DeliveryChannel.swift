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
/// subscribe and dispose, a terminal event; deliveries to an unretained, retired snapshot,
/// as `SubjectCore` does.
final class DeliveryChannel: @unchecked Sendable {
    final class Snapshot {
        let probes: [Probe]
        init(_ probes: [Probe]) { self.probes = probes }
    }

    enum Item {
        case broadcast(Signal, watermark: Int)
        case replay([Signal], to: Probe)
    }

    struct State: DeliveryContext {
        var delivery = DeliveryStateMachine<Item, Snapshot>()
        var observers: [Probe] = []
        var nextKey = 0
        var nextSequence = 0
        /// Every signal sent, in sequence order: the replay, and the model to check against.
        var sent: [Signal] = []
        var isEnded = false
        var snapshot: Snapshot?
    }

    // Its state is under the engine's lock; probes are touched only by deliveries.
    let engine = DeliveryEngine(State())

    /// How many sends were queued for a deliverer on another thread: proof that the case raced.
    let queuedForAnotherThread = Atomic<Int>(0)

    var sent: [Signal] { engine.withLock { $0.sent } }

    var isIdle: Bool { engine.withLock { $0.delivery.isIdle } && engine.role.load(ordering: .acquiring) == 0 }

    /// Sends a value, or the terminal event if `terminal`.
    func send(terminal: Bool = false) {
        let me = ThreadIdentity.current.rawValue
        var lent: Unmanaged<Snapshot>?
        let now: (Signal, [Probe]?)? = engine.withLock { state in
            guard !state.isEnded else { return nil }
            let sequence = state.nextSequence
            state.nextSequence += 1
            let signal: Signal = terminal ? .end(sequence) : .value(sequence)
            state.sent.append(signal)
            if terminal { state.isEnded = true }
            let watermark = state.nextKey
            let crossThread = !engine.isDelivering(on: me)
            switch state.delivery.send(roleClaimed: engine.claim(me), { .broadcast(signal, watermark: watermark) }) {
            case .queued:
                if crossThread { queuedForAnotherThread.add(1, ordering: .relaxed) }
                return nil
            case .deliverNow:
                if terminal { return (signal, take(signal, from: &state)) }
                lent = lend(&state)
                return (signal, nil)
            }
        }
        guard let (signal, taken) = now else { return }
        if let lent {
            lent._withUnsafeGuaranteedRef { snapshot in
                for probe in snapshot.probes { probe.receive(signal) }
            }
        } else if let taken {
            for probe in taken { probe.receive(signal) }
        }
        finish(me)
    }

    /// Subscribes a probe; `reaction` runs after each of its deliveries.
    @discardableResult
    func subscribe(reaction: @escaping @Sendable (Probe, Signal) -> Void) -> Probe {
        let me = ThreadIdentity.current.rawValue
        let (probe, replay, action) = engine.withLock { state in
            let probe = Probe(key: state.nextKey, from: state.nextSequence, reaction: reaction)
            state.nextKey += 1
            let replay = state.sent
            if !state.isEnded {
                invalidate(&state)
                state.observers.append(probe)
            }
            guard !replay.isEmpty else {
                return (probe, replay, DeliveryStateMachine<Item, Snapshot>.SubscribeAction.queued)
            }
            let action = state.delivery.subscribe(
                reentrant: engine.isDelivering(on: me), roleClaimed: { engine.claim(me) },
                { .replay(replay, to: probe) })
            return (probe, replay, action)
        }
        if case .deliverNow(let thenFinish) = action {
            for signal in replay { probe.receive(signal) }
            if thenFinish { finish(me) }
        }
        return probe
    }

    /// Removes `probe`; nothing sent after this returns reaches it.
    func dispose(_ probe: Probe) {
        let removed: Probe? = engine.withLock { state in
            probe.ended.store(true, ordering: .releasing)
            probe.cutoff.store(state.nextSequence, ordering: .relaxed)
            guard let index = state.observers.firstIndex(where: { $0 === probe }) else { return nil }
            invalidate(&state)
            return state.observers.remove(at: index)
        }
        _ = removed
    }

    private func finish(_ me: UInt) {
        engine.finishDelivery(
            me,
            take: { state, item -> (Item, [Probe]) in
                guard case .broadcast(let signal, _) = item else { return (item, []) }
                return (item, take(signal, from: &state))
            },
            deliver: { item, probes in
                switch item {
                case .broadcast(let signal, let watermark):
                    for probe in probes where probe.key < watermark { probe.receive(signal) }
                case .replay(let signals, let probe):
                    for signal in signals { probe.receive(signal) }
                }
            })
    }

    /// The observers to deliver `signal` to now; the terminal event also empties the list.
    private func take(_ signal: Signal, from state: inout State) -> [Probe] {
        let probes = state.observers
        if case .end = signal {
            invalidate(&state)
            state.observers = []
        }
        return probes
    }

    private func lend(_ state: inout State) -> Unmanaged<Snapshot> {
        if let snapshot = state.snapshot { return .passUnretained(snapshot) }
        let snapshot = Snapshot(state.observers)
        state.snapshot = snapshot
        return .passUnretained(snapshot)
    }

    private func invalidate(_ state: inout State) {
        guard let snapshot = state.snapshot else { return }
        state.snapshot = nil
        _ = engine.retireIfDelivering(snapshot, in: &state)
    }
}
