// Every call TerminalUI makes into the platform's C library (terminal modes, the window's
// size, reading and writing descriptors, signals, exit), for Apple platforms (Darwin), Linux
// (Glibc) and Swift's static Linux SDK (Musl); the rest of the module calls these wrappers and
// names no platform. This file stands alone (it uses nothing else of the module), so that CI
// can type-check its Darwin and Musl branches on Linux against the stand-ins in
// `Tests/PlatformStandIns` (see CONTRIBUTING.md, "Platforms"). Every condition tests Darwin
// first, then Musl, and leaves Glibc last.

#if canImport(Darwin)
    import Darwin
#elseif canImport(Musl)
    import Musl
#elseif canImport(Glibc)
    import Glibc
#endif

/// The operating system, as the terminal module uses it.
enum Platform {
    /// A terminal's mode: what `tcgetattr` reads.
    typealias Mode = termios
    /// What the process does when a signal arrives: what `sigaction` reads and sets.
    typealias SignalAction = sigaction

    /// The signals that ask a program to end: SIGTERM, SIGINT and SIGHUP.
    static let endingSignals: [Int32] = [SIGTERM, SIGINT, SIGHUP]
    /// The signal a resized window sends.
    static let windowChanged = SIGWINCH
    /// The signals of a crash: a trap (a failed `precondition`, an index out of range), an
    /// abort, a bad memory access, a bad instruction or arithmetic.
    static let crashSignals: [Int32] = [SIGABRT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE]

    static let standardInput = STDIN_FILENO
    static let standardOutput = STDOUT_FILENO
    static let standardError = STDERR_FILENO

    /// Whether standard input and standard output are both a terminal.
    static var isInteractive: Bool {
        isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0
    }

    /// Standard input's terminal mode, or `nil` if it is no terminal.
    static func currentMode() -> Mode? {
        var mode = termios()
        return tcgetattr(STDIN_FILENO, &mode) == 0 ? mode : nil
    }

    /// `mode` made raw: keys arrive one by one, unechoed, Ctrl-C and Ctrl-Z included, with
    /// no flow control; output keeps its newline handling.
    static func rawMode(from mode: Mode) -> Mode {
        var raw = mode
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 1
            controlCharacters[Int(VTIME)] = 0
        }
        return raw
    }

    /// Sets standard input's terminal mode; `discardingInput` drops what was typed and not
    /// read yet (keys typed for the mode being left).
    static func setMode(_ mode: Mode, discardingInput: Bool) {
        var mode = mode
        _ = tcsetattr(STDIN_FILENO, discardingInput ? TCSAFLUSH : TCSANOW, &mode)
    }

    /// The terminal's size in columns and lines, or `nil` if the system does not say.
    static func windowSize() -> (width: Int, height: Int)? {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, numericCast(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return nil
        }
        return (Int(window.ws_col), Int(window.ws_row))
    }

    /// Waits for bytes on `descriptor` and reads at most `limit` of them; `nil` at the end of
    /// input or on an error. A signal does not end the wait.
    static func readAvailable(_ descriptor: Int32, upTo limit: Int) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: limit)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer.removeSubrange(count...)
                return buffer
            }
            if count < 0 && errno == EINTR { continue }
            return nil
        }
    }

    /// Writes all of `bytes` to `descriptor`, unbuffered, retrying after a signal; stops
    /// quietly if the descriptor is closed.
    static func writeAll(_ bytes: some Collection<UInt8>, to descriptor: Int32) {
        var bytes = Array(bytes)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Writes `leave` to standard output and puts standard input's terminal in `mode`, with
    /// async-signal-safe calls only (one `write`, one `tcsetattr`), for a signal handler.
    static func restoreTerminal(mode: Mode, leave: UnsafeBufferPointer<UInt8>) {
        var mode = mode
        _ = write(STDOUT_FILENO, leave.baseAddress, leave.count)
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &mode)
    }

    /// Makes each of `numbers`, from now on, write its number (one byte) to a pipe instead
    /// of taking its default action, and returns the pipe's end to read them from.
    ///
    /// A signal handler may safely do little more than write; and a signal that comes
    /// before anyone reads waits in the pipe, so none is lost while a reader starts.
    static func catchSignals(_ numbers: [Int32]) -> Int32 {
        let readEnd = signalPipe.read
        for number in numbers {
            signal(number) { number in
                let saved = errno
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(signalWriteEnd, &byte, 1)
                errno = saved
            }
        }
        return readEnd
    }

    /// The pipe caught signals are written to, made on first use; its write end never blocks
    /// (a signal that finds the pipe full is dropped: hundreds are already waiting).
    private static let signalPipe: (read: Int32, write: Int32) = {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return (-1, -1) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        signalWriteEnd = ends[1]
        return (ends[0], ends[1])
    }()

    /// Makes `handler` take signal `number` from now on, on the alternate signal stack if the
    /// runtime made one (a stack overflow is a crash too), and keeps the action it replaces in
    /// `previous`, for `reraise(_:to:)`.
    static func handle(
        _ number: Int32, with handler: @convention(c) (Int32) -> Void,
        keepingPrevious previous: UnsafeMutablePointer<SignalAction>
    ) {
        _ = sigaction(number, nil, previous)
        var action = sigaction()
        action.sa_flags = SA_ONSTACK
        #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = handler
        #elseif canImport(Musl)
            action.__sa_handler.sa_handler = handler
        #elseif canImport(Glibc)
            action.__sigaction_handler.sa_handler = handler
        #endif
        _ = sigaction(number, &action, nil)
    }

    /// Puts `action` back for signal `number` and raises it again, to be taken by `action`
    /// when the handler running now returns. Async-signal-safe.
    static func reraise(_ number: Int32, to action: UnsafeMutablePointer<SignalAction>) {
        _ = sigaction(number, action, nil)
        _ = raise(number)
    }

    /// Runs `handler` when the program exits by `exit` or by returning from its top level.
    static func onExit(_ handler: @convention(c) () -> Void) {
        _ = atexit(handler)
    }

    /// Ends the program with `status`, running the `atexit` handlers.
    static func end(status: Int32) -> Never {
        exit(status)
    }
}

/// The pipe's write end, for the signal handler.
// Written once, before the handlers that read it are installed, and never again.
private nonisolated(unsafe) var signalWriteEnd: Int32 = -1
