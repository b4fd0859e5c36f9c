import Dispatch
import Foundation
import Oneway
import Synchronization

/// Producers on several threads sending into a `PublishSubject` whose one observer is slow
/// (a 2 µs spin per event): how long a producer's `onNext` can take, how many events pile up,
/// and how many get through, beside the same producers calling the observer under a `Mutex`.
///
/// Each producer sends `operations` events (100,000 by default). The figures are the best of
/// two runs after a warm-up: about 0.4 s per run with 2 producers and 0.8 s with 4, on
/// each side, since the observer alone takes 2 µs per event.
let loadScenarios: [Scenario] = [2, 4].map { producers in
    let probes = LoadProbes()
    return Scenario(
        "Load: \(producers) producers into a 2 µs observer",
        unit: .rate(of: "events"),
        operations: 100_000,
        runs: 2,
        probes: [probes.longestCall, probes.peakQueued, probes.throughput],
        library: { events in
            { () -> Int in
                let subject = PublishSubject<Int>()
                let observer = SlowObserver()
                let subscription = subject.subscribe(onNext: { observer.observe($0) })
                let longest = observer.produce(producers: producers, events: events) { subject.onNext($0) }
                subscription.dispose()
                return probes.record(longest: longest, observer)
            }
        },
        baseline: { events in
            { () -> Int in
                // The same producers, each call made under a lock: a caller waits its turn
                // instead of queueing, so nothing is ever queued.
                let observer = SlowObserver()
                let lock = Mutex(())
                let longest = observer.produce(producers: producers, events: events) { value in
                    lock.withLock { _ in observer.observe(value) }
                }
                return probes.record(longest: longest, observer)
            }
        }
    )
}

/// A scenario's three probes, and how one run fills them.
private final class LoadProbes: Sendable {
    let longestCall = Probe("longest onNext", unit: "µs", better: .smaller)
    let peakQueued = Probe("peak queued", unit: "events", better: .smaller)
    let throughput = Probe("throughput", unit: "events/s", better: .bigger)

    /// Records a run's figures and returns its checksum, the sum of the delivered values.
    func record(longest: Duration, _ observer: SlowObserver) -> Int {
        longestCall.record(longest.seconds * 1e6)
        peakQueued.record(Double(observer.peakQueued))
        throughput.record(Double(observer.delivered) / observer.elapsed.seconds)
        return observer.checksum
    }
}

/// The slow observer, and the counters both sides share: producers count an event as sent
/// when their call returns, the observer counts it as delivered when it has handled it, and
/// the difference, sampled by the observer as each event arrives, is what is queued.
private final class SlowObserver: Sendable {
    static let spin = Duration.microseconds(2)

    private let sent = Atomic(0)
    private let deliveredCount = Atomic(0)
    private let peak = Atomic(0)
    private let sum = Atomic(0)
    private let started = Mutex<ContinuousClock.Instant?>(nil)
    private let finished = Mutex<ContinuousClock.Instant?>(nil)

    var delivered: Int { deliveredCount.load(ordering: .relaxed) }
    var peakQueued: Int { peak.load(ordering: .relaxed) }
    var checksum: Int { sum.load(ordering: .relaxed) }
    /// From the first producer's start to the last delivery.
    var elapsed: Duration {
        guard let start = started.withLock({ $0 }), let end = finished.withLock({ $0 }) else { return .zero }
        return end - start
    }

    /// Handles one event: samples the queue, spins for `spin` on the monotonic clock, counts it.
    func observe(_ value: Int) {
        let queued = sent.load(ordering: .acquiring) - deliveredCount.load(ordering: .acquiring)
        var current = peak.load(ordering: .relaxed)
        while queued > current {
            let (exchanged, original) = peak.compareExchange(
                expected: current, desired: queued, ordering: .relaxed)
            if exchanged { break }
            current = original
        }
        let clock = ContinuousClock()
        let deadline = clock.now + Self.spin
        while clock.now < deadline {}
        sum.wrappingAdd(value, ordering: .relaxed)
        deliveredCount.wrappingAdd(1, ordering: .releasing)
        finished.withLock { $0 = clock.now }
    }

    /// Runs `producers` threads at once, each calling `send` `events` times, and returns the
    /// longest single call, timed around each call; returns once every thread has finished.
    func produce(producers: Int, events: Int, _ send: @escaping @Sendable (Int) -> Void) -> Duration {
        let longest = Mutex(Duration.zero)
        let done = DispatchGroup()
        started.withLock { $0 = ContinuousClock.now }
        for producer in 0..<producers {
            done.enter()
            Thread { [self] in
                let clock = ContinuousClock()
                var mine = Duration.zero
                for index in 0..<events {
                    let before = clock.now
                    send(producer &* events &+ index)
                    mine = max(mine, clock.now - before)
                    sent.wrappingAdd(1, ordering: .releasing)
                }
                longest.withLock { $0 = max($0, mine) }
                done.leave()
            }.start()
        }
        done.wait()
        return longest.withLock { $0 }
    }
}

extension Duration {
    /// The duration in seconds.
    fileprivate var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}
