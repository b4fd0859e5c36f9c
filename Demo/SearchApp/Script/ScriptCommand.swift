import TerminalUI

/// One line of a script, script mode's input (one command a line):
///
///     type TEXT            each character a keystroke, at the current time
///     backspace [N]        N keystrokes of Backspace (1 if not given); as on screen, one
///                          on an empty field does nothing
///     clear                empties the search field
///     wait MS              lets MS milliseconds pass on the app's clock
///     next-page            loads the next page of results
///     retry                sends the failed request again
///     sign-in NAME EMAIL   signs in (the name may have spaces; the email is the last word)
///     sign-out             signs out
///     quit                 stops reading
///
/// Blank lines and lines starting with `#` are ignored. In typed text (and a sign-in's name
/// and email), invalid UTF-8 and control characters and sequences are dropped. A line is at
/// most `maximumLineLength` bytes: a longer one is refused, whatever it holds.
package enum ScriptCommand: Equatable, Sendable {
    case type(String)
    case backspace(Int)
    case clear
    case wait(Int)
    case nextPage
    case retry
    case signIn(name: String, email: String)
    case signOut
    case quit

    /// The most bytes a script line may have, its newline aside: far more than any command
    /// needs, and little enough that what a line makes the app do stays small.
    package static let maximumLineLength = 1_024

    /// Every command, as the usage lists them.
    package static let summary = """
        type TEXT | backspace [N] | clear | wait MS | next-page | retry | sign-in NAME EMAIL | sign-out | quit
        """

    /// Parses one line, given as its bytes without the newline.
    ///
    /// - Returns: The command, or `nil` for a blank line or a comment.
    /// - Throws: `ScriptError` saying what is wrong with the line.
    package static func parse(_ line: some Collection<UInt8>) throws(ScriptError) -> ScriptCommand? {
        guard line.count <= maximumLineLength else {
            throw ScriptError(
                "the line is longer than \(grouped(maximumLineLength)) bytes, the most a script line may have")
        }
        var bytes = Array(line)
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        let start = bytes.firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } ?? bytes.endIndex
        guard start < bytes.endIndex, bytes[start] != UInt8(ascii: "#") else { return nil }
        let verbEnd = bytes[start...].firstIndex(of: UInt8(ascii: " ")) ?? bytes.endIndex
        let verb = String(decoding: bytes[start..<verbEnd], as: UTF8.self)
        // One space separates the verb from its argument; `type` keeps any further spaces.
        let argument = verbEnd < bytes.endIndex ? Array(bytes[(verbEnd + 1)...]) : []
        let words = typedText(argument).split(separator: " ").map(String.init)
        switch verb {
        case "type":
            let text = typedText(argument)
            guard !text.isEmpty else { throw ScriptError("'type' needs text to type") }
            return .type(text)
        case "backspace":
            guard words.count <= 1 else { throw ScriptError("'backspace' takes one count") }
            return .backspace(try words.first.map { word throws(ScriptError) in try count(word, of: verb) } ?? 1)
        case "wait":
            guard words.count == 1 else { throw ScriptError("'wait' needs a number of milliseconds") }
            return .wait(try count(words[0], of: verb))
        case "sign-in":
            guard words.count >= 2 else { throw ScriptError("'sign-in' needs a name and an email") }
            let name = words.dropLast().joined(separator: " ")
            let email = words[words.count - 1]
            if let problem = SignInForm.problem(name: name, email: email) {
                throw ScriptError("cannot sign in: \(problem)")
            }
            return .signIn(name: name, email: email)
        case "clear", "next-page", "retry", "sign-out", "quit":
            guard words.isEmpty else { throw ScriptError("'\(verb)' takes no argument") }
            switch verb {
            case "clear": return .clear
            case "next-page": return .nextPage
            case "retry": return .retry
            case "sign-out": return .signOut
            default: return .quit
            }
        default:
            throw ScriptError(
                "unknown command '\(typedText(Array(bytes[start..<verbEnd])))'; the commands are: \(summary)")
        }
    }

    /// A count in decimal: 0 or more, at most a day of milliseconds.
    private static func count(_ word: String, of verb: String) throws(ScriptError) -> Int {
        guard let number = Int(word), (0...86_400_000).contains(number) else {
            throw ScriptError("'\(verb)' needs a whole number from 0, got '\(word)'")
        }
        return number
    }
}

/// What is wrong with a script line.
package struct ScriptError: Error, Equatable, Sendable {
    package var reason: String

    package init(_ reason: String) {
        self.reason = reason
    }
}

/// The characters a terminal would type for `bytes`: valid UTF-8 outside control characters
/// and escape sequences, which are dropped, as the full-screen app drops them.
package func typedText(_ bytes: [UInt8]) -> String {
    var decoder = KeyDecoder()
    var text = ""
    for case .character(let character) in decoder.decode(bytes)
    where !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
        text.append(character)
    }
    return text
}
