import Foundation
import Oneway
import OnewayTestSupport
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The subjects' bounds under load: how many events may be queued, and how much of other
/// threads' work one send may deliver before it returns.
@Suite(.tracksResources)
struct SubjectBackpressureTests {
    static let producers = 2
    static let eventsPerProducer = 6_000
    static let queueBound = DeliveryStateMachine<Int, Int>.defaultQueueBound
    static let batch = DeliveryStateMachine<Int, Int>.defaultBatch

    enum Kind: String, CaseIterable, Sendable {
        case publish, behavior, replay

        /// A subject of this kind, as what to subscribe to and how to send into it.
        func make() -> (Observable<Int>, @Sendable (Int) -> Void) {
            switch self {
            case .publish:
                let subject = PublishSubject<Int>()
                return (subject.asObservable(), { subject.onNext($0) })
            case .behavior:
                // Negative: not a producer's value, ignored by the observer.
                let subject = BehaviorSubject(value: -1)
                return (subject.asObservable(), { subject.onNext($0) })
            case .replay:
                let subject = ReplaySubject<Int>.create(bufferSize: 1)
                return (subject.asObservable(), { subject.onNext($0) })
            }
        }
    }

    @Test(
        """
        Two threads flooding a subject whose observer yields: every event arrives, in each sender's order; \
        the events queued stay within the bound, and no send delivers more than a batch and a full queue \
        of other threads' events before it returns
        """,
        arguments: Kind.allCases)
    func floodStaysWithinTheBounds(kind: Kind) {
        let (observable, send) = kind.make()
        let flood = Flood(producers: Self.producers, eventsPerProducer: Self.eventsPerProducer)
        let subscription = observable.subscribe(onNext: { flood.observe($0) })
        runConcurrently(threads: Self.producers) { producer in
            flood.produce(producer, send)
        }
        subscription.dispose()

        #expect(flood.overlaps.load(ordering: .relaxed) == 0)
        #expect(flood.outOfOrder == 0)
        #expect(flood.delivered.load(ordering: .relaxed) == Self.producers * Self.eventsPerProducer)
        // Queued events, plus the one each producer may be delivering or has queued behind
        // the queue when the role was handed to it.
        #expect(flood.peakQueued.load(ordering: .relaxed) <= Self.queueBound + Self.producers)
        // Its own event, a batch, then what was queued when the batch ended: after it, other
        // senders wait to take the role over instead of queuing.
        #expect(flood.mostDeliveredInOneSend.load(ordering: .relaxed) <= 1 + Self.batch + Self.queueBound)
    }

    @Test("A send from inside a delivery never waits, however many events it queues past the bound")
    func reentrantSendsPastTheBoundDoNotWait() {
        let subject = PublishSubject<Int>()
        let received = Locked<[Int]>([])
        let count = 3 * Self.queueBound
        let subscription = subject.subscribe(onNext: { value in
            received.withLock { $0.append(value) }
            if value == 0 {
                for next in 1...count { subject.onNext(next) }
            }
        })
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            subject.onNext(0)
            done.signal()
        }
        thread.start()
        done.waitOrRecordIssue("a reentrant send waited for itself")
        subscription.dispose()
        #expect(received.withLock { $0 } == Array(0...count))
    }
}

/// Producers flooding one observer, and what the observer saw: values are
/// `producer * eventsPerProducer + index`.
private final class Flood: @unchecked Sendable {
    // @unchecked: `lastIndex` and `outOfOrder` are touched only by the observer, whose calls
    // must not overlap (counted in `overlaps`), and read after every thread has joined;
    // `producerThreads` is written before the producers start sending (under its lock).
    let producers: Int
    let eventsPerProducer: Int
    let sent = Atomic<Int>(0)
    let delivered = Atomic<Int>(0)
    let peakQueued = Atomic<Int>(0)
    let overlaps = Atomic<Int>(0)
    let mostDeliveredInOneSend = Atomic<Int>(0)
    private let inFlight = Atomic<Int>(0)
    /// Per producer: deliveries made on its thread during its current send.
    private let deliveredInSend: [Counter]
    private let producerThreads: Locked<[pthread_t?]>
    private var lastIndex: [Int]
    private(set) var outOfOrder = 0

    init(producers: Int, eventsPerProducer: Int) {
        self.producers = producers
        self.eventsPerProducer = eventsPerProducer
        deliveredInSend = (0..<producers).map { _ in Counter() }
        producerThreads = Locked(Array(repeating: nil, count: producers))
        lastIndex = Array(repeating: -1, count: producers)
    }

    func produce(_ producer: Int, _ send: (Int) -> Void) {
        producerThreads.withLock { $0[producer] = pthread_self() }
        for index in 0..<eventsPerProducer {
            deliveredInSend[producer].value.store(0, ordering: .relaxed)
            send(producer * eventsPerProducer + index)
            mostDeliveredInOneSend.max(deliveredInSend[producer].value.load(ordering: .relaxed), ordering: .relaxed)
            sent.add(1, ordering: .releasing)
        }
    }

    func observe(_ value: Int) {
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
