import OnewayCore

/// The disposable of one subscription to a store observation.
///
/// A subscription made while another thread is notifying joins its observation later, on
/// that thread; disposing it in between must still remove it once it joins. The two sides
/// meet under a lock: whichever comes second removes the member.
final class Membership: Disposable, @unchecked Sendable {
    private enum Phase {
        case pending
        case joined(remove: () -> Void)
        case disposed
    }

    // Guards the phase; `remove` runs after the lock is released.
    private let phase = LockedState(Phase.pending)

    init() {
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Records that the subscriber joined; runs `remove` at once if it was disposed meanwhile.
    func joined(remove: @escaping () -> Void) {
        let disposedMeanwhile = phase.withLock { phase -> Bool in
            guard case .pending = phase else { return true }
            phase = .joined(remove: remove)
            return false
        }
        if disposedMeanwhile { remove() }
    }

    func dispose() {
        let remove = phase.withLock { phase -> (() -> Void)? in
            defer { phase = .disposed }
            guard case .joined(let remove) = phase else { return nil }
            return remove
        }
        remove?()
    }
}
