import Foundation
import Oneway
import OnewayTestSupport
import Synchronization
import Testing

/// One case: a channel, its probes, and how many reentrant calls its deliveries may still make.
///
/// Three cases in four have tiny bounds (1 to 3 queued items, a batch of 1 to 3), so that
/// senders wait and deliverers hand the role on; the fourth has the default bounds, which a
/// case never reaches, so that it runs the paths where nobody waits.
final class DeliveryCase: StressCase {
    let number: UInt64
    let channel: DeliveryChannel
    let probes = Locked<[Probe]>([])
    let reentrantBudget = Atomic<Int>(8)
    /// The threads that have started, so that they start their operations together.
    let arrived = Atomic<Int>(0)

    init(number: UInt64) {
        self.number = number
        channel =
            number % 4 == 0
            ? DeliveryChannel()
            : DeliveryChannel(queueBound: 1 + Int(number / 4 % 3), batch: 1 + Int(number / 12 % 3))
    }

    /// Subscribes a probe whose deliveries sometimes send or subscribe from inside.
    func subscribe() -> Probe {
        // Weak: the channel keeps its probes, and so their reactions, alive.
        let probe = channel.subscribe { [weak self] probe, signal in
            guard let self else { return }
            let draw = SeededRandom.number(
                below: 100, mixing: Int(truncatingIfNeeded: number), probe.key, signal.sequence)
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

    var coverage: (raced: Bool, waited: Bool, handedOver: Bool) {
        (
            channel.queuedForAnotherThread.load(ordering: .relaxed) > 0, channel.waits.load(ordering: .relaxed) > 0,
            channel.handOvers.load(ordering: .relaxed) > 0
        )
    }

    func violations() -> [String] {
        var found: [String] = []
        if !channel.isIdle { found.append("work left queued, or the role still held, after every call returned") }
        let peak = channel.peakQueued.load(ordering: .relaxed)
        if peak > channel.queueBound {
            found.append(
                "a send from another thread queued its item behind \(peak - 1) others (bound \(channel.queueBound))")
        }
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

    /// The operations one thread of a case runs, drawn from the case's number.
    static func run(_ deliveryCase: DeliveryCase, thread: Int) {
        var generator = SeededRandom(seed: deliveryCase.number &* 31 &+ UInt64(thread))
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
        Random sends, subscribes, disposes, reentrant sends and terminal events from 3 threads, with senders \
        waiting on a full queue and deliverers handing the role on: one order, never two deliveries at once, \
        nothing after dispose or the end, nothing lost, the replay first, the queue within its bound
        """
    )
    func randomInterleavingsKeepEveryGuarantee() {
        let coverage = StressRun.run(threads: Self.threads, make: DeliveryCase.init(number:)) { deliveryCase, thread in
            Self.run(deliveryCase, thread: thread)
        }
        let (raced, waited, handedOver) = (coverage.raced, coverage.waited, coverage.handedOver)
        // Cases where no send ever met another thread's delivery test nothing concurrent.
        #expect(raced > 0, "no case queued a send behind another thread's delivery")
        // Without waits and hand-overs, the bounded paths went untested.
        #expect(waited > 0, "no send waited for room in the queue")
        #expect(handedOver > 0, "no deliverer handed the role to a waiting sender")
        print(
            "DeliveryEngineStressTests: \(StressRun.caseCount) cases from \(StressRun.firstCase), "
                + "\(raced) with a send queued across threads, \(waited) with a send that waited, \(handedOver) with the role handed to a waiting sender"
        )
    }
}
