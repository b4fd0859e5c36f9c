import OnewayTestSupport
import TerminalTestSupport
import TerminalUI
import Testing

@Suite("Lines of styled spans, and the frames they make", .tracksResources)
struct ScreenLineTests {
    @Test("a span escapes its text whatever it is made from, so a line holds no control character")
    func spansEscape() {
        let line = ScreenLine(spans: [Span("\u{1B}[31mred", .bold), Span(" and \u{9B}2J")])
        expectEqual(line.text, "\\u001b[31mred and \\u009b2J")
        expectEqual(line.columns, 26)
    }

    @Test("styles are made of attributes only, each turned into the one sequence that sets it")
    func styles() {
        let frameText = frame(
            [
                ScreenLine(spans: [
                    Span("a"), Span("b", .bold.with(.reversed)), Span("c", .bold.with(.underlined).with(.reversed)),
                    Span("d", .colour(.yellow).with(.bold)), Span("e", .faint), Span("f", .colour(.red)),
                ])
            ], width: 6, height: 1)
        expectEqual(
            frameText,
            "\u{1B}[Ha\u{1B}[0m\u{1B}[1;7mb\u{1B}[0m\u{1B}[1;4;7mc\u{1B}[0m\u{1B}[1;33md\u{1B}[0m\u{1B}[2me\u{1B}[0m"
                + "\u{1B}[31mf\u{1B}[0m")
    }

    @Test("fitting cuts to the width in columns and pads in the style asked for")
    func fitting() {
        let line = ScreenLine(spans: [Span("ab", .reversed), Span("たまご")])
        expectEqual(line.fitted(to: 5).spans, [Span("ab", .reversed), Span("た"), Span(" ")])
        expectEqual(line.fitted(to: 10, padding: .reversed).spans.last, Span("  ", .reversed))
    }

    @Test("a frame is cut to the screen it is drawn on, however long its lines or many")
    func frameBounds() {
        let lines = Array(repeating: ScreenLine(String(repeating: "x", count: 100)), count: 30)
        let text = frame(lines, width: 20, height: 5)
        expectEqual(text.components(separatedBy: "\r\n").count, 5)
        expectEqual(text.components(separatedBy: "\r\n").map { $0.count(where: { $0 == "x" }) }, [20, 20, 20, 20, 20])
    }

    @Test("a frame of hostile text holds only the module's own sequences")
    func frameSequences() {
        let hostile = "\u{1B}]0;pwned\u{7}\u{1B}[2J\u{9B}6n\u{1B}P+q\u{1B}\\"
        let text = frame([ScreenLine(hostile, .bold), ScreenLine(spans: [Span(hostile)])], width: 80, height: 2)
        expectEqual(foreignControls(in: text), [])
        #expect(text.contains(#"\u001b]0;pwned\u0007\u001b[2J\u009b6n\u001bP+q\u001b\"#))
    }

    @Test("a screen too small says so in its middle line, at exactly its size")
    func tooSmall() {
        let lines = ScreenLine.tooSmall(width: 30, height: 5, needs: (40, 10))
        expectEqual(lines.count, 5)
        #expect(lines.allSatisfy { $0.columns == 30 })
        expectEqual(lines[2].text, "Terminal too small (30×5); nee")
        expectEqual(ScreenLine.tooSmall(width: 0, height: 0, needs: (40, 10)).count, 1)
    }
}
