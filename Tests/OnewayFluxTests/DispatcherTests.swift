import Foundation
import Oneway
import OnewayTestSupport
import Synchronization
import Testing

/// `Dispatcher`, used directly: Flux's API and the Rx faces on one object.
@Suite(.tracksResources)
struct DispatcherTests {
    enum Action: Equatable, Sendable, CustomStringConvertible {
        case add(Int)
        case reset
        case tagged(thread: Int, index: Int)

        var description: String {
            switch self {
            case .add(let value): "add(\(value))"
            case .reset: "reset"
            case .tagged(let thread, let index): "\(thread).\(index)"
            }
        }
    }

    let dispatcher = Dispatcher<Action>()

    @Test("Callbacks and observers of the read face receive every payload, in the order they joined")
    func fanOut() {
        var log: [String] = []
        let first = dispatcher.register { log.append("A \($0)") }
        let subscription = dispatcher.observable.subscribe(onNext: { log.append("B \($0)") })
        let third = dispatcher.register { log.append("C \($0)") }
        dispatcher.dispatch(.add(1))
        dispatcher.observer.onNext(.reset)
        #expect("\(first)" == "ID_1")
        #expect("\(third)" == "ID_3")
        #expect(log == ["A add(1)", "B add(1)", "C add(1)", "A reset", "B reset", "C reset"])
        subscription.dispose()
    }

    @Test("The write face ignores completed and reports an error to Hooks.defaultErrorHandler; the dispatcher goes on")
    func writeFaceNeverEnds() {
        var log: [String] = []
        dispatcher.register { log.append("\($0)") }
        let errors = collectingUnhandledErrors {
            dispatcher.observer.onCompleted()
            dispatcher.observer.onError(TestError.boom)
            dispatcher.dispatch(.reset)
        }
        #expect(errors == ["\(TestError.boom)"])
        #expect(log == ["reset"])
    }

    @Test("isDispatching is true inside a callback and an observer, and false before and after")
    func isDispatching() {
        var seen: [Bool] = []
        dispatcher.register { [unowned dispatcher] _ in seen.append(dispatcher.isDispatching) }
        let subscription = dispatcher.observable.subscribe(onNext: { [unowned dispatcher] _ in
            seen.append(dispatcher.isDispatching)
        })
        #expect(!dispatcher.isDispatching)
        dispatcher.dispatch(.reset)
        #expect(!dispatcher.isDispatching)
        #expect(seen == [true, true])
        subscription.dispose()
    }

    @Test("A payload dispatched from a callback is delivered to every store after the current one, never nested")
    func dispatchFromCallbackIsQueued() {
        var log: [String] = []
        dispatcher.register { [unowned dispatcher] payload in
            log.append("A \(payload)")
            if payload == .add(1) { dispatcher.dispatch(.add(2)) }
        }
        dispatcher.register { log.append("B \($0)") }
        dispatcher.dispatch(.add(1))
        #expect(log == ["A add(1)", "B add(1)", "A add(2)", "B add(2)"])
    }

    @Test("A callback registered during a payload gets the next one; one unregistered during it gets nothing more")
    func registerAndUnregisterDuringDispatch() throws {
        var log: [String] = []
        var late: DispatchToken?
        var doomed: DispatchToken?
        dispatcher.register { [unowned dispatcher] payload in
            log.append("A \(payload)")
            if late == nil { late = dispatcher.register { log.append("late \($0)") } }
            if let token = doomed.take() { try dispatcher.unregister(token) }
        }
        doomed = dispatcher.register { log.append("doomed \($0)") }
        dispatcher.dispatch(.add(1))
        dispatcher.dispatch(.add(2))
        #expect(log == ["A add(1)", "A add(2)", "late add(2)"])
        let removed = try #require(late)
        try dispatcher.unregister(removed)
        #expect(throws: DispatcherError.unregisteredToken(removed)) { try dispatcher.unregister(removed) }
    }

    @Test("waitFor runs the named callbacks first, once each; a cycle throws circularDependency naming the token")
    func waitFor() {
        var log: [String] = []
        var tokens: [DispatchToken] = []
        var errors: [DispatcherError] = []
        // A waits for B; B waits for A, which is still running: a cycle.
        tokens.append(
            dispatcher.register { [unowned dispatcher] payload in
                try dispatcher.waitFor([tokens[1]])
                log.append("A \(payload)")
            })
        tokens.append(
            dispatcher.register { [unowned dispatcher] payload in
                do { try dispatcher.waitFor([tokens[0]]) } catch let error as DispatcherError { errors.append(error) }
                log.append("B \(payload)")
            })
        dispatcher.dispatch(.reset)
        #expect(log == ["B reset", "A reset"])
        #expect(errors == [.circularDependency(tokens[0])])
        #expect(throws: DispatcherError.notDispatching) { try dispatcher.waitFor([tokens[0]]) }
    }

    @Test("Four threads dispatching at once lose nothing; stores see one order, one payload at a time")
    func severalThreads() {
        let threads = 4
        let perThread = 10_000
        // Unlocked arrays: deliveries are serial, so the thread sanitizer reports any overlap.
        var first: [Action] = []
        var second: [Action] = []
        let inFlight = Atomic<Int>(0)
        let overlaps = Atomic<Int>(0)
        dispatcher.register { payload in
            if inFlight.add(1, ordering: .relaxed).newValue != 1 { overlaps.add(1, ordering: .relaxed) }
            first.append(payload)
            inFlight.subtract(1, ordering: .relaxed)
        }
        let subscription = dispatcher.observable.subscribe(onNext: { second.append($0) })
        let dispatcher = dispatcher
        onThreads(threads) { thread in
            for index in 0..<perThread { dispatcher.dispatch(.tagged(thread: thread, index: index)) }
        }
        subscription.dispose()
        #expect(first.count == threads * perThread)
        #expect(second == first)
        #expect(overlaps.load(ordering: .relaxed) == 0)
        var next = [Int](repeating: 0, count: threads)
        var outOfOrder = 0
        for case .tagged(let thread, let index) in first {
            if index != next[thread] { outOfOrder += 1 }
            next[thread] = index + 1
        }
        #expect(outOfOrder == 0)
        #expect(!dispatcher.isDispatching)
    }

    @Test("A dispatcher is freed with its stores, even with subscriptions and callbacks never ended")
    func noCycle() {
        weak var weakDispatcher: Dispatcher<Action>?
        var received = 0
        do {
            let dispatcher = Dispatcher<Action>()
            weakDispatcher = dispatcher
            _ = dispatcher.observable.subscribe(onNext: { _ in received += 1 })
            dispatcher.register { _ in received += 1 }
            dispatcher.observer.onNext(.reset)
        }
        #expect(weakDispatcher == nil)
        #expect(received == 2)
    }
}

enum TestError: Error {
    case boom
}
