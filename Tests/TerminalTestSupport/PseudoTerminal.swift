#if os(Linux)
    import Foundation
    import Glibc
    import OnewayTestSupport

    /// A program running in a pseudo-terminal the test opened, as it runs in a user's terminal:
    /// its standard input, output and error are the terminal, which is its controlling
    /// terminal (a resize sends it SIGWINCH), and every byte it writes is kept.
    ///
    /// The test keeps its own descriptor of the terminal's program side open, so that the
    /// terminal's mode can be read after the program ended: whether it was given back.
    public final class PseudoTerminal {
        /// How a program ended.
        public enum Ending: Equatable, Sendable, CustomStringConvertible {
            /// It exited with this status.
            case exited(Int32)
            /// A signal ended it.
            case signaled(Int32)

            /// `exit status 1`, `signal 15`.
            public var description: String {
                switch self {
                case .exited(let status): "exit status \(status)"
                case .signaled(let number): "signal \(number)"
                }
            }
        }

        /// The program's process.
        public let pid: pid_t
        private let controller: Int32
        private let programSide: Int32
        /// The terminal's mode before the program started.
        public let modeBefore: termios
        /// Every byte the program wrote so far.
        public private(set) var output: [UInt8] = []
        private var ending: Ending?

        /// Starts `executable` with `arguments` in a new terminal of `width` × `height`.
        ///
        /// - Parameters:
        ///   - executable: The program's path.
        ///   - arguments: Its arguments, its name aside.
        ///   - width: The terminal's columns.
        ///   - height: The terminal's lines.
        ///   - standardInput: A file to read standard input from instead of the terminal, as a
        ///     user's script piped in while the output shows in their terminal.
        ///   - environment: Its environment: `TERM` and `PATH` come from the test's, the rest
        ///     from this (nothing else of the test's, so no token leaks in).
        /// - Throws: `PseudoTerminalError` when the executable is missing or cannot start.
        public init(
            _ executable: String, _ arguments: [String], width: Int = 80, height: Int = 24,
            standardInput: String? = nil, environment: [String: String] = [:]
        ) throws {
            guard access(executable, X_OK) == 0 else {
                throw PseudoTerminalError(
                    "no executable at \(executable): build the package (swift build --build-tests)")
            }
            var controller: Int32 = 0
            var programSide: Int32 = 0
            var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
            guard openpty(&controller, &programSide, nil, nil, &size) == 0 else {
                throw PseudoTerminalError("openpty failed: \(String(cString: strerror(errno)))")
            }
            _ = fcntl(controller, F_SETFD, FD_CLOEXEC)
            _ = fcntl(programSide, F_SETFD, FD_CLOEXEC)
            var mode = termios()
            tcgetattr(programSide, &mode)
            modeBefore = mode

            // A new session whose first terminal opened is this one: its controlling terminal.
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            // Every signal unblocked and at its default action, whatever the test's thread has:
            // a program must meet each signal as it would from a shell. 0x80 is glibc's
            // POSIX_SPAWN_SETSID, which Swift's Glibc module leaves out.
            var signals = sigset_t()
            sigemptyset(&signals)
            posix_spawnattr_setsigmask(&attributes, &signals)
            sigfillset(&signals)
            posix_spawnattr_setsigdefault(&attributes, &signals)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF) | 0x80)
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            let path = String(cString: ttyname(programSide))
            posix_spawn_file_actions_addopen(&actions, 1, path, O_RDWR, 0)
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
            if let standardInput {
                posix_spawn_file_actions_addopen(&actions, 0, standardInput, O_RDONLY, 0)
            } else {
                posix_spawn_file_actions_adddup2(&actions, 1, 0)
            }

            var variables = environment
            let inherited = ProcessInfo.processInfo.environment
            variables["TERM"] = variables["TERM"] ?? inherited["TERM"] ?? "xterm-256color"
            variables["PATH"] = variables["PATH"] ?? inherited["PATH"]
            // Crash signals sent from outside meet no crash the runtime could report: with its
            // report on, the runtime would print one and let the program run on. Off, they end
            // the program as a crash does.
            variables["SWIFT_BACKTRACE"] = variables["SWIFT_BACKTRACE"] ?? "enable=no"
            // Sanitized builds: a program ended on purpose need not report leaks, and a crash
            // signal sent from outside must not be taken for a crash the sanitizer reports
            // (it would end the program with its own status). Ignored by other builds.
            let crashes = "handle_segv=0:handle_sigbus=0:handle_sigfpe=0:handle_abort=0:handle_sigill=0"
            for name in ["ASAN_OPTIONS", "TSAN_OPTIONS"] {
                let options = [inherited[name], crashes, name == "ASAN_OPTIONS" ? "detect_leaks=0" : nil]
                variables[name] = options.compactMap { $0 }.joined(separator: ":")
            }
            let argv = ([executable] + arguments).map { strdup($0) } + [nil]
            let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
            defer { for pointer in argv + envp { free(pointer) } }
            var pid: pid_t = 0
            let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
            guard status == 0 else {
                close(controller)
                close(programSide)
                throw PseudoTerminalError("posix_spawn failed: \(String(cString: strerror(status)))")
            }
            self.pid = pid
            self.controller = controller
            self.programSide = programSide
        }

        deinit {
            if ending == nil {
                kill(pid, SIGKILL)
                var status: Int32 = 0
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            }
            close(controller)
            close(programSide)
        }

        /// What the program wrote, as text (invalid UTF-8 replaced).
        public var text: String { String(decoding: output, as: UTF8.self) }

        /// Reads what the program writes until `text` has appeared past `offset` bytes of
        /// the output, or the program ended, or the deadline passed; returns whether it
        /// appeared.
        @discardableResult
        public func waitFor(_ text: String, after offset: Int = 0, deadline: Deadline = Deadline()) -> Bool {
            let needle = Array(text.utf8)
            while true {
                if output.count >= offset + needle.count,
                    output[offset...].firstRange(of: needle) != nil
                {
                    return true
                }
                if ending != nil || deadline.hasPassed { return false }
                readOutput(waitingMilliseconds: 100)
                checkEnded()
            }
        }

        /// Types `text` (its UTF-8 bytes, escape sequences and control characters included).
        public func type(_ text: String) {
            let bytes = Array(text.utf8)
            var written = 0
            while written < bytes.count {
                let count = bytes[written...].withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return }
                written += count
            }
        }

        /// Resizes the terminal, which sends the program SIGWINCH.
        public func resize(width: Int, height: Int) {
            var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
            _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
        }

        /// Sends the program `signal`.
        public func send(signal number: Int32) {
            kill(pid, number)
        }

        /// Waits for the program to end, reading what it writes meanwhile; `nil` if it is
        /// still running after `seconds` (by default `lostSignalTimeout`; it is then killed).
        public func waitForEnd(seconds: Double? = nil) -> Ending? {
            let deadline = DispatchTime.now() + (seconds.map { .milliseconds(Int($0 * 1_000)) } ?? lostSignalTimeout)
            while ending == nil {
                if DispatchTime.now() >= deadline {
                    kill(pid, SIGKILL)
                    return nil
                }
                readOutput(waitingMilliseconds: 50)
                checkEnded()
            }
            // What it wrote last, still in the terminal's buffer.
            readOutput(waitingMilliseconds: 0)
            return ending
        }

        /// The terminal's mode now.
        public var mode: termios {
            var mode = termios()
            tcgetattr(programSide, &mode)
            return mode
        }

        /// Whether the terminal's mode now is the one it had before the program started: the
        /// local and input flags, in particular canonical mode and echo.
        public var isModeRestored: Bool {
            let now = mode
            return now.c_lflag == modeBefore.c_lflag && now.c_iflag == modeBefore.c_iflag
                && now.c_lflag & tcflag_t(ICANON) != 0 && now.c_lflag & tcflag_t(ECHO) != 0
        }

        private func readOutput(waitingMilliseconds wait: Int32) {
            var poller = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
            var timeout = wait
            while poll(&poller, 1, timeout) > 0, poller.revents & Int16(POLLIN) != 0 {
                var chunk = [UInt8](repeating: 0, count: 65_536)
                let count = chunk.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
                guard count > 0 else { return }
                output += chunk[..<count]
                timeout = 0
            }
        }

        private func checkEnded() {
            guard ending == nil else { return }
            var status: Int32 = 0
            guard waitpid(pid, &status, WNOHANG) == pid else { return }
            // WIFEXITED and friends are macros Swift does not import.
            let signal = status & 0x7F
            ending = signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
        }
    }

    /// Why a program could not be started in a pseudo-terminal.
    public struct PseudoTerminalError: Error, CustomStringConvertible {
        /// What went wrong.
        public let description: String
        /// An error saying `description`.
        public init(_ description: String) { self.description = description }
    }

    /// The path of the executable `name` the package builds, beside the test bundle.
    public func builtExecutable(_ name: String) -> String {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent(name).path
    }
#endif
