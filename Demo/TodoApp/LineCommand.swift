/// A command typed in line mode, the demo's interface when its input is not a terminal
/// (a script piped in, as CI does).
package enum LineCommand: Equatable, Sendable {
    case dispatch(TodoAction)
    case list, help, quit

    /// The commands line mode understands.
    package static let usage = """
        Commands: add <title> | done <n> | remove <n> | undo | find <text> | list | help | quit
        """

    /// Parses one line: `add <title>`, `done <n>`, `remove <n>`, `undo`, `find <text>`,
    /// `list`, `help` or `quit`; items are numbered from 1, as `list` shows them.
    ///
    /// - Throws: `LineCommandError` naming what was not understood.
    package init(parsing line: String) throws(LineCommandError) {
        let parts = line.trimmingWhitespace().split(separator: " ", maxSplits: 1).map(String.init)
        let (verb, rest) = (parts.first ?? "", parts.count > 1 ? parts[1] : "")
        switch verb {
        case "add" where !rest.isEmpty: self = .dispatch(.list(.add(rest)))
        case "done": self = .dispatch(.list(.toggle(at: try Self.index(rest))))
        case "remove": self = .dispatch(.list(.remove(at: try Self.index(rest))))
        case "undo": self = .dispatch(.list(.undo))
        case "find": self = .dispatch(.search(.setQuery(rest)))
        case "list": self = .list
        case "help": self = .help
        case "quit": self = .quit
        default: throw LineCommandError(message: "unknown command '\(line)': type 'help'")
        }
    }

    private static func index(_ text: String) throws(LineCommandError) -> Int {
        guard let number = Int(text), number > 0 else {
            throw LineCommandError(message: "'\(text)' is not an item number (items are numbered from 1)")
        }
        return number - 1
    }
}

/// A line that line mode could not turn into a command.
package struct LineCommandError: Error, Equatable {
    package let message: String

    package init(message: String) {
        self.message = message
    }
}
