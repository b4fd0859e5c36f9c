import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing
import TodoApp

@Suite("The app's reducer", .tracksResources)
struct TodoReducerTests {
    @Test("each feature's action reaches its slice, and the log records every action")
    func routing() {
        let store = TestStore(reducer: todoReducer, state: TodoState())
        store.send(.input(.startAdding)) {
            $0.input = .adding(draft: "")
            $0.lastAction = "input.startAdding"
            $0.actionCount = 1
        }
        store.send(.input(.editDraft("tea"))) {
            $0.input = .adding(draft: "tea")
            $0.lastAction = #"input.editDraft("tea")"#
            $0.actionCount = 2
        }
        store.send(.list(.add("tea"))) {
            $0.list.items = [TodoItem("tea")]
            $0.list.history = [[]]
            $0.lastAction = #"list.add("tea")"#
            $0.actionCount = 3
        }
        store.send(.search(.setQuery("t"))) {
            $0.search.query = "t"
            $0.lastAction = #"search.setQuery("t")"#
            $0.actionCount = 4
        }
        store.send(.search(.found(query: "t", titles: ["tea"]))) {
            $0.search.matchedQuery = "t"
            $0.search.matches = ["tea"]
            $0.lastAction = #"search.found("t", 1 titles)"#
            $0.actionCount = 5
        }
    }

    @Test("clearing the query forgets the matches, and a result arriving after that is dropped")
    func clearedSearch() {
        let store = TestStore(reducer: searchReducer, state: SearchState())
        store.send(.setQuery("egg")) { $0.query = "egg" }
        store.send(.found(query: "egg", titles: ["eggs"])) {
            $0.matchedQuery = "egg"
            $0.matches = ["eggs"]
        }
        store.send(.setQuery("")) {
            $0.query = ""
            $0.matchedQuery = ""
            $0.matches = []
        }
        store.send(.found(query: "egg", titles: ["eggs"]))
    }

    @Test("a search is under way while the query differs from the one last answered")
    func isSearching() {
        var search = SearchState()
        #expect(!search.isSearching)
        search.query = "eg"
        #expect(search.isSearching)
        search.matchedQuery = "eg"
        search.matches = ["eggs"]
        #expect(!search.isSearching)
        #expect(search.matches("eggs"))
        search.query = "egg"
        #expect(search.isSearching)
        #expect(!search.matches("eggs"), "matches of an older query do not count")
    }
}
