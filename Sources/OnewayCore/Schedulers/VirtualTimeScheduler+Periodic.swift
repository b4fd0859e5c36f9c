extension VirtualTimeScheduler {
    /// Schedules `action` to run first `startAfter` after `now`, then every `period`, each
    /// time with the state the previous run returned, until the returned disposable is
    /// disposed.
    ///
    /// Each run first queues the next one (`period` after the current clock, through
    /// `adjustScheduledTime`), then calls `action`: work the action schedules for the same
    /// tick as the next run comes after it, as with RxSwift's periodic emulation. A
    /// `.never` start or period stops the repetition.
    ///
    /// - Returns: A disposable that cancels the next run.
    public func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        let run = VirtualPeriodicRun<Converter, StateType>(state: state, period: period, action: action)
        run.scheduleNext(on: self, after: startAfter)
        return run
    }
}

/// The state of one `schedulePeriodic` repetition.
///
/// The queued item owns the run (so that a discarded disposable does not stop it, as in
/// RxSwift); the run refers to its item and scheduler weakly, so that freeing the
/// scheduler or disposing the run leaves no cycle.
private final class VirtualPeriodicRun<Converter: VirtualTimeConverterType, StateType>: Cancelable {
    private var state: StateType
    private let period: RxTimeInterval
    private let action: (StateType) -> StateType
    private weak var next: VirtualSchedulerItem<Converter.VirtualTimeUnit>?
    private(set) var isDisposed = false

    init(state: StateType, period: RxTimeInterval, action: @escaping (StateType) -> StateType) {
        self.state = state
        self.period = period
        self.action = action
    }

    func scheduleNext(on scheduler: VirtualTimeScheduler<Converter>, after dueTime: RxTimeInterval) {
        guard let time = scheduler.adjustedVirtualTime(after: dueTime) else { return }
        next = scheduler.enqueue(at: time) { [weak scheduler] in
            guard let scheduler, !self.isDisposed else { return Disposables.create() }
            self.scheduleNext(on: scheduler, after: self.period)
            self.state = self.action(self.state)
            return Disposables.create()
        }
    }

    func dispose() {
        isDisposed = true
        next?.dispose()
    }
}
