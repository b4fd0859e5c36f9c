import OnewayCore
import Synchronization

extension RootCore {
    /// `Store.dispatch(_:)` of a root store: applies `action`, then notifies unless another
    /// thread is notifying or this thread already is.
    ///
    /// While another thread notifies with `queueBound` actions waiting for the action
    /// observers, or past its batch of notifications, a dispatch from a third thread waits
    /// its turn first (see `DeliveryEngine`), so that neither the queue nor the notifier's
    /// own call grows with the flood. A dispatch from a callback never waits.
    ///
    /// Always inlined: into the closure the store's initializer makes (`Store.send`), where
    /// the optimizer would otherwise call it, and `perform`, out of line.
    @inlinable
    @inline(__always)
    func dispatch(_ action: ActionType) {
        if let middlewareChain { return dispatch(action, through: middlewareChain) }
        let thread = ThreadIdentity.current.rawValue
        checkNotReducing("dispatch an action", thread: thread)
        guard let parked = dispatch(action, as: thread, resumed: false) else { return }
        // Not inlined: the rare case, kept out of the callers' code.
        dispatchAfterWaiting(action, as: thread, parked)
    }

    /// Waits, then dispatches `action`, as many times as the engine says the sender must wait.
    @usableFromInline
    @inline(never)
    func dispatchAfterWaiting(_ action: ActionType, as thread: UInt, _ parked: (SenderParking, ticket: UInt)) {
        engine.waitAndRetry(parked) { dispatch(action, as: thread, resumed: true) }
    }

    /// Applies `action` and notifies, as `dispatch(_:)` does; returns where to wait, having
    /// applied nothing, if the sender must wait first. `resumed` says whether it waited
    /// already.
    @inlinable
    @inline(__always)
    func dispatch(_ action: ActionType, as thread: UInt, resumed: Bool) -> (SenderParking, ticket: UInt)? {
        var parked: (SenderParking, ticket: UInt)?
        // Whether the notifier role was handed to this sender while it waited: it then
        // applies its action and notifies what is left.
        var handedOver = false
        let taken = engine.withLock { core -> NotifyStep? in
            if resumed { handedOver = engine.resume(thread, in: &core) }
            if handedOver {
                // Held with the work-queued bit: the notifying below comes back for the state.
                apply(action, to: &core, on: thread)
                return nil
            }
            if engine.senderMustWait(thread, in: core, resumed: resumed) {
                parked = engine.senderWaits(in: &core)
                return nil
            }
            // Another thread notifying finds the work the claim flagged (`hasOwnWork`).
            guard applyUnlessNotifying(action, to: &core, on: thread), engine.claim(thread) else { return nil }
            return engine.firstStep(thread, in: &core) { nextStep(&$0, as: thread) }
        }
        // Consumed, so that no copy of the step's state outlives it into the next lock, where an
        // in-place reducer would then copy the whole state.
        guard let step = consume taken else {
            if handedOver { finishNotifying(as: thread) }
            return parked
        }
        perform(consume step)
        finishNotifying(as: thread)
        return nil
    }

    /// Under the lock: applies `action` and returns `true`, or, from an observer callback
    /// (this thread is the notifier), queues it and returns `false`: the notifier picks it up
    /// once the current notification is done.
    @inlinable
    @inline(__always)
    func applyUnlessNotifying(
        _ action: ActionType, to core: inout StoreCore<StateType, ActionType>, on thread: UInt
    ) -> Bool {
        guard !engine.isDelivering(on: thread) else {
            core.pendingActions.append(action)
            leaveOwnWork()
            return false
        }
        apply(action, to: &core, on: thread)
        return true
    }

    /// Gives up the notifier role, first performing whatever was left meanwhile.
    ///
    /// Iterative, so that observers dispatching from their callbacks never grow the stack.
    /// The usual case, nothing left: one compare-and-swap, no lock. Otherwise each step is
    /// decided under the lock (where an in-place reducer applying a queued action finds its
    /// storage unshared, the previous step and its state copy being gone) and performed after.
    @inlinable
    func finishNotifying(as thread: UInt) {
        engine.finishSteps(thread, next: { nextStep(&$0, as: thread) }, perform: { perform($0) })
    }

    /// Under the lock, by the notifier: leaves itself work to do after its current step
    /// (the work itself waits in the store's queues, which `StoreCore.hasOwnWork` reads).
    @inlinable
    func leaveOwnWork() {
        engine.flagQueuedWork()
    }

    /// Runs the reducer in place. Called with the lock held.
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
    /// case, then keeps `apply` and `perform` small enough to be inlined into `dispatch`.
    @inlinable
    @inline(never)
    func record(_ action: ActionType, in core: inout StoreCore<StateType, ActionType>) {
        core.appliedActions.append(AppliedAction(action, watermark: core.actionObservers.nextKey))
    }

    /// Under the lock, by the notifier: takes the oldest applied action for delivery after
    /// the step it is about to return, with the action observers as they are now.
    ///
    /// It waits in the store (`actionDelivery`) rather than in the step: a larger step would slow
    /// down every dispatch, with or without action observers.
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

    /// What the notifier does next.
    @usableFromInline
    enum NotifyStep {
        /// Join a subscriber that subscribed from another thread.
        case join(() -> Void)
        /// Notify `state` (a copy taken under the lock) to `observers`, lent without a
        /// retain: the store keeps them alive until the notifier is done (`lendObservers`).
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
    /// reflecting it, and an action queued from a callback is applied only after that. The
    /// engine then reads `StoreCore.hasOwnWork` to know whether the notifier must come back
    /// under the lock after this step.
    @inlinable
    func nextStep(_ core: inout StoreCore<StateType, ActionType>, as thread: UInt) -> NotifyStep? {
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
                    return .pass(lendObservers(&core), state: core.state)
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

    /// Under the lock, by the notifier: the observer list, shared without a retain.
    ///
    /// Made once per change of the list, not once per notification. The notifier reads it
    /// after releasing the lock without holding a reference; `invalidateObservers` keeps it
    /// alive until the notifier is done.
    @inlinable
    func lendObservers(_ core: inout StoreCore<StateType, ActionType>) -> Unmanaged<ObserverList<StateType>> {
        if let list = core.snapshot { return .passUnretained(list) }
        let list = ObserverList(core.observers.entries)
        core.snapshot = list
        return .passUnretained(list)
    }

    /// Under the lock, before any change to the observer list: forgets the lent snapshot.
    ///
    /// While a notifier exists it may be reading the snapshot, so the snapshot is retired (the
    /// notifier releases it after the lock, once done). Otherwise it is released here, under
    /// the lock, which is safe: it shares its storage with `observers`, so releasing it frees
    /// no observer and runs no deinit, and releasing it before the change lets the change be
    /// made in place.
    func invalidateObservers(_ core: inout StoreCore<StateType, ActionType>) {
        guard let list = core.snapshot else { return }
        core.snapshot = nil
        _ = engine.retireIfDelivering(list, in: &core)
    }

    /// Performs one step, with no lock held.
    @inlinable
    @inline(__always)
    func perform(_ step: consuming NotifyStep) {
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
}
