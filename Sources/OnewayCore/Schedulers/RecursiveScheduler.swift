/// Runs an action that reschedules itself on an immediate scheduler through its `recurse`
/// argument. Disposing it cancels every pending step and releases the action.
final class RecursiveImmediateScheduler<State>: Disposable {
    typealias Action = (_ state: State, _ recurse: (State) -> Void) -> Void

    private let scheduler: ImmediateSchedulerType
    private let pending: LockedState<PendingSteps>

    init(action: @escaping Action, scheduler: ImmediateSchedulerType) {
        self.scheduler = scheduler
        pending = LockedState(PendingSteps(action: RecursiveAction(action)))
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Schedules one more run of the action with `state`; does nothing once disposed.
    func schedule(_ state: State) {
        guard let key = pending.withLock({ $0.reserve() }) else { return }
        let disposable = scheduler.schedule(state) { [self] state in
            if let action = pending.withLock({ $0.start(key) }) {
                // Only a `RecursiveAction<Action>` is ever stored, in `init`.
                unsafeDowncast(action, to: RecursiveAction<Action>.self).run(state, schedule)
            }
            return Disposables.create()
        }
        if pending.withLock({ $0.record(key, cancelledBy: disposable) }) {
            disposable.dispose()
        }
    }

    func dispose() {
        for disposable in pending.withLock({ $0.dispose() }) {
            disposable.dispose()
        }
    }
}

/// Runs an action that reschedules itself on a scheduler with a clock, now or after a
/// delay, through the recursive scheduler it receives. Disposing it cancels every pending
/// step and releases the action. Timed operators and the emulated `schedulePeriodic` are
/// built on it.
final class AnyRecursiveScheduler<State>: Disposable {
    typealias Action = (State, AnyRecursiveScheduler<State>) -> Void

    private let scheduler: SchedulerType
    private let pending: LockedState<PendingSteps>

    init(scheduler: SchedulerType, action: @escaping Action) {
        self.scheduler = scheduler
        pending = LockedState(PendingSteps(action: RecursiveAction(action)))
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Schedules one more run of the action with `state` after `dueTime`; does nothing once
    /// disposed.
    func schedule(_ state: State, dueTime: RxTimeInterval) {
        guard let key = pending.withLock({ $0.reserve() }) else { return }
        record(key, scheduler.scheduleRelative(state, dueTime: dueTime, action: step(key)))
    }

    /// Schedules one more run of the action with `state` as soon as the scheduler can; does
    /// nothing once disposed.
    func schedule(_ state: State) {
        guard let key = pending.withLock({ $0.reserve() }) else { return }
        record(key, scheduler.schedule(state, action: step(key)))
    }

    func dispose() {
        for disposable in pending.withLock({ $0.dispose() }) {
            disposable.dispose()
        }
    }

    private func record(_ key: Int, _ disposable: Disposable) {
        if pending.withLock({ $0.record(key, cancelledBy: disposable) }) {
            disposable.dispose()
        }
    }

    private func step(_ key: Int) -> (State) -> Disposable {
        { [self] state in
            if let action = pending.withLock({ $0.start(key) }) {
                // Only a `RecursiveAction<Action>` is ever stored, in `init`.
                unsafeDowncast(action, to: RecursiveAction<Action>.self).run(state, self)
            }
            return Disposables.create()
        }
    }
}
