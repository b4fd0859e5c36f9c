import Dispatch

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A span of time for scheduling, as in RxSwift: `.seconds(1)`, `.milliseconds(300)`.
public typealias RxTimeInterval = DispatchTimeInterval

/// An absolute point in time, as schedulers report it in `now`.
public typealias RxTime = Date

/// A scheduler that runs work as soon as it can.
///
/// Closures are not `@Sendable`, as in RxSwift: a scheduler that runs work on another thread
/// moves the closure there, and what it captures is the caller's responsibility.
public protocol ImmediateSchedulerType {
    /// Schedules `action` to run with `state`.
    ///
    /// - Returns: A disposable that cancels the action if it has not run yet, and disposes
    ///   what the action returned if it has.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
}

/// A scheduler with a clock, able to run work later and periodically.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's current time.
    var now: RxTime { get }

    /// Schedules `action` to run with `state` after `dueTime`.
    ///
    /// - Returns: A disposable that cancels the action if it has not run yet.
    func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable

    /// Schedules `action` to run first after `startAfter`, then every `period`, each time
    /// with the state the previous run returned.
    ///
    /// - Returns: A disposable that stops the repetition.
    func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable
}
