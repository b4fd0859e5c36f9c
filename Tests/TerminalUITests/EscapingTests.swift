import Foundation
import OnewayTestSupport
import TerminalUI
import Testing

@Suite("Outside text, escaped for the terminal", .tracksResources)
struct EscapingTests {
    @Test(
        "control characters and sequences show as JSON's escapes: C0, DEL, C1, ESC-introduced sequences",
        arguments: [
            ("\u{1B}]0;pwned\u{7}", #"\u001b]0;pwned\u0007"#),
            ("\u{1B}[2J\u{1B}[H", #"\u001b[2J\u001b[H"#),
            ("a\u{0}b\u{8}c\u{7F}d", #"a\u0000b\u0008c\u007fd"#),
            ("\u{9B}31m\u{9D}0;x\u{9C}", #"\u009b31m\u009d0;x\u009c"#),
            ("line\nnext\r\nend\ttab", #"line\u000anext\u000d\u000aend\u0009tab"#),
            ("\u{202E}evil\u{2066}", #"\u202eevil\u2066"#),
            ("a\u{2028}b\u{200B}c\u{FEFF}", #"a\u2028b\u200bc\ufeff"#),
            ("\u{E0001}x", #"\udb40\udc01x"#),
        ])
    func escaped(text: String, shown: String) {
        expectEqual(text.escapedForTerminal, shown)
    }

    @Test("printable text is left as it is: accents, wide characters, emoji sequences")
    func printable() {
        for text in ["plain ASCII ~!", "café e\u{301}", "たまご 卵 달걀", "👩‍👩‍👧 🇫🇷 🏴󠁧󠁢󠁥󠁮󠁧󠁿 1️⃣", "─›·▏⠋"] {
            expectEqual(text.escapedForTerminal, text)
        }
    }

    @Test("escaping is idempotent, and what it gives holds no control character")
    func idempotent() {
        let text = "\u{1B}]0;t\u{7}\u{9B}\u{202E}\u{301}x\u{0}"
        let once = text.escapedForTerminal
        expectEqual(once.escapedForTerminal, once)
        #expect(!once.unicodeScalars.contains { $0.properties.generalCategory == .control })
    }

    @Test("a combining mark with nothing to combine with is shown on a dotted circle, one column")
    func loneCombiningMark() {
        expectEqual("\u{301}a".escapedForTerminal, "\u{25CC}\u{301}a")
        expectEqual("\u{301}a".terminalColumns, 2)
        expectEqual("\u{1B}\u{301}".escapedForTerminal, "\\u001b\u{25CC}\u{301}")
    }

    @Test("a character of thousands of combining marks keeps 16 scalars")
    func longCharacter() {
        let text = "a" + String(repeating: "\u{301}", count: 5_000)
        expectEqual(text.escapedForTerminal.unicodeScalars.count, 16)
        expectEqual(text.terminalColumns, 1)
    }

    @Test("keeping newlines, a line feed stays one and everything else is escaped")
    func keepingNewlines() {
        expectEqual(
            "one\ntwo\r\u{1B}[2J\n".escapedForTerminal(keepingNewlines: true), "one\ntwo\\u000d\\u001b[2J\n")
    }

    @Test("a JSON string literal reads as JSONEncoder writes ordinary text, and escapes what a terminal obeys")
    func jsonLiterals() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        for text in ["ada", "quote \" and \\ and /", "tab\tnew\nline\r", "café たまご 👩‍👩‍👧", "\u{0}\u{1F}\u{8}\u{C}"] {
            expectEqual(jsonStringLiteral(text), String(decoding: try encoder.encode(text), as: UTF8.self))
        }
        expectEqual(jsonStringLiteral("\u{7F}\u{9B}2J\u{202E}"), #""\u007f\u009b2J\u202e""#)
        expectEqual(jsonStringLiteral("\"\u{301}"), "\"\\\"\u{301}\"", "a quote stays escaped under a combining mark")
        let decoded = try JSONDecoder().decode(String.self, from: Data(jsonStringLiteral("\u{1B}]0;x\u{7}\u{9B}").utf8))
        expectEqual(decoded, "\u{1B}]0;x\u{7}\u{9B}", "the literal is JSON for the same text")
    }
}
