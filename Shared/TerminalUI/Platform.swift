// Every call this module makes to the operating system, in one place: terminal modes,
// the window's size, reading and writing standard input and output, signals, exit. Darwin is
// tested before Musl, and Musl before Glibc, as in the library's platform files.

import Synchronization

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

    /// Ends the program with `status`, running the `atexit` handlers.
    static func end(status: Int32) -> Never {
        exit(status)
    }

    /// Puts the terminal back in `mode` and writes `leave` (the sequences that undo the
    /// full screen) whichever way the program ends from now on: a normal exit, or a crash
    /// signal. After a crash, the handler that was there before takes the signal as it would
    /// have: the Swift runtime's crash report, now on the restored terminal, or the default
    /// action.
    ///
    /// Call it once, before `activate()`; `deactivate()` disarms it once the program has put
    /// the terminal back itself.
    static func restoreOnExitAndCrash(mode: Mode, leave: String) {
        crashMode = mode
        let bytes = Array(leave.utf8)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        crashLeave = UnsafeBufferPointer(buffer)
        atexit { Platform.restoreIfActive() }
        for number in crashSignals {
            _ = sigaction(number, nil, &previousCrashActions[Int(number)])
            var action = sigaction()
            // On the alternate signal stack if the runtime made one: a stack overflow is a
            // crash too.
            action.sa_flags = SA_ONSTACK
            #if canImport(Darwin)
                action.__sigaction_u.__sa_handler = crashHandler
            #elseif canImport(Musl)
                action.__sa_handler.sa_handler = crashHandler
            #elseif canImport(Glibc)
                action.__sigaction_handler.sa_handler = crashHandler
            #endif
            _ = sigaction(number, &action, nil)
        }
    }

    /// Restores the terminal, puts the handler that was there before back, and raises the
    /// signal again for it, to be taken when this handler returns.
    private static let crashHandler: @convention(c) (Int32) -> Void = { number in
        Platform.restoreIfActive()
        _ = sigaction(number, &previousCrashActions[Int(number)], nil)
        _ = raise(number)
    }

    /// Arms the restoration `restoreOnExitAndCrash` installed.
    static func activate() {
        isActive.store(true, ordering: .releasing)
    }

    /// Whether it is armed: the program's full screen is up.
    static var isActiveNow: Bool {
        isActive.load(ordering: .acquiring)
    }

    /// Disarms it: returns whether it was armed, so that exactly one caller restores.
    static func deactivate() -> Bool {
        isActive.exchange(false, ordering: .acquiringAndReleasing)
    }

    /// Restores the terminal if nobody did yet. Async-signal-safe: an atomic exchange, a
    /// `write` and a `tcsetattr`, on values set before any handler could run.
    private static func restoreIfActive() {
        guard deactivate(), var mode = crashMode else { return }
        _ = write(STDOUT_FILENO, crashLeave.baseAddress, crashLeave.count)
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &mode)
    }
}

/// Whether the terminal is in the program's full-screen mode now, so that an exit or a
/// crash must put it back.
private let isActive = Atomic<Bool>(false)
/// The mode to restore, the bytes that leave the full screen, and the crash signals'
/// handlers from before, for the handlers, which can capture nothing and must not allocate
/// or count references: plain memory, allocated once.
// Written once, before the handlers that read them are installed, and never again.
private nonisolated(unsafe) var crashMode: Platform.Mode?
private nonisolated(unsafe) var crashLeave = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
private nonisolated(unsafe) let previousCrashActions: UnsafeMutablePointer<sigaction> = {
    let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    actions.initialize(repeating: sigaction(), count: 65)
    return actions
}()
/// The pipe's write end, for the signal handler.
// Written once, before the handlers that read it are installed, and never again.
private nonisolated(unsafe) var signalWriteEnd: Int32 = -1
