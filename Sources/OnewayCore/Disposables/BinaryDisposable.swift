import Synchronization

/// Disposes two disposables, once, and then lets go of them.
final class BinaryDisposable: Cancelable, @unchecked Sendable {
    private let disposed = Atomic<Bool>(false)
    // Written by `init`, then read and cleared only by the one `dispose()` that flips
    // `disposed`: that exchange makes the access exclusive, so neither a lock (and the
    // buffer it would allocate) nor the runtime's exclusivity check is needed.
    @exclusivity(unchecked) private var disposables: (Disposable, Disposable)?

    init(_ disposable1: Disposable, _ disposable2: Disposable) {
        disposables = (disposable1, disposable2)
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing), let (first, second) = disposables.take()
        else { return }
        first.dispose()
        second.dispose()
    }
}
