import OnewayCore
import Synchronization

extension RootCore {
    /// `Store.dispatch(_:)` of a root store: applies `action`, then notifies unless another
    /// thread is notifying or this thread already is.
    ///
    /// Always inlined: into the closure the store's initializer makes (`Store.send`), where
    /// the optimizer would otherwise call it, and `perform`, out of line.
    @inlinable
    @inline(__always)
    func dispatch(_ action: ActionType) {
        if let middlewareChain { return dispatch(action, through: middlewareChain) }
        let thread = ThreadIdentity.current.rawValue
        checkNotReducing("dispatch an action", thread: thread)
        let step = guarded.withLock { core -> NotifyStep in
            guard notifier.load(ordering: .relaxed) & ~Self.workFlaggedBit != thread else {
                // From an observer callback: the notifier is this thread, which picks the
                // action up once the current notification is done.
                core.pendingActions.append(action)
                notifier.bitwiseOr(Self.workFlaggedBit, ordering: .relaxed)
                return .done
            }
            apply(action, to: &core, on: thread)
            guard claimNotifier(thread) else { return .done }
            assert(core.retired.isEmpty, "Store: a retired observer list outlived the notifier that read it")
            return nextStep(&core, as: thread)
        }
        guard perform(consume step) else { return }
        finishNotifying(as: thread)
    }

    /// Under the lock: makes `thread` the notifier and returns `true` if nobody notifies;
    /// otherwise flags work for the notifier and returns `false`, and the caller must leave
    /// its work (already done for an applied action) before releasing the lock.
    @inlinable
    func claimNotifier(_ thread: UInt) -> Bool {
        var current = notifier.load(ordering: .acquiring)
        while true {
            if current == 0 {
                // Only lock holders move it away from 0: a plain store cannot race.
                notifier.store(thread, ordering: .relaxed)
                return true
            }
            if current & Self.workFlaggedBit != 0 { return false }
            let (exchanged, original) = notifier.compareExchange(
                expected: current, desired: current | Self.workFlaggedBit, ordering: .acquiringAndReleasing)
            if exchanged { return false }
            // The notifier finished meanwhile (0 now): take over.
            current = original
        }
    }

    /// Gives up the notifier role, first performing whatever was flagged meanwhile.
    ///
    /// Iterative, so that observers dispatching from their callbacks never grow the stack.
    @inlinable
    func finishNotifying(as thread: UInt) {
        // The usual case, nothing flagged: one compare-and-swap, no lock.
        while !notifier.compareExchange(expected: thread, desired: 0, ordering: .acquiringAndReleasing).exchanged {
            // The previous step, and the state copy it carried, are gone by now: an in-place
            // reducer applying a queued action under this lock finds its storage unshared.
            let (step, retired) = guarded.withLock { core in
                (nextStep(&core, as: thread), core.retired.isEmpty ? [] : core.takeRetired())
            }
            // Released after the lock: a retired list may hold the last reference to an
            // observation that left meanwhile.
            _ = consume retired
            guard perform(step) else { return }
        }
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
    /// It waits in the store (`delivery`) rather than in the step: a larger step would slow
    /// down every dispatch, with or without action observers.
    @inlinable
    @inline(never)
    func takeAppliedAction(_ core: inout StoreCore<StateType, ActionType>) {
        guard let applied = core.appliedActions.popFirst() else { return }
        delivery = ActionDelivery(applied, observers: core.actionObservers.entries)
    }

    /// Hands the action taken by `takeAppliedAction` to the action observers subscribed
    /// before it was applied, in order. By the notifier, with no lock held.
    @inlinable
    @inline(never)
    func deliverAction() {
        guard let delivery = delivery.take() else { return }
        Sink.deliver(.next(delivery.applied.action), to: delivery.observers, below: delivery.applied.watermark)
    }

    /// What the notifier does next.
    @usableFromInline
    enum NotifyStep {
        /// Nothing left: the notifier role has been given up.
        case done
        /// Join a subscriber that subscribed from another thread.
        case join(() -> Void)
        /// Notify `state` (a copy taken under the lock) to `observers`, lent without a
        /// retain: the store keeps them alive until the notifier is done (`lendObservers`).
        case pass(Unmanaged<ObserverList<StateType>>, state: StateType)
        /// Hand the action waiting in `delivery` to the action observers.
        case act
        /// Run the queued action waiting in `chained` through the middleware.
        case chain
    }

    /// Decides, under the lock, the notifier's next step: join waiting subscribers, notify
    /// the newest state, hand the actions applied so far to the action observers, apply the
    /// next queued action, or give up the role.
    ///
    /// So action observers (effects) see an action once state observers have seen a state
    /// reflecting it, and an action queued from a callback is applied only after that.
    /// Whatever it returns, it leaves `notifier` saying whether work remains after this step,
    /// so that `finishNotifying` comes back for it.
    @inlinable
    func nextStep(_ core: inout StoreCore<StateType, ActionType>, as thread: UInt) -> NotifyStep {
        while true {
            // `isEmpty` first: inlined, it spares the usual notification a call to `popFirst`.
            if !core.pendingJoins.isEmpty, let join = core.pendingJoins.popFirst() {
                flagRemainingWork(core.hasWorkLeft, as: thread)
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
                    flagRemainingWork(core.hasWorkLeft, as: thread)
                    return .pass(lendObservers(&core), state: core.state)
                }
            }
            if !core.appliedActions.isEmpty {
                takeAppliedAction(&core)
                flagRemainingWork(core.hasWorkLeft, as: thread)
                return .act
            }
            guard let action = core.pendingActions.popFirst() else {
                notifier.store(0, ordering: .releasing)
                return .done
            }
            if middlewareChain != nil {
                // Applied by the chain's end, after the lock, unless a middleware swallows it.
                chained = action
                flagRemainingWork(core.hasWorkLeft, as: thread)
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
    /// While a notifier exists it may be reading the snapshot, so the snapshot is retired and
    /// the notifier flagged to come back for it (`finishNotifying` releases it after the
    /// lock). Otherwise it is released here, under the lock, which is safe: it shares its
    /// storage with `observers`, so releasing it frees no observer and runs no deinit, and
    /// releasing it before the change lets the change be made in place.
    func invalidateObservers(_ core: inout StoreCore<StateType, ActionType>) {
        guard let list = core.snapshot else { return }
        core.snapshot = nil
        if notifier.flagHolder(with: Self.workFlaggedBit) { core.retired.append(list) }
    }

    /// Under the lock, by the notifier: records in `notifier` whether anything is left to do
    /// after the step it is about to take.
    @inlinable
    func flagRemainingWork(_ remains: Bool, as thread: UInt) {
        notifier.store(remains ? thread | Self.workFlaggedBit : thread, ordering: .relaxed)
    }

    /// Performs one step; returns `false` once the role has been given up.
    @inlinable
    @inline(__always)
    func perform(_ step: consuming NotifyStep) -> Bool {
        switch consume step {
        case .done:
            return false
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
            if delivery != nil { deliverAction() }
        case .act:
            deliverAction()
        case .chain:
            runChained()
        }
        return true
    }
}
