import Synchronization

extension SchedulerType {
    /// Schedules `action` first after `startAfter`, then every `period`, each time with the
    /// state the previous run returned, emulated with recursive relative scheduling (as
    /// RxSwift does for schedulers without a native periodic timer, such as virtual time).
    ///
    /// On each tick the next tick is scheduled before the action runs. Runs never overlap:
    /// a tick that comes while the action is still running is queued, and queued ticks run
    /// one after another as soon as the running one returns.
    ///
    /// - Returns: A disposable that stops the repetition.
    public func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        let periodic = SchedulePeriodicRecursive(period: period, state: state, action: action)
        return scheduleRecursive(.tick, dueTime: startAfter, action: periodic.run)
    }

    /// Schedules `action` with `state` after `dueTime`, and lets it schedule itself again,
    /// now or after a delay, through the recursive scheduler it receives.
    ///
    /// - Returns: A disposable that cancels every run not yet started.
    func scheduleRecursive<State>(
        _ state: State,
        dueTime: RxTimeInterval,
        action: @escaping (State, AnyRecursiveScheduler<State>) -> Void
    ) -> Disposable {
        let scheduler = AnyRecursiveScheduler(scheduler: self, action: action)
        scheduler.schedule(state, dueTime: dueTime)
        return scheduler
    }
}

/// The state of one emulated periodic schedule.
final class SchedulePeriodicRecursive<State>: @unchecked Sendable {
    enum Command {
        /// A period has elapsed.
        case tick
        /// Run the action for one pending tick.
        case dispatchStart
    }

    private let period: RxTimeInterval
    private let action: (State) -> State
    // Ticks seen but not yet handled by the action. Only the caller that moves it away
    // from 0 runs the action, and it keeps running until it brings it back to 0, so one
    // thread at a time touches `state`; the counter's ordering publishes it to the next.
    private let pendingTicks = Atomic<Int>(0)
    private var state: State

    init(period: RxTimeInterval, state: State, action: @escaping (State) -> State) {
        self.period = period
        self.state = state
        self.action = action
    }

    func run(_ command: Command, scheduler: AnyRecursiveScheduler<Command>) {
        switch command {
        case .tick:
            scheduler.schedule(.tick, dueTime: period)
            if pendingTicks.add(1, ordering: .acquiringAndReleasing).oldValue == 0 {
                run(.dispatchStart, scheduler: scheduler)
            }
        case .dispatchStart:
            state = action(state)
            if pendingTicks.subtract(1, ordering: .acquiringAndReleasing).oldValue > 1 {
                // Ticks came while the action ran: catch up, yielding to the scheduler.
                scheduler.schedule(.dispatchStart)
            }
        }
    }
}
