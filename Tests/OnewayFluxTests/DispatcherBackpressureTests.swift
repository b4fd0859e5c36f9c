import Foundation
import Oneway
import OnewayTestSupport
import Synchronization
import Testing

/// The dispatcher's bounds under load: how many payloads may be queued, and how much of
/// other threads' work one dispatch may deliver before it returns.
@Suite(.tracksResources)
struct DispatcherBackpressureTests {
    static let producers = 2
    static let payloadsPerProducer = 6_000
    static let queueBound = DeliveryStateMachine<AnyObject>.defaultQueueBound
    static let batch = DeliveryStateMachine<AnyObject>.defaultBatch

    @Test(
        """
        Two threads flooding a dispatcher whose store yields: every payload arrives, in each sender's order; \
        the payloads queued stay within the bound, and no dispatch delivers more than a batch and a full \
        queue of other threads' payloads before it returns
        """)
    func floodStaysWithinTheBounds() throws {
        let dispatcher = Dispatcher<Int>()
        let flood = Flood(producers: Self.producers, eventsPerProducer: Self.payloadsPerProducer)
        let token = dispatcher.register { flood.observe($0) }
        flood.run { dispatcher.dispatch($0) }
        try dispatcher.unregister(token)

        #expect(flood.overlaps.load(ordering: .relaxed) == 0)
        #expect(flood.outOfOrder == 0)
        #expect(flood.delivered.load(ordering: .relaxed) == Self.producers * Self.payloadsPerProducer)
        #expect(flood.peakQueued.load(ordering: .relaxed) <= Self.queueBound + Self.producers)
        #expect(flood.mostDeliveredInOneSend.load(ordering: .relaxed) <= 1 + Self.batch + Self.queueBound)
    }

    @Test("A dispatch from inside a callback never waits, however many payloads it queues past the bound")
    func reentrantDispatchesPastTheBoundDoNotWait() throws {
        let dispatcher = Dispatcher<Int>()
        let received = Locked<[Int]>([])
        let count = 3 * Self.queueBound
        let token = dispatcher.register { value in
            received.withLock { $0.append(value) }
            if value == 0 {
                for next in 1...count { dispatcher.dispatch(next) }
            }
        }
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            dispatcher.dispatch(0)
            done.signal()
        }
        thread.start()
        done.waitOrRecordIssue("a reentrant dispatch waited for itself")
        try dispatcher.unregister(token)
        #expect(received.withLock { $0 } == Array(0...count))
    }
}
