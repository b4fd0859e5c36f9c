import Observation
import Oneway
import OnewayTestSupport
import Testing

// The Swift samples of the article "Using a store from SwiftUI" (OnewayStore's catalog) that
// need no SwiftUI, as the article shows them: `DocumentationSnippetTests` checks that each of
// the article's compiled samples is here, and the test below runs them.

struct SearchState: Equatable, Sendable {
    var query = ""
    var results: [String] = []
    var isLoading = false
    var signedInAs: String?
}

enum SearchAction: Sendable {
    case queryChanged(String)
    case loaded([String])
    case signIn(String)
    case signOut
}

func searchReducer(_ state: inout SearchState, _ action: SearchAction) {
    switch action {
    case .queryChanged(let query):
        state.query = query
        state.isLoading = !query.isEmpty
    case .loaded(let results):
        state.results = results
        state.isLoading = false
    case .signIn(let name): state.signedInAs = name
    case .signOut: state.signedInAs = nil
    }
}

struct TabsState: Equatable, Sendable {
    var search = SearchState()
    var favorites: [String] = []
}

enum TabsAction: Sendable {
    case search(SearchAction)
    case favorite(String)
}

extension ActionPath<TabsAction, SearchAction> {
    static let search = ActionPath(embed: TabsAction.search) {
        guard case .search(let action) = $0 else { return nil }
        return action
    }
}

let tabsReducer = Reduce<TabsState, TabsAction>.combine(
    Reduce(searchReducer).pullback(state: \.search, action: .search),
    Reduce { state, action in
        if case .favorite(let name) = action { state.favorites.append(name) }
    })

@Suite(.tracksResources)
@MainActor
struct UsingAStoreFromSwiftUITests {
    @Test("The article's Observation sample runs: the reader of one field, then two dispatches that reach the model")
    func observationSample() {
        let model = ObservedStore(Store(reducer: searchReducer, state: SearchState()))

        withObservationTracking {
            print("signed in as", model.signedInAs ?? "nobody")
        } onChange: {
            print("the signed-in user changed")
        }
        model.dispatch(.queryChanged("ada"))  // prints nothing: the reader did not read `query`
        model.dispatch(.signIn("Ada"))  // prints "the signed-in user changed"

        expectEqual(model.state, SearchState(query: "ada", isLoading: true, signedInAs: "Ada"))
    }

    @Test("The article's scoping sample runs: the tab's model dispatches through the app's store and follows its part")
    func scopingSample() {
        let tabs = Store(reducer: tabsReducer, state: TabsState())
        let search = ObservedStore(tabs.scope(state: \.search, action: .search))
        search.dispatch(.queryChanged("ada"))  // applied by `tabs`, as `.search(.queryChanged("ada"))`

        tabs.dispatch(.favorite("ada"))
        expectEqual(search.query, "ada")
        expectEqual(tabs.state, TabsState(search: SearchState(query: "ada", isLoading: true), favorites: ["ada"]))
    }
}
