import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing
import TodoApp

/// The search effect as the app runs it, checked step by step by a `TestStore`: each action
/// the test sends and each one the effect dispatches, with the state after it, on virtual
/// time (one tick is a millisecond; the pause is 150 ticks, a lookup takes 300).
@Suite("The search effect, checked by a TestStore", .tracksResources)
struct SearchEffectTestStoreTests {
    private let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)

    /// A test store on the shopping list, with the search running on it.
    private func makeStore() -> TestStore<TodoState, TodoAction> {
        var state = TodoState()
        state.list = ListState(items: [TodoItem("milk"), TodoItem("eggs"), TodoItem("egg noodles")])
        let store = TestStore(reducer: todoReducer, state: state)
        let scheduler = scheduler
        store.run(
            searchEffect(scheduler: scheduler) { query, items in
                lookUpTitles(query, in: items, latency: .milliseconds(300), scheduler: scheduler)
            })
        return store
    }

    @Test("the effect dispatches what it found for the query typed last, a pause and a lookup after it")
    func found() {
        let store = makeStore()
        store.send(.search(.setQuery("e"))) {
            $0.search.query = "e"
            $0.lastAction = #"search.setQuery("e")"#
            $0.actionCount = 1
        }
        scheduler.advanceTo(100)
        store.send(.search(.setQuery("egg"))) {
            $0.search.query = "egg"
            $0.lastAction = #"search.setQuery("egg")"#
            $0.actionCount = 2
        }
        // "e" was never looked up; "egg" is looked up at 250 and answered at 550.
        scheduler.advanceTo(549)
        #expect(store.receivedActions == [])
        scheduler.advanceTo(550)
        store.receive(.search(.found(query: "egg", titles: ["eggs", "egg noodles"]))) {
            $0.search.matchedQuery = "egg"
            $0.search.matches = ["eggs", "egg noodles"]
            $0.lastAction = #"search.found("egg", 2 titles)"#
            $0.actionCount = 3
        }
        scheduler.start()
        #expect(store.receivedActions == [])
    }

    @Test("clearing the query during a lookup means the effect dispatches nothing")
    func clearing() {
        let store = makeStore()
        store.send(.search(.setQuery("egg"))) {
            $0.search.query = "egg"
            $0.lastAction = #"search.setQuery("egg")"#
            $0.actionCount = 1
        }
        // Looked up at 150 and due at 450; the cleared query passes the pause at 350, while
        // the lookup is in flight, and disposes it.
        scheduler.advanceTo(200)
        store.send(.search(.setQuery(""))) {
            $0.search.query = ""
            $0.lastAction = #"search.setQuery("")"#
            $0.actionCount = 2
        }
        scheduler.start()
        #expect(scheduler.clock == 350, "nothing ran after the pause: the answer due at 450 was cancelled")
        #expect(store.receivedActions == [])
    }
}
