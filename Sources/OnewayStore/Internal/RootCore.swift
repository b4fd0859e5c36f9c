import OnewayCore
import Synchronization

/// The machinery of a root store: its state, reducer and observers, behind its lock, and the
/// notifier role (see `Store` for the contract it implements).
///
/// The `Store` made by an initializer holds it, and its hot paths (`dispatch`, `state`, the
/// observations' per-state closures) are inlinable here, so that they run specialized for the
/// store's types in the caller's module.
@usableFromInline
final class RootCore<StateType, ActionType> {
    // Safe to share (see the `Sendable` conformance): the store's state is guarded by the
    // engine's lock; every observation's last value is touched only by the current notifier,
    // the engine's deliverer role (taken under the lock, given up with a releasing
    // compare-and-swap).

    @usableFromInline let reducer: (inout StateType, ActionType) -> Void
    /// Everything the lock guards, and the notifier role: the notifier is the engine's
    /// deliverer (see `RootCore+Notifier.swift`).
    @usableFromInline let engine: DeliveryEngine<RootCore>
    /// The thread running the reducer right now, or 0: to catch a reducer that calls back
    /// into the store, which would otherwise deadlock on the lock it runs under.
    @usableFromInline let reducingThread = Atomic<UInt>(0)
    /// The applied action the notifier hands to the action observers after its current step.
    // Unchecked: only the notifier touches it, setting it under the lock and taking it right
    // after; the notifier role is handed over with acquiring and releasing operations.
    @exclusivity(unchecked) @usableFromInline var actionDelivery: ActionDelivery<ActionType>?
    /// The middleware given at `init`, composed; `nil` without middleware.
    @usableFromInline let middlewareChain: MiddlewareChain<StateType, ActionType>?
    /// A queued action the notifier runs through the middleware after its current step.
    // Unchecked: only the notifier touches it, like `actionDelivery`.
    @exclusivity(unchecked) @usableFromInline var chained: ActionType?
    /// Where every callback runs, given at `init` (`callbacksOn:`); `nil` to notify on the
    /// dispatching thread. With one, the notifier is never a dispatching thread: it is a
    /// drain that the first thread to leave work schedules here (see `RootCore+Scheduled.swift`).
    // Used from any dispatching thread, as `observe(on:)` uses its scheduler: the schedulers
    // made for this (dispatch queues, the main scheduler) take work from any thread.
    @usableFromInline let callbackScheduler: (any ImmediateSchedulerType)?
    /// Whether there is a `callbackScheduler`: what the hot paths test, since comparing the
    /// optional existential with `nil` copies it (and retains the scheduler) at each dispatch.
    @usableFromInline let hasCallbackScheduler: Bool
    /// Subscribes the store's dispatch to an effect's output (`run`). Set once, by the
    /// store's inlinable initializer before the store is shared, so that each action an
    /// effect emits reaches `dispatch` through code specialized for the store's types.
    @exclusivity(unchecked) @usableFromInline var subscribeEffect: EffectSubscriber<ActionType> = { _, _ in
        Disposables.create()
    }

    /// Creates the core of a root store; the store's inlinable initializers then install the
    /// middleware, so that the chain's closures are made specialized for the store's types.
    @inlinable
    init(
        reducer: @escaping (inout StateType, ActionType) -> Void, state: StateType, hasMiddleware: Bool,
        callbackScheduler: (any ImmediateSchedulerType)?
    ) {
        self.reducer = reducer
        engine = DeliveryEngine(StoreCore(state: state))
        middlewareChain = hasMiddleware ? MiddlewareChain() : nil
        self.callbackScheduler = callbackScheduler
        hasCallbackScheduler = callbackScheduler != nil
    }

    deinit {
        // Nobody notifies while the store is being released (the notifier holds the store).
        let (observers, finishers, actionObservers, effects) = engine.withLock(forgettingLent: true) { core in
            core.shared = [:]
            core.appliedActions.removeAll()
            defer { core.finishers = [:] }
            return (
                core.observers.removeAll(), core.finishers.sorted { $0.key < $1.key },
                core.actionObservers.removeAll(), core.runningEffects.removeAll()
            )
        }
        _ = observers
        let (watches, lastState) = engine.withLock { core in
            defer { core.changeWatches = [] }
            return (core.changeWatches, core.state)
        }
        // Persistences first: their last save is of the state as the store leaves it.
        for watch in watches {
            watch.ended(lastState)
        }
        // Effects first: their subscriptions to this store's observables then end quietly,
        // rather than reacting to the completions below.
        for effect in effects {
            effect.dispose()
        }
        for (_, finish) in finishers {
            finish()
        }
        for sink in actionObservers {
            sink.onCompleted()
        }
    }

    /// `Store.state` of a root store.
    @inlinable
    var state: StateType {
        checkNotReducing("read store.state")
        return engine.withLock { $0.state }
    }

    /// Stops the program if the calling thread is running this store's reducer.
    @inlinable
    func checkNotReducing(_ what: @autoclosure () -> String, thread: UInt = ThreadIdentity.current.rawValue) {
        require(
            reducingThread.load(ordering: .relaxed) != thread,
            "Store: the reducer tried to \(what()); a reducer must be a pure function of the state and "
                + "action it is given (dispatch follow-up actions from an observer instead)"
        )
    }
}

extension RootCore: Core {
    /// The store's dispatch, in its way of dispatching. Only for callers holding `any Core`:
    /// the `Store` made over this core calls the way's entry point directly.
    @usableFromInline
    func dispatch(_ action: ActionType) {
        if let middlewareChain {
            dispatch(action, through: middlewareChain)
        } else if hasCallbackScheduler {
            dispatchScheduled(action)
        } else {
            dispatchNotifying(action)
        }
    }

    @usableFromInline
    func observe<Value>(_ request: ObservationRequest<StateType, Value>) -> Observable<Value> {
        weaklyHeldObservable { core, sink in core.subscribe(sink, sharedAs: request.key, make: request.make) }
    }

    @usableFromInline
    var actions: Observable<ActionType> {
        weaklyHeldObservable { core, sink in
            core.checkNotReducing("subscribe to the store")
            let key = core.engine.withLock { $0.actionObservers.insert(sink) }
            return Disposables.create { [weak core] in
                // Released after the lock, in case releasing the sink runs deinit code.
                let removed = core?.engine.withLock { $0.actionObservers.remove(key) }
                _ = removed
            }
        }
    }

    /// What only a root store has, for its `Store` and the stores scoped from it.
    @usableFromInline
    var storeRoot: StoreRoot<StateType, ActionType> {
        StoreRoot(run: run, watch: watch)
    }

    /// `StoreRoot.run` of a root store: tracks the effect's subscription, which the store
    /// disposes when it is released.
    @usableFromInline
    func run(_ output: Observable<ActionType>) -> Disposable {
        checkNotReducing("start an effect")
        let subscription = SingleAssignmentDisposable()
        let key = engine.withLock { $0.runningEffects.insert(subscription) }
        subscription.setDisposable(
            subscribeEffect(output) { [weak self] in
                // Whether it ended or was stopped, the store need not stop it any more.
                let removed = self?.engine.withLock { $0.runningEffects.remove(key) }
                _ = removed
            }
        )
        return subscription
    }
}

// `@unchecked` because the core's safety rests on its engine's lock and role (see the
// comment at the top of the class), which the compiler cannot follow; conditional because
// the states and actions themselves cross threads, so sharing the store is only as safe as
// they are.
extension RootCore: @unchecked Sendable where StateType: Sendable, ActionType: Sendable {}
