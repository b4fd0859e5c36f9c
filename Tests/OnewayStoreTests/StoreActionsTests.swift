import Oneway
import OnewayTestSupport
import Testing

/// One sequence number per dispatching thread: the action says which thread sent it and how
/// many that thread had sent before.
private struct Step: Sendable {
    let thread: Int
    let number: Int
}

@Suite(.tracksResources)
struct StoreActionsTests {
    @Test("actions emits each action dispatched after the subscription, once its reducer has run")
    func emitsAppliedActions() {
        let store = Store(reducer: counterReducer, state: CounterState())
        store.dispatch(.add(5))
        var seen: [String] = []
        let subscription = store.actions.subscribe(onNext: { action in
            seen.append("\(action) → \(store.state.count)")
        })
        store.dispatch(.add(2))
        store.dispatch(.increment)
        expectEqual(seen, ["add(2) → 7", "increment → 8"])
        subscription.dispose()
        store.dispatch(.increment)
        expectEqual(seen.count, 2)
    }

    @Test("An action reaches action observers after the state observers saw a state reflecting it")
    func stateObserversFirst() {
        let store = Store(reducer: counterReducer, state: CounterState())
        var log: [String] = []
        let bag = DisposeBag()
        store.actions.subscribe(onNext: { log.append("action \($0)") }).disposed(by: bag)
        store.observe(\.count).subscribe(onNext: { log.append("count \($0)") }).disposed(by: bag)
        store.dispatch(.increment)
        store.dispatch(.touch)
        expectEqual(log, ["count 0", "count 1", "action increment", "action touch"])
    }

    @Test("An action dispatched from an action observer is applied after the current one reached every action observer")
    func dispatchFromActionObserverIsQueued() {
        let store = Store(reducer: counterReducer, state: CounterState())
        var seenBySecond: [String] = []
        let bag = DisposeBag()
        store.actions.subscribe(onNext: { action in
            if action == .increment { store.dispatch(.rename("followed")) }
        }).disposed(by: bag)
        store.actions.subscribe(onNext: { action in
            seenBySecond.append("\(action) name=\(store.state.name)")
        }).disposed(by: bag)
        store.dispatch(.increment)
        expectEqual(seenBySecond, ["increment name=", "rename(\"followed\") name=followed"])
        // Both were applied before `dispatch` returned: nobody else was notifying.
        expectEqual(store.state, CounterState(count: 1, name: "followed"))
    }

    @Test("100,000 actions chained from an action observer complete without growing the stack")
    func chainedFromActionObserver() {
        let store = Store(reducer: counterReducer, state: CounterState())
        var received = 0
        let subscription = store.actions.subscribe(onNext: { _ in
            received += 1
            if store.state.count < 100_000 { store.dispatch(.increment) }
        })
        store.dispatch(.increment)
        expectEqual(store.state.count, 100_000)
        expectEqual(received, 100_000)
        subscription.dispose()
    }

    @Test(
        "A subscriber joining from inside a callback receives the actions applied after it joined, not the current one")
    func joiningInsideCallback() {
        let store = Store(reducer: counterReducer, state: CounterState())
        var joinedFromState: [CounterAction] = []
        var joinedFromAction: [CounterAction] = []
        // Not a DisposeBag: the callbacks would hold the bag that holds them.
        let joined = CompositeDisposable()
        let bag = DisposeBag()
        // The increment is already applied (and waiting for the action observers) when the
        // state observer sees count 1 and subscribes.
        store.observe(\.count).filter { $0 == 1 }.subscribe(onNext: { _ in
            _ = joined.insert(store.actions.subscribe(onNext: { joinedFromState.append($0) }))
        }).disposed(by: bag)
        store.actions.take(1).subscribe(onNext: { _ in
            _ = joined.insert(store.actions.subscribe(onNext: { joinedFromAction.append($0) }))
        }).disposed(by: bag)
        store.dispatch(.increment)
        store.dispatch(.add(3))
        joined.dispose()
        expectEqual(joinedFromState, [.add(3)])
        expectEqual(joinedFromAction, [.add(3)])
    }

    @Test("A subscriber joining from another thread mid-notification gets only the actions applied after it joined")
    func joiningFromAnotherThread() {
        let store = Store(reducer: counterReducer, state: CounterState())
        let early = Recorder<String>()
        let earlySubscription = store.actions.subscribe(onNext: { early.append("\($0)") })
        // Another thread applies .increment and is held in the state notification for it,
        // before handing .increment to the action observers.
        let held = HeldNotification(on: store)
        held.start(store)
        let late = Recorder<String>()
        let lateSubscription = store.actions.subscribe(onNext: { late.append("\($0)") })
        store.dispatch(.add(10))
        // Applied here, delivered by the held thread once it is free.
        expectEqual(store.state.count, 11)
        expectEqual(early.values, [])
        held.resume()
        #expect(held.join(), "the notifier did not finish")
        expectEqual(held.timeouts, 0)
        expectEqual(early.values, ["increment", "add(10)"])
        expectEqual(late.values, ["add(10)"])
        held.subscription.dispose()
        earlySubscription.dispose()
        lateSubscription.dispose()
    }

    @Test("actions completes when the store is released, does not keep it alive, and completes at once afterwards")
    func completesOnRelease() {
        var store: Store? = Store(reducer: counterReducer, state: CounterState())
        weak let released = store
        let actions = store!.actions
        var events: [String] = []
        let subscription = actions.subscribe(
            onNext: { events.append("\($0)") }, onCompleted: { events.append("completed") })
        store?.dispatch(.touch)
        store = nil
        #expect(released == nil)
        expectEqual(events, ["touch", "completed"])
        var late: [String] = []
        _ = actions.subscribe(onCompleted: { late.append("completed") })
        expectEqual(late, ["completed"])
        subscription.dispose()
    }

    @Test("Actions from 4 threads reach an action observer each exactly once, one at a time, in each thread's order")
    func actionsAcrossThreads() {
        let perThread = 20_000
        let store = Store(
            reducer: { (state: inout [Int], step: Step) in state[step.thread] = step.number },
            state: [Int](repeating: -1, count: 4))
        let overlaps = DeliveryMonitor()
        let lastSeen = Locked([Int](repeating: -1, count: 4))
        let outOfOrder = Counter()
        let subscription = store.actions.subscribe(onNext: { step in
            overlaps.deliver {
                lastSeen.withLock { last in
                    if step.number != last[step.thread] + 1 { outOfOrder.increment() }
                    last[step.thread] = step.number
                }
            }
        })
        let finished = runOnThreads(4) { thread in
            for number in 0..<perThread {
                store.dispatch(Step(thread: thread, number: number))
            }
        }
        #expect(finished, "the dispatching threads did not finish")
        expectEqual(overlaps.overlapCount, 0)
        expectEqual(outOfOrder.value, 0)
        expectEqual(lastSeen.withLock { $0 }, [Int](repeating: perThread - 1, count: 4))
        expectEqual(store.state, [Int](repeating: perThread - 1, count: 4))
        subscription.dispose()
    }
}
