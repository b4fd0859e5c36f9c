/// Holds one disposable at a time; replacing it disposes the previous one.
///
/// Thread-safe. Once disposed, any disposable assigned is disposed at once.
public final class SerialDisposable: Cancelable, @unchecked Sendable {
    private struct State {
        var current: Disposable?
        var isDisposed = false
    }

    private let state = LockedState(State())

    /// Creates an empty serial disposable.
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

    /// The current disposable. Setting it disposes the previous one (after the new one is
    /// stored), or the new one itself when this serial disposable is already disposed.
    public var disposable: Disposable {
        get { state.withLock { $0.current } ?? Disposables.create() }
        set {
            let toDispose: Disposable? = state.withLock { state in
                if state.isDisposed { return newValue }
                defer { state.current = newValue }
                return state.current
            }
            toDispose?.dispose()
        }
    }

    /// Disposes the current disposable and every one assigned later.
    public func dispose() {
        let current: Disposable? = state.withLock { state in
            guard !state.isDisposed else { return nil }
            state.isDisposed = true
            defer { state.current = nil }
            return state.current
        }
        current?.dispose()
    }
}
