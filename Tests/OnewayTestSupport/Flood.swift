import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Producers flooding one observer, and what the observer saw: values are
/// `producer * eventsPerProducer + index`.
public final class Flood: @unchecked Sendable {
    // @unchecked: `lastIndex` and `outOfOrder` are touched only by the observer, whose calls
    // must not overlap (counted in `overlaps`), and read after every thread has joined;
    // `producerThreads` is written before the producers start sending (under its lock).
    /// How many threads send.
    public let producers: Int
    /// How many values each thread sends.
    public let eventsPerProducer: Int
    /// Values whose send has returned.
    public let sent = Atomic<Int>(0)
    /// Values the observer has finished with.
    public let delivered = Atomic<Int>(0)
    /// The most values sent but not yet delivered, as the observer saw it.
    public let peakQueued = Atomic<Int>(0)
    /// Observer calls that began while another was still running (should be 0).
    public let overlaps = Atomic<Int>(0)
    /// The most values delivered on a producer's thread during one of its sends.
    public let mostDeliveredInOneSend = Atomic<Int>(0)
    private let inFlight = Atomic<Int>(0)
    /// Per producer: deliveries made on its thread during its current send.
    private let deliveredInSend: [Counter]
    private let producerThreads: Locked<[pthread_t?]>
    private var lastIndex: [Int]
    /// Values that did not follow their producer's previous one (should be 0).
    public private(set) var outOfOrder = 0

    /// A flood of `producers` threads sending `eventsPerProducer` values each.
    public init(producers: Int, eventsPerProducer: Int) {
        self.producers = producers
        self.eventsPerProducer = eventsPerProducer
        deliveredInSend = (0..<producers).map { _ in Counter() }
        producerThreads = Locked(Array(repeating: nil, count: producers))
        lastIndex = Array(repeating: -1, count: producers)
    }

    /// Runs the producers, each on its own thread, all starting together, and returns when all
    /// have sent everything (each wait bounded).
    public func run(_ send: @escaping @Sendable (Int) -> Void) {
        let ready = DispatchSemaphore(value: 0)
        let start = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        for producer in 0..<producers {
            Thread { [self] in
                ready.signal()
                start.waitOrRecordIssue()
                produce(producer, send)
                done.signal()
            }.start()
        }
        for _ in 0..<producers { ready.waitOrRecordIssue() }
        for _ in 0..<producers { start.signal() }
        for _ in 0..<producers { done.waitOrRecordIssue("a producer never finished sending") }
    }

    /// Sends producer `producer`'s values, counting what each send delivered on this thread.
    func produce(_ producer: Int, _ send: (Int) -> Void) {
        producerThreads.withLock { $0[producer] = pthread_self() }
        for index in 0..<eventsPerProducer {
            deliveredInSend[producer].value.store(0, ordering: .relaxed)
            send(producer * eventsPerProducer + index)
            mostDeliveredInOneSend.max(deliveredInSend[producer].value.load(ordering: .relaxed), ordering: .relaxed)
            sent.add(1, ordering: .releasing)
        }
    }

    /// The observer: counts, checks order and overlap, and yields, slower than the producers.
    public func observe(_ value: Int) {
        guard value >= 0 else { return }
        if inFlight.add(1, ordering: .acquiringAndReleasing).newValue > 1 { overlaps.add(1, ordering: .relaxed) }
        peakQueued.max(sent.load(ordering: .acquiring) - delivered.load(ordering: .acquiring), ordering: .relaxed)
        let producer = value / eventsPerProducer
        if value % eventsPerProducer != lastIndex[producer] + 1 { outOfOrder += 1 }
        lastIndex[producer] = value % eventsPerProducer
        let me = pthread_self()
        let threads = producerThreads.withLock { $0 }
        if let thread = threads.firstIndex(where: { $0.map { pthread_equal($0, me) != 0 } ?? false }) {
            deliveredInSend[thread].value.add(1, ordering: .relaxed)
        }
        // Slower than the producers: the others pile up events meanwhile.
        sched_yield()
        inFlight.subtract(1, ordering: .acquiringAndReleasing)
        delivered.add(1, ordering: .releasing)
    }
}

/// An atomic count in a box, so that an array can hold several.
private final class Counter: Sendable {
    let value = Atomic<Int>(0)
}
