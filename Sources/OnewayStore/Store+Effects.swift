import OnewayCore

extension Store {
    /// Observes the actions the store applies: each action, once its reducer has run.
    ///
    /// Emits every action dispatched after the subscription, none skipped (where state
    /// observers may skip a state that another thread superseded), in the store's single
    /// order, one at a time, on the thread that notifies (see `Store`). An action arrives
    /// after the state observers have been notified of a state that reflects it, so reading
    /// the state from here (`store.state`, or the latest value of an observation) shows its
    /// effect. An action dispatched from here is applied after this one has reached every
    /// action observer. The sequence completes when the store is released, and does not keep
    /// the store alive.
    @inlinable
    public var actions: Observable<ActionType> {
        core.actions
    }

    /// Starts `effect`: subscribes to its output and dispatches each action it emits.
    ///
    /// The effect is given `actions` and `observe()`. Its actions are dispatched as any other:
    /// one emitted while the store is notifying on that thread (an effect reacting to an
    /// action synchronously) is queued and applied right after, in order, so chains of effects
    /// never nest or grow the stack. The effect runs until the returned disposable is
    /// disposed, it completes or errors (an error goes to `Hooks.defaultErrorHandler`, as any
    /// unhandled one: catch errors inside the effect to keep it running), or the store is
    /// released, whichever comes first. The effect holds the store weakly.
    ///
    /// - Parameter effect: The effect to run.
    /// - Returns: A disposable that stops the effect; the store stops it when released, so
    ///   an effect meant to last as long as the store may ignore it.
    @inlinable
    @discardableResult
    public func run(_ effect: Effect<StateType, ActionType>) -> Disposable {
        root.run(effect.body(actions, observe()))
    }
}
