import Synchronization

/// Runs a closure on the first `dispose()`, then forgets it so that whatever the closure
/// captured is released.
final class AnonymousDisposable: Cancelable, @unchecked Sendable {
    private let disposed = Atomic<Bool>(false)
    // Written by `init`, then read and cleared only by the one `dispose()` that flips
    // `disposed`: that exchange makes the access exclusive, so neither a lock (and the
    // buffer it would allocate) nor the runtime's exclusivity check is needed.
    @exclusivity(unchecked) private var action: (() -> Void)?

    init(_ action: @escaping () -> Void) {
        self.action = action
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
        action.take()?()
    }
}
