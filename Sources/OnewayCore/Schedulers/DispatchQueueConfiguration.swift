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
        var state = state
        return DispatchTimer(queue: queue, deadline: .now() + startAfter, period: period, leeway: leeway, work: nil) {
            // A dispatch source never runs its handler concurrently with itself, even on a
            // concurrent queue, so one thread at a time reads and writes `state`.
            state = action(state)
        }
    }
}
