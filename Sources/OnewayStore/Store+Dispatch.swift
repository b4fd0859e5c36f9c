import OnewayCore
import Synchronization

extension Store {
    /// Applies `action` to the state and notifies observers of the new state.
    ///
    /// From any thread. Outside a notification, the reducer runs before `dispatch` returns, so
    /// `state` already reflects the action; if no other thread is notifying, the observers are
    /// notified before it returns too. From inside an observer callback, the action is queued
    /// and applied right after the current notification, in dispatch order.
    ///
    /// - Parameter action: The action to apply.
    @inlinable
    public func dispatch(_ action: ActionType) {
        let thread = currentThreadToken()
        checkNotReducing("dispatch an action", thread: thread)
        let mustNotify = core.withLock { core -> Bool in
            guard core.notifier != thread else {
                core.pendingActions.append(action)
                return false
            }
            apply(action, to: &core, on: thread)
            guard core.notifier == 0 else { return false }
            core.notifier = thread
            return true
        }
        if mustNotify { notify(as: thread) }
    }

    /// Runs the reducer in place. Called with the lock held.
    @inlinable
    func apply(_ action: ActionType, to core: inout StoreCore<StateType, ActionType>, on thread: UInt) {
        reducingThread.store(thread, ordering: .relaxed)
        reducer(&core.state, action)
        reducingThread.store(0, ordering: .relaxed)
        core.version &+= 1
    }

    /// What the notifier does next.
    @usableFromInline
    enum NotifyStep {
        case done
        case join(() -> Void)
        case pass(ContiguousArray<Bag<RegisteredObservation<StateType>>.Entry>)
        case skip
    }

    /// The notifier's loop: joins waiting subscribers, applies queued actions one at a time,
    /// and notifies each new state, until nothing is left; then gives up the role.
    ///
    /// Iterative, so that observers dispatching from their callbacks never grow the stack.
    @inlinable
    func notify(as thread: UInt) {
        while true {
            let step = core.withLock { core -> NotifyStep in
                if let join = core.pendingJoins.popFirst() { return .join(join) }
                if let action = core.pendingActions.popFirst() { apply(action, to: &core, on: thread) }
                guard core.version != core.notifiedVersion else {
                    core.notifier = 0
                    return .done
                }
                core.notifiedVersion = core.version
                guard !core.observations.isEmpty else { return .skip }
                snapshot.initialize(to: core.state)
                return .pass(core.observations.entries)
            }
            switch step {
            case .done:
                return
            case .skip:
                continue
            case .join(let join):
                join()
            case .pass(let observations):
                for entry in observations {
                    entry.value?.update(snapshot)
                }
                snapshot.deinitialize(count: 1)
            }
        }
    }
}
