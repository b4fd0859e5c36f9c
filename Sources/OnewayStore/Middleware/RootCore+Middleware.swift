import OnewayCore
import Synchronization

extension RootCore {
    /// `dispatch(_:)` of a store with middleware: runs the chain on this thread, or queues
    /// the action when the chain or a notification is already running on it.
    @inlinable
    @inline(never)
    func dispatch(_ action: ActionType, through chain: MiddlewareChain<StateType, ActionType>) {
        let thread = ThreadIdentity.current.rawValue
        checkNotReducing("dispatch an action", thread: thread)
        if chain.isHeld(by: thread) || isNotifier(thread) {
            // From a middleware or an observer: after the current action, through the chain.
            let drains = engine.withLock { core in
                core.pendingActions.append(action)
                return leaveWork(as: thread)
            }
            if drains { chain.drainRequested = true }
            return
        }
        // Without the lock first: the usual case, nobody notifying, costs one load.
        let handedOver = !hasCallbackScheduler && engine.mayMakeSendersWait && waitForTurn(as: thread)
        enter(chain, as: thread) { chain.head(action) }
        // The notifier role was handed to this thread while it waited: it notifies what is left.
        if handedOver { finishNotifying(as: thread) }
    }

    /// Before a dispatch from another thread enters the chain: waits while the engine says the
    /// sender must (see `DeliveryEngine.senderMustWait`). Returns `true` if the notifier role
    /// was handed to this thread meanwhile.
    ///
    /// Before the chain rather than at its end, where the action is applied: a sender waiting
    /// there would hold the chain's turn, which the notifier needs to run queued actions
    /// through. So the bound is checked a moment before the action is applied, and may be
    /// passed by one action for each thread dispatching at once.
    @usableFromInline
    @inline(never)
    func waitForTurn(as thread: UInt) -> Bool {
        var handedOver = false
        func attempt(resumed: Bool) -> (SenderParking, ticket: UInt)? {
            engine.withLock { core in
                if resumed { handedOver = engine.resume(thread, in: &core) }
                guard !handedOver, engine.senderMustWait(thread, in: core, resumed: resumed) else { return nil }
                return engine.senderWaits(in: &core)
            }
        }
        guard let parked = attempt(resumed: false) else { return false }
        engine.waitAndRetry(parked) { attempt(resumed: true) }
        return handedOver
    }

    /// Runs `body` as the chain's holder, then notifies if this thread became the notifier.
    ///
    /// A thread already holding the turn runs `body` at once: a `next` called from inside the
    /// chain. A notifier (running a queued action) leaves the notifying to its own loop.
    @inlinable
    func enter(_ chain: MiddlewareChain<StateType, ActionType>, as thread: UInt, _ body: () -> Void) {
        if chain.isHeld(by: thread) { return body() }
        let wasNotifier = isNotifier(thread)
        guard hasCallbackScheduler else {
            chain.withTurn(as: thread, body)
            if !wasNotifier, isNotifier(thread) { finishNotifying(as: thread) }
            return
        }
        var drains = false
        chain.withTurn(as: thread) {
            body()
            // Scheduled once the turn is given up: the scheduler may run the drain at once,
            // on this thread, which must then not find itself inside the chain.
            if chain.drainRequested {
                chain.drainRequested = false
                drains = true
            }
        }
        if drains { scheduleDrain() }
    }

    /// The end of the chain: applies `action` under the store's lock. Observers are notified
    /// after the chain (by `enter`), or by the notifier already running.
    @inlinable
    func applyFromChain(_ action: ActionType) {
        let thread = ThreadIdentity.current.rawValue
        let drains = engine.withLock { core in
            apply(action, to: &core, on: thread)
            return leaveWork(as: thread)
        }
        if drains { middlewareChain?.drainRequested = true }
    }

    /// Takes the action `nextStep` queued for the chain and runs it through. By the notifier,
    /// with no lock held.
    @inlinable
    @inline(never)
    func runChained() {
        guard let action = chained.take(), let middlewareChain else { return }
        enter(middlewareChain, as: ThreadIdentity.current.rawValue) { middlewareChain.head(action) }
    }

    /// Whether `thread` is the notifier. Reliable without the lock: only `thread` itself makes
    /// it true or false.
    @inlinable
    func isNotifier(_ thread: UInt) -> Bool {
        engine.isDelivering(on: thread)
    }

    /// Under the lock, after leaving work (an applied or queued action): marks it for the
    /// notifier, or makes this thread the notifier, with the work marked, if nobody notifies.
    /// With a callback scheduler, a drain takes the role instead: returns `true` when the
    /// caller, inside the chain, must have it scheduled once the chain is done.
    @inlinable
    func leaveWork(as thread: UInt) -> Bool {
        // A failed claim flags the work for the notifier.
        if isNotifier(thread) {
            leaveOwnWork()
        } else if hasCallbackScheduler {
            return engine.claim(Self.drainToken)
        } else if engine.claim(thread) {
            leaveOwnWork()
        }
        return false
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
