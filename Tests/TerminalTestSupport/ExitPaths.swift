#if os(Linux)
    import Foundation
    import Glibc
    import OnewayTestSupport
    import Testing

    /// One way a full-screen program can end, and how it then ends.
    public struct ExitPath: Sendable, CustomStringConvertible {
        /// What the way out is, as the test's arguments name it.
        public let description: String
        /// How the program ends this way.
        public let ending: PseudoTerminal.Ending
        private let take: @Sendable (PseudoTerminal) -> Void

        /// Typing `keys`, which quit: status 0.
        public static func keys(_ keys: String, _ name: String) -> ExitPath {
            ExitPath(description: name, ending: .exited(0)) { $0.type(keys) }
        }

        /// A signal from outside: the program's own exit, with status 128 + the signal, for
        /// SIGTERM, SIGINT and SIGHUP; the signal's own ending for a crash.
        public static func signal(_ number: Int32, _ name: String) -> ExitPath {
            let crashes = [SIGTERM, SIGINT, SIGHUP].contains(number) == false
            return ExitPath(description: name, ending: crashes ? .signaled(number) : .exited(128 + number)) {
                $0.send(signal: number)
            }
        }

        /// Every signal a full-screen program must give the terminal back after.
        public static let signals: [ExitPath] = [
            .signal(SIGTERM, "SIGTERM"), .signal(SIGINT, "SIGINT from outside"), .signal(SIGHUP, "SIGHUP"),
            .signal(SIGSEGV, "a crash: SIGSEGV"), .signal(SIGABRT, "a crash: SIGABRT"),
            .signal(SIGILL, "a crash: a trap (SIGILL)"),
        ]

        /// Takes this way out of the program in `terminal`.
        public func take(in terminal: PseudoTerminal) {
            take(terminal)
        }
    }

    extension PseudoTerminal {
        /// Waits for the program to end, and expects it to end as `ending`, with the terminal
        /// given back: its mode as before, and the alternate screen left after the last frame.
        public func expectEndsRestored(
            _ ending: Ending, _ comment: String = "", sourceLocation: SourceLocation = #_sourceLocation
        ) {
            let ended = waitForEnd()
            #expect(
                ended == ending, "\(comment): ended with \(String(describing: ended))", sourceLocation: sourceLocation)
            #expect(isModeRestored, "\(comment): the terminal's mode was not restored", sourceLocation: sourceLocation)
            let text = self.text
            let leave = text.range(of: "\u{1B}[?25h\u{1B}[?1049l", options: .backwards)
            let lastFrame = text.range(of: "\u{1B}[H", options: .backwards)
            #expect(
                leave != nil && lastFrame.map { $0.upperBound <= leave!.lowerBound } ?? true,
                "\(comment): the full screen was not left after the last frame", sourceLocation: sourceLocation)
        }
    }
#endif
