/// One unit of scheduled work: runs its action at most once, unless cancelled first.
final class ScheduledItem: Cancelable, @unchecked Sendable {
    // Touched only by the one thread that invokes the item.
    private var action: (() -> Disposable)?
    private let disposable = SingleAssignmentDisposable()

    init(_ action: @escaping () -> Disposable) {
        self.action = action
    }

    var isDisposed: Bool {
        disposable.isDisposed
    }

    /// Runs the action unless the item was disposed, and keeps what it returns for `dispose`.
    func invoke() {
        guard let action, !disposable.isDisposed else { return }
        self.action = nil
        disposable.setDisposable(action())
    }

    func dispose() {
        disposable.dispose()
    }
}
