import Dispatch
import Oneway
import OnewayTestSupport
import Testing

/// A store made with `callbacksOn:` runs every callback on that scheduler, in its single
/// order, while `dispatch` still applies the action before it returns.
@Suite(.tracksResources)
struct StoreCallbackSchedulerTests {
    /// Subscribes a state observer and an action observer that log where they ran; the action
    /// observer dispatches `10` when it sees `1`, and logs the state right after.
    private static func observe(
        _ store: Store<Int, Int>, log: Recorder<String>, place: @escaping @Sendable () -> String,
        finished: DispatchSemaphore, started: DispatchSemaphore
    ) -> DisposeBag {
        let bag = DisposeBag()
        store.observe(\.self).subscribe(onNext: { state in
            log.append("state \(state) \(place())")
            if state == 0 { started.signal() }
        }).disposed(by: bag)
        store.actions.subscribe(onNext: { action in
            log.append("action \(action) \(place())")
            if action == 1 {
                store.dispatch(10)
                log.append("queued 10, state \(store.state)")
            }
            if action == 10 { finished.signal() }
        }).disposed(by: bag)
        return bag
    }

    /// What `observe` logs for `dispatch(1)` and `dispatch(2)` made while the scheduler was
    /// held up: one state for both, each action after it, then the queued `10`.
    private static func expected(_ place: String) -> [String] {
        [
            "state 0 \(place)", "state 3 \(place)", "action 1 \(place)", "queued 10, state 3",
            "action 2 \(place)", "state 13 \(place)", "action 10 \(place)",
        ]
    }

    @Test("On a serial queue scheduler: every callback on the queue, in order, state applied when dispatch returns")
    func serialQueue() {
        let key = DispatchSpecificKey<Bool>()
        let queue = Locked<DispatchQueue?>(nil)
        let scheduler = SerialDispatchQueueScheduler(
            internalSerialQueueName: "store callbacks",
            serialQueueConfiguration: { serial in
                serial.setSpecific(key: key, value: true)
                queue.withLock { $0 = serial }
            })
        let store = Store<Int, Int>(reducer: { $0 += $1 }, state: 0, callbacksOn: scheduler)
        let log = Recorder<String>()
        let (started, finished, gate) = (
            DispatchSemaphore(value: 0), DispatchSemaphore(value: 0), DispatchSemaphore(value: 0)
        )
        let place: @Sendable () -> String = { DispatchQueue.getSpecific(key: key) == true ? "on queue" : "elsewhere" }
        let bag = Self.observe(store, log: log, place: place, finished: finished, started: started)
        started.waitOrRecordIssue()
        // Holds the queue up, so that both actions are applied before the callbacks run.
        queue.withLock { $0 }?.async { gate.waitOrRecordIssue() }
        store.dispatch(1)
        expectEqual(store.state, 1)
        store.dispatch(2)
        expectEqual(store.state, 3)
        expectEqual(log.values, ["state 0 on queue"])
        gate.signal()
        finished.waitOrRecordIssue()
        expectEqual(log.values, Self.expected("on queue"))
        expectEqual(store.state, 13)
        _ = bag
    }

    @Test("On MainScheduler.instance: every callback on the main queue, at once when dispatched on it")
    func mainScheduler() {
        let store = Store<Int, Int>(reducer: { $0 += $1 }, state: 0, callbacksOn: MainScheduler.instance)
        let log = Recorder<String>()
        let (started, finished, gate) = (
            DispatchSemaphore(value: 0), DispatchSemaphore(value: 0), DispatchSemaphore(value: 0)
        )
        // Tagged rather than `Thread.isMainThread`, which is false on the main queue here.
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        let place: @Sendable () -> String = { DispatchQueue.getSpecific(key: key) == true ? "on main" : "elsewhere" }
        let bag = Self.observe(store, log: log, place: place, finished: finished, started: started)
        started.waitOrRecordIssue()
        DispatchQueue.main.async { gate.waitOrRecordIssue() }
        store.dispatch(1)
        expectEqual(store.state, 1)
        store.dispatch(2)
        expectEqual(store.state, 3)
        expectEqual(log.values, ["state 0 on main"])
        gate.signal()
        finished.waitOrRecordIssue()
        expectEqual(log.values, Self.expected("on main"))
        // From the main queue, with nothing of the scheduler's waiting: notified before
        // `dispatch` returns, as a UI expects.
        onMainQueue {
            store.dispatch(100)
            log.append("returned")
        }
        expectEqual(log.values.suffix(3), ["state 113 on main", "action 100 on main", "returned"])
        _ = bag
    }

    @Test("A scoped store notifies on its root's scheduler")
    func scopedInherits() {
        let key = DispatchSpecificKey<Bool>()
        let scheduler = SerialDispatchQueueScheduler(
            internalSerialQueueName: "store callbacks",
            serialQueueConfiguration: { $0.setSpecific(key: key, value: true) })
        let store = Store<CounterState, CounterAction>(
            reducer: counterReducer, state: CounterState(), callbacksOn: scheduler)
        let scoped = store.scope(state: \.count)
        let log = Recorder<String>()
        let done = DispatchSemaphore(value: 0)
        let subscription = scoped.observe(\.self).subscribe(onNext: { count in
            log.append("\(count) \(DispatchQueue.getSpecific(key: key) == true ? "on queue" : "elsewhere")")
            if count == 1 { done.signal() }
        })
        scoped.dispatch(.increment)
        expectEqual(scoped.state, 1)
        done.waitOrRecordIssue()
        expectEqual(log.values.last, "1 on queue")
        #expect(log.values.allSatisfy { $0.hasSuffix("on queue") })
        subscription.dispose()
    }
}
