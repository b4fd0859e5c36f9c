import OnewayCore
import Synchronization

/// The notifier of a store made with `callbacksOn:`: a drain run on that scheduler.
///
/// A dispatching thread applies its action under the lock, as without a scheduler, but never
/// becomes the notifier: if nobody notifies, it claims the role for a scheduled drain
/// (`drainToken`, which no thread identity equals) and, after the lock, schedules the drain.
/// The drain takes the role over on the scheduler's thread and notifies until nothing is
/// left, exactly as a dispatching thread would; work left meanwhile is marked for it as usual.
/// So every callback runs on the scheduler, in the store's single order, and a callback that
/// dispatches finds its thread is the notifier and queues the action.
extension RootCore {
    /// Who holds the notifier role while a drain is scheduled but not yet running; even, so
    /// that the engine's work-queued bit can be set on it, and never a thread's identity (an
    /// address).
    @inlinable
    static var drainToken: UInt { 2 }

    /// `Store.dispatch(_:)` of a root store with a callback scheduler: applies `action`, then
    /// schedules a drain unless one is scheduled or running.
    @inlinable
    func dispatchScheduled(_ action: ActionType) {
        if let middlewareChain { return dispatch(action, through: middlewareChain) }
        let thread = ThreadIdentity.current.rawValue
        checkNotReducing("dispatch an action", thread: thread)
        // From a callback, the drain running on this thread picks the action up.
        // Otherwise, a failed claim flags the work for the notifier.
        let schedule = engine.withLock { core in
            applyUnlessNotifying(action, to: &core, on: thread) && engine.claim(Self.drainToken)
        }
        if schedule { scheduleDrain() }
    }

    /// Schedules the drain on the callback scheduler. Called once per claim of `drainToken`,
    /// with no lock held: the scheduler may run the drain at once, on this thread.
    @usableFromInline
    @inline(never)
    func scheduleDrain() {
        guard let callbackScheduler else { return }
        // Strong: the drain may hold the last reference, and then releases the store on the
        // scheduler, after notifying what was dispatched before the release.
        _ = callbackScheduler.schedule(self) { core in
            core.drain()
            return Disposables.create()
        }
    }

    /// On the callback scheduler: takes the notifier role from `drainToken` and notifies
    /// until nothing is left.
    @usableFromInline
    func drain() {
        let thread = ThreadIdentity.current.rawValue
        engine.handOver(from: Self.drainToken, to: thread)
        // Also releases what was retired while the drain was scheduled.
        engine.deliverSteps(thread, next: { nextStep(&$0, as: thread) }, perform: { perform($0) })
    }
}
