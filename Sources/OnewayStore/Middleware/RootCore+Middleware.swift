import OnewayCore
import Synchronization

extension RootCore {
    /// `Store.dispatch(_:)` of a store with middleware: runs the chain on this thread, or
    /// queues the action when the chain or a notification is already running on it.
    ///
    /// A dispatch from another thread waits, if the engine says so, before it enters the
    /// chain rather than at its end, where the action is applied: waiting there would hold
    /// the chain's turn, which the notifier needs to run queued actions through. So the
    /// bound is checked a moment before the action is applied, and may be passed by one
    /// action for each thread dispatching at once. A store with a callback scheduler never
    /// makes a dispatch wait.
    @inlinable
    @inline(never)
    func dispatch(_ action: ActionType, through chain: MiddlewareChain<StateType, ActionType>) {
        let thread = ThreadIdentity.current.rawValue
        checkNotReducing("dispatch an action", thread: thread)
        if chain.isHeld(by: thread) || engine.state.isHeld(by: thread) {
            // From a middleware or an observer: after the current action, through the chain.
            engine.send(self, as: thread, bounded: false) { core, turn in
                core.pendingActions.append(action)
                guard turn == .deliverer else { return .queued }
                // Inside the chain: this thread notifies once the chain is done (`enter`).
                chain.notifyRequested.store(true, ordering: .relaxed)
                return .nothing
            }
            return
        }
        // Without the lock first: the usual case, nobody notifying, costs one load. A sender
        // handed the notifying while it waited delivers what is left before entering.
        if !hasCallbackScheduler, engine.state.mayMakeSendersWait {
            engine.send(self, as: thread, bounded: true) { _, _ in .nothing }
        }
        enter(chain, as: thread) { chain.head(action) }
    }

    /// Runs `body` as the chain's holder; once the turn is given up, notifies what the chain
    /// left (`notifyRequested`). A thread already holding the turn runs `body` at once: a
    /// `next` called from inside the chain.
    @inlinable
    func enter(_ chain: MiddlewareChain<StateType, ActionType>, as thread: UInt, _ body: () -> Void) {
        if chain.isHeld(by: thread) { return body() }
        var notifies = false
        chain.withTurn(as: thread) {
            body()
            notifies = chain.notifyRequested.load(ordering: .relaxed)
            chain.notifyRequested.store(false, ordering: .relaxed)
        }
        // After the turn: the notifier may run queued actions through the chain, and a
        // scheduler may run a drain at once, on this thread.
        if notifies { notifyAfterChain(as: thread) }
    }

    /// Once the chain is done with an action it applied or queued: notifies it, or leaves it
    /// to the notifier or to a drain.
    @inlinable
    @inline(never)
    func notifyAfterChain(as thread: UInt) {
        var schedules = false
        engine.send(self, as: thread, bounded: false) { core, turn in leave(&core, on: turn, schedules: &schedules) }
        if schedules { scheduleDrain() }
    }

    /// The end of the chain: applies `action` under the store's lock. Observers are notified
    /// once the chain is done (by `enter`), or by the notifier already running.
    @inlinable
    func applyFromChain(_ action: ActionType) {
        let thread = ThreadIdentity.current.rawValue
        engine.withLock { core in apply(action, to: &core, on: thread) }
        middlewareChain?.notifyRequested.store(true, ordering: .relaxed)
    }

    /// Takes the action `takeWork` queued for the chain and runs it through. By the
    /// notifier, with no lock held.
    @inlinable
    @inline(never)
    func runChained() {
        guard let action = chained.take(), let middlewareChain else { return }
        enter(middlewareChain, as: ThreadIdentity.current.rawValue) { middlewareChain.head(action) }
    }

    /// Composes `middleware` around the reducer and installs them in `chain`, handing them
    /// `store`, the façade over this core. Once, from the store's initializer, before the
    /// store is shared.
    @inlinable
    func install(
        _ middleware: [Middleware<StateType, ActionType>], in chain: MiddlewareChain<StateType, ActionType>,
        for store: Store<StateType, ActionType>
    ) {
        let store = MiddlewareStore(store)
        // Weak: the chain belongs to the store, and a middleware may keep `next` for later.
        var next: (ActionType) -> Void = { [weak self] action in
            guard let self, let chain = self.middlewareChain else { return }
            self.enter(chain, as: ThreadIdentity.current.rawValue) { self.applyFromChain(action) }
        }
        var head = next
        for each in middleware.reversed() {
            let handle = each.wrap(store)(next)
            head = handle
            next = { [weak self] action in
                guard let self, let chain = self.middlewareChain else { return }
                self.enter(chain, as: ThreadIdentity.current.rawValue) { handle(action) }
            }
        }
        chain.head = head
    }
}
