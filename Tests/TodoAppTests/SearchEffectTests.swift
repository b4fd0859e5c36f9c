import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing
import TodoApp

/// The search effect on virtual time: one tick is a millisecond, the pause is 150 ticks.
@Suite("The search effect", .tracksResources)
struct SearchEffectTests {
    private let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    private let store = Store(reducer: todoReducer, state: shoppingList)

    /// Runs the effect on the store with `lookUp` and records each query and list it was
    /// asked about.
    private func startSearch(
        lookUp: @escaping (String, [TodoItem]) -> Single<[String]>
    ) -> (Disposable, asked: () -> [Recorded<String>]) {
        var asked: [Recorded<String>] = []
        let search = store.run(
            searchEffect(scheduler: scheduler) { query, items in
                asked.append(Recorded(time: scheduler.clock, value: "\(query) in \(items.count)"))
                return lookUp(query, items)
            })
        return (search, { asked })
    }

    private func type(_ queries: [(TestTime, String)]) {
        for (time, query) in queries {
            scheduler.scheduleAt(time) { store.dispatch(.search(.setQuery(query))) }
        }
    }

    @Test("typing looks up only the query typed last, once typing has paused for the interval")
    func debounced() {
        let (search, asked) = startSearch { query, items in
            lookUpTitles(query, in: items, latency: .milliseconds(300), scheduler: scheduler)
        }
        let matches = scheduler.createObserver([String].self)
        let watching = store.observe(\.search.matches).subscribe(matches)
        type([(100, "e"), (200, "eg"), (300, "egg")])
        scheduler.start()
        #expect(asked() == [Recorded(time: 450, value: "egg in 3")])
        #expect(matches.events == [.next(0, []), .next(750, ["eggs", "egg noodles"])])
        #expect(store.state.search.matchedQuery == "egg")
        search.dispose()
        watching.dispose()
    }

    @Test("a query typed during a lookup disposes that lookup, so its answer never lands")
    func latestWins() {
        let lookup = scheduler.createColdObservable([.next(300, ["slow answer"]), .completed(300)])
        let (search, asked) = startSearch { _, _ in lookup.asSingle() }
        let answered = scheduler.createObserver(String.self)
        let watching = store.observe(\.search.matchedQuery).subscribe(answered)
        // "e" is looked up at 250 and would be answered at 550; "eg" is looked up at 500.
        type([(100, "e"), (350, "eg")])
        scheduler.start()
        #expect(asked() == [Recorded(time: 250, value: "e in 3"), Recorded(time: 500, value: "eg in 3")])
        #expect(lookup.subscriptions == [Subscription(250, 500), Subscription(500, 800)])
        #expect(answered.events == [.next(0, ""), .next(800, "eg")])
        search.dispose()
        watching.dispose()
    }

    @Test("changing the list looks the query up again in the new list")
    func listChanges() {
        let (search, asked) = startSearch { query, items in
            lookUpTitles(query, in: items, latency: .milliseconds(10), scheduler: scheduler)
        }
        type([(100, "egg")])
        scheduler.scheduleAt(500) { store.dispatch(.list(.remove(at: 1))) }
        scheduler.start()
        #expect(asked() == [Recorded(time: 250, value: "egg in 3"), Recorded(time: 650, value: "egg in 2")])
        #expect(store.state.search.matches == ["egg noodles"])
        search.dispose()
    }

    @Test("clearing the query cancels the lookup in flight and looks nothing up")
    func clearing() {
        let lookup = scheduler.createColdObservable([.next(300, ["eggs"]), .completed(300)])
        let (search, asked) = startSearch { _, _ in lookup.asSingle() }
        type([(100, "egg"), (300, "")])
        scheduler.start()
        #expect(asked() == [Recorded(time: 250, value: "egg in 3")])
        #expect(lookup.subscriptions == [Subscription(250, 450)])
        #expect(store.state.search == SearchState())
        search.dispose()
    }

    @Test("disposing the search cancels a pending lookup and frees everything it held")
    func disposing() {
        let lookup = scheduler.createColdObservable([.next(300, ["eggs"]), .completed(300)])
        let (search, _) = startSearch { _, _ in lookup.asSingle() }
        type([(100, "egg")])
        scheduler.scheduleAt(400) { search.dispose() }
        scheduler.start()
        #expect(lookup.subscriptions == [Subscription(250, 400)])
        #expect(store.state.search.matches == [])
    }
}

private let shoppingList: TodoState = {
    var state = TodoState()
    state.list = ListState(items: [TodoItem("milk"), TodoItem("eggs"), TodoItem("egg noodles")])
    return state
}()
