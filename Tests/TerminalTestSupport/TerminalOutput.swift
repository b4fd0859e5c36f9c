import Foundation

/// The control characters and escape sequences in `text` that none of this package's
/// full-screen programs writes of its own: each is a piece of outside text that reached the
/// terminal unescaped.
///
/// The programs' own: the cursor home (`ESC [ H`), a style (`ESC [`, digits and semicolons,
/// `m`), the alternate screen, the cursor and line wrapping turned on or off
/// (`ESC [ ? 1049 h`, `? 25 l`, `? 7 l` and back), and the line breaks. Anything else, C0,
/// DEL or C1 (as a character; C1 bytes inside UTF-8 are no C1 controls), is listed, with
/// up to 12 characters of what follows it.
public func foreignControls(in text: String) -> [String] {
    let scalars = Array(text.unicodeScalars)
    var foreign: [String] = []
    var index = 0
    while index < scalars.count {
        if let end = ownSequenceEnd(in: scalars, at: index) {
            index = end
            continue
        }
        let scalar = scalars[index]
        if scalar.properties.generalCategory == .control, scalar != "\r", scalar != "\n" {
            foreign.append(String(String.UnicodeScalarView(scalars[index..<min(index + 12, scalars.count)])))
        }
        index += 1
    }
    return foreign
}

/// `text` without the programs' own sequences: the text drawn, runs of it that differ in
/// style joined up.
public func drawnText(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    var drawn = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
        if let end = ownSequenceEnd(in: scalars, at: index) {
            index = end
            continue
        }
        drawn.append(scalars[index])
        index += 1
    }
    return String(drawn)
}

/// Where the program's own sequence that starts at `index` ends, if one does.
private func ownSequenceEnd(in scalars: [Unicode.Scalar], at index: Int) -> Int? {
    guard scalars[index] == "\u{1B}", index + 2 < scalars.count, scalars[index + 1] == "[" else { return nil }
    var end = index + 2
    if scalars[end] == "H" { return end + 1 }
    if scalars[end] == "?" {
        let rest = String(String.UnicodeScalarView(scalars[(end + 1)..<min(end + 6, scalars.count)]))
        for mode in ["1049h", "1049l", "25h", "25l", "7h", "7l"] where rest.hasPrefix(mode) {
            return end + 1 + mode.count
        }
        return nil
    }
    while end < scalars.count, ("0"..."9").contains(scalars[end]) || scalars[end] == ";" { end += 1 }
    return end < scalars.count && scalars[end] == "m" ? end + 1 : nil
}

/// The frames a full-screen program drew, in order, each as its lines of drawn text: the
/// output cut at each cursor home, the end of the full screen and what follows it left out,
/// and the carriage returns the terminal adds to line feeds taken away.
public func frames(in text: String) -> [[String]] {
    text.components(separatedBy: "\u{1B}[H").dropFirst().map { frame in
        drawnText(frame.components(separatedBy: "\u{1B}[0m\u{1B}[?7h")[0])
            .replacingOccurrences(of: "\r", with: "").components(separatedBy: "\n")
    }
}
