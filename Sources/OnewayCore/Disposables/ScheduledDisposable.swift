import Synchronization

/// Disposes a disposable on a given scheduler: `dispose()` schedules the disposal rather
/// than performing it, for resources that must be released on a particular thread or queue.
///
/// The first `dispose()` schedules the disposal; later calls do nothing. The wrapped
/// disposable is disposed exactly once, on `scheduler`, and released after.
public final class ScheduledDisposable: Cancelable, @unchecked Sendable {
    // Sendable: the wrapped disposable is handed over under the lock; the scheduler is only
    // asked to schedule, which schedulers support from any thread.

    /// The scheduler the disposal runs on.
    public let scheduler: ImmediateSchedulerType

    private let isRequested = Atomic<Bool>(false)
    // nil once disposed.
    private let disposable: LockedState<Disposable?>

    /// Whether the wrapped disposable has been disposed (which happens on `scheduler`, some
    /// time after `dispose()`).
    public var isDisposed: Bool {
        disposable.withLock { $0 == nil }
    }

    /// Creates a disposable that disposes `disposable` on `scheduler`.
    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        self.disposable = LockedState(disposable)
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Schedules the disposal of the wrapped disposable on `scheduler`.
    public func dispose() {
        guard !isRequested.exchange(true, ordering: .acquiringAndReleasing) else { return }
        _ = scheduler.schedule(self) { this in
            this.disposeNow()
            return Disposables.create()
        }
    }

    private func disposeNow() {
        let disposable = disposable.withLock { disposable in
            defer { disposable = nil }
            return disposable
        }
        disposable?.dispose()
    }
}
