/// Disposes two disposables, once, and then lets go of them.
final class BinaryDisposable: Cancelable, @unchecked Sendable {
    // nil once disposed; taken under the lock, disposed after it is released.
    private let disposables: LockedState<(Disposable, Disposable)?>

    init(_ disposable1: Disposable, _ disposable2: Disposable) {
        disposables = LockedState((disposable1, disposable2))
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    var isDisposed: Bool {
        disposables.withLock { $0 == nil }
    }

    func dispose() {
        let pair = disposables.withLock { pair in
            defer { pair = nil }
            return pair
        }
        guard let (first, second) = pair else { return }
        first.dispose()
        second.dispose()
    }
}
