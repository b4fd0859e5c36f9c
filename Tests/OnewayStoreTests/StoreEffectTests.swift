import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

/// Answers each `.increment` with `.tag("after N")`, N being the count the increment made.
private func tagEachIncrement() -> Effect<CounterState, CounterAction> {
    Effect { actions, state in
        actions.filter { $0 == .increment }.withLatestFrom(state).map { .tag("after \($0.count)") }
    }
}

@Suite(.tracksResources)
struct StoreEffectTests {
    @Test("An effect's follow-up to an action is applied before dispatch returns, and sees that action's state")
    func synchronousFollowUp() {
        let store = Store(reducer: counterReducer, state: CounterState())
        let effect = store.run(tagEachIncrement())
        store.dispatch(.increment)
        expectEqual(store.state.tags, ["after 1"])
        store.dispatch(.increment)
        expectEqual(store.state, CounterState(count: 2, tags: ["after 1", "after 2"]))
        effect.dispose()
    }

    @Test("An effect on a scheduler dispatches at the scheduler's time: a debounced name becomes a tag")
    func timedEffect() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let store = Store(reducer: counterReducer, state: CounterState())
        store.run(
            Effect { _, state in
                state.map(\.name).distinctUntilChanged().skip(1)
                    .debounce(.milliseconds(50), scheduler: scheduler)
                    .map { .tag($0) }
            })
        let tags = scheduler.createObserver([String].self)
        let subscription = store.observe(\.tags).subscribe(tags)
        scheduler.scheduleAt(100) { store.dispatch(.rename("a")) }
        scheduler.scheduleAt(130) { store.dispatch(.rename("ab")) }
        scheduler.scheduleAt(300) { store.dispatch(.rename("abc")) }
        scheduler.start()
        expectEqual(tags.events, [.next(0, []), .next(180, ["ab"]), .next(350, ["ab", "abc"])])
        subscription.dispose()
    }

    @Test("Disposing a running effect cancels its pending work; nothing more is dispatched")
    func disposingStops() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = Store(reducer: counterReducer, state: CounterState())
        let effect = store.run(
            Effect { actions, _ in
                actions.filter { $0 == .increment }.delay(.seconds(10), scheduler: scheduler).map { _ in .tag("late") }
            })
        scheduler.scheduleAt(100) { store.dispatch(.increment) }
        scheduler.scheduleAt(105) { effect.dispose() }
        scheduler.scheduleAt(200) { store.dispatch(.increment) }
        scheduler.start()
        expectEqual(store.state, CounterState(count: 2))
    }

    @Test("Releasing the store stops its effects: their subscriptions end at that time")
    func releaseStops() {
        let scheduler = TestScheduler(initialClock: 0)
        let ticks = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3)])
        var store: Store? = Store(reducer: counterReducer, state: CounterState())
        weak let released = store
        store?.run(Effect { _, _ in ticks.asObservable().map { .add($0) } })
        var countAtRelease: Int?
        scheduler.scheduleAt(25) {
            countAtRelease = store?.state.count
            store = nil
        }
        scheduler.start()
        #expect(released == nil)
        expectEqual(countAtRelease, 3)
        expectEqual(ticks.subscriptions, [Subscription(0, 25)])
    }

    @Test("An effect that errors stops, its error goes to Hooks.defaultErrorHandler, and the store goes on")
    func erroringEffectStops() {
        struct LookupFailed: Error, Equatable {}
        let original = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = original }
        var handled: [String] = []
        Hooks.defaultErrorHandler = { _, error in handled.append("\(error)") }
        let store = Store(reducer: counterReducer, state: CounterState())
        store.run(
            Effect { actions, _ in
                actions.map { action -> CounterAction in
                    guard action != .touch else { throw LookupFailed() }
                    return action
                }.compactMap { $0 == .increment ? .tag("answered") : nil }
            })
        store.dispatch(.increment)
        store.dispatch(.touch)
        store.dispatch(.increment)
        // The second increment found the effect stopped.
        expectEqual(store.state, CounterState(count: 2, tags: ["answered"]))
        expectEqual(handled, ["LookupFailed()"])
    }

    @Test("Effect.merge runs each effect; Effect.none dispatches nothing")
    func mergeAndNone() {
        let store = Store(reducer: counterReducer, state: CounterState())
        let renameEachAdd = Effect<CounterState, CounterAction> { actions, _ in
            actions.compactMap { action in
                guard case .add(let amount) = action else { return nil }
                return .rename("added \(amount)")
            }
        }
        store.run(.merge(tagEachIncrement(), .none, renameEachAdd))
        store.dispatch(.increment)
        store.dispatch(.add(4))
        expectEqual(store.state, CounterState(count: 5, name: "added 4", tags: ["after 1"]))
    }

    @Test("A pulled-back effect sees only its feature's actions and state, and its actions are embedded")
    func pullback() {
        let store = Store(
            reducer: Reduce.combine(logReducer, Reduce(counterReducer).pullback(state: \.counter, action: .counter)),
            state: AppState())
        let childStates = Locked<[Int]>([])
        let counted = Effect<CounterState, CounterAction> { actions, state in
            actions.filter { $0 == .increment }
                .withLatestFrom(state)
                .do(onNext: { state in childStates.withLock { $0.append(state.count) } })
                .map { .rename("count \($0.count)") }
        }
        store.run(counted.pullback(state: \AppState.counter, action: .counter))
        store.dispatch(.profile(.visit))
        store.dispatch(.counter(.increment))
        expectEqual(store.state.counter, CounterState(count: 1, name: "count 1"))
        // The profile action, the increment and the effect's rename: nothing else.
        expectEqual(store.state.log.count, 3)
        expectEqual(childStates.withLock { $0 }, [1])
    }

    @Test("100,000 actions chained through an effect complete without growing the stack")
    func chainedThroughEffect() {
        let store = Store(reducer: counterReducer, state: CounterState())
        store.run(
            Effect { actions, _ in
                actions.compactMap { action in
                    guard case .add(let amount) = action, amount < 100_000 else { return nil }
                    return .add(amount + 1)
                }
            })
        store.dispatch(.add(1))
        expectEqual(store.state.count, 100_000 * 100_001 / 2)
    }

    @Test("Effects answering actions from 4 threads lose none: every ping gets its pong")
    func effectAcrossThreads() {
        let perThread = 10_000
        let store = Store(reducer: pingPongReducer, state: PingPong())
        store.run(
            Effect { actions, _ in
                actions.compactMap { action in
                    guard case .ping(let thread) = action else { return nil }
                    return .pong(thread)
                }
            })
        let finished = runOnThreads(4) { thread in
            for _ in 0..<perThread {
                store.dispatch(.ping(thread))
            }
        }
        #expect(finished, "the dispatching threads did not finish")
        let expected = [Int](repeating: perThread, count: 4)
        expectEqual(store.state, PingPong(pings: expected, pongs: expected))
    }
}

/// Pings and pongs counted per thread.
private struct PingPong: Equatable {
    var pings = [Int](repeating: 0, count: 4)
    var pongs = [Int](repeating: 0, count: 4)
}

private enum PingPongAction: Sendable {
    case ping(Int)
    case pong(Int)
}

private func pingPongReducer(_ state: inout PingPong, _ action: PingPongAction) {
    switch action {
    case .ping(let thread): state.pings[thread] += 1
    case .pong(let thread): state.pongs[thread] += 1
    }
}
