import Foundation
import Oneway
import OnewayTestSupport
import Testing

/// Facebook Flux's dispatcher contract: register, unregister, waitFor, isDispatching.
@Suite(.tracksResources)
struct FluxContractTests {
    let dispatcher = CounterDispatcher()
    var store: AnyObservableDispatcher<CounterDispatcher> { AnyObservableDispatcher(dispatcher) }

    func dispatch(_ payload: CounterDispatcher.State) {
        AnyObserverDispatcher(dispatcher).dispatch(payload)
    }

    @Test("register returns the tokens ID_1, ID_2, … and every callback receives every payload, in registration order")
    func register() {
        var log: [String] = []
        let first = store.register { log.append("A \($0)") }
        let second = store.register { log.append("B \($0)") }
        dispatch(.add(1))
        dispatch(.reset)
        expectEqual("\(first)", "ID_1")
        expectEqual("\(second)", "ID_2")
        #expect(first != second)
        expectEqual(log, ["A add(1)", "B add(1)", "A reset", "B reset"])
    }

    @Test("unregister stops a callback; unregistering it again, or a token from another dispatcher, throws")
    func unregister() throws {
        var log: [String] = []
        let first = store.register { log.append("A \($0)") }
        store.register { log.append("B \($0)") }
        try store.unregister(first)
        dispatch(.add(1))
        expectEqual(log, ["B add(1)"])
        #expect(throws: DispatcherError.unregisteredToken(first)) { try store.unregister(first) }
        let other = CounterDispatcher()
        let foreign = AnyObservableDispatcher(other).register { _ in }
        #expect(throws: DispatcherError.unregisteredToken(foreign)) { try store.unregister(foreign) }
        expectEqual(
            "\(DispatcherError.unregisteredToken(first))", "Dispatcher: ID_1 does not map to a registered callback")
    }

    @Test("waitFor runs the named callback first for the current payload, and it is not run again")
    func waitForRunsFirst() {
        var log: [String] = []
        var third: DispatchToken?
        store.register { [unowned dispatcher] payload in
            try dispatcher.store.waitFor([third!])
            log.append("A \(payload)")
        }
        store.register { log.append("B \($0)") }
        third = store.register { log.append("C \($0)") }
        dispatch(.add(1))
        dispatch(.add(2))
        expectEqual(log, ["C add(1)", "A add(1)", "B add(1)", "C add(2)", "A add(2)", "B add(2)"])
    }

    @Test("waitFor chains: A waits for B, which waits for C; a callback that already ran is not run again")
    func waitForChain() {
        var log: [String] = []
        var tokens: [DispatchToken] = []
        tokens.append(
            store.register { [unowned dispatcher] payload in
                try dispatcher.store.waitFor([tokens[1]])
                log.append("A \(payload)")
            })
        tokens.append(
            store.register { [unowned dispatcher] payload in
                try dispatcher.store.waitFor([tokens[2]])
                log.append("B \(payload)")
            })
        tokens.append(store.register { log.append("C \($0)") })
        tokens.append(
            store.register { [unowned dispatcher] payload in
                try dispatcher.store.waitFor([tokens[0], tokens[2]])
                log.append("D \(payload)")
            })
        dispatch(.reset)
        expectEqual(log, ["C reset", "B reset", "A reset", "D reset"])
    }

    @Test("A callback waiting for itself gets circularDependency, and the payload still reaches every callback")
    func waitForSelf() {
        var log: [String] = []
        var errors: [DispatcherError] = []
        var first: DispatchToken?
        first = store.register { [unowned dispatcher] payload in
            do { try dispatcher.store.waitFor([first!]) } catch let error as DispatcherError { errors.append(error) }
            log.append("A \(payload)")
        }
        store.register { log.append("B \($0)") }
        dispatch(.reset)
        expectEqual(errors, [.circularDependency(first!)])
        expectEqual(log, ["A reset", "B reset"])
        expectEqual(
            "\(errors[0])", "Dispatcher.waitFor(_:): circular dependency detected while waiting for ID_1")
    }

    @Test("Two callbacks waiting for each other: the inner waitFor throws circularDependency, each runs once")
    func waitForCycle() {
        var log: [String] = []
        var tokens: [DispatchToken] = []
        tokens.append(
            store.register { [unowned dispatcher] payload in
                try dispatcher.store.waitFor([tokens[1]])
                log.append("A \(payload)")
            })
        tokens.append(
            store.register { [unowned dispatcher] payload in
                do { try dispatcher.store.waitFor([tokens[0]]) } catch { log.append("B caught \(error)") }
                log.append("B \(payload)")
            })
        dispatch(.reset)
        expectEqual(
            log,
            [
                "B caught Dispatcher.waitFor(_:): circular dependency detected while waiting for ID_1",
                "B reset", "A reset",
            ])
    }

    @Test("An uncaught waitFor error goes to Hooks.defaultErrorHandler and the next callbacks still run")
    func uncaughtError() {
        var log: [String] = []
        var tokens: [DispatchToken] = []
        let unhandled = collectingUnhandledErrors {
            tokens.append(
                store.register { [unowned dispatcher] payload in
                    try dispatcher.store.waitFor([tokens[1]])
                    log.append("A \(payload)")
                })
            tokens.append(
                store.register { [unowned dispatcher] payload in
                    try dispatcher.store.waitFor([tokens[0]])
                    log.append("B \(payload)")
                })
            store.register { log.append("C \($0)") }
            dispatch(.reset)
        }
        expectEqual(unhandled, ["Dispatcher.waitFor(_:): circular dependency detected while waiting for ID_1"])
        expectEqual(log, ["A reset", "C reset"])
    }

    @Test("waitFor on an unregistered token throws unregisteredToken after running the callbacks named before it")
    func waitForUnregistered() throws {
        var log: [String] = []
        var errors: [DispatcherError] = []
        var tokens: [DispatchToken] = []
        let foreign = AnyObservableDispatcher(CounterDispatcher()).register { _ in }
        tokens.append(
            store.register { [unowned dispatcher] payload in
                for wanted in [[tokens[2], tokens[1]], [foreign]] {
                    do { try dispatcher.store.waitFor(wanted) } catch let error as DispatcherError {
                        errors.append(error)
                    }
                }
                log.append("A \(payload)")
            })
        tokens.append(store.register { log.append("B \($0)") })
        tokens.append(store.register { log.append("C \($0)") })
        try store.unregister(tokens[1])
        dispatch(.reset)
        expectEqual(errors, [.unregisteredToken(tokens[1]), .unregisteredToken(foreign)])
        expectEqual(log, ["C reset", "A reset"])
    }

    @Test("waitFor outside a callback throws notDispatching, on an idle dispatcher and from another thread")
    func waitForOutsideDispatch() {
        let token = store.register { _ in }
        #expect(throws: DispatcherError.notDispatching) { try store.waitFor([token]) }
        expectEqual(
            "\(DispatcherError.notDispatching)",
            "Dispatcher.waitFor(_:): must be invoked from a callback while dispatching")
        // While this thread delivers, another thread's waitFor is not inside a callback.
        let fromOtherThread = Log()
        store.register { [unowned dispatcher] _ in
            let store = dispatcher.store
            let done = DispatchSemaphore(value: 0)
            Thread {
                do { try store.waitFor([token]) } catch { fromOtherThread.append("\(error)") }
                done.signal()
            }.start()
            done.waitOrRecordIssue()
        }
        dispatch(.reset)
        expectEqual(fromOtherThread.all, ["\(DispatcherError.notDispatching)"])
    }

    @Test("waitFor on a callback registered during the current payload returns without running it")
    func waitForLateRegistration() {
        var log: [String] = []
        var late: DispatchToken?
        store.register { [unowned dispatcher] payload in
            if late == nil {
                late = dispatcher.store.register { log.append("late \($0)") }
            }
            try dispatcher.store.waitFor([late!])
            log.append("A \(payload)")
        }
        dispatch(.add(1))
        dispatch(.add(2))
        expectEqual(log, ["A add(1)", "late add(2)", "A add(2)"])
    }

    @Test("A callback unregistered by an earlier callback during a payload does not receive it")
    func unregisterDuringDispatch() {
        var log: [String] = []
        var second: DispatchToken?
        store.register { [unowned dispatcher] payload in
            log.append("A \(payload)")
            if let token = second.take() { try dispatcher.store.unregister(token) }
        }
        second = store.register { log.append("B \($0)") }
        dispatch(.add(1))
        dispatch(.add(2))
        expectEqual(log, ["A add(1)", "A add(2)"])
    }

    @Test("isDispatching is true inside a callback and false before and after")
    func isDispatching() {
        var seen: [Bool] = []
        store.register { [unowned dispatcher] _ in seen.append(dispatcher.store.isDispatching) }
        let subscription = store.subscribe(onNext: { [unowned dispatcher] _ in
            seen.append(dispatcher.store.isDispatching)
        })
        #expect(!store.isDispatching)
        dispatch(.reset)
        #expect(!store.isDispatching)
        expectEqual(seen, [true, true])
        subscription.dispose()
    }
}
