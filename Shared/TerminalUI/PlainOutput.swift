/// Standard output or standard error, for what a program prints outside the full screen:
/// usage, messages, JSON lines, summaries.
///
/// What it writes never drives the terminal: every character `escapedForTerminal` escapes
/// is escaped, but for the line feeds that end lines. Each call is one unbuffered write, so
/// a line is out before the call returns, and output and errors keep their order.
package struct PlainOutput: Sendable {
    private let descriptor: Int32

    /// Standard output.
    package static let standardOutput = PlainOutput(descriptor: Platform.standardOutput)
    /// Standard error.
    package static let standardError = PlainOutput(descriptor: Platform.standardError)

    /// Writes `text`, escaped, and a line feed.
    package func writeLine(_ text: String) {
        write(text + "\n")
    }

    /// Writes `text`, escaped, its line feeds kept.
    package func write(_ text: String) {
        Platform.writeAll(text.escapedForTerminal(keepingNewlines: true).utf8, to: descriptor)
    }
}

/// `text` as a JSON string literal, quotes included, with every character the terminal
/// would obey escaped as `escapedForTerminal` escapes it (`\u001b`), besides the quote and
/// the backslash; `\n`, `\r`, `\t`, `\b` and `\f` in their short forms. Everything else is
/// as it is, so that ordinary text reads the same as in `JSONEncoder`'s output.
package func jsonStringLiteral(_ text: String) -> String {
    var literal = "\""
    for character in text {
        let escapesAll = character.isEscapedOnTerminal
        for scalar in character.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case _ where !escapesAll: literal.unicodeScalars.append(scalar)
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "\u{8}": literal += "\\b"
            case "\u{C}": literal += "\\f"
            default: appendJSONEscape(of: scalar, to: &literal)
            }
        }
    }
    return literal + "\""
}

/// Reads standard input: waits for bytes and returns at most `limit` of them; `nil` at the
/// end of input or on an error.
package func readStandardInput(upTo limit: Int) -> [UInt8]? {
    Platform.readAvailable(Platform.standardInput, upTo: limit)
}
