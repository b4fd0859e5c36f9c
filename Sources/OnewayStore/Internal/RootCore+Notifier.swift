import OnewayCore

// The store's notifier is its engine's deliverer: it takes one step of the store's own work
// under the lock (`takeWork`) and performs it after (`deliver`).
extension RootCore: DeliveryOwner {
    /// What the notifier does next.
    @usableFromInline
    enum NotifyStep {
        /// Join a subscriber that subscribed from another thread.
        case join(() -> Void)
        /// Notify `state` (a copy taken under the lock) to `observers`, lent without a
        /// retain: the store keeps them alive until the notifier is done (`lend`).
        case pass(Unmanaged<ObserverList<StateType>>, state: StateType)
        /// Hand the action waiting in `actionDelivery` to the action observers.
        case act
        /// Run the queued action waiting in `chained` through the middleware.
        case chain
    }

    /// Decides, under the lock, the notifier's next step: join waiting subscribers, notify
    /// the newest state, hand the actions applied so far to the action observers, apply the
    /// next queued action; `nil` when nothing is left.
    ///
    /// So action observers (effects) see an action once state observers have seen a state
    /// reflecting it, and an action queued from a callback is applied only after that.
    @inlinable
    func takeWork(_ core: inout StoreCore<StateType, ActionType>, deliverer thread: UInt) -> NotifyStep? {
        while true {
            // `isEmpty` first: inlined, it spares the usual notification a call to `popFirst`.
            if !core.pendingJoins.isEmpty, let join = core.pendingJoins.popFirst() {
                return .join(join)
            }
            if core.version != core.notifiedVersion {
                // Here rather than in `apply`, which is inlined into `dispatch`: a store
                // without persistence then pays nothing for it there. Every applied action
                // comes through here before its state is notified.
                if core.unmarkedWatches != 0, markChanged(&core) { continue }
                core.notifiedVersion = core.version
                if !core.observers.isEmpty {
                    // One step for the state and the oldest action it reflects: one lock
                    // round trip fewer per action when effects run.
                    if !core.appliedActions.isEmpty { takeAppliedAction(&core) }
                    return .pass(lend(&core), state: core.state)
                }
            }
            if !core.appliedActions.isEmpty {
                takeAppliedAction(&core)
                return .act
            }
            guard let action = core.pendingActions.popFirst() else { return nil }
            if middlewareChain != nil {
                // Applied by the chain's end, after the lock, unless a middleware swallows it.
                chained = action
                return .chain
            }
            apply(action, to: &core, on: thread)
        }
    }

    /// Performs one step, with no lock held.
    @inlinable
    @inline(__always)
    func deliver(_ step: consuming NotifyStep) {
        switch consume step {
        case .join(let join):
            join()
        case .pass(let observers, let state):
            // No reference counting on the observer list: two atomic operations fewer per
            // notification.
            observers._withUnsafeGuaranteedRef { list in
                withUnsafePointer(to: state) { address in
                    for index in list.entries.indices {
                        list.entries[index].value?(state, address)
                    }
                }
            }
            if actionDelivery != nil { deliverAction() }
        case .act:
            deliverAction()
        case .chain:
            runChained()
        }
    }

    /// Under the lock, by the notifier: the observer list, shared without a retain.
    ///
    /// Made once per change of the list, not once per notification. The notifier reads it
    /// after releasing the lock without holding a reference; the engine keeps it alive until
    /// the notifier is done (every change of the list is made `forgettingLent`).
    @inlinable
    func lend(_ core: inout StoreCore<StateType, ActionType>) -> Unmanaged<ObserverList<StateType>> {
        if let lent = core.delivery.lentList { return lent }
        return core.delivery.lend(ObserverList(core.observers.entries))
    }

    /// Under the lock, by the notifier: takes the oldest applied action for delivery after
    /// the step it is about to return, with the action observers as they are now.
    ///
    /// It waits in the store (`actionDelivery`) rather than in the step: a larger step would
    /// slow down every dispatch, with or without action observers.
    @inlinable
    @inline(never)
    func takeAppliedAction(_ core: inout StoreCore<StateType, ActionType>) {
        guard let applied = core.appliedActions.popFirst() else { return }
        actionDelivery = ActionDelivery(applied, observers: core.actionObservers.entries)
    }

    /// Hands the action taken by `takeAppliedAction` to the action observers subscribed
    /// before it was applied, in order. By the notifier, with no lock held.
    @inlinable
    @inline(never)
    func deliverAction() {
        guard let delivery = actionDelivery.take() else { return }
        Sink.deliver(.next(delivery.applied.action), to: delivery.observers, below: delivery.applied.watermark)
    }
}
