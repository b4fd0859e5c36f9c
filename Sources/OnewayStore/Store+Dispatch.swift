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
        let step = core.withLock { core -> NotifyStep in
            guard core.notifier != thread else {
                core.pendingActions.append(action)
                return .done
            }
            apply(action, to: &core, on: thread)
            guard core.notifier == 0 else { return .done }
            core.notifier = thread
            return nextStep(&core, as: thread)
        }
        if case .done = step { return }
        notify(startingWith: consume step, as: thread)
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
        /// Nothing left: the notifier role has been given up.
        case done
        /// Join a subscriber that subscribed from another thread.
        case join(() -> Void)
        /// Notify `state` (a copy taken under the lock) to `observers`.
        case pass(ContiguousArray<Bag<StoreObserver<StateType>>.Entry>, state: StateType)
    }

    /// Decides, under the lock, the notifier's next step: join waiting subscribers, apply the
    /// next queued action, notify the newest state, or give up the role.
    @inlinable
    func nextStep(_ core: inout StoreCore<StateType, ActionType>, as thread: UInt) -> NotifyStep {
        while true {
            if let join = core.pendingJoins.popFirst() { return .join(join) }
            if let action = core.pendingActions.popFirst() { apply(action, to: &core, on: thread) }
            guard core.version != core.notifiedVersion else {
                core.notifier = 0
                return .done
            }
            core.notifiedVersion = core.version
            if !core.observers.isEmpty { return .pass(core.observers.entries, state: core.state) }
        }
    }

    /// The notifier's loop, run with no lock held until `nextStep` gives up the role.
    ///
    /// Iterative, so that observers dispatching from their callbacks never grow the stack.
    @inlinable
    func notify(startingWith first: consuming NotifyStep, as thread: UInt) {
        var more = perform(first)
        while more {
            // The previous step, and the state copy it carried, are gone by now: an in-place
            // reducer applying a queued action under this lock finds its storage unshared.
            more = perform(core.withLock { nextStep(&$0, as: thread) })
        }
    }

    /// Performs one step; returns `false` once the role has been given up.
    @inlinable
    func perform(_ step: consuming NotifyStep) -> Bool {
        switch consume step {
        case .done:
            return false
        case .join(let join):
            join()
        case .pass(let observers, let state):
            withUnsafePointer(to: state) { address in
                for index in observers.indices {
                    observers[index].value?(state, address)
                }
            }
        }
        return true
    }
}
