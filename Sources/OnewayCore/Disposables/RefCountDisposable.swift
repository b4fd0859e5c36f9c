/// Disposes its underlying disposable only when it has been disposed itself and every
/// dependent disposable handed out by `retain()` has been disposed too.
///
/// Thread-safe. Used to keep a shared resource alive while dependents still use it, as
/// `groupBy` and `window` do.
public final class RefCountDisposable: Cancelable, @unchecked Sendable {
    private struct State {
        var disposable: Disposable?
        var isPrimaryDisposed = false
        var count = 0
    }

    private let state: LockedState<State>

    /// Creates a reference-counted wrapper around `disposable`.
    public init(disposable: Disposable) {
        state = LockedState(State(disposable: disposable))
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Whether the underlying disposable has been disposed.
    public var isDisposed: Bool {
        state.withLock { $0.disposable == nil }
    }

    /// Returns a dependent disposable that holds the underlying one alive until disposed.
    /// After the underlying one is disposed, returns a disposable that does nothing.
    public func retain() -> Disposable {
        let isLive = state.withLock { state in
            guard state.disposable != nil else { return false }
            state.count += 1
            return true
        }
        guard isLive else { return Disposables.create() }
        return Disposables.create { [self] in release() }
    }

    /// Marks the primary reference disposed; the underlying disposable is disposed once no
    /// dependent remains.
    public func dispose() {
        let disposable: Disposable? = state.withLock { state in
            guard !state.isPrimaryDisposed, let disposable = state.disposable else { return nil }
            state.isPrimaryDisposed = true
            guard state.count == 0 else { return nil }
            state.disposable = nil
            return disposable
        }
        disposable?.dispose()
    }

    private func release() {
        let disposable: Disposable? = state.withLock { state in
            guard let disposable = state.disposable else { return nil }
            state.count -= 1
            guard state.isPrimaryDisposed, state.count == 0 else { return nil }
            state.disposable = nil
            return disposable
        }
        disposable?.dispose()
    }
}
