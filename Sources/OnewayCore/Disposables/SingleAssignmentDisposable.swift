/// A disposable whose underlying disposable is assigned exactly once, possibly after it
/// has already been disposed (then it is disposed on assignment).
///
/// Thread-safe. Assigning twice is a programming error and traps.
public final class SingleAssignmentDisposable: Cancelable, @unchecked Sendable {
    private struct State {
        var disposable: Disposable?
        var isAssigned = false
        var isDisposed = false
    }

    private let state = LockedState(State())

    /// Creates an unassigned disposable.
    public init() {
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Whether it has been disposed.
    public var isDisposed: Bool {
        state.withLock { $0.isDisposed }
    }

    /// Assigns the underlying disposable; disposes it at once if this one is disposed.
    ///
    /// - Precondition: no disposable was assigned before.
    public func setDisposable(_ disposable: Disposable) {
        let disposeNow: Bool = state.withLock { state in
            require(!state.isAssigned, "SingleAssignmentDisposable: setDisposable(_:) called twice")
            state.isAssigned = true
            if state.isDisposed { return true }
            state.disposable = disposable
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    /// Disposes the underlying disposable, now or when it is assigned.
    public func dispose() {
        let disposable: Disposable? = state.withLock { state in
            guard !state.isDisposed else { return nil }
            state.isDisposed = true
            defer { state.disposable = nil }
            return state.disposable
        }
        disposable?.dispose()
    }
}
