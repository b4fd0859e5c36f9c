import Synchronization

/// A disposable that only records whether it has been disposed.
///
/// Useful as a cancellation flag that a loop on another thread polls.
public final class BooleanDisposable: Cancelable, Sendable {
    private let disposed: Atomic<Bool>

    /// Creates a disposable, already disposed when `isDisposed` is `true`.
    public init(isDisposed: Bool = false) {
        disposed = Atomic(isDisposed)
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Whether `dispose()` has been called. Safe to read from any thread.
    public var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    /// Marks the disposable as disposed.
    public func dispose() {
        disposed.store(true, ordering: .releasing)
    }
}
