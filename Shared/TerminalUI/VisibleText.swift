/// Outside text as a terminal may show it, and the columns it takes there.
///
/// A terminal obeys the control characters in what it is sent: `ESC ] 0 ; … BEL` retitles
/// the window, `ESC [ 2 J` clears it, some sequences make it answer into the program's input,
/// a carriage return or a right-to-left override redraws what came before. So text from
/// outside the program (a server's answer, a file, a command line) is shown with each such
/// character as a visible escape in JSON's spelling, `\u001b` for ESC: C0 controls, DEL,
/// C1 controls, the bidirectional formatting characters, the line and paragraph separators,
/// and the invisible format characters (zero-width space, byte order mark…) that would
/// otherwise take no column. What follows an escaped ESC is ordinary text and shows as such.
///
/// Columns: East Asian wide characters and emoji take two, a letter with its combining
/// accents one, and a combining mark with nothing to combine with (at the start of the text)
/// is shown on a dotted circle, `◌́`, so that it takes a column of its own instead of
/// landing on whatever was drawn before it. A character made of more than 16 Unicode scalars
/// (emoji sequences have at most about 10) keeps its first 16: a single character must not
/// make every frame megabytes long.
extension String {
    /// This text as a terminal may show it: see the extension's discussion. Escaping
    /// escaped text changes nothing.
    package var escapedForTerminal: String {
        escapedForTerminal(keepingNewlines: false)
    }

    /// This text as a terminal may show it; with `keepingNewlines`, a line feed stays one, as
    /// plain-text output needs for its line breaks.
    package func escapedForTerminal(keepingNewlines: Bool) -> String {
        guard !isPrintableASCII else { return self }
        var shown = ""
        for character in self {
            if keepingNewlines, character == "\n" {
                shown.append(character)
            } else {
                character.appendShown(to: &shown)
            }
        }
        return shown
    }

    /// The columns this text takes once shown (escapes included).
    package var terminalColumns: Int {
        isPrintableASCII ? utf8.count : reduce(0) { $0 + $1.terminalColumns }
    }

    /// The longest start of this text, as shown, that fits in `columns` terminal columns;
    /// a wide character or an escape that would cross the edge is left out.
    package func prefix(columns: Int) -> String {
        if isPrintableASCII { return String(prefix(max(columns, 0))) }
        var used = 0
        var shown = ""
        for character in self {
            used += character.terminalColumns
            guard used <= columns else { break }
            character.appendShown(to: &shown)
        }
        return shown
    }

    /// This text, as shown, cut or padded with spaces to exactly `columns` columns; text cut
    /// short ends with `…` when `ellipsis` is set.
    package func fitted(toColumns columns: Int, ellipsis: Bool = false) -> String {
        guard columns > 0 else { return "" }
        let shown =
            terminalColumns <= columns
            ? escapedForTerminal : ellipsis ? prefix(columns: columns - 1) + "…" : prefix(columns: columns)
        let width = shown.terminalColumns
        return width >= columns ? shown : shown + String(repeating: " ", count: columns - width)
    }

    /// Whether every byte is printable ASCII: one column each, nothing to escape.
    fileprivate var isPrintableASCII: Bool {
        !utf8.contains { $0 < 0x20 || $0 >= 0x7F }
    }
}

extension Character {
    /// The columns this character takes once shown: the length of its escape for a character
    /// that is escaped, 2 for emoji and East Asian wide or fullwidth characters, 1 otherwise
    /// (an approximation of what terminals do, `wcwidth`).
    package var terminalColumns: Int {
        let scalars = unicodeScalars
        guard let first = scalars.first else { return 0 }
        if isEscapedOnTerminal {
            return scalars.prefix(Self.scalarLimit).reduce(0) { $0 + ($1.value > 0xFFFF ? 12 : 6) }
        }
        if first.properties.isEmojiPresentation || scalars.contains("\u{FE0F}") { return 2 }
        return Self.wideRanges.contains { $0.contains(first.value) } ? 2 : 1
    }

    /// Whether the terminal is sent this character's escape instead of the character: it is,
    /// or starts with, a control, format or separator character.
    package var isEscapedOnTerminal: Bool {
        unicodeScalars.contains { scalar in
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator:
                // Inside an emoji sequence, the zero-width joiner and the tags are part of
                // the character; first, or alone, they would take no column.
                scalar == unicodeScalars.first || scalar.properties.generalCategory == .control
            default: false
            }
        }
    }

    /// Appends this character as shown to `text`.
    fileprivate func appendShown(to text: inout String) {
        let scalars = unicodeScalars
        if isEscapedOnTerminal {
            for scalar in scalars.prefix(Self.scalarLimit) { appendJSONEscape(of: scalar, to: &text) }
            return
        }
        guard let first = scalars.first else { return }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: text.unicodeScalars.append("\u{25CC}")
        default: break
        }
        if scalars.count <= Self.scalarLimit {
            text.append(self)
        } else {
            text.unicodeScalars.append(contentsOf: scalars.prefix(Self.scalarLimit))
        }
    }

    /// The most scalars one character keeps on screen.
    fileprivate static let scalarLimit = 16

    /// The wide and fullwidth blocks of Unicode's East Asian Width property.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initials
        0x2329...0x232A,  // angle brackets
        0x2E80...0x303E,  // CJK radicals, punctuation
        0x3041...0x33FF,  // kana, CJK compatibility
        0x3400...0x4DBF,  // CJK extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA000...0xA4CF,  // Yi
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE4F,  // CJK compatibility forms
        0xFF00...0xFF60,  // fullwidth forms
        0xFFE0...0xFFE6,
        0x1F200...0x1F2FF,  // enclosed ideographic supplement
        0x20000...0x3FFFD,  // CJK extensions B and later
    ]
}

/// Appends `scalar` as JSON escapes it: `\u001b`, or a surrogate pair past U+FFFF.
func appendJSONEscape(of scalar: Unicode.Scalar, to text: inout String) {
    func append(_ unit: UInt32) {
        let hex = String(unit, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
    if scalar.value > 0xFFFF {
        let offset = scalar.value - 0x10000
        append(0xD800 + (offset >> 10))
        append(0xDC00 + (offset & 0x3FF))
    } else {
        append(scalar.value)
    }
}
