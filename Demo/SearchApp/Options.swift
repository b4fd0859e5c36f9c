import Foundation
import TerminalUI

/// The command line of `oneway-demo`, parsed: every flag in one table, so that a new flag
/// is one entry.
package struct Options: Equatable, Sendable {
    /// Which backend searches.
    package enum Backend: String, CaseIterable, Equatable, Sendable {
        case embedded, github
    }

    package var architecture = Architecture.store
    package var backend = Backend.embedded
    /// The embedded backend's answer time, in milliseconds.
    package var latency = 150
    /// The share of the embedded backend's requests that fail, from 0 to 1.
    package var failRate = 0.0
    /// Chooses which requests fail.
    package var seed: UInt64 = 1
    /// How many users the embedded directory has.
    package var users = 10_000
    /// How long typing must pause before a search, in milliseconds.
    package var debounce = 300
    package var apiBase = GitHubBackend.defaultAPIBase
    /// Where the signed-in user and the last query are kept across runs; `nil` keeps nothing.
    package var stateFile: String?
    /// Where the Store's actions and states are recorded; `nil` records nothing.
    package var recording: String?
    /// A recording to replay and check instead of running the app.
    package var replay: String?
    package var showsHelp = false

    package init() {}

    /// A flag: its name, the value it takes (`nil` for a switch), what it means, and how it
    /// changes the options.
    private struct Flag: Sendable {
        var name: String
        var value: String?
        var help: String
        var apply: @Sendable (inout Options, String) throws -> Void
    }

    private static let flags: [Flag] = [
        Flag(name: "--arch", value: "store|dispatcher", help: "the wiring: a Store (default) or Flux dispatchers") {
            $0.architecture = try choice($1, of: "--arch")
        },
        Flag(name: "--backend", value: "embedded|github", help: "where to search (default: embedded)") {
            $0.backend = try choice($1, of: "--backend")
        },
        Flag(name: "--latency", value: "MS", help: "the embedded backend's answer time (default 150)") {
            $0.latency = try number($1, of: "--latency", in: 0...600_000)
        },
        Flag(name: "--fail-rate", value: "P", help: "the share of embedded requests that fail, 0 to 1 (default 0)") {
            guard let rate = Double($1), (0...1).contains(rate) else {
                throw UsageError("--fail-rate needs a number from 0 to 1, got \(quoted($1))")
            }
            $0.failRate = rate
        },
        Flag(name: "--seed", value: "N", help: "chooses which requests fail (default 1)") {
            guard let seed = UInt64($1) else {
                throw UsageError("--seed needs a whole number from 0, got \(quoted($1))")
            }
            $0.seed = seed
        },
        Flag(name: "--users", value: "N", help: "how many users the embedded directory has (default 10000)") {
            $0.users = try number($1, of: "--users", in: 1...1_000_000)
        },
        Flag(name: "--debounce", value: "MS", help: "how long typing must pause before a search (default 300)") {
            $0.debounce = try number($1, of: "--debounce", in: 0...60_000)
        },
        Flag(name: "--api-base", value: "URL", help: "GitHub's API, for --backend github (default api.github.com)") {
            guard let url = URL(string: $1), let scheme = url.scheme, ["http", "https"].contains(scheme),
                url.host != nil
            else { throw UsageError("--api-base needs an http or https URL, got \(quoted($1))") }
            $0.apiBase = url
        },
        Flag(name: "--state-file", value: "FILE", help: "remembers the signed-in user and the last query in FILE") {
            $0.stateFile = try path($1, of: "--state-file")
        },
        Flag(name: "--record", value: "FILE", help: "records every action and state to FILE (needs --arch store)") {
            $0.recording = try path($1, of: "--record")
        },
        Flag(name: "--replay", value: "FILE", help: "replays a recording, checks every state, and exits") {
            $0.replay = try path($1, of: "--replay")
        },
        Flag(name: "--help", value: nil, help: "prints this and exits") { options, _ in options.showsHelp = true },
    ]

    /// Parses `arguments` (without the program's name): `--flag value` or `--flag=value`.
    ///
    /// - Throws: `UsageError` naming the unknown flag or the bad value.
    package static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let name = argument == "-h" ? "--help" : parts[0]
            guard let flag = flags.first(where: { $0.name == name }) else {
                throw UsageError("unknown argument \(quoted(argument))")
            }
            var value = ""
            if flag.value != nil {
                if parts.count == 2 {
                    value = parts[1]
                } else if let next = remaining.popFirst() {
                    value = next
                } else {
                    throw UsageError("\(name) needs a value (\(flag.value ?? ""))")
                }
            } else if parts.count == 2 {
                throw UsageError("\(name) takes no value")
            }
            do {
                try flag.apply(&options, value)
            } catch let error as UsageError {
                throw error
            } catch {
                throw UsageError("\(name): \(error)")
            }
        }
        try options.checkCombination()
        return options
    }

    /// Rejects flags that cannot go together.
    private func checkCombination() throws(UsageError) {
        if replay != nil {
            if stateFile != nil { throw UsageError("--replay checks a recording and runs nothing: drop --state-file") }
            if recording != nil { throw UsageError("--replay checks a recording and runs nothing: drop --record") }
        }
        if architecture == .dispatcher, recording != nil || replay != nil {
            throw UsageError(
                "\(recording != nil ? "--record" : "--replay") needs --arch store: a recording holds the Store's "
                    + "actions, which the Flux dispatchers do not have")
        }
    }

    /// What `--help` prints, and what a bad command line prints before it.
    package static var usage: String {
        let width = flags.map { $0.name.count + ($0.value.map { $0.count + 1 } ?? 0) }.max() ?? 0
        let lines = flags.map { flag in
            let left = flag.name + (flag.value.map { " " + $0 } ?? "")
            return "  " + left + String(repeating: " ", count: width - left.count + 2) + flag.help
        }
        return """
            Usage: oneway-demo [options]

            Searches users as you type, on a Oneway Store or on Flux dispatchers. In a terminal it
            runs full screen; with its input piped in, it reads a script, one command a line:
              \(ScriptCommand.summary)
            and prints the state as a JSON line at the start and at each change.

            Options:
            \(lines.joined(separator: "\n"))

            With --backend github, GITHUB_TOKEN (if set) is sent as the token.

            --state-file keeps the signed-in user and the query in a JSON file: saved a second after
            they change (on the script's clock in script mode), at the end, and on SIGTERM, SIGINT or
            SIGHUP. The next run starts from it, shown on script mode's first line, and searches the
            query again. A file that cannot be decoded is moved to FILE.corrupt, one written by a
            newer version of the demo to FILE.v<its version>: neither is overwritten, and the run
            starts signed out, with nothing typed.
            --record writes FILE afresh: one JSON line per action of the Store wiring, with the state
            after it; `oneway-inspect FILE` steps through it. The Flux dispatchers have no single action
            stream or reducer to replay, so --record and --replay need --arch store.
            --replay feeds a recording's actions through the app's reducer from its recorded
            initial state and compares every state: it prints the step count when all match, and
            the first step that differs, with its action and fields, when one does not.

            What came from outside (a server's answers, the state file, a recording, the script,
            these arguments) is shown with its control characters escaped, \\u001b for ESC, full
            screen, in the JSON lines and in messages alike: it never drives your terminal. A script
            line is at most \(grouped(ScriptCommand.maximumLineLength)) bytes.

            Exit status: 0 when all is well; 1 after a script line that is not a command (or is too
            long), or a replay that differs; 2 for a bad command line or a file it names that cannot
            be used (a recording that cannot be created or read, or is not one of this app's).
            """
    }

    private static func choice<Choice: RawRepresentable & CaseIterable>(
        _ value: String, of flag: String
    ) throws(UsageError) -> Choice where Choice.RawValue == String {
        guard let choice = Choice(rawValue: value) else {
            let names = Choice.allCases.map(\.rawValue).joined(separator: " or ")
            throw UsageError("\(flag) needs \(names), got \(quoted(value))")
        }
        return choice
    }

    /// An argument as a message quotes it: between single quotes, what a terminal would obey
    /// escaped (a command line can hold anything).
    private static func quoted(_ argument: String) -> String {
        "'" + argument.escapedForTerminal + "'"
    }

    private static func path(_ value: String, of flag: String) throws(UsageError) -> String {
        guard !value.isEmpty else { throw UsageError("\(flag) needs a file path") }
        return value
    }

    private static func number(_ value: String, of flag: String, in range: ClosedRange<Int>) throws(UsageError) -> Int {
        guard let number = Int(value), range.contains(number) else {
            throw UsageError(
                "\(flag) needs a whole number from \(range.lowerBound) to \(range.upperBound), got \(quoted(value))")
        }
        return number
    }
}

/// A command line that cannot run: what is wrong with it.
package struct UsageError: Error, Equatable, Sendable {
    package var message: String

    package init(_ message: String) {
        self.message = message
    }
}
