import Dispatch
import Synchronization

/// A `DispatchSourceTimer` as a disposable: fires `handler` once at `deadline` (then cancels
/// itself) or, with a `period`, repeatedly until disposed.
///
/// The source's handler holds this object, which holds the source: the cycle keeps an armed
/// timer alive (libdispatch does not) and is broken by cancelling it, on the last firing or
/// on `dispose()`. After `dispose()` returns no new firing starts; one already running
/// finishes.
final class DispatchTimer: Cancelable, @unchecked Sendable {
    private let disposed = Atomic<Bool>(false)
    // The armed source, nil once cancelled; guarded by its lock, cancelled outside it.
    private let source = LockedState<DispatchSourceTimer?>(nil)
    // The one-shot work, disposed with the timer so that it disposes what the action returned.
    private let work: Cancelable?

    init(
        queue: DispatchQueue,
        deadline: DispatchTime,
        period: RxTimeInterval?,
        leeway: DispatchTimeInterval,
        work: Cancelable?,
        handler: @escaping () -> Void
    ) {
        self.work = work
        Resources.incrementTotal()
        let timer = DispatchSource.makeTimerSource(queue: queue)
        if let period {
            timer.schedule(deadline: deadline, repeating: period, leeway: leeway)
        } else {
            timer.schedule(deadline: deadline, leeway: leeway)
        }
        timer.setEventHandler { [self] in
            guard !isDisposed else { return }
            handler()
            if period == nil { cancelSource() }
        }
        source.withLock { $0 = timer }
        timer.resume()
    }

    deinit {
        Resources.decrementTotal()
    }

    var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        cancelSource()
        work?.dispose()
    }

    private func cancelSource() {
        let timer = source.withLock { source in
            defer { source = nil }
            return source
        }
        timer?.cancel()
    }
}
