import Dispatch
import Synchronization

/// The terminal a full-screen program draws on: raw mode, the alternate screen, no cursor,
/// no line wrapping; and the guarantee that the terminal is given back as it was, whichever
/// way the program ends.
///
/// The ways out (the demo's and the inspector's tests take them in a pseudo-terminal):
/// - `restore()`, once the program is done (a quit key, the end of input, an error to report);
/// - `exit` from anywhere, through an `atexit` handler;
/// - SIGTERM, SIGINT or SIGHUP, once `exitOnEndingSignals(on:beforeExit:)` watches for them:
///   the terminal is restored, the program's own last work runs, and the program exits with
///   status 128 + the signal, as the signal would have ended it;
/// - a crash (a trap, an abort, a bad memory access): a signal handler restores the terminal
///   with async-signal-safe calls only, then hands the signal to the handler that was there
///   before (the Swift runtime's crash report, now on the restored terminal) or lets it end
///   the program as it would have.
///
/// What is drawn goes through `draw(_:width:height:)`, which takes lines of spans, whose text
/// was escaped when they were made, and writes only this module's sequences (see
/// `frame(_:width:height:)`). Only the first restoration does anything, and nothing is drawn
/// after it.
///
/// One terminal at a time: the crash handler restores the first one made. Reading keys on one
/// thread and drawing from another is fine: draws and the restoration are serialized.
package final class Terminal: Sendable {
    private let original: Platform.Mode
    /// Serializes draws and the restoration, so that no frame is written after it.
    private let output = Mutex(())

    private static let enter = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l"
    /// Plain style, wrapping back on, the cursor shown, the main screen back.
    private static let leave = "\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

    /// Whether standard input and output are a terminal, so that `init()` can succeed.
    package static var isAvailable: Bool { Platform.isInteractive }

    /// Switches the terminal to raw mode and the alternate screen, and arms the restoration
    /// at exit and on a crash; `nil` if standard input or output is not a terminal.
    package init?() {
        guard Platform.isInteractive, let original = Platform.currentMode() else { return nil }
        self.original = original
        Restoration.install(mode: original, leave: Self.leave)
        Platform.setMode(Platform.rawMode(from: original), discardingInput: true)
        Restoration.activate()
        Platform.writeAll(Self.enter.utf8, to: Platform.standardOutput)
    }

    /// Leaves the alternate screen, shows the cursor, turns wrapping back on and restores
    /// the original mode; only the first call (or exit, or crash) does anything.
    package func restore() {
        output.withLock { _ in
            guard Restoration.deactivate() else { return }
            Platform.writeAll(Self.leave.utf8, to: Platform.standardOutput)
            Platform.setMode(original, discardingInput: true)
        }
    }

    /// The terminal's size now; 80 × 24 if the system does not say.
    package var size: (width: Int, height: Int) {
        Platform.windowSize() ?? (80, 24)
    }

    /// Draws `lines` from the top-left corner, in one write, cut to the size they were laid
    /// out for; nothing once the terminal is restored.
    package func draw(_ lines: [ScreenLine], width: Int, height: Int) {
        let bytes = frame(lines, width: width, height: height).utf8
        output.withLock { _ in
            guard Restoration.isActiveNow else { return }
            Platform.writeAll(bytes, to: Platform.standardOutput)
        }
    }

    /// Reads keys until `handle` returns `false` or input ends; `handle` gets the keys of
    /// each read, in order.
    package func readKeys(_ handle: ([Key]) -> Bool) {
        var decoder = KeyDecoder()
        while let bytes = readStandardInput(upTo: 256) {
            guard handle(decoder.decode(bytes)) else { return }
        }
    }

    /// Runs `redraw` on `queue` each time the window is resized, until the watch returned is
    /// cancelled.
    package func onResize(on queue: DispatchQueue, _ redraw: @escaping @Sendable () -> Void) -> SignalWatch {
        SignalWatch([Platform.windowChanged], on: queue) { _ in redraw() }
    }

    /// Ends the program when SIGTERM, SIGINT or SIGHUP arrives (from outside: in raw mode
    /// Ctrl-C is a key), on `queue`: restores the terminal, runs `beforeExit`, and exits with
    /// status 128 + the signal.
    package func exitOnEndingSignals(
        on queue: DispatchQueue, beforeExit: @escaping @Sendable () -> Void = {}
    ) -> SignalWatch {
        SignalWatch(Platform.endingSignals, on: queue) { [self] number in
            restore()
            beforeExit()
            exitAfter(signal: number)
        }
    }
}
