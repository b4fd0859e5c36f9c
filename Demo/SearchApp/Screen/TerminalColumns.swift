/// How many terminal columns text takes: a terminal draws East Asian wide characters and
/// emoji two columns wide, so counting characters would let such a line run past the right
/// edge, wrap, and scroll the whole frame.
extension String {
    /// The columns this text takes on a terminal.
    package var terminalColumns: Int {
        reduce(0) { $0 + $1.terminalColumns }
    }

    /// The longest start of this text that fits in `columns` terminal columns; a wide
    /// character that would straddle the edge is left out.
    package func prefix(columns: Int) -> String {
        var used = 0
        var end = startIndex
        for index in indices {
            used += self[index].terminalColumns
            guard used <= columns else { break }
            end = self.index(after: index)
        }
        return String(self[..<end])
    }
}

extension Character {
    /// 2 for emoji and East Asian wide or fullwidth characters, 1 otherwise: an approximation
    /// of what terminals do (wcwidth), good for the titles a user types.
    package var terminalColumns: Int {
        guard let first = unicodeScalars.first else { return 0 }
        if first.properties.isEmojiPresentation || unicodeScalars.contains("\u{FE0F}") { return 2 }
        return Self.wideRanges.contains { $0.contains(first.value) } ? 2 : 1
    }

    /// The wide and fullwidth blocks of Unicode's East Asian Width property.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initials
        0x2E80...0x303E,  // CJK radicals, punctuation
        0x3041...0x33FF,  // kana, CJK compatibility
        0x3400...0x4DBF,  // CJK extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA000...0xA4CF,  // Yi
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE30...0xFE4F,  // CJK compatibility forms
        0xFF00...0xFF60,  // fullwidth forms
        0xFFE0...0xFFE6,
        0x20000...0x3FFFD,  // CJK extensions B and later
    ]
}
