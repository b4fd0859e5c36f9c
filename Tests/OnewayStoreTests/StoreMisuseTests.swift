import Oneway
import OnewayTestSupport
import Testing

/// The store's lock is held while the reducer runs, so a reducer calling back into the store
/// would deadlock; the store stops the program with a message naming the rule instead.
@Suite(.tracksResources)
struct StoreMisuseTests {
    @Test("A reducer that dispatches stops the program with a message saying reducers must be pure")
    func reducerDispatches() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var store: Store<Int, Int>?
            store = Store(
                reducer: { state, action in
                    store?.dispatch(action)
                    return state + action
                }, state: 0)
            store?.dispatch(1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("the reducer tried to dispatch an action; a reducer must be a pure function"))
    }

    @Test("A reducer that dispatches to a store scoped from its own store stops the program with the same message")
    func reducerDispatchesToScopedStore() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var scoped: Store<Int, Int>?
            let store = Store<[Int], Int>(
                reducer: { state, action in
                    scoped?.dispatch(action)
                    return state + [action]
                }, state: [0])
            scoped = store.scope(state: \.[0])
            store.dispatch(1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("the reducer tried to dispatch an action; a reducer must be a pure function"))
    }

    @Test("A reducer that reads store.state stops the program with a message saying reducers must be pure")
    func reducerReadsState() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var store: Store<Int, Int>?
            store = Store(
                reducer: { state, action in
                    state + action + (store?.state ?? 0)
                }, state: 0)
            store?.dispatch(1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("the reducer tried to read store.state; a reducer must be a pure function"))
    }

    @Test("A reducer that subscribes to the store stops the program with a message saying reducers must be pure")
    func reducerSubscribes() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var store: Store<Int, Int>?
            store = Store(
                reducer: { state, action in
                    _ = store?.observe(\.self).subscribe(onNext: { _ in })
                    return state + action
                }, state: 0)
            store?.dispatch(1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("the reducer tried to subscribe to the store; a reducer must be a pure function"))
    }

    @Test("A reducer that starts an effect stops the program with a message saying reducers must be pure")
    func reducerRunsEffect() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var store: Store<Int, Int>?
            store = Store(
                reducer: { state, action in
                    store?.run(.none)
                    return state + action
                }, state: 0)
            store?.dispatch(1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("the reducer tried to start an effect; a reducer must be a pure function"))
    }

    @Test(
        "A reducer that subscribes to the store's actions stops the program with a message saying reducers must be pure"
    )
    func reducerObservesActions() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var store: Store<Int, Int>?
            store = Store(
                reducer: { state, action in
                    _ = store?.actions.subscribe(onNext: { _ in })
                    return state + action
                }, state: 0)
            store?.dispatch(1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("the reducer tried to subscribe to the store; a reducer must be a pure function"))
    }
}
