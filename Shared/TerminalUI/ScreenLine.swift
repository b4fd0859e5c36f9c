/// How a run of text looks: bold, faint, underlined, reversed, in a colour.
///
/// A style is made only of these attributes, by the program's own code (`.bold`,
/// `.reversed.with(.colour(.yellow))`): nothing turns a string into a style, so text from
/// outside can choose none, and the terminal is sent only the sequences this module writes
/// for them.
package struct Style: Equatable, Hashable, Sendable {
    /// The eight colours every terminal has (the most it is asked for).
    package enum Colour: Int, Sendable {
        case black, red, green, yellow, blue, magenta, cyan, white
    }

    private var isBold = false
    private var isFaint = false
    private var isUnderlined = false
    private var isReversed = false
    private var colour: Colour?

    /// The terminal's own look.
    package static let plain = Style()
    /// Bold, or bright, as the terminal shows it.
    package static let bold = Style(isBold: true)
    /// Dimmed.
    package static let faint = Style(isFaint: true)
    /// Underlined.
    package static let underlined = Style(isUnderlined: true)
    /// Foreground and background swapped.
    package static let reversed = Style(isReversed: true)

    /// The text in `colour`.
    package static func colour(_ colour: Colour) -> Style {
        Style(colour: colour)
    }

    /// This style with the attributes of `other` too (its colour, if it has one).
    package func with(_ other: Style) -> Style {
        Style(
            isBold: isBold || other.isBold, isFaint: isFaint || other.isFaint,
            isUnderlined: isUnderlined || other.isUnderlined, isReversed: isReversed || other.isReversed,
            colour: other.colour ?? colour)
    }

    /// The select-graphic-rendition sequence that turns this style on: `ESC [ 1 ; 7 m`;
    /// nothing for the plain style.
    var sequence: String {
        var parameters: [String] = []
        if isBold { parameters.append("1") }
        if isFaint { parameters.append("2") }
        if isUnderlined { parameters.append("4") }
        if isReversed { parameters.append("7") }
        if let colour { parameters.append(String(30 + colour.rawValue)) }
        return parameters.isEmpty ? "" : "\u{1B}[" + parameters.joined(separator: ";") + "m"
    }
}

/// A run of text in one style, its text already made safe to show.
///
/// Whatever string a span is made from, it holds that string as `escapedForTerminal` shows
/// it: a span from a server's answer or a file is safe to draw as it is, and its columns are
/// the columns it takes on screen.
package struct Span: Equatable, Sendable {
    /// The text as shown: no control characters, escapes in their place.
    package let text: String
    /// How it looks.
    package let style: Style

    /// A span of `text`, escaped as `escapedForTerminal` says, in `style`.
    package init(_ text: String, _ style: Style = .plain) {
        self.init(shown: text.escapedForTerminal, style)
    }

    /// A span of text already escaped.
    fileprivate init(shown: String, _ style: Style) {
        text = shown
        self.style = style
    }
}

/// One line of a full screen: spans left to right.
package struct ScreenLine: Equatable, Sendable {
    /// The spans, none of them empty.
    package private(set) var spans: [Span]

    /// A line of one span (none if `text` is empty).
    package init(_ text: String, _ style: Style = .plain) {
        self.init(spans: [Span(text, style)])
    }

    /// A line of `spans`; empty ones are left out.
    package init(spans: [Span]) {
        self.spans = spans.filter { !$0.text.isEmpty }
    }

    /// The line's text, as shown, without styles.
    package var text: String { spans.map(\.text).joined() }

    /// The columns the line takes.
    package var columns: Int { spans.reduce(0) { $0 + $1.text.terminalColumns } }

    /// This line cut to `columns` terminal columns, then padded to them with spaces in
    /// `padding` (a highlighted row stays highlighted to the edge).
    package func fitted(to columns: Int, padding: Style = .plain) -> ScreenLine {
        var left = columns
        var fitted: [Span] = []
        for span in spans where left > 0 {
            let text = span.text.prefix(columns: left)
            left -= text.terminalColumns
            fitted.append(Span(shown: text, span.style))
        }
        if left > 0 { fitted.append(Span(shown: String(repeating: " ", count: left), padding)) }
        return ScreenLine(spans: fitted)
    }

    /// The lines of a screen too small for what it shows: `height` blank lines of `width`
    /// columns, the middle one saying so (`Terminal too small (30×6); needs 40×10.`) in
    /// `style`.
    package static func tooSmall(
        width: Int, height: Int, needs minimum: (width: Int, height: Int), style: Style = .plain
    ) -> [ScreenLine] {
        let width = max(width, 1)
        let height = max(height, 1)
        let message = "Terminal too small (\(width)×\(height)); needs \(minimum.width)×\(minimum.height)."
        var lines = Array(repeating: ScreenLine(""), count: height)
        lines[height / 2] = ScreenLine(message, style)
        return lines.map { $0.fitted(to: width) }
    }
}

/// The bytes that draw `lines` from the top-left corner of a screen of `width` × `height`:
/// each line cut to the width, no more lines than the height, each span in its style.
///
/// The only sequences in it are this module's: the cursor home, `ESC [ … m` for a style and
/// `ESC [ 0 m` after each span; every span's text was escaped when the span was made.
package func frame(_ lines: [ScreenLine], width: Int, height: Int) -> String {
    var frame = "\u{1B}[H"
    for (number, line) in lines.prefix(max(height, 0)).enumerated() {
        if number > 0 { frame += "\r\n" }
        for span in line.fitted(to: max(width, 0)).spans {
            frame += span.style.sequence + span.text + "\u{1B}[0m"
        }
    }
    return frame
}
