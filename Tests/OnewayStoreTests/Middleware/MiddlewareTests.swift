import Dispatch
import Foundation
import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

/// A middleware that notes each action it sees, before and after handing it on.
func tracing(_ name: String, into trace: Recorder<String>) -> Middleware<CounterState, CounterAction> {
    Middleware { _ in
        { next in
            { action in
                trace.append("\(name) \(action)")
                next(action)
                trace.append("\(name) done")
            }
        }
    }
}

@Suite(.tracksResources)
struct MiddlewareTests {
    @Test("Middleware run in the order given, each around the next, the reducer innermost")
    func order() {
        let trace = Recorder<String>()
        let store = Store(
            reducer: { (state: inout CounterState, action: CounterAction) in
                trace.append("reducer")
                counterReducer(&state, action)
            }, state: CounterState(), middleware: [tracing("first", into: trace), tracing("second", into: trace)])
        store.dispatch(.increment)
        expectEqual(trace.values, ["first increment", "second increment", "reducer", "second done", "first done"])
        expectEqual(store.state.count, 1)
    }

    @Test("A middleware that does not call next swallows the action: no state change, no notification")
    func swallow() {
        let noTouch = Middleware<CounterState, CounterAction>(onAction: { _, action, next in
            if action != .touch { next(action) }
        })
        let store = Store(reducer: counterReducer, state: CounterState(), middleware: [noTouch])
        let counts = Recorder<Int>()
        let actions = Recorder<CounterAction>()
        let bag = DisposeBag()
        store.observe { $0.count }.subscribe(onNext: { counts.append($0) }).disposed(by: bag)
        store.actions.subscribe(onNext: { actions.append($0) }).disposed(by: bag)
        store.dispatch(.touch)
        store.dispatch(.increment)
        store.dispatch(.touch)
        expectEqual(counts.values, [0, 1])
        expectEqual(actions.values, [.increment])
    }

    @Test("A middleware that calls next with another action transforms it")
    func transform() {
        let tenfold = Middleware<CounterState, CounterAction>(onAction: { _, action, next in
            next(action == .increment ? .add(10) : action)
        })
        let store = Store(reducer: counterReducer, state: CounterState(), middleware: [tenfold])
        let actions = Recorder<CounterAction>()
        let subscription = store.actions.subscribe(onNext: { actions.append($0) })
        defer { subscription.dispose() }
        store.dispatch(.increment)
        store.dispatch(.add(1))
        expectEqual(store.state.count, 11)
        expectEqual(actions.values, [.add(10), .add(1)])
    }

    @Test("A follow-up dispatched from a middleware is queued: applied after the action, through the whole chain")
    func followUp() {
        let trace = Recorder<String>()
        let followUps = Middleware<CounterState, CounterAction>(onAction: { store, action, next in
            if action == .increment {
                store.dispatch(.rename("after \(store.state.count)"))
                store.dispatch(.tag("second follow-up"))
            }
            next(action)
        })
        let store = Store(
            reducer: counterReducer, state: CounterState(),
            middleware: [tracing("outer", into: trace), followUps, tracing("inner", into: trace)])
        store.dispatch(.increment)
        expectEqual(
            trace.values,
            [
                "outer increment", "inner increment", "inner done", "outer done",
                "outer rename(\"after 0\")", "inner rename(\"after 0\")", "inner done", "outer done",
                "outer tag(\"second follow-up\")", "inner tag(\"second follow-up\")", "inner done", "outer done",
            ])
        // Applied before `dispatch` returned, and in the order dispatched.
        expectEqual(store.state, CounterState(count: 1, name: "after 0", tags: ["second follow-up"]))
    }

    @Test("Inside the chain, the state after next reflects exactly that action")
    func stateAfterNext() {
        let seen = Recorder<String>()
        let before = Middleware<CounterState, CounterAction>(onAction: { store, action, next in
            let count = store.state.count
            next(action)
            seen.append("\(count) → \(store.state.count)")
            if store.state.count < 3 { store.dispatch(.increment) }
        })
        let store = Store(reducer: counterReducer, state: CounterState(), middleware: [before])
        store.dispatch(.increment)
        expectEqual(seen.values, ["0 → 1", "1 → 2", "2 → 3"])
    }

    @Test("An action dispatched from an observer goes through the middleware, after the notification")
    func fromObserver() {
        let trace = Recorder<String>()
        let store = Store(reducer: counterReducer, state: CounterState(), middleware: [tracing("mw", into: trace)])
        let subscription = store.observe(\.count).subscribe(onNext: { count in
            trace.append("observer \(count)")
            if count == 1 { store.dispatch(.add(5)) }
        })
        defer { subscription.dispose() }
        store.dispatch(.increment)
        expectEqual(
            trace.values,
            [
                "observer 0", "mw increment", "mw done", "observer 1", "mw add(5)", "mw done", "observer 6",
            ])
    }

    @Test("A middleware acting later dispatches again, on virtual time, through the whole chain")
    func delayed() {
        let scheduler = TestScheduler(initialClock: 0)
        let trace = Recorder<String>()
        let delayRenames = Middleware<CounterState, CounterAction> { store in
            { next in
                { action in
                    guard case .rename(let name) = action, !name.hasSuffix("!") else { return next(action) }
                    _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
                        store.dispatch(.rename(name + "!"))
                        return Disposables.create()
                    }
                }
            }
        }
        let store = Store(
            reducer: counterReducer, state: CounterState(), middleware: [tracing("log", into: trace), delayRenames])
        store.dispatch(.rename("Ada"))
        store.dispatch(.increment)
        expectEqual(store.state, CounterState(count: 1, name: ""))
        scheduler.advanceTo(10)
        expectEqual(store.state, CounterState(count: 1, name: "Ada!"))
        expectEqual(
            trace.values,
            [
                "log rename(\"Ada\")", "log done", "log increment", "log done", "log rename(\"Ada!\")", "log done",
            ])
    }

    @Test(
        """
        A next kept and called after its middleware returned applies the action then, through the \
        middleware after it only, and notifies, from the dispatching thread or another one
        """)
    func nextCalledLater() {
        let trace = Recorder<String>()
        let kept = Locked<((CounterAction) -> Void)?>(nil)
        let keepNext = Middleware<CounterState, CounterAction> { _ in
            { next in
                { action in
                    guard action == .touch else { return next(action) }
                    kept.withLock { $0 = next }
                }
            }
        }
        let store = Store(
            reducer: counterReducer, state: CounterState(),
            middleware: [tracing("outer", into: trace), keepNext, tracing("inner", into: trace)])
        let counts = Recorder<Int>()
        let subscription = store.observe { $0.count }.subscribe(onNext: { counts.append($0) })
        store.dispatch(.touch)
        let next = kept.withLock { $0 }
        #expect(next != nil)
        next?(.increment)
        expectEqual(store.state.count, 1)
        let done = DispatchSemaphore(value: 0)
        Thread {
            kept.withLock { $0 }?(.add(10))
            done.signal()
        }.start()
        done.waitOrRecordIssue("a next called from another thread never returned")
        expectEqual(store.state.count, 11)
        expectEqual(counts.values, [0, 1, 11])
        expectEqual(
            trace.values,
            ["outer touch", "outer done", "inner increment", "inner done", "inner add(10)", "inner done"])
        subscription.dispose()
    }

    @Test("A scoped store dispatches through its root's middleware")
    func scoped() {
        struct Root: Equatable {
            var counter = CounterState()
        }
        enum RootAction: Equatable {
            case counter(CounterAction)
        }
        let seen = Recorder<String>()
        let logging = Middleware<Root, RootAction>(onAction: { _, action, next in
            seen.append("\(action)")
            next(action)
        })
        let store = Store(
            reducer: { (state: inout Root, action: RootAction) in
                if case .counter(let action) = action { counterReducer(&state.counter, action) }
            }, state: Root(), middleware: [logging])
        let counter = store.scope(
            state: \.counter,
            action: ActionPath(embed: RootAction.counter, extract: { if case .counter(let a) = $0 { a } else { nil } }))
        counter.dispatch(.increment)
        expectEqual(seen.values, ["counter(OnewayStoreTests.CounterAction.increment)"])
        expectEqual(store.state.counter.count, 1)
    }

    @Test("From 4 threads: the middleware runs one action at a time, in the order the reducer applies them, none lost")
    func threads() {
        let perThread = 5_000
        let overlaps = DeliveryMonitor()
        let seen = Recorder<Int>()
        let serial = Middleware<TallyState, Int>(onAction: { _, thread, next in
            overlaps.deliver {
                seen.append(thread)
                next(thread)
            }
        })
        let applied = Recorder<Int>()
        let store = Store(
            reducer: { (state: inout TallyState, thread: Int) in
                applied.append(thread)
                tallyReducer(&state, thread)
            }, state: TallyState(), middleware: [serial])
        let totals = Recorder<Int>()
        let subscription = store.observe(\.total).subscribe(onNext: { totals.append($0) })
        defer { subscription.dispose() }
        let finished = runOnThreads(4) { thread in
            for _ in 0..<perThread {
                store.dispatch(thread)
            }
        }
        #expect(finished, "the dispatching threads did not finish")
        expectEqual(overlaps.overlapCount, 0)
        expectEqual(seen.values.count, 4 * perThread)
        expectEqual(seen.values, applied.values)
        expectEqual(store.state.perThread, [Int](repeating: perThread, count: 4))
        expectEqual(totals.values.last, 4 * perThread)
        #expect(zip(totals.values, totals.values.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test("Dispatching from the reducer of a store with middleware still stops with the reducer rule")
    func reducerMisuse() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var store: Store<Int, Int>?
            store = Store(
                reducer: { state, action in
                    store?.dispatch(action)
                    return state + action
                }, state: 0, middleware: [Middleware(onAction: { _, action, next in next(action) })])
            store?.dispatch(1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("the reducer tried to dispatch an action; a reducer must be a pure function"))
    }

    @Test("The middleware do not keep the store alive")
    func released() {
        weak var released: Store<CounterState, CounterAction>?
        do {
            let store = Store(
                reducer: counterReducer, state: CounterState(), middleware: [tracing("t", into: Recorder<String>())])
            store.dispatch(.increment)
            released = store
        }
        #expect(released == nil)
    }
}
