/// The steps of one recursive scheduling that are scheduled but not yet started, with what
/// cancels each.
///
/// A step's disposable is recorded after the scheduler returns it, but a scheduler may run
/// the step before returning (an immediate scheduler) or on another thread meanwhile; each
/// step is therefore reserved first and recorded only if it has not started by then.
///
/// Not generic, so that its dictionary and lock are specialized inside Oneway: the
/// recursive schedulers are generic over the user's state and run unspecialized, and
/// generic bookkeeping there cost a runtime metadata look-up on every step.
struct PendingSteps {
    private enum Step {
        case reserved
        case scheduled(Disposable)
    }

    private struct KeyedStep {
        let key: Int
        var step: Step
    }

    // Most recursions have one step pending at a time: it lives in `first`, and the
    // dictionary (which hashes on every access) holds only the others.
    private var first: KeyedStep?
    private var others: [Int: Step] = [:]
    private var nextKey = 0
    // The recursion's action, boxed in a class so that this type need not be generic; nil
    // once disposed, so that what the action captured is released.
    private(set) var action: AnyObject?

    init(action: AnyObject) {
        self.action = action
    }

    /// Reserves a key for a step about to be scheduled, or returns `nil` once disposed.
    mutating func reserve() -> Int? {
        guard action != nil else { return nil }
        let key = nextKey
        nextKey &+= 1
        if first == nil {
            first = KeyedStep(key: key, step: .reserved)
        } else {
            others[key] = .reserved
        }
        return key
    }

    /// Records what cancels step `key`, unless the step has already started. Returns `true`
    /// when the recursion was disposed meanwhile: the caller must dispose `disposable`.
    mutating func record(_ key: Int, cancelledBy disposable: Disposable) -> Bool {
        guard action != nil else { return true }
        if first?.key == key {
            first?.step = .scheduled(disposable)
        } else if others[key] != nil {
            others[key] = .scheduled(disposable)
        }
        return false
    }

    /// Marks step `key` started and returns the boxed action, or `nil` once disposed.
    mutating func start(_ key: Int) -> AnyObject? {
        guard let action else { return nil }
        if first?.key == key {
            first = nil
        } else {
            others[key] = nil
        }
        return action
    }

    /// Forgets the action and returns what cancels the steps not yet started, for the
    /// caller to dispose after releasing its lock.
    mutating func dispose() -> [Disposable] {
        action = nil
        var cancels: [Disposable] = []
        if case .scheduled(let disposable)? = first?.step { cancels.append(disposable) }
        for case .scheduled(let disposable) in others.values { cancels.append(disposable) }
        first = nil
        others = [:]
        return cancels
    }
}

/// A recursive action in a class, so that `PendingSteps` can hold it without being generic.
final class RecursiveAction<Action> {
    let run: Action

    init(_ run: Action) {
        self.run = run
    }
}

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
