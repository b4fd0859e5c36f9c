import Dispatch
import Foundation
import Oneway
import OnewayTestSupport
import Synchronization
import Testing

/// A store's bounds under load: how many actions may wait for the action observers, and how
/// much of other threads' notifying one dispatch may do before it returns.
@Suite(.tracksResources)
struct StoreBackpressureTests {
    static let producers = 2
    static let actionsPerProducer = 6_000
    static let queueBound = DeliveryStateMachine<AnyObject>.defaultQueueBound
    static let batch = DeliveryStateMachine<AnyObject>.defaultBatch

    /// Floods `store` from `producers` threads, with `flood` observing its actions.
    private static func floodActions(of store: Store<Int, Int>) -> Flood {
        let flood = Flood(producers: producers, eventsPerProducer: actionsPerProducer)
        let subscription = store.actions.subscribe(onNext: { flood.observe($0) })
        flood.run { store.dispatch($0) }
        subscription.dispose()
        return flood
    }

    /// What every flood of actions must show: each action once, in each sender's order, never
    /// two callbacks at once, the queue within the bound (`slack` more for a check made ahead
    /// of the apply), and no dispatch notifying more than a batch and a full queue of other
    /// threads' actions.
    private static func expectBounded(_ flood: Flood, slack: Int = 0) {
        #expect(flood.overlaps.load(ordering: .relaxed) == 0)
        #expect(flood.outOfOrder == 0)
        #expect(flood.delivered.load(ordering: .relaxed) == producers * actionsPerProducer)
        #expect(flood.peakQueued.load(ordering: .relaxed) <= queueBound + producers + slack)
        #expect(flood.mostDeliveredInOneSend.load(ordering: .relaxed) <= 1 + batch + queueBound)
    }

    @Test(
        """
        Two threads flooding a store whose action observer yields: every action arrives, in each sender's \
        order; the actions waiting stay within the bound, and no dispatch hands more than a batch and a \
        full queue of other threads' actions to the observer before it returns
        """)
    func actionFloodStaysWithinTheBounds() {
        let store = Store<Int, Int>(reducer: { state, action in state = action }, state: -1)
        Self.expectBounded(Self.floodActions(of: store))
    }

    @Test(
        "The same flood through a middleware: the bound is checked before the chain, so it holds within one action per sender"
    )
    func actionFloodThroughMiddlewareStaysWithinTheBounds() {
        let passing = Middleware<Int, Int>(onAction: { _, action, next in next(action) })
        let store = Store<Int, Int>(reducer: { state, action in state = action }, state: -1, middleware: [passing])
        Self.expectBounded(Self.floodActions(of: store), slack: Self.producers)
    }

    @Test("A dispatch from inside an action observer never waits, however many actions it queues past the bound")
    func reentrantDispatchesPastTheBoundDoNotWait() {
        let store = Store<Int, Int>(reducer: { state, action in state = action }, state: -1)
        let received = Locked<[Int]>([])
        let count = 3 * Self.queueBound
        let subscription = store.actions.subscribe(onNext: { action in
            received.withLock { $0.append(action) }
            if action == 0 {
                for next in 1...count { store.dispatch(next) }
            }
        })
        let done = DispatchSemaphore(value: 0)
        Thread {
            store.dispatch(0)
            done.signal()
        }.start()
        done.waitOrRecordIssue("a reentrant dispatch waited for itself")
        subscription.dispose()
        #expect(received.withLock { $0 } == Array(0...count))
        #expect(store.state == count)
    }

    @Test(
        """
        A store with a callback scheduler never makes a dispatch wait: dispatching past the bound on the \
        scheduler's own queue returns, and the callbacks then see every action
        """)
    func callbackSchedulerDispatchesDoNotWait() {
        let queue = Locked<DispatchQueue?>(nil)
        let scheduler = SerialDispatchQueueScheduler(
            internalSerialQueueName: "store callbacks",
            serialQueueConfiguration: { serial in queue.withLock { $0 = serial } })
        let store = Store<Int, Int>(reducer: { state, action in state = action }, state: -1, callbacksOn: scheduler)
        let count = 3 * Self.queueBound
        let received = Locked<[Int]>([])
        let finished = DispatchSemaphore(value: 0)
        let subscription = store.actions.subscribe(onNext: { action in
            received.withLock { $0.append(action) }
            if action == count { finished.signal() }
        })
        let dispatched = DispatchSemaphore(value: 0)
        // On the scheduler's queue, the drain cannot run until this block returns: a dispatch
        // that waited for the observers would wait forever.
        queue.withLock { $0 }?.async {
            for action in 0...count { store.dispatch(action) }
            dispatched.signal()
        }
        dispatched.waitOrRecordIssue("a dispatch on the callback scheduler waited for its own drain")
        finished.waitOrRecordIssue()
        subscription.dispose()
        #expect(received.withLock { $0 } == Array(0...count))
    }
}
