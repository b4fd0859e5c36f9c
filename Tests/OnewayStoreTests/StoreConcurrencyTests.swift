import Dispatch
import Oneway
import OnewayTestSupport
import Testing

/// One counter per dispatching thread, and their total.
struct TallyState: Equatable {
    var total = 0
    var perThread = [Int](repeating: 0, count: 4)
}

func tallyReducer(_ state: inout TallyState, _ thread: Int) {
    state.total += 1
    state.perThread[thread] += 1
}

@Suite(.tracksResources)
struct StoreConcurrencyTests {
    @Test("Actions from 4 threads apply one at a time; each observer sees increasing totals, never two at once")
    func totalOrderAcrossThreads() {
        let perThread = 20_000
        let reducerOverlaps = DeliveryMonitor()
        let store = Store(
            reducer: { (state: inout TallyState, thread: Int) in
                reducerOverlaps.deliver { tallyReducer(&state, thread) }
            }, state: TallyState())
        // Two observations (a key path and a selector are never shared): each must see the
        // states in the store's order, one callback at a time.
        let byKeyPath = Recorder<Int>()
        let bySelector = Recorder<Int>()
        let keyPathOverlaps = DeliveryMonitor()
        let selectorOverlaps = DeliveryMonitor()
        let bag = DisposeBag()
        store.observe(\.total).subscribe(onNext: { total in
            keyPathOverlaps.deliver { byKeyPath.append(total) }
        }).disposed(by: bag)
        store.observe { $0.total }.subscribe(onNext: { total in
            selectorOverlaps.deliver { bySelector.append(total) }
        }).disposed(by: bag)
        let finished = runOnThreads(4) { thread in
            for _ in 0..<perThread {
                store.dispatch(thread)
            }
        }
        #expect(finished, "the dispatching threads did not finish")
        expectEqual(reducerOverlaps.overlapCount, 0)
        expectEqual(keyPathOverlaps.overlapCount, 0)
        expectEqual(selectorOverlaps.overlapCount, 0)
        for received in [byKeyPath.values, bySelector.values] {
            expectEqual(received.first, 0)
            expectEqual(received.last, 4 * perThread)
            #expect(zip(received, received.dropFirst()).allSatisfy { $0 < $1 })
        }
    }

    @Test("When dispatch returns on a thread with no dispatch in progress, state already reflects it")
    func stateReflectsDispatch() {
        let perThread = 10_000
        let store = Store(reducer: tallyReducer, state: TallyState())
        let subscription = store.observe(\.total).subscribe(onNext: { _ in })
        let stale = Counter()
        let finished = runOnThreads(4) { thread in
            for sent in 1...perThread {
                store.dispatch(thread)
                // Only this thread changes this counter, so it must equal what it sent.
                if store.state.perThread[thread] != sent { stale.increment() }
            }
        }
        #expect(finished, "the dispatching threads did not finish")
        expectEqual(stale.value, 0)
        subscription.dispose()
    }

    @Test("4 threads x 250,000 dispatches leave exactly the state that applying them all gives")
    func noActionLost() {
        // The full count under the thread sanitizer too: about 6 s there on 2 cores.
        let perThread = 250_000
        let store = Store(reducer: tallyReducer, state: TallyState())
        let last = Latest<TallyState>()
        let subscription = store.observe(\.self).subscribe(onNext: { last.value = $0 })
        let finished = runOnThreads(4) { thread in
            for _ in 0..<perThread {
                store.dispatch(thread)
            }
        }
        #expect(finished, "the dispatching threads did not finish")
        let expected = TallyState(total: 4 * perThread, perThread: [Int](repeating: perThread, count: 4))
        expectEqual(store.state, expected)
        expectEqual(last.value, expected)
        subscription.dispose()
    }

    @Test("An action dispatched from a callback is applied after the current notification, first in first out")
    func reentrantDispatchIsQueued() {
        let store = Store(reducer: counterReducer, state: CounterState())
        var seenByFirst: [[String]] = []
        var seenBySecond: [[String]] = []
        var stateInsideCallback: [String] = []
        let bag = DisposeBag()
        store.observe(\.tags).subscribe(onNext: { tags in
            seenByFirst.append(tags)
            guard tags == ["start"] else { return }
            store.dispatch(.tag("a1"))
            store.dispatch(.tag("a2"))
            stateInsideCallback = store.state.tags
        }).disposed(by: bag)
        store.observe(\.tags).subscribe(onNext: { tags in
            seenBySecond.append(tags)
            if tags == ["start"] { store.dispatch(.tag("b1")) }
        }).disposed(by: bag)
        store.dispatch(.tag("start"))
        expectEqual(stateInsideCallback, ["start"])
        let expected: [[String]] = [
            [], ["start"], ["start", "a1"], ["start", "a1", "a2"], ["start", "a1", "a2", "b1"],
        ]
        expectEqual(seenByFirst, expected)
        expectEqual(seenBySecond, expected)
    }

    @Test("100,000 dispatches chained from observer callbacks complete without growing the stack")
    func chainedDispatches() {
        let store = Store(reducer: counterReducer, state: CounterState())
        var received = 0
        var inOrder = true
        let subscription = store.observe(\.count).subscribe(onNext: { count in
            inOrder = inOrder && count == received
            received += 1
            if count > 0 && count < 100_000 { store.dispatch(.increment) }
        })
        store.dispatch(.increment)
        expectEqual(store.state.count, 100_000)
        expectEqual(received, 100_001)
        #expect(inOrder)
        subscription.dispose()
    }

    @Test("A thread dispatching while another notifies applies its action at once; the notifier delivers it next")
    func dispatchDuringAnotherThreadsNotification() {
        let store = Store(reducer: counterReducer, state: CounterState())
        let received = Recorder<Int>()
        let held = HeldNotification(on: store, onEach: { received.append($0) })
        held.start(store)
        store.dispatch(.add(10))
        expectEqual(store.state.count, 11)
        expectEqual(received.values, [0, 1])
        held.resume()
        #expect(held.join(), "the notifier did not finish")
        expectEqual(held.timeouts, 0)
        expectEqual(received.values, [0, 1, 11])
        held.subscription.dispose()
    }

    @Test("A callback may wait for another thread that dispatches and reads the state, without deadlock")
    func callbackWaitsForDispatchingThread() {
        let store = Store(reducer: counterReducer, state: CounterState())
        var received: [Int] = []
        var readByCallback = -1
        let readByHelper = Recorder<Int>()
        let subscription = store.observe(\.count).subscribe(onNext: { count in
            received.append(count)
            guard count == 1 else { return }
            let helper = TestThread {
                store.dispatch(.add(5))
                readByHelper.append(store.state.count)
            }
            // On a deadlock, this times out and the expectations below fail.
            guard helper.join() else { return }
            readByCallback = store.state.count
        })
        store.dispatch(.increment)
        expectEqual(readByHelper.values, [6])
        expectEqual(readByCallback, 6)
        expectEqual(received, [0, 1, 6])
        subscription.dispose()
    }

    @Test("A subscription made on another thread during a notification gets its first value from the notifier")
    func subscribeDuringAnotherThreadsNotification() {
        let store = Store(reducer: counterReducer, state: CounterState())
        let late = Recorder<Int>()
        let overlaps = DeliveryMonitor()
        let held = HeldNotification(on: store)
        held.start(store)
        let second = store.observe(\.count).subscribe(onNext: { count in
            overlaps.deliver { late.append(count) }
        })
        store.dispatch(.increment)
        // The notifier is busy, so it hands the newcomer the value current when it subscribed
        // (1) once it is free, then the state dispatched meanwhile (2).
        expectEqual(late.values, [])
        held.resume()
        #expect(held.join(), "the notifier did not finish")
        expectEqual(held.timeouts, 0)
        expectEqual(late.values, [1, 2])
        store.dispatch(.increment)
        expectEqual(late.values, [1, 2, 3])
        expectEqual(overlaps.overlapCount, 0)
        held.subscription.dispose()
        second.dispose()
    }

    @Test("A subscription disposed on another thread during a notification receives nothing after dispose returns")
    func disposeDuringAnotherThreadsNotification() {
        let store = Store(reducer: counterReducer, state: CounterState())
        let other = Recorder<Int>()
        let held = HeldNotification(on: store)
        let second = store.observe(\.count).subscribe(onNext: { other.append($0) })
        held.start(store)
        second.dispose()
        held.resume()
        #expect(held.join(), "the notifier did not finish")
        expectEqual(held.timeouts, 0)
        store.dispatch(.increment)
        expectEqual(other.values, [0])
        held.subscription.dispose()
    }
}
