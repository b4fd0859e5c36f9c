import RecordingInspector

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal the full-screen inspector draws on: raw mode, the alternate screen, no
/// cursor, no line wrapping. `restore()` puts the terminal back as it was.
final class Terminal: Sendable {
    private let original: termios

    /// Switches the terminal to raw mode, or returns `nil` if standard input or output is
    /// not a terminal.
    init?() {
        var original = termios()
        guard isatty(STDIN_FILENO) != 0, isatty(STDOUT_FILENO) != 0, tcgetattr(STDIN_FILENO, &original) == 0 else {
            return nil
        }
        self.original = original
        var raw = original
        // Keys arrive one by one, unechoed, Ctrl-C included; output keeps its newline handling.
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 1
            controlCharacters[Int(VTIME)] = 0
        }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
        // Alternate screen, cursor hidden, and no wrapping: a full last line must not scroll.
        send("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l")
    }

    /// Turns wrapping back on, shows the cursor, leaves the alternate screen and restores
    /// the original mode.
    func restore() {
        send("\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l")
        var original = original
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
    }

    /// The terminal's size now; 80 × 24 if the system does not say.
    var size: (width: Int, height: Int) {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return (80, 24)
        }
        return (Int(window.ws_col), Int(window.ws_row))
    }

    /// Waits for input; returns the bytes read, or `nil` at the end of input.
    func readBytes() -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count > 0 { return Array(buffer.prefix(count)) }
            if count < 0 && errno == EINTR { continue }
            return nil
        }
    }

    /// Draws `lines` from the top-left corner, in one write.
    func draw(_ lines: [ScreenLine]) {
        var frame = "\u{1B}[H"
        for (number, line) in lines.enumerated() {
            if number > 0 { frame += "\r\n" }
            for segment in line.segments {
                frame += Self.escape(for: segment.style) + segment.text + "\u{1B}[0m"
            }
        }
        send(frame)
    }

    private static func escape(for style: Segment.Style) -> String {
        switch style {
        case .plain: ""
        case .title: "\u{1B}[1;7m"
        case .selected: "\u{1B}[7m"
        case .faint: "\u{1B}[2m"
        case .changed: "\u{1B}[1;33m"
        case .added: "\u{1B}[32m"
        case .removed: "\u{1B}[31m"
        case .warning: "\u{1B}[1;31m"
        case .prompt: "\u{1B}[1m"
        }
    }

    private func send(_ text: String) {
        writeAll(text, to: STDOUT_FILENO)
    }
}

/// Writes all of `text` to the file `descriptor`, unbuffered, retrying after a signal.
func writeAll(_ text: String, to descriptor: Int32) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return }
        bytes = bytes.dropFirst(written)
    }
}
