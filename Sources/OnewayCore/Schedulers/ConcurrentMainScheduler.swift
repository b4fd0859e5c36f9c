import Dispatch

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Runs work on the main queue, at once whenever called there: suited to subscribing on
/// the main queue with `subscribe(on:)`.
///
/// Unlike `MainScheduler.instance`, `schedule` on the main queue always runs the action at
/// once, even if other work is queued, so it does not preserve ordering with that work.
/// Timed work goes through `MainScheduler.instance`. The main-queue caveats on Linux of
/// `MainScheduler` apply.
public final class ConcurrentMainScheduler: SchedulerType, Sendable {
    private let mainScheduler: MainScheduler

    private init(mainScheduler: MainScheduler) {
        self.mainScheduler = mainScheduler
    }

    /// The shared instance.
    public static let instance = ConcurrentMainScheduler(mainScheduler: MainScheduler.instance)

    /// The scheduler's clock: the system's current date.
    public var now: Date {
        mainScheduler.now
    }

    /// Runs `action` at once on the main queue, or dispatches it there from another thread.
    ///
    /// - Returns: The action's disposable when it ran at once; otherwise a disposable that
    ///   skips the action if it has not started, and disposes what it returned once run.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if MainQueue.isCurrent {
            return action(state)
        }
        return mainScheduler.configuration.schedule(state, action: action)
    }

    /// Schedules `action` on the main queue once `dueTime` has passed (never earlier).
    ///
    /// - Returns: A disposable that cancels the timer if it has not fired, and disposes what
    ///   the action returned once it has run.
    public func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        mainScheduler.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Schedules `action` on the main queue after `startAfter`, then every `period`.
    ///
    /// - Returns: A disposable that cancels the timer; no run starts after it returns.
    public func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        mainScheduler.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
