import OnewayCore

/// Something with unsaved work to save when the process exits normally.
protocol ExitFlushing: AnyObject, Sendable {
    /// Saves, on the exiting thread; reports failures rather than throwing.
    func flushAtExit()
}

/// The persistences alive in this process, flushed by an `atexit` handler: a return from
/// `main` or a call to `exit` saves every pending change. A crash or a signal does not (the
/// last completed save is what survives).
enum ExitFlush {
    private struct Entry {
        weak var target: (any ExitFlushing)?
    }

    private static let live = LockedState([ObjectIdentifier: Entry]())

    /// Installs the handler once, on first use.
    private static let handlerInstalled: Bool = {
        runAtExit { ExitFlush.flushAll() }
        return true
    }()

    /// Flushes `target` at exit, unless it is unregistered first.
    static func register(_ target: any ExitFlushing) {
        _ = handlerInstalled
        live.withLock { $0[ObjectIdentifier(target)] = Entry(target: target) }
    }

    /// Forgets `target`.
    static func unregister(_ target: any ExitFlushing) {
        _ = live.withLock { $0.removeValue(forKey: ObjectIdentifier(target)) }
    }

    private static func flushAll() {
        let targets = live.withLock { live in live.values.compactMap(\.target) }
        for target in targets {
            target.flushAtExit()
        }
    }
}
