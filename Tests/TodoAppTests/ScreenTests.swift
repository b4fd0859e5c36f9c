import OnewayTestSupport
import Testing
import TodoApp

@Suite("Laying a state out on the screen", .tracksResources)
struct ScreenTests {
    private let screen = Screen(width: 40, height: 9)

    private var shopping: TodoState {
        var state = TodoState()
        state.list = ListState(items: [TodoItem("milk", isDone: true), TodoItem("eggs"), TodoItem("egg noodles")])
        state.list.cursor = 1
        state.lastAction = "list.moveCursor(by: 1)"
        return state
    }

    @Test("browsing: the counts on top, the selected row marked, done items faint, the log and the keys below")
    func browsing() {
        #expect(
            screen.lines(for: shopping) == [
                ScreenLine(" Oneway to-do" + spaces(10) + "3 items · 1 done ", .title),
                ScreenLine(""),
                ScreenLine("   [x] milk", .faint),
                ScreenLine(" › [ ] eggs", .selected),
                ScreenLine("   [ ] egg noodles"),
                ScreenLine(String(repeating: "─", count: 40), .faint),
                ScreenLine(""),
                ScreenLine(" last action: list.moveCursor(by: 1)", .faint),
                ScreenLine(" ↑↓ move  space done  a add  d delete", .faint),
            ])
    }

    @Test("searching: the query with its cursor, then 'searching…' until the answer, then the matches stand out")
    func searching() {
        var state = shopping
        state.input = .searching
        state.search.query = "egg"
        #expect(screen.lines(for: state)[6] == ScreenLine(" Search: egg▏   searching…"))
        #expect(screen.lines(for: state)[3] == ScreenLine("   [ ] eggs"), "no row is selected while typing")

        state.search.matchedQuery = "egg"
        state.search.matches = ["eggs", "egg noodles"]
        let lines = screen.lines(for: state)
        #expect(
            lines[2...4] == [
                ScreenLine("   [x] milk", .faint),
                ScreenLine("   [ ] eggs", .match),
                ScreenLine("   [ ] egg noodles", .match),
            ])
        #expect(lines[6] == ScreenLine(" Search: egg▏   2 found: eggs, egg noodl"), "cut at the width")
        #expect(lines[8] == ScreenLine(" type to search  enter keep results", .faint), "only whole hints")

        state.input = .browsing
        state.search.matches = []
        #expect(screen.lines(for: state)[6] == ScreenLine(" Search: egg   no match"), "a search stays after Enter")
    }

    @Test("typing a new item shows the draft; a problem shows as a warning")
    func addingAndProblems() {
        var state = shopping
        state.input = .adding(draft: "tea")
        #expect(screen.lines(for: state)[6] == ScreenLine(" New item: tea▏"))
        state.input = .browsing
        state.list.problem = "there is no item 9"
        #expect(screen.lines(for: state)[6] == ScreenLine(" ! there is no item 9", .warning))
    }

    @Test("an empty list says how to start, and the title bar counts in the singular for one item")
    func emptyAndSingular() {
        let empty = screen.lines(for: TodoState())
        #expect(empty[0] == ScreenLine(" Oneway to-do" + spaces(10) + "0 items · 0 done ", .title))
        #expect(empty[2] == ScreenLine("   Nothing to do. Press a to add an item", .faint))
        #expect(empty[7] == ScreenLine(" last action: none", .faint))
        var one = TodoState()
        one.list = ListState(items: [TodoItem("tea")])
        #expect(screen.lines(for: one)[0] == ScreenLine(" Oneway to-do" + spaces(11) + "1 item · 0 done ", .title))
    }

    @Test("a list longer than the screen scrolls just enough to keep the selected row in view")
    func scrolling() {
        var state = TodoState()
        state.list = ListState(items: (1...10).map { TodoItem("item \($0)") })
        state.list.cursor = 7
        let rows = screen.lines(for: state)[2...4].map(\.text)
        #expect(rows == ["   [ ] item 6", "   [ ] item 7", " › [ ] item 8"])
        state.list.cursor = 0
        #expect(screen.lines(for: state)[2...4].map(\.text) == [" › [ ] item 1", "   [ ] item 2", "   [ ] item 3"])
    }

    @Test("every layout has exactly `height` lines of at most `width` characters, down to the minimum size")
    func size() {
        let tiny = Screen(width: 5, height: 2)
        #expect(tiny.width == 20 && tiny.height == Screen.minimumHeight)
        for screen in [tiny, Screen(width: 80, height: 24), Screen(width: 33, height: 11)] {
            let lines = screen.lines(for: shopping)
            #expect(lines.count == screen.height)
            #expect(lines.allSatisfy { $0.text.count <= screen.width })
        }
    }
}

private func spaces(_ count: Int) -> String { String(repeating: " ", count: count) }
