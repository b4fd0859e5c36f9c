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
    static let queueBound = DeliveryStateMachine<AnyObject>.defaultQueueBound
    static let batch = DeliveryStateMachine<AnyObject>.defaultBatch

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
        flood.run(send)
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
