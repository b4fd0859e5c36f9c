/// One line of the screen: runs of text, each with how to show it, fitted to the width.
package struct ScreenLine: Equatable, Sendable {
    /// How the terminal shows a run of text.
    package enum Style: Equatable, Sendable {
        case plain, title, selected, match, selectedMatch, faint, warning, field
    }

    /// A run of text in one style.
    package struct Span: Equatable, Sendable {
        package var text: String
        package var style: Style

        package init(_ text: String, _ style: Style = .plain) {
            self.text = text
            self.style = style
        }
    }

    package var spans: [Span]

    package init(_ text: String, _ style: Style = .plain) {
        spans = text.isEmpty ? [] : [Span(text, style)]
    }

    package init(spans: [Span]) {
        self.spans = spans.filter { !$0.text.isEmpty }
    }

    /// The text without styles.
    package var text: String { spans.map(\.text).joined() }

    /// This line cut to `columns` terminal columns, then padded to them with spaces in the
    /// style of its last run (so a highlighted row is highlighted to the edge).
    package func fitted(to columns: Int) -> ScreenLine {
        var left = columns
        var fitted: [Span] = []
        for span in spans where left > 0 {
            let text = span.text.prefix(columns: left)
            left -= text.terminalColumns
            fitted.append(Span(text, span.style))
        }
        if left > 0 {
            let style = fitted.last?.style == .selectedMatch ? .selected : fitted.last?.style ?? .plain
            fitted.append(
                Span(String(repeating: " ", count: left), style == .title || style == .selected ? style : .plain))
        }
        return ScreenLine(spans: fitted)
    }
}
