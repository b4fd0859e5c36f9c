import Synchronization

/// Runs a closure on the first `dispose()`, then forgets it so that whatever the closure
/// captured is released.
final class AnonymousDisposable: Cancelable, @unchecked Sendable {
    // The action is read and cleared under the lock, and run after it is released.
    private let action: LockedState<(() -> Void)?>
    private let disposed = Atomic<Bool>(false)

    init(_ action: @escaping () -> Void) {
        self.action = LockedState(action)
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let action = action.withLock { action in
            defer { action = nil }
            return action
        }
        action?()
    }
}
