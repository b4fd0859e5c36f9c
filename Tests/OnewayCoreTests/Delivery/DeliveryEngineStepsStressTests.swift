import Foundation
import Oneway
import OnewayTestSupport
import Synchronization
import Testing

/// One case of the owner-driven steps: a `StepChannel`, its probes, and how many reentrant
/// calls its deliveries may still make. Bounds as in `DeliveryCase`: three cases in four tiny.
final class StepCase: StressCase {
    let number: UInt64
    let channel: StepChannel
    let probes = Locked<[(probe: Probe, conflating: Bool)]>([])
    let reentrantBudget = Atomic<Int>(8)
    let arrived = Atomic<Int>(0)

    init(number: UInt64) {
        self.number = number
        channel =
            number % 4 == 0
            ? StepChannel()
            : StepChannel(queueBound: 1 + Int(number / 4 % 3), batch: 1 + Int(number / 12 % 3))
    }

    /// Subscribes a probe whose deliveries sometimes send or subscribe from inside.
    func subscribe(conflating: Bool) -> Probe {
        let probe = channel.subscribe(conflating: conflating) { [weak self] probe, signal in
            guard let self else { return }
            let draw = SeededRandom.number(
                below: 100, mixing: Int(truncatingIfNeeded: number), probe.key, signal.sequence)
            guard draw < 12, reentrantBudget.subtract(1, ordering: .relaxed).oldValue > 0 else { return }
            if draw < 8 {
                channel.send()
            } else {
                _ = subscribe(conflating: draw % 2 == 0)
            }
        }
        probes.withLock { $0.append((probe, conflating)) }
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
        if !channel.isIdle { found.append("work left, or the role still held, after every call returned") }
        let peak = channel.peakQueued.load(ordering: .relaxed)
        if peak > channel.queueBound {
            found.append("a send from another thread left \(peak) signals queued (bound \(channel.queueBound))")
        }
        let sent = channel.sent
        for (probe, conflating) in probes.withLock({ $0 }) {
            if probe.overlaps.load(ordering: .relaxed) > 0 {
                found.append("probe \(probe.key): two deliveries at once")
            }
            let cutoff = probe.cutoff.load(ordering: .acquiring)
            let log = probe.log
            if conflating {
                let sequences = log.map(\.sequence)
                if zip(sequences, sequences.dropFirst()).contains(where: { $0 >= $1 })
                    || sequences.last.map({ $0 >= cutoff }) == true
                {
                    found.append("conflating probe \(probe.key) (disposed at \(cutoff)): got \(log), not increasing")
                }
                // The newest signal reaches every live probe that subscribed before it.
                if cutoff == .max, let last = sent.last, last.sequence >= probe.from, log.last != last {
                    found.append("conflating probe \(probe.key) (from \(probe.from)): got \(log), never \(last)")
                }
            } else {
                let owed = sent.filter { $0.sequence >= probe.from && $0.sequence < cutoff }
                if cutoff == .max ? log != owed : log.count > owed.count || Array(owed.prefix(log.count)) != log {
                    found.append(
                        "probe \(probe.key) (from \(probe.from), disposed at \(cutoff)): got \(log), owed \(owed)")
                }
            }
        }
        return found
    }
}

@Suite(.tracksResources)
struct DeliveryEngineStepsStressTests {
    static let threads = 3
    static let operationsPerThread = 24

    /// The operations one thread of a case runs, drawn from the case's number.
    static func run(_ stepCase: StepCase, thread: Int) {
        var generator = SeededRandom(seed: stepCase.number &* 37 &+ UInt64(thread))
        var mine: [Probe] = []
        stepCase.arrived.add(1, ordering: .relaxed)
        let deadline = Deadline()
        while stepCase.arrived.load(ordering: .relaxed) < threads, !deadline.hasPassed { sched_yield() }
        for _ in 0..<operationsPerThread {
            let draw = generator.below(100)
            if draw < 55 {
                stepCase.channel.send()
            } else if draw < 78, mine.count < 5 {
                mine.append(stepCase.subscribe(conflating: draw % 2 == 0))
            } else if !mine.isEmpty {
                stepCase.channel.dispose(mine.remove(at: generator.below(mine.count)))
            } else {
                stepCase.channel.send()
            }
        }
    }

    @Test(
        """
        Owner-driven steps (a store's notifier): random sends, subscribes to a conflating lane and an \
        every-signal lane, disposes and reentrant calls from 3 threads, with senders waiting and notifiers \
        handing the role on: never two deliveries at once, nothing after dispose, every signal to the \
        every-signal lane in order, the newest to the conflating lane, the own queue within its bound
        """
    )
    func randomInterleavingsKeepEveryGuarantee() {
        let coverage = StressRun.run(threads: Self.threads, make: StepCase.init(number:)) { stepCase, thread in
            Self.run(stepCase, thread: thread)
        }
        let (raced, waited, handedOver) = (coverage.raced, coverage.waited, coverage.handedOver)
        #expect(raced > 0, "no case queued a send behind another thread's notifier")
        #expect(waited > 0, "no send waited")
        #expect(handedOver > 0, "no notifier handed the role to a waiting sender")
        print(
            "DeliveryEngineStepsStressTests: \(StressRun.caseCount) cases from \(StressRun.firstCase), "
                + "\(raced) with a send left for another thread's notifier, \(waited) with a send that waited, \(handedOver) with the role handed to a waiting sender"
        )
    }
}
