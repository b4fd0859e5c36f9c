import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct UsageExampleTests {
    @Test("Signing in and out updates the observed name, email and isSignedIn, each only when it changes")
    func signInAndOut() {
        let store = Store(reducer: Reducers.rootReducer, state: .initial)
        let disposeBag = DisposeBag()
        var names: [String] = []
        var emails: [String] = []
        var signedIn: [Bool] = []
        store.observe(\.name)
            .subscribe(onNext: { name in
                names.append(name)
            })
            .disposed(by: disposeBag)
        store.observe(\.email).subscribe(onNext: { emails.append($0) }).disposed(by: disposeBag)
        store.observe(\.isSignedIn).subscribe(onNext: { signedIn.append($0) }).disposed(by: disposeBag)

        store.dispatch(.signIn(name: "Ada", email: "ada@example.com"))
        store.dispatch(.search(query: "engines"))
        store.dispatch(.signIn(name: "Ada", email: "ada@analytical.org"))
        store.dispatch(.signOut)

        expectEqual(names, ["", "Ada", ""])
        expectEqual(emails, ["", "ada@example.com", "ada@analytical.org", ""])
        expectEqual(signedIn, [false, true, false])
        expectEqual(store.state.searchQuery, "engines")
        #expect(!store.state.isSignedIn)
    }

    @Test("The search query observable emits the current query, then each distinct non-empty query")
    func searchQueries() {
        let store = Store(reducer: Reducers.rootReducer, state: .initial)
        var queries: [String] = []
        let subscription = store.observe(\.searchQuery)
            .filter { !$0.isEmpty }
            .subscribe(onNext: { queries.append($0) })
        store.dispatch(.search(query: "a"))
        store.dispatch(.search(query: "a"))
        store.dispatch(.signIn(name: "n", email: "e"))
        store.dispatch(.search(query: ""))
        store.dispatch(.search(query: "ab"))
        expectEqual(queries, ["a", "ab"])
        subscription.dispose()
    }

    @Test("The search query, filtered and debounced by 300 ms on TestScheduler, emits each settled query")
    func debouncedSearchQuery() {
        // One tick is a millisecond.
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let store = Store(reducer: Reducers.rootReducer, state: .initial)
        scheduler.scheduleAt(300) { store.dispatch(.search(query: "o")) }
        scheduler.scheduleAt(400) { store.dispatch(.search(query: "on")) }
        scheduler.scheduleAt(800) { store.dispatch(.search(query: "")) }
        scheduler.scheduleAt(900) { store.dispatch(.search(query: "one")) }
        // The same query again is not a change: it does not restart the debounce.
        scheduler.scheduleAt(1000) { store.dispatch(.search(query: "one")) }
        scheduler.scheduleAt(1300) { store.dispatch(.signIn(name: "Ada", email: "ada@example.com")) }
        scheduler.scheduleAt(1400) { store.dispatch(.search(query: "one!")) }
        let observer = scheduler.start(disposed: 3000) {
            store.observe(\.searchQuery)
                .filter { !$0.isEmpty }
                .debounce(.milliseconds(300), scheduler: scheduler)
        }
        expectEqual(observer.events, [.next(700, "on"), .next(1200, "one"), .next(1700, "one!")])
    }

    @Test("The seed's search chain: flatMapLatest searches each settled query; only the latest results arrive")
    func searchChain() {
        // One tick is a millisecond; a search answers 600 ms after it starts.
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let store = Store(reducer: Reducers.rootReducer, state: .initial)
        var searches: [String: TestableObservable<[String]>] = [:]
        func search(_ query: String) -> Observable<[String]> {
            let results = scheduler.createColdObservable([.next(600, ["\(query) 1", "\(query) 2"]), .completed(600)])
            searches[query] = results
            return results.asObservable()
        }
        scheduler.scheduleAt(300) { store.dispatch(.search(query: "o")) }
        scheduler.scheduleAt(400) { store.dispatch(.search(query: "on")) }
        scheduler.scheduleAt(900) { store.dispatch(.search(query: "one")) }
        scheduler.scheduleAt(1400) { store.dispatch(.search(query: "one!")) }
        let observer = scheduler.start(disposed: 3000) {
            store.observe(\.searchQuery)
                .filter { !$0.isEmpty }
                .debounce(.milliseconds(300), scheduler: scheduler)
                .flatMapLatest { searchQuery in
                    search(searchQuery)
                }
        }
        expectEqual(observer.events, [.next(2300, ["one! 1", "one! 2"])])
        expectEqual(searches["on"]?.subscriptions, [Subscription(700, 1200)])
        expectEqual(searches["one"]?.subscriptions, [Subscription(1200, 1700)])
        expectEqual(searches["one!"]?.subscriptions, [Subscription(1700, 2300)])
        expectEqual(searches.count, 3)
    }
}
