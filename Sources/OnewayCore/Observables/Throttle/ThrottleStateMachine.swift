#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The decisions of one `throttle` subscription, made under its lock.
///
/// A window opens at each emission and lasts `dueTime`. Methods are named for the event
/// and return what to do; the times come from the scheduler's clock.
struct ThrottleStateMachine<Element> {
    /// What to do with an element that arrived.
    enum ElementAction {
        /// Emit it now; a new window opens.
        case emit(Element)
        /// It is pending: schedule the timer that ends the window after `delay`.
        case scheduleTimer(delay: RxTimeInterval)
        /// Nothing: it was dropped, or it replaced a pending element whose timer is set.
        case none
    }

    private enum Phase {
        case running
        /// The source completed while an element was pending: the timer ends the sequence.
        case completing
        case stopped
    }

    private let dueTime: RxTimeInterval
    private let latest: Bool
    private var pending: Element?
    private var lastEmissionTime: RxTime?
    private var phase = Phase.running

    init(dueTime: RxTimeInterval, latest: Bool) {
        self.dueTime = dueTime
        self.latest = latest
    }

    /// An element arrived at `now`.
    mutating func elementReceived(_ element: Element, at now: RxTime) -> ElementAction {
        guard phase == .running else { return .none }
        let remaining =
            lastEmissionTime.map { dueTime.reduced(bySeconds: now.timeIntervalSince($0)) } ?? .nanoseconds(0)
        if remaining.isZero {
            pending = nil
            lastEmissionTime = now
            return .emit(element)
        }
        guard latest else { return .none }
        let timerIsSet = pending != nil
        pending = element
        return timerIsSet ? .none : .scheduleTimer(delay: remaining)
    }

    /// The window's timer fired at `now`.
    ///
    /// - Returns: The pending element to emit, if any, and whether to complete after it.
    mutating func timerFired(at now: RxTime) -> (element: Element?, completes: Bool) {
        guard phase != .stopped else { return (nil, false) }
        let element = pending
        if element != nil {
            pending = nil
            lastEmissionTime = now
        }
        guard phase == .completing else { return (element, false) }
        phase = .stopped
        return (element, true)
    }

    /// The source completed.
    ///
    /// - Returns: Whether to complete now; `false` while an element waits for the timer.
    mutating func completed() -> Bool {
        guard phase == .running else { return false }
        if pending != nil {
            phase = .completing
            return false
        }
        phase = .stopped
        return true
    }

    /// The source failed: the pending element is dropped and nothing is decided after this.
    mutating func failed() {
        phase = .stopped
        pending = nil
    }
}
