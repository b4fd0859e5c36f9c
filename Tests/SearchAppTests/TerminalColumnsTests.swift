import OnewayTestSupport
import Testing
import TodoApp

@Suite("Terminal columns", .tracksResources)
struct TerminalColumnsTests {
    @Test(
        "emoji and East Asian wide characters take two columns; letters, accents and symbols one",
        arguments: [
            ("eggs", 4), ("🥚 eggs", 7), ("卵", 2), ("たまご", 6), ("달걀", 4), ("ｅｇｇ", 6),
            ("e\u{301}", 1), ("✓ done", 6), ("❤️", 2), ("─›·▏", 4), ("", 0),
        ]
    )
    func columns(text: String, columns: Int) {
        #expect(text.terminalColumns == columns)
    }

    @Test("a prefix by columns keeps whole characters and leaves out a wide one that would cross the edge")
    func prefix() {
        #expect("🥚 eggs".prefix(columns: 4) == "🥚 e")
        #expect("a🥚".prefix(columns: 2) == "a")
        #expect("たまご".prefix(columns: 5) == "たま")
        #expect("eggs".prefix(columns: 10) == "eggs")
        #expect("eggs".prefix(columns: 0) == "")
    }

    @Test("a row with wide characters is cut to the screen's width in columns, not in characters")
    func wideRowsFit() {
        var state = TodoState()
        state.list = ListState(items: [TodoItem("🥚🥚🥚🥚🥚🥚🥚🥚🥚🥚 たまごの買い物")])
        let screen = Screen(width: 20, height: 7)
        let lines = screen.lines(for: state)
        #expect(lines[2] == ScreenLine(" › [ ] 🥚🥚🥚🥚🥚🥚", .selected), "7 columns, then six emoji: 19 columns")
        #expect(lines.allSatisfy { $0.text.terminalColumns <= 20 })
    }
}
