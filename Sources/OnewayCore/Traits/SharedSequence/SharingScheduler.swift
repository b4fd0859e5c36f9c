/// The scheduler `Driver` and `Signal` deliver on, and the way tests replace it.
///
/// By default each conversion and time-based operator gets a new `MainScheduler`, as in
/// RxCocoa. In a test, ``mock(scheduler:action:)`` makes everything built inside its `action`
/// use a `TestScheduler` instead, so that a `Driver`'s timing runs on virtual time.
public enum SharingScheduler {
    /// Makes the scheduler `DriverSharingStrategy` and `SignalSharingStrategy` deliver on:
    /// a new `MainScheduler`, unless a ``mock(makeScheduler:action:)`` is running.
    ///
    /// Called when a conversion or a time-based operator is built; safe to call from any
    /// thread.
    public static var make: () -> SchedulerType {
        maker.withLock { $0.value }
    }

    /// Runs `action` with every `Driver` and `Signal` built inside it delivering on
    /// `scheduler`, then restores the scheduler in use before.
    ///
    /// For tests. The replacement holds for the whole process while `action` runs, so run
    /// tests that mock one at a time; a mock inside a mock restores the outer one.
    ///
    /// - Parameters:
    ///   - scheduler: The scheduler to deliver on, typically a `TestScheduler`.
    ///   - action: Builds and runs what the test observes.
    /// - Throws: What `action` throws; the scheduler is restored either way.
    public static func mock(scheduler: SchedulerType, action: () throws -> Void) rethrows {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    /// Runs `action` with `makeScheduler` making the scheduler of every `Driver` and `Signal`
    /// built inside it, then restores the maker in use before.
    ///
    /// For tests, as ``mock(scheduler:action:)``.
    ///
    /// - Parameters:
    ///   - makeScheduler: Called for each conversion or time-based operator built.
    ///   - action: Builds and runs what the test observes.
    /// - Throws: What `action` throws; the maker is restored either way.
    public static func mock(makeScheduler: @escaping () -> SchedulerType, action: () throws -> Void) rethrows {
        let replacement = UncheckedSendable(makeScheduler)
        let original = maker.withLock { maker in
            defer { maker = replacement }
            return maker
        }
        defer { maker.withLock { $0 = original } }
        try action()
    }
}

// The maker in use. `UncheckedSendable`: a mock's maker (typically capturing a `TestScheduler`,
// which is not `Sendable`) is meant for the test thread that installed it; the default maker
// captures nothing. The lock only guards the swap; the maker is called after releasing it.
private let maker = LockedState(UncheckedSendable<() -> SchedulerType>({ MainScheduler() }))
