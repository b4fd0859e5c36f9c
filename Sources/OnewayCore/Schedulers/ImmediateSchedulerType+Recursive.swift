extension ImmediateSchedulerType {
    /// Schedules `action` with `state`, and lets the action schedule itself again, with a
    /// new state, by calling the `recurse` closure it receives.
    ///
    /// Each call to `recurse` schedules one more run through `schedule(_:action:)`, so on
    /// `CurrentThreadScheduler` a recursion of any depth runs in a loop rather than on the
    /// stack, in FIFO order. `recurse` may be called from any thread, any number of times.
    ///
    /// - Parameters:
    ///   - state: The state of the first run.
    ///   - action: The work, given its state and the closure that schedules the next run.
    /// - Returns: A disposable that cancels every run not yet started; a run already in
    ///   progress finishes, and its calls to `recurse` then do nothing.
    public func scheduleRecursive<State>(
        _ state: State,
        action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
    ) -> Disposable {
        let scheduler = RecursiveImmediateScheduler(action: action, scheduler: self)
        scheduler.schedule(state)
        return scheduler
    }
}
