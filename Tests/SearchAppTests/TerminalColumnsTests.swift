import OnewayTestSupport
import SearchApp
import Testing

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
        expectEqual(text.terminalColumns, columns)
    }

    @Test("a prefix by columns keeps whole characters and leaves out a wide one that would cross the edge")
    func prefix() {
        expectEqual("🥚 eggs".prefix(columns: 4), "🥚 e")
        expectEqual("a🥚".prefix(columns: 2), "a")
        expectEqual("たまご".prefix(columns: 5), "たま")
        expectEqual("eggs".prefix(columns: 10), "eggs")
        expectEqual("eggs".prefix(columns: 0), "")
    }

    @Test("a row with wide characters is cut to the screen's width in columns, not in characters")
    func wideRowsFit() {
        var search = SearchState()
        search.type("🥚")
        let user = User(login: "eggs", name: "🥚🥚🥚🥚🥚🥚🥚🥚🥚🥚🥚🥚🥚🥚🥚🥚🥚 たまごの買い物")
        search.receive(page: 1, result: SearchModel(query: "🥚", items: [user], totalCount: 1))
        let lines = Screen(width: 42, height: 10).lines(for: ViewModel(session: SessionState(), search: search))
        let emoji = String(repeating: "🥚", count: 16)
        expectEqual(
            lines[4].text, " › eggs  \(emoji) ",
            "9 columns, 16 emoji, and a space where the 17th would cross the edge")
        #expect(lines.allSatisfy { $0.text.terminalColumns == 42 })
    }
}
