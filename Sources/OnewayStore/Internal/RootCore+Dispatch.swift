import OnewayCore
import Synchronization

extension RootCore {
    /// `Store.dispatch(_:)` of a root store without middleware or callback scheduler:
    /// applies `action`, then notifies unless another thread is notifying or this thread
    /// already is (then the action waits for the current notification to finish).
    ///
    /// Bounded as every send to a `DeliveryEngine` is: while another thread notifies with
    /// `queueBound` actions waiting, or is past its batch, a dispatch from a third thread
    /// waits its turn before applying its action, and may be handed the notifying.
    ///
    /// Always inlined: into the closure the store's initializer makes (`Store.send`), where
    /// the optimizer would otherwise call it out of line.
    @inlinable
    @inline(__always)
    func dispatchNotifying(_ action: ActionType) {
        let thread = ThreadIdentity.current.rawValue
        checkNotReducing("dispatch an action", thread: thread)
        engine.send(self, as: thread, bounded: true) { core, turn in
            // From an observer callback: applied after the current notification, in order.
            guard turn != .reentrant else {
                core.pendingActions.append(action)
                return .queued
            }
            apply(action, to: &core, on: thread)
            return .queued
        }
    }

    /// Runs the reducer in place, under the lock.
    @inlinable
    @inline(__always)
    func apply(_ action: ActionType, to core: inout StoreCore<StateType, ActionType>, on thread: UInt) {
        reducingThread.store(thread, ordering: .relaxed)
        reducer(&core.state, action)
        reducingThread.store(0, ordering: .relaxed)
        core.version &+= 1
        if !core.actionObservers.isEmpty { record(action, in: &core) }
    }

    /// Under the lock: keeps an applied action for the action observers subscribed by now.
    ///
    /// Out of line, like `deliverAction()`: a store without action observers, the usual
    /// case, then keeps `apply` small enough to be inlined into `dispatch`.
    @inlinable
    @inline(never)
    func record(_ action: ActionType, in core: inout StoreCore<StateType, ActionType>) {
        core.appliedActions.append(AppliedAction(action, watermark: core.actionObservers.nextKey))
    }
}
