import OnewayTestSupport
import TerminalUI
import Testing

@Suite("Terminal columns", .tracksResources)
struct TerminalColumnsTests {
    @Test(
        "emoji and East Asian wide characters take two columns; letters, accents and symbols one",
        arguments: [
            ("eggs", 4), ("🥚 eggs", 7), ("卵", 2), ("たまご", 6), ("달걀", 4), ("ｅｇｇ", 6),
            ("e\u{301}", 1), ("✓ done", 6), ("❤️", 2), ("─›·▏", 4), ("", 0), ("👩‍👩‍👧", 2), ("🇫🇷", 2),
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

    @Test("escaped characters take the columns of their escapes, and a prefix never cuts one in two")
    func escapes() {
        expectEqual("a\u{1B}b".terminalColumns, 8)
        expectEqual("a\u{1B}b".prefix(columns: 7), "a\\u001b")
        expectEqual("a\u{1B}b".prefix(columns: 6), "a")
        expectEqual("\u{301}x".terminalColumns, 2, "a lone combining mark is shown on a dotted circle")
    }

    @Test("fitting pads to the exact width, or cuts, with an ellipsis when asked, in columns")
    func fitting() {
        expectEqual("ab".fitted(toColumns: 4), "ab  ")
        expectEqual("abcdef".fitted(toColumns: 4), "abcd")
        expectEqual("abcdef".fitted(toColumns: 4, ellipsis: true), "abc…")
        expectEqual("たまご".fitted(toColumns: 4, ellipsis: true), "た… ")
        expectEqual("x\u{1B}[2J".fitted(toColumns: 9, ellipsis: true), "x\\u001b[…")
        expectEqual("abc".fitted(toColumns: 0), "")
    }
}
