import Foundation
import Oneway
import OnewayTestSupport
import Synchronization
import Testing

/// A small, fast generator (SplitMix64), so that a case's operations follow from its number.
struct SplitMix64 {
    private var state: UInt64

    init(_ state: UInt64) { self.state = state }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// A draw that depends only on its inputs, for decisions made inside deliveries, whose
    /// order across threads varies from run to run.
    static func draw(_ inputs: Int...) -> Int {
        var generator = SplitMix64(0)
        for input in inputs { generator = SplitMix64(generator.next() ^ UInt64(bitPattern: Int64(input))) }
        return generator.below(100)
    }
}

/// One case: a channel, its probes, and how many reentrant calls its deliveries may still make.
final class DeliveryCase: Sendable {
    let number: UInt64
    let channel = DeliveryChannel()
    let probes = Locked<[Probe]>([])
    let reentrantBudget = Atomic<Int>(8)
    /// The threads that have started, so that they start their operations together.
    let arrived = Atomic<Int>(0)

    init(number: UInt64) { self.number = number }

    /// Subscribes a probe whose deliveries sometimes send or subscribe from inside.
    func subscribe() -> Probe {
        // Weak: the channel keeps its probes, and so their reactions, alive.
        let probe = channel.subscribe { [weak self] probe, signal in
            guard let self else { return }
            let draw = SplitMix64.draw(Int(truncatingIfNeeded: number), probe.key, signal.sequence)
            guard draw < 12, reentrantBudget.subtract(1, ordering: .relaxed).oldValue > 0 else { return }
            if draw < 8 {
                channel.send()
            } else {
                _ = subscribe()
            }
        }
        probes.withLock { $0.append(probe) }
        return probe
    }

    /// What went wrong, checked once every thread has returned; empty if nothing did.
    func violations() -> [String] {
        var found: [String] = []
        if !channel.isIdle { found.append("work left queued, or the role still held, after every call returned") }
        let sent = channel.sent
        for probe in probes.withLock({ $0 }) {
            if probe.overlaps.load(ordering: .relaxed) > 0 {
                found.append("probe \(probe.key): two deliveries at once")
            }
            let cutoff = probe.cutoff.load(ordering: .acquiring)
            // Its replay is what was sent before it subscribed, then come the events sent
            // after: together, every signal in the channel's order.
            let owed = sent.filter { $0.sequence < cutoff }
            let log = probe.log
            if cutoff == .max {
                if log != owed { found.append("probe \(probe.key) (from \(probe.from)): got \(log), owed \(owed)") }
            } else if log.count > owed.count || Array(owed.prefix(log.count)) != log {
                found.append(
                    "probe \(probe.key) (from \(probe.from), disposed at \(cutoff)): got \(log), owed a prefix of \(owed)"
                )
            }
        }
        return found
    }
}

@Suite(.tracksResources)
struct DeliveryEngineStressTests {
    static let threads = 3
    static let operationsPerThread = 24

    /// How many cases to run: `ONEWAY_DELIVERY_STRESS_CASES` for a long run.
    static var caseCount: Int {
        ProcessInfo.processInfo.environment["ONEWAY_DELIVERY_STRESS_CASES"].flatMap(Int.init) ?? 2_000
    }

    /// The first case's number: `ONEWAY_DELIVERY_STRESS_FIRST` reruns a reported case.
    static var firstCase: UInt64 {
        ProcessInfo.processInfo.environment["ONEWAY_DELIVERY_STRESS_FIRST"].flatMap(UInt64.init) ?? 1
    }

    /// The operations one thread of a case runs, drawn from the case's number.
    static func run(_ deliveryCase: DeliveryCase, thread: Int) {
        var generator = SplitMix64(deliveryCase.number &* 31 &+ UInt64(thread))
        var mine: [Probe] = []
        // Waking up takes threads longer than a case's operations: meet first, bounded.
        deliveryCase.arrived.add(1, ordering: .relaxed)
        let deadline = Deadline()
        while deliveryCase.arrived.load(ordering: .relaxed) < threads, !deadline.hasPassed { sched_yield() }
        for operation in 0..<operationsPerThread {
            let draw = generator.below(100)
            if draw < 50 {
                deliveryCase.channel.send()
            } else if draw < 72, mine.count < 5 {
                mine.append(deliveryCase.subscribe())
            } else if draw < 96, !mine.isEmpty {
                deliveryCase.channel.dispose(mine.remove(at: generator.below(mine.count)))
            } else if draw < 98, operation >= operationsPerThread / 2 {
                deliveryCase.channel.send(terminal: true)
            } else {
                deliveryCase.channel.send()
            }
        }
    }

    @Test(
        """
        Random sends, subscribes, disposes, reentrant sends and terminal events from 3 threads: one order, \
        never two deliveries at once, nothing after dispose or the end, nothing lost, the replay first
        """
    )
    func randomInterleavingsKeepEveryGuarantee() {
        let count = Self.caseCount
        let first = Self.firstCase
        var next = first
        var failed = false
        var raced = 0
        runConcurrently(
            threads: Self.threads, rounds: count,
            prepare: {
                defer { next += 1 }
                return DeliveryCase(number: next)
            },
            { deliveryCase, thread in Self.run(deliveryCase, thread: thread) },
            verify: { deliveryCase in
                if deliveryCase.channel.queuedForAnotherThread.load(ordering: .relaxed) > 0 { raced += 1 }
                guard !failed else { return }
                let violations = deliveryCase.violations()
                guard !violations.isEmpty else { return }
                failed = true
                Issue.record(
                    """
                    Case \(deliveryCase.number) failed (rerun it with ONEWAY_DELIVERY_STRESS_FIRST=\(deliveryCase.number) \
                    ONEWAY_DELIVERY_STRESS_CASES=1; the interleaving varies between runs):
                    \(violations.joined(separator: "\n"))
                    """)
            })
        // Cases where no send ever met another thread's delivery test nothing concurrent.
        #expect(raced > 0, "no case queued a send behind another thread's delivery")
        print("DeliveryEngineStressTests: \(count) cases from \(first), \(raced) with a send queued across threads")
    }
}
