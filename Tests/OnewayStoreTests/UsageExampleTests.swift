import Oneway
import OnewayTestSupport
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

        #expect(names == ["", "Ada", ""])
        #expect(emails == ["", "ada@example.com", "ada@analytical.org", ""])
        #expect(signedIn == [false, true, false])
        #expect(store.state.searchQuery == "engines")
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
        #expect(queries == ["a", "ab"])
        subscription.dispose()
    }
}
