#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A scheduler whose clock moves only when it runs its queued work: the base of
/// `TestScheduler` and `HistoricalScheduler`, with RxSwift's API and ordering.
///
/// Work runs in order of due time; work due at the same virtual time runs in the order it
/// was scheduled (a hot source's event scheduled before an operator's timer due at the
/// same tick is delivered first). The clock jumps to each item's due time as the item
/// runs and never moves back while running.
///
/// Single-threaded by design: create it, schedule on it, run it and dispose what it
/// returned from one thread at a time (an action running on it may schedule more work).
/// It takes no lock and is not `Sendable`. Scheduled work keeps what its closure captured
/// alive until it runs or is disposed; disposing drops the closure at once.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType {
    /// The type of an absolute point on this scheduler's clock.
    public typealias VirtualTime = Converter.VirtualTimeUnit
    /// The type of a distance on this scheduler's clock.
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    private let converter: Converter
    private var currentClock: VirtualTime
    private var isRunning = false
    private var queue: PriorityQueue<VirtualSchedulerItem<VirtualTime>>

    /// The current time as a date, converted from `clock`.
    public var now: RxTime {
        converter.convertFromVirtualTime(currentClock)
    }

    /// The current value of the virtual clock.
    public var clock: VirtualTime {
        currentClock
    }

    /// Creates a scheduler whose clock starts at `initialClock`, with nothing queued.
    ///
    /// - Parameters:
    ///   - initialClock: The starting value of the virtual clock.
    ///   - converter: Maps the virtual clock to dates and intervals.
    public init(initialClock: VirtualTime, converter: Converter) {
        self.converter = converter
        self.currentClock = initialClock
        self.queue = PriorityQueue { converter.compareVirtualTime($0.time, $1.time) == .lessThan }
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Schedules `action` to run as soon as possible: at `now`, after `adjustScheduledTime`
    /// (which `TestScheduler` moves one tick later), behind work already due then.
    ///
    /// - Returns: A disposable that cancels the action if it has not run yet.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
    }

    /// Schedules `action` to run `dueTime` after `now`, converted to virtual time and
    /// passed through `adjustScheduledTime`. A `dueTime` of `.never` schedules nothing.
    ///
    /// - Returns: A disposable that cancels the action if it has not run yet.
    public func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        guard let time = adjustedVirtualTime(after: dueTime) else { return Disposables.create() }
        return enqueue(at: time) { action(state) }
    }

    /// Schedules `action` to run `dueTime` virtual units after `clock`, with no adjustment.
    ///
    /// - Returns: A disposable that cancels the action if it has not run yet.
    public func scheduleRelativeVirtual<StateType>(
        _ state: StateType,
        dueTime: VirtualTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        enqueue(at: converter.offsetVirtualTime(currentClock, offset: dueTime)) { action(state) }
    }

    /// Schedules `action` to run at the virtual time `time`, with no adjustment. A time
    /// already past runs at the current clock, the next time the scheduler runs.
    ///
    /// - Returns: A disposable that cancels the action if it has not run yet.
    public func scheduleAbsoluteVirtual<StateType>(
        _ state: StateType,
        time: VirtualTime,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        enqueue(at: time) { action(state) }
    }

    /// Adjusts the due time of work scheduled through `schedule`, `scheduleRelative` and
    /// `schedulePeriodic` before it is queued. The default returns `time` unchanged.
    ///
    /// - Parameter time: The due time computed from `now` and the relative due time.
    /// - Returns: The due time to queue the work at.
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time
    }

    /// Runs queued work in order, moving the clock forward to each item's due time, until
    /// the queue is empty or `stop()` is called. Does nothing if already running.
    public func start() {
        guard !isRunning else { return }
        isRunning = true
        defer { isRunning = false }
        while isRunning, let next = popNext() {
            run(next)
        }
    }

    /// Runs queued work due at or before `virtualTime`, then sets the clock to
    /// `virtualTime` (even if `stop()` ended the run early or `virtualTime` is in the past,
    /// as in RxSwift).
    ///
    /// - Parameter virtualTime: The time to advance the clock to.
    /// - Precondition: the scheduler is not running (not called from scheduled work).
    public func advanceTo(_ virtualTime: VirtualTime) {
        require(
            !isRunning,
            "VirtualTimeScheduler.advanceTo(_:) must not be called while the scheduler is running"
        )
        isRunning = true
        defer { isRunning = false }
        while isRunning, let next = popNext(dueBy: virtualTime) {
            run(next)
        }
        currentClock = virtualTime
    }

    /// Moves the clock forward by `virtualInterval` without running any work.
    ///
    /// - Parameter virtualInterval: How far to move the clock.
    /// - Precondition: the new time is not earlier than `clock`.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        let sleepTo = converter.offsetVirtualTime(currentClock, offset: virtualInterval)
        require(
            converter.compareVirtualTime(sleepTo, currentClock) != .lessThan,
            "VirtualTimeScheduler.sleep(_:) cannot move the clock into the past"
        )
        currentClock = sleepTo
    }

    /// Ends the current `start()` or `advanceTo(_:)` after the item running now; queued
    /// work stays queued.
    public func stop() {
        isRunning = false
    }

    /// The virtual time `dueTime` after `now`, adjusted; `nil` for `.never`.
    func adjustedVirtualTime(after dueTime: RxTimeInterval) -> VirtualTime? {
        guard let seconds = dueTime.virtualTimeSeconds else { return nil }
        return adjustScheduledTime(converter.convertToVirtualTime(now.addingTimeInterval(seconds)))
    }

    /// Queues `action` at `time` and returns the item, which cancels it.
    func enqueue(at time: VirtualTime, _ action: @escaping () -> Disposable) -> VirtualSchedulerItem<VirtualTime> {
        let item = VirtualSchedulerItem(time: time, action: action)
        queue.insert(item)
        return item
    }

    private func run(_ item: VirtualSchedulerItem<VirtualTime>) {
        if converter.compareVirtualTime(item.time, currentClock) == .greaterThan {
            currentClock = item.time
        }
        item.invoke()
    }

    /// Removes and returns the first item not disposed, if it is due by `limit`.
    private func popNext(dueBy limit: VirtualTime? = nil) -> VirtualSchedulerItem<VirtualTime>? {
        while let first = queue.first {
            if first.isDisposed {
                _ = queue.popFirst()
                continue
            }
            if let limit, converter.compareVirtualTime(first.time, limit) == .greaterThan {
                return nil
            }
            return queue.popFirst()
        }
        return nil
    }
}

extension VirtualTimeScheduler: CustomDebugStringConvertible {
    /// The due times of the queued work, earliest first.
    public var debugDescription: String {
        var copy = queue
        var times: [String] = []
        while let item = copy.popFirst() {
            if !item.isDisposed { times.append(item.debugDescription) }
        }
        return "VirtualTimeScheduler(clock: \(currentClock), queued: [\(times.joined(separator: ", "))])"
    }
}

@available(*, unavailable, message: "a virtual-time scheduler is single-threaded")
extension VirtualTimeScheduler: Sendable {}

extension RxTimeInterval {
    /// The interval in seconds, as RxSwift adds it to a date; `nil` for `.never`.
    fileprivate var virtualTimeSeconds: Double? {
        switch self {
        case .seconds(let value): Double(value)
        case .milliseconds(let value): Double(value) / 1_000
        case .microseconds(let value): Double(value) / 1_000_000
        case .nanoseconds(let value): Double(value) / 1_000_000_000
        case .never: nil
        @unknown default: nil
        }
    }
}
