import OnewayCore

/// The notifier of a store made with `callbacksOn:`: a drain run on that scheduler.
///
/// A dispatching thread applies its action under the lock, as without a scheduler, but never
/// notifies: if nobody notifies and no drain is scheduled yet, it schedules one. The drain
/// takes the notifier role on the scheduler's thread and notifies until nothing is left,
/// exactly as a dispatching thread would; work left meanwhile flags it as usual. So every
/// callback runs on the scheduler, in the store's single order, and a callback that
/// dispatches finds its thread is the notifier and queues the action.
extension RootCore {
    /// `Store.dispatch(_:)` of a root store with a callback scheduler and no middleware:
    /// applies `action`, then leaves the notifying to the drain, scheduling one if needed.
    /// Never waits: the scheduler's thread may be the one dispatching, and it would then
    /// wait for its own drain.
    @inlinable
    func dispatchScheduled(_ action: ActionType) {
        let thread = ThreadIdentity.current.rawValue
        checkNotReducing("dispatch an action", thread: thread)
        var schedules = false
        engine.send(self, as: thread, bounded: false) { core, turn in
            // From a callback, the drain running on this thread picks the action up.
            guard turn != .reentrant else {
                core.pendingActions.append(action)
                return .queued
            }
            apply(action, to: &core, on: thread)
            return leave(&core, on: turn, schedules: &schedules)
        }
        if schedules { scheduleDrain() }
    }

    /// Under the lock, once a send on `turn` left work for the notifier: what it leaves. A
    /// store with a callback scheduler never notifies on the sender's thread: if the sender
    /// would (nobody else notifies), it asks for a drain instead, unless one is asked for
    /// already; `schedules` tells it to schedule the drain after the lock.
    @inlinable
    func leave(
        _ core: inout StoreCore<StateType, ActionType>, on turn: DeliveryEngine<RootCore>.Turn, schedules: inout Bool
    ) -> SendRecord<NotifyStep> {
        guard hasCallbackScheduler, turn == .deliverer else { return .queued }
        if !core.drainScheduled {
            core.drainScheduled = true
            schedules = true
        }
        return .nothing
    }

    /// Schedules the drain on the callback scheduler, with no lock held: the scheduler may
    /// run the drain at once, on this thread.
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

    /// On the callback scheduler: takes the notifier role and notifies until nothing is left.
    @usableFromInline
    func drain() {
        engine.send(self, as: ThreadIdentity.current.rawValue, bounded: false) { core, _ in
            core.drainScheduled = false
            return .queued
        }
    }
}
