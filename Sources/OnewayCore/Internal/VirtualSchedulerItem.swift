/// One action queued on a `VirtualTimeScheduler`: runs at most once, at `time`, unless
/// disposed first.
///
/// Disposing it drops the action at once, not when the scheduler's queue reaches it, so
/// that whatever the action captured (often a chain leading back to the scheduler) is
/// freed as soon as the work is cancelled. Confined to the scheduler's thread, like the
/// scheduler itself.
final class VirtualSchedulerItem<Time>: Cancelable {
    /// When the action is due.
    let time: Time
    private var action: (() -> Disposable)?
    private var result: Disposable?
    private(set) var isDisposed = false

    init(time: Time, action: @escaping () -> Disposable) {
        self.time = time
        self.action = action
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Runs the action unless disposed, keeping what it returns for `dispose()`.
    func invoke() {
        guard !isDisposed, let action else { return }
        self.action = nil
        let disposable = action()
        // The action may have disposed its own item (a periodic run stopping itself).
        if isDisposed {
            disposable.dispose()
        } else {
            result = disposable
        }
    }

    /// Cancels the action if it has not run, or disposes what it returned if it has.
    func dispose() {
        guard !isDisposed else { return }
        isDisposed = true
        action = nil
        let result = self.result
        self.result = nil
        result?.dispose()
    }
}

extension VirtualSchedulerItem: CustomDebugStringConvertible {
    /// The due time, as the scheduler's description lists it.
    var debugDescription: String { "\(time)" }
}
