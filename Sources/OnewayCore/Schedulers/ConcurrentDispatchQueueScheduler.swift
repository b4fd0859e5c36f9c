import Dispatch

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Runs work on a dispatch queue that may be concurrent: suitable for background work that
/// needs no ordering between actions.
///
/// Actions may run at the same time as each other (a serial queue works too). Relative work
/// runs on a one-shot `DispatchSourceTimer`, periodic work on a repeating one, both with the
/// scheduler's `leeway`; neither runs before it is due, and runs of one periodic schedule
/// never overlap. Safe to use from any thread.
public final class ConcurrentDispatchQueueScheduler: SchedulerType, Sendable {
    /// A span of time, in seconds.
    public typealias TimeInterval = Double
    /// A point in time.
    public typealias Time = Date

    let configuration: DispatchQueueConfiguration

    /// The scheduler's clock: the system's current date.
    public var now: Date {
        Date()
    }

    /// Creates a scheduler that runs its work on `queue`.
    ///
    /// - Parameters:
    ///   - queue: The queue, serial or concurrent, the work runs on.
    ///   - leeway: How late the system may fire this scheduler's timers.
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
    }

    /// Creates a scheduler on a new concurrent queue of quality of service `qos`.
    ///
    /// - Parameters:
    ///   - qos: The quality of service of the queue.
    ///   - leeway: How late the system may fire this scheduler's timers.
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        let queue = DispatchQueue(label: "rxswift.queue.\(qos)", qos: qos, attributes: .concurrent)
        self.init(queue: queue, leeway: leeway)
    }

    /// Schedules `action` to run on the queue as soon as it can.
    ///
    /// - Returns: A disposable that skips the action if it has not started, and disposes
    ///   what it returned once it has run.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.schedule(state, action: action)
    }

    /// Schedules `action` to run on the queue once `dueTime` has passed (never earlier).
    ///
    /// - Returns: A disposable that cancels the timer if it has not fired, and disposes what
    ///   the action returned once it has run.
    public func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Schedules `action` to run on the queue after `startAfter`, then every `period`, each
    /// time with the state the previous run returned, on a repeating timer.
    ///
    /// - Returns: A disposable that cancels the timer; no run starts after it returns.
    public func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
