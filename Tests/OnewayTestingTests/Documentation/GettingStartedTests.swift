import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

// Getting Started's store and its test, line for line (DocumentationSnippetTests checks it).

@Suite(.tracksResources)
struct GettingStartedTests {
    @Test("Getting Started's store searches 300 ms after typing pauses, then appends the next page")
    func storeRunsTheSearch() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        var pages: [[String]] = []
        do {
            let disposeBag = DisposeBag()
            let store = Store(reducer: appReducer, state: AppState())

            store.observe(\.results.items)
                .subscribe(onNext: { users in print(users.map(\.login)) })
                .disposed(by: disposeBag)

            store.run(searchEffect(search: { lookUp($0, scheduler: scheduler) }, scheduler: scheduler))
                .disposed(by: disposeBag)

            store.observe(\.results.items).subscribe(onNext: { pages.append($0.map(\.login)) })
                .disposed(by: disposeBag)

            store.dispatch(.signIn(name: "Ada"))
            store.dispatch(.search(query: "ada"))

            scheduler.advanceTo(799)
            #expect(store.state.isLoading)
            scheduler.advanceTo(800)
            #expect(store.state.page == 1 && !store.state.isLoading)
            store.dispatch(.nextPage)
            scheduler.advanceTo(1300)
            #expect(store.state.page == 2 && store.state.signedInAs == "Ada")
        }
        expectEqual(pages.map(\.count), [0, 30, 45])
        expectEqual(pages.last, users.map(\.login))
    }

    @Test("Getting Started's Driver shows the query at once, then each new one, on the main thread")
    @MainActor
    func driverShowsTheQuery() {
        let disposeBag = DisposeBag()
        let store = Store(reducer: appReducer, state: AppState())

        let searchField = SearchField()
        store.observe(\.query)
            .asDriver(onErrorJustReturn: "")
            .drive(onNext: { query in searchField.text = query })
            .disposed(by: disposeBag)

        expectEqual(searchField.text, "")
        store.dispatch(.search(query: "ada"))
        expectEqual(searchField.text, "ada")
    }

    @Test("Typing searches once typing pauses, and a newer query cancels the search in flight")
    func typingSearchesOnceTypingPauses() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)  // 1 tick = 1 ms
        let store = TestStore(reducer: appReducer, state: AppState())
        store.run(searchEffect(search: { lookUp($0, scheduler: scheduler) }, scheduler: scheduler))

        store.send(.search(query: "ad")) { $0.query = "ad" }
        scheduler.advanceTo(300)  // typing paused: the search for "ad" starts
        store.receive(.loading(true)) { $0.isLoading = true }

        scheduler.advanceTo(400)
        store.send(.search(query: "ada")) { $0.query = "ada" }
        scheduler.advanceTo(700)  // the search for "ada" starts, and cancels the one for "ad"
        store.receive(.loading(true))

        scheduler.advanceTo(1200)
        let firstPage = SearchModel(query: "ada", items: Array(users[0..<30]), totalCount: 45)
        store.receive(.searchUser(page: 1, result: firstPage)) {
            $0.results = firstPage
            $0.page = 1
            $0.isLoading = false
        }
    }

    @Test("Getting Started's Flux stores follow the search and show only the newest query's answer")
    func dispatcherRunsTheSearch() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let dispatcher = SearchUserDispatcher()
        let store = SearchUserStore(dispatcher: AnyObservableDispatcher(dispatcher))
        let action = SearchUserAction(
            dispatcher: AnyObserverDispatcher(dispatcher), search: { lookUp($0, scheduler: scheduler) },
            scheduler: scheduler)
        var loading: [Bool] = []
        let subscription = store.loading.subscribe(onNext: { loading.append($0) })
        defer { subscription.dispose() }

        action.search(query: "ad")
        scheduler.advanceTo(400)
        action.search(query: "ada")
        scheduler.advanceTo(1199)
        expectEqual(store.searchUser.value, SearchModel())
        scheduler.advanceTo(1200)
        expectEqual(store.searchUser.value, SearchModel(query: "ada", items: Array(users[0..<30]), totalCount: 45))
        expectEqual(store.query.value, "ada")
        expectEqual(loading, [false, true, true, false])
    }
}
