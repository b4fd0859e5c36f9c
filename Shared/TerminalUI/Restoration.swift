import Synchronization

/// The terminal given back whichever way the program ends: a normal exit (an `atexit`
/// handler) or a crash signal. After a crash, the handler that was there before takes the
/// signal as it would have: the Swift runtime's crash report, now on the restored terminal,
/// or the default action.
///
/// `Terminal` installs it once, before `activate()`, and disarms it with `deactivate()` once
/// it has put the terminal back itself; only the first of the ways out restores.
enum Restoration {
    /// Puts the terminal back in `mode` and writes `leave` (the sequences that undo the full
    /// screen) whichever way the program ends from now on, while armed.
    static func install(mode: Platform.Mode, leave: String) {
        crashMode = mode
        let bytes = Array(leave.utf8)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        crashLeave = UnsafeBufferPointer(buffer)
        Platform.onExit { Restoration.restoreIfActive() }
        for number in Platform.crashSignals {
            Platform.handle(number, with: crashHandler, keepingPrevious: previousCrashActions + Int(number))
        }
    }

    /// Restores the terminal, puts the handler that was there before back, and raises the
    /// signal again for it, to be taken when this handler returns.
    private static let crashHandler: @convention(c) (Int32) -> Void = { number in
        Restoration.restoreIfActive()
        Platform.reraise(number, to: previousCrashActions + Int(number))
    }

    /// Arms the restoration.
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
        guard deactivate(), let mode = crashMode else { return }
        Platform.restoreTerminal(mode: mode, leave: crashLeave)
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
private nonisolated(unsafe) let previousCrashActions: UnsafeMutablePointer<Platform.SignalAction> = {
    let actions = UnsafeMutablePointer<Platform.SignalAction>.allocate(capacity: 65)
    actions.initialize(repeating: Platform.SignalAction(), count: 65)
    return actions
}()
