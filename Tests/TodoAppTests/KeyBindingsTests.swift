import OnewayTestSupport
import Testing
import TodoApp

@Suite("Keys to actions", .tracksResources)
struct KeyBindingsTests {
    private var browsing: TodoState {
        var state = TodoState()
        state.list = ListState(items: [TodoItem("milk"), TodoItem("eggs")])
        state.list.cursor = 1
        return state
    }

    @Test(
        "browsing: each key acts on the selected row or changes mode",
        arguments: [
            (Key.up, [TodoAction.list(.moveCursor(by: -1))]),
            (.character("k"), [.list(.moveCursor(by: -1))]),
            (.down, [.list(.moveCursor(by: 1))]),
            (.character("j"), [.list(.moveCursor(by: 1))]),
            (.character(" "), [.list(.toggle(at: 1))]),
            (.enter, [.list(.toggle(at: 1))]),
            (.character("d"), [.list(.remove(at: 1))]),
            (.delete, [.list(.remove(at: 1))]),
            (.backspace, [.list(.remove(at: 1))]),
            (.character("a"), [.input(.startAdding)]),
            (.character("/"), [.input(.startSearching)]),
            (.character("u"), [.list(.undo)]),
            (.character("z"), []),
            (.escape, []),
        ]
    )
    func browsingKeys(key: Key, actions: [TodoAction]) {
        #expect(response(to: key, in: browsing) == .dispatch(actions))
    }

    @Test("browsing: Escape clears a search left on screen")
    func escapeClearsSearch() {
        var state = browsing
        state.search.query = "egg"
        #expect(response(to: .escape, in: state) == .dispatch([.search(.setQuery(""))]))
    }

    @Test("q quits while browsing but is a letter while typing; Ctrl-C quits from anywhere")
    func quitting() {
        var adding = browsing
        adding.input = .adding(draft: "te")
        var searching = browsing
        searching.input = .searching
        #expect(response(to: .character("q"), in: browsing) == .quit)
        #expect(response(to: .character("q"), in: adding) == .dispatch([.input(.editDraft("teq"))]))
        #expect(response(to: .character("q"), in: searching) == .dispatch([.search(.setQuery("q"))]))
        for state in [browsing, adding, searching] {
            #expect(response(to: .control("c"), in: state) == .quit)
        }
    }

    @Test("typing a new item: characters edit the draft, Enter adds it and finishes, Escape drops it")
    func addingKeys() {
        var state = browsing
        state.input = .adding(draft: "tea")
        #expect(response(to: .character("s"), in: state) == .dispatch([.input(.editDraft("teas"))]))
        #expect(response(to: .backspace, in: state) == .dispatch([.input(.editDraft("te"))]))
        #expect(response(to: .enter, in: state) == .dispatch([.list(.add("tea")), .input(.finish)]))
        #expect(response(to: .escape, in: state) == .dispatch([.input(.finish)]))
        #expect(response(to: .up, in: state) == .dispatch([]))
        state.input = .adding(draft: "  ")
        #expect(response(to: .enter, in: state) == .dispatch([.input(.finish)]), "a blank draft adds nothing")
    }

    @Test("searching: characters edit the query, Enter keeps the results, Escape clears them")
    func searchingKeys() {
        var state = browsing
        state.input = .searching
        state.search.query = "eg"
        #expect(response(to: .character("g"), in: state) == .dispatch([.search(.setQuery("egg"))]))
        #expect(response(to: .backspace, in: state) == .dispatch([.search(.setQuery("e"))]))
        #expect(response(to: .enter, in: state) == .dispatch([.input(.finish)]))
        #expect(response(to: .escape, in: state) == .dispatch([.search(.setQuery("")), .input(.finish)]))
    }
}
