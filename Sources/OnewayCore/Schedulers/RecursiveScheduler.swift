/// The bookkeeping of one recursive scheduling: the action (until disposed) and the
/// disposables of the steps scheduled but not yet started.
///
/// A step's disposable is recorded after the scheduler returns it, but a scheduler may run
/// the step before returning (an immediate scheduler) or on another thread meanwhile; each
/// step is therefore reserved first and recorded only if it has not started by then.
final class RecursiveSteps<Action>: @unchecked Sendable {
    private enum Step {
        case reserved
        case scheduled(Disposable)
    }

    private struct State {
        // nil once disposed.
        var action: Action?
        var steps: [Int: Step] = [:]
        var nextKey = 0
    }

    // Guards the action and the pending steps; never held while calling out.
    private let state: LockedState<State>

    init(action: Action) {
        state = LockedState(State(action: action))
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Reserves a key for a step about to be scheduled, or returns `nil` once disposed.
    func reserve() -> Int? {
        state.withLock { state in
            guard state.action != nil else { return nil }
            let key = state.nextKey
            state.nextKey &+= 1
            state.steps[key] = .reserved
            return key
        }
    }

    /// Records what cancels step `key`, unless the step has already started; disposes it at
    /// once if the recursion was disposed meanwhile.
    func record(_ key: Int, cancelledBy disposable: Disposable) {
        let isDisposed = state.withLock { state in
            guard state.action != nil else { return true }
            if state.steps[key] != nil { state.steps[key] = .scheduled(disposable) }
            return false
        }
        if isDisposed { disposable.dispose() }
    }

    /// Marks step `key` started and returns the action to run, or `nil` once disposed.
    func start(_ key: Int) -> Action? {
        state.withLock { state in
            guard let action = state.action else { return nil }
            state.steps[key] = nil
            return action
        }
    }

    /// Forgets the action and cancels every step not yet started.
    func dispose() {
        let steps = state.withLock { state in
            state.action = nil
            defer { state.steps = [:] }
            return state.steps
        }
        for case .scheduled(let disposable) in steps.values {
            disposable.dispose()
        }
    }
}

/// Runs an action that reschedules itself on an immediate scheduler through its `recurse`
/// argument. Disposing it cancels every pending step.
final class RecursiveImmediateScheduler<State>: Disposable {
    typealias Action = (_ state: State, _ recurse: (State) -> Void) -> Void

    private let scheduler: ImmediateSchedulerType
    private let steps: RecursiveSteps<Action>

    init(action: @escaping Action, scheduler: ImmediateSchedulerType) {
        self.scheduler = scheduler
        steps = RecursiveSteps(action: action)
    }

    /// Schedules one more run of the action with `state`; does nothing once disposed.
    func schedule(_ state: State) {
        guard let key = steps.reserve() else { return }
        let disposable = scheduler.schedule(state) { [self] state in
            if let action = steps.start(key) {
                action(state, schedule)
            }
            return Disposables.create()
        }
        steps.record(key, cancelledBy: disposable)
    }

    func dispose() {
        steps.dispose()
    }
}

/// Runs an action that reschedules itself on a scheduler with a clock, now or after a
/// delay, through the recursive scheduler it receives. Disposing it cancels every pending
/// step. Timed operators and the emulated `schedulePeriodic` are built on it.
final class AnyRecursiveScheduler<State>: Disposable {
    typealias Action = (State, AnyRecursiveScheduler<State>) -> Void

    private let scheduler: SchedulerType
    private let steps: RecursiveSteps<Action>

    init(scheduler: SchedulerType, action: @escaping Action) {
        self.scheduler = scheduler
        steps = RecursiveSteps(action: action)
    }

    /// Schedules one more run of the action with `state` after `dueTime`; does nothing once
    /// disposed.
    func schedule(_ state: State, dueTime: RxTimeInterval) {
        guard let key = steps.reserve() else { return }
        let disposable = scheduler.scheduleRelative(state, dueTime: dueTime, action: step(key))
        steps.record(key, cancelledBy: disposable)
    }

    /// Schedules one more run of the action with `state` as soon as the scheduler can; does
    /// nothing once disposed.
    func schedule(_ state: State) {
        guard let key = steps.reserve() else { return }
        let disposable = scheduler.schedule(state, action: step(key))
        steps.record(key, cancelledBy: disposable)
    }

    func dispose() {
        steps.dispose()
    }

    private func step(_ key: Int) -> (State) -> Disposable {
        { [self] state in
            if let action = steps.start(key) {
                action(state, self)
            }
            return Disposables.create()
        }
    }
}
