import Dispatch

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Runs work on a serial dispatch queue, one action at a time, in the order scheduled.
///
/// Operators may rely on a serial scheduler never running two actions at once, so a queue
/// passed in (possibly concurrent) is wrapped in an internal serial queue that targets it.
/// Relative work runs on a one-shot `DispatchSourceTimer`, periodic work on a repeating one,
/// both with the scheduler's `leeway`; neither runs before it is due. Safe to use from any
/// thread.
///
/// Not `final`, as in RxSwift, because `MainScheduler` is one; it cannot be subclassed
/// outside Oneway.
public class SerialDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
    // Sendable: every stored property is an immutable `Sendable` value.

    /// A span of time, in seconds.
    public typealias TimeInterval = Double
    /// A point in time.
    public typealias Time = Date

    let configuration: DispatchQueueConfiguration

    /// The scheduler's clock: the system's current date.
    public var now: Date {
        Date()
    }

    init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: serialQueue, leeway: leeway)
    }

    /// Creates a scheduler on a new serial queue named `internalSerialQueueName`.
    ///
    /// - Parameters:
    ///   - internalSerialQueueName: The label of the queue.
    ///   - serialQueueConfiguration: Called once, before this returns, to configure the
    ///     queue (for example to set a specific key on it).
    ///   - leeway: How late the system may fire this scheduler's timers.
    public convenience init(
        internalSerialQueueName: String,
        serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil,
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        let queue = DispatchQueue(label: internalSerialQueueName)
        serialQueueConfiguration?(queue)
        self.init(serialQueue: queue, leeway: leeway)
    }

    /// Creates a scheduler on a new serial queue named `internalSerialQueueName` that runs
    /// its work on `queue`, which may be concurrent.
    ///
    /// - Parameters:
    ///   - queue: The queue the work finally runs on.
    ///   - internalSerialQueueName: The label of the serial queue in front of it.
    ///   - leeway: How late the system may fire this scheduler's timers.
    public convenience init(
        queue: DispatchQueue,
        internalSerialQueueName: String,
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        self.init(serialQueue: DispatchQueue(label: internalSerialQueueName, target: queue), leeway: leeway)
    }

    /// Creates a scheduler on a new serial queue that runs its work on the global concurrent
    /// queue of quality of service `qos`.
    ///
    /// - Parameters:
    ///   - qos: The quality of service of the global queue.
    ///   - internalSerialQueueName: The label of the serial queue in front of it.
    ///   - leeway: How late the system may fire this scheduler's timers.
    public convenience init(
        qos: DispatchQoS,
        internalSerialQueueName: String = "rx.global_dispatch_queue.serial",
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        self.init(
            queue: DispatchQueue.global(qos: qos.qosClass),
            internalSerialQueueName: internalSerialQueueName,
            leeway: leeway
        )
    }

    /// Schedules `action` to run on the queue, after the work scheduled before it.
    ///
    /// - Returns: A disposable that skips the action if it has not started, and disposes
    ///   what it returned once it has run.
    public final func schedule<StateType>(
        _ state: StateType,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        scheduleInternal(state, action: action)
    }

    /// The scheduling behind `schedule`; `MainScheduler` runs some work at once instead.
    func scheduleInternal<StateType>(
        _ state: StateType,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        configuration.schedule(state, action: action)
    }

    /// Forwards `event` to `sink` on the queue, after the work scheduled before it: what
    /// `observe(on:)` does with each event.
    ///
    /// `schedule`'s order and threading, without its disposable (which `observe(on:)` drops)
    /// or its generic action, so that it inlines into the caller's specialized code; an event
    /// forwarded at once (on `MainScheduler.instance`, from the main queue) allocates nothing.
    @inlinable
    final func deliver<Element>(_ event: Event<Element>, to sink: Sink<Element>) {
        if claimImmediateRun() {
            sink.on(event)
            endRun()
        } else {
            enqueue { sink.on(event) }
        }
    }

    /// Whether the caller may run its work at once, in place, and then must call `endRun()`;
    /// otherwise it must hand the work to `enqueue(_:)`. Every call counts one run.
    @usableFromInline
    func claimImmediateRun() -> Bool {
        false
    }

    /// Ends a run `claimImmediateRun()` counted, whether it ran in place or queued.
    @usableFromInline
    func endRun() {}

    /// Runs `work` on the queue, after the work scheduled before it.
    @usableFromInline
    func enqueue(_ work: @escaping () -> Void) {
        // Moves to the queue and runs there once; this thread never calls it. What it
        // captures is the caller's to make safe, as for `schedule`.
        let work = UncheckedSendable(work)
        configuration.queue.async { work.value() }
    }

    /// Schedules `action` to run on the queue once `dueTime` has passed (never earlier).
    ///
    /// - Returns: A disposable that cancels the timer if it has not fired, and disposes what
    ///   the action returned once it has run.
    public final func scheduleRelative<StateType>(
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
    public final func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
