import Dispatch

/// The scheduling the dispatch-queue schedulers share: work goes onto `queue`, timers fire
/// on it with `leeway`.
struct DispatchQueueConfiguration: Sendable {
    let queue: DispatchQueue
    let leeway: DispatchTimeInterval

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let item = ScheduledItem { action(state) }
        // The item (an `@unchecked Sendable` box for the non-`Sendable` action) moves to the
        // queue and is invoked there once; this thread never calls the action. What the
        // action captures is the caller's to make safe, as in RxSwift.
        queue.async { item.invoke() }
        return item
    }

    func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let item = ScheduledItem { action(state) }
        return DispatchTimer(queue: queue, deadline: .now() + dueTime, period: nil, leeway: leeway, work: item) {
            item.invoke()
        }
    }

    func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        // A dispatch source never runs its handler concurrently with itself, even on a
        // concurrent queue, but successive runs may land on different threads. Handing the
        // state from run to run through a lock (never held while `action` runs) orders each
        // run after the previous one in a way the thread sanitizer sees as well, for the
        // state and for whatever `action` touches.
        let handoff = LockedState<StateType?>(state)
        return DispatchTimer(queue: queue, deadline: .now() + startAfter, period: period, leeway: leeway, work: nil) {
            guard let current = handoff.withLock({ $0.take() }) else { return }
            let next = action(current)
            handoff.withLock { $0 = next }
        }
    }
}
