import SearchApp
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal the full-screen app draws on: raw mode, the alternate screen, no cursor.
///
/// Reads keys on one thread and draws from another; both go straight to the file
/// descriptors, which the system serializes. `restore()` puts the terminal back as it was,
/// once, whichever exit path calls it first; a crash restores it too (see
/// `restoreOnCrash()`).
final class Terminal: Sendable {
    private let original: termios
    private let isRestored = Atomic<Bool>(false)

    /// Whether standard input and output are a terminal, so that `init()` can succeed.
    static var isAvailable: Bool {
        isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0
    }

    /// Switches the terminal to raw mode and the alternate screen, or returns `nil` if
    /// standard input or output is not a terminal.
    init?() {
        var original = termios()
        guard isatty(STDIN_FILENO) != 0, isatty(STDOUT_FILENO) != 0, tcgetattr(STDIN_FILENO, &original) == 0 else {
            return nil
        }
        self.original = original
        crashRestoreMode = original
        var raw = original
        // Keys arrive one by one, unechoed, Ctrl-C included; output keeps its newline handling.
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 1
            controlCharacters[Int(VTIME)] = 0
        }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
        send(Self.enter)
    }

    private static let enter = "\u{1B}[?1049h\u{1B}[?25l"
    fileprivate static let leave = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    /// Leaves the alternate screen, shows the cursor and restores the original mode; only
    /// the first call does anything.
    func restore() {
        guard !isRestored.exchange(true, ordering: .acquiringAndReleasing) else { return }
        send(Self.leave)
        var original = original
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
    }

    /// Restores the terminal if the program traps or crashes, then lets the signal end it
    /// as it would have: the handler calls only async-signal-safe functions.
    func restoreOnCrash() {
        for number in [SIGABRT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE] {
            signal(number) { number in
                Terminal.leave.utf8CString.withUnsafeBufferPointer {
                    _ = write(STDOUT_FILENO, $0.baseAddress, $0.count - 1)
                }
                if var mode = crashRestoreMode { tcsetattr(STDIN_FILENO, TCSANOW, &mode) }
                signal(number, SIG_DFL)
                raise(number)
            }
        }
    }

    /// The terminal's size now; 80 × 24 if the system does not say.
    var size: (width: Int, height: Int) {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return (80, 24)
        }
        return (Int(window.ws_col), Int(window.ws_row))
    }

    /// Waits for input; returns the bytes read, or `nil` at the end of input or on an error.
    func readBytes() -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count > 0 { return Array(buffer.prefix(count)) }
            if count < 0 && errno == EINTR { continue }
            return nil
        }
    }

    /// Draws `lines` (each already fitted to the width) from the top-left corner, in one write.
    func draw(_ lines: [ScreenLine]) {
        var frame = "\u{1B}[H"
        for (number, line) in lines.enumerated() {
            if number > 0 { frame += "\r\n" }
            for span in line.spans { frame += Self.escape(for: span.style) + span.text + "\u{1B}[0m" }
        }
        send(frame)
    }

    private static func escape(for style: ScreenLine.Style) -> String {
        switch style {
        case .plain: ""
        case .title: "\u{1B}[1;7m"
        case .selected: "\u{1B}[7m"
        case .match: "\u{1B}[1;33m"
        case .selectedMatch: "\u{1B}[1;4;7m"
        case .faint: "\u{1B}[2m"
        case .warning: "\u{1B}[31m"
        case .field: "\u{1B}[1m"
        }
    }

    private func send(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}

/// The terminal's mode before raw mode, for the crash handler, which can capture nothing.
// Written once, before the handlers that read it are installed, and never again.
private nonisolated(unsafe) var crashRestoreMode: termios?
