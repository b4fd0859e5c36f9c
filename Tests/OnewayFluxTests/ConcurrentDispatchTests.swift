import Foundation
import Oneway
import OnewayTestSupport
import Synchronization
import Testing

/// Runs `body(thread)` on `count` threads that start together, and returns when all are done.
func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let ready = Atomic<Int>(0)
    let done = DispatchGroup()
    for thread in 0..<count {
        done.enter()
        Thread {
            ready.add(1, ordering: .relaxed)
            while ready.load(ordering: .relaxed) < count {}
            body(thread)
            done.leave()
        }.start()
    }
    done.waitOrRecordIssue()
}

@Suite(.tracksResources)
struct ConcurrentDispatchTests {
    static let threads = 4
    static let perThread = 25_000

    @Test("Four threads dispatching at once lose nothing, and every store sees one order, one payload at a time")
    func fourThreads() {
        let dispatcher = CounterDispatcher()
        let store = dispatcher.store
        // Each store appends to its own unlocked array: deliveries are serial, so the thread
        // sanitizer reports any two that overlap.
        var first: [CounterDispatcher.State] = []
        var second: [CounterDispatcher.State] = []
        var third: [CounterDispatcher.State] = []
        let inFlight = Atomic<Int>(0)
        let overlaps = Atomic<Int>(0)
        func enter() { if inFlight.add(1, ordering: .relaxed).newValue != 1 { overlaps.add(1, ordering: .relaxed) } }
        func leave() { inFlight.subtract(1, ordering: .relaxed) }
        store.register {
            enter()
            first.append($0)
            leave()
        }
        let subscription = store.subscribe(onNext: { second.append($0) })
        store.register { third.append($0) }
        let action = AnyObserverDispatcher(dispatcher)
        onThreads(Self.threads) { thread in
            for index in 0..<Self.perThread {
                action.dispatch(.tagged(thread: thread, index: index))
            }
        }
        subscription.dispose()
        expectEqual(first.count, Self.threads * Self.perThread)
        expectEqual(second, first)
        expectEqual(third, first)
        expectEqual(overlaps.load(ordering: .relaxed), 0)
        // Each thread's payloads arrive in the order that thread dispatched them.
        var next = [Int](repeating: 0, count: Self.threads)
        var outOfOrder = 0
        for case .tagged(let thread, let index) in first {
            if index != next[thread] { outOfOrder += 1 }
            next[thread] = index + 1
        }
        expectEqual(outOfOrder, 0)
        expectEqual(next, [Int](repeating: Self.perThread, count: Self.threads))
    }

    @Test("Faces created on several threads while they dispatch install the specialized path once, losing nothing")
    func specializeConcurrently() {
        let dispatcher = CounterDispatcher()
        let received = Atomic<Int>(0)
        let subscription = dispatcher.observableState.subscribe(onNext: { _ in received.add(1, ordering: .relaxed) })
        onThreads(Self.threads) { thread in
            for index in 0..<2_000 {
                if index == thread * 100 { _ = AnyObservableDispatcher(dispatcher) }
                dispatcher.observerState.onNext(.tagged(thread: thread, index: index))
            }
        }
        subscription.dispose()
        expectEqual(received.load(ordering: .relaxed), Self.threads * 2_000)
    }

    @Test("Stores joining and leaving on other threads during dispatches neither crash nor race")
    func joinAndLeaveConcurrently() {
        let dispatcher = CounterDispatcher()
        let store = dispatcher.store
        let action = AnyObserverDispatcher(dispatcher)
        let permanent = Atomic<Int>(0)
        let delivered = Atomic<Int>(0)
        store.register { _ in permanent.add(1, ordering: .relaxed) }
        onThreads(Self.threads) { thread in
            for index in 0..<2_000 {
                if thread < 2 {
                    action.dispatch(.tagged(thread: thread, index: index))
                } else if index.isMultiple(of: 2) {
                    let token = store.register { _ in delivered.add(1, ordering: .relaxed) }
                    try! store.unregister(token)
                } else {
                    store.subscribe(onNext: { _ in delivered.add(1, ordering: .relaxed) }).dispose()
                }
            }
        }
        // The permanent callback saw every payload; the short-lived stores, whatever was
        // dispatched while they were registered.
        expectEqual(permanent.load(ordering: .relaxed), 4_000)
        #expect(!store.isDispatching)
    }
}
