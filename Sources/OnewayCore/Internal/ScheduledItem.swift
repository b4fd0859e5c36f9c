import Synchronization

/// One unit of scheduled work: runs its action at most once, unless cancelled first, and
/// keeps what the action returned so that disposing the item disposes that too.
///
/// One allocation per item (schedulers create one for every queued action): the flags live
/// in an atomic instead of a `SingleAssignmentDisposable` and its lock.
final class ScheduledItem: Cancelable, @unchecked Sendable {
    private static let disposedBit = 1
    private static let resultSetBit = 2

    private let state = Atomic<Int>(0)
    // Touched only by the one thread that invokes the item; a scheduler hands the item to
    // that thread through a queue, which orders the write in `init` before the read.
    private var action: (() -> Disposable)?
    // Written once before `resultSetBit` is published (releasing) and then read only by the
    // single caller that observes that bit while setting `disposedBit` (acquiring).
    private var result: Disposable?

    init(_ action: @escaping () -> Disposable) {
        self.action = action
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    var isDisposed: Bool {
        state.load(ordering: .acquiring) & Self.disposedBit != 0
    }

    /// Runs the action unless the item was disposed, and keeps what it returns for `dispose`.
    func invoke() {
        guard let action, !isDisposed else { return }
        self.action = nil
        let result = action()
        self.result = result
        let previous = state.bitwiseOr(Self.resultSetBit, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.disposedBit != 0 {
            // Disposed while the action ran: whoever disposed saw no result, so it is ours.
            self.result = nil
            result.dispose()
        }
    }

    func dispose() {
        let previous = state.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        guard previous & Self.disposedBit == 0, previous & Self.resultSetBit != 0 else { return }
        let result = self.result
        self.result = nil
        result?.dispose()
    }
}
