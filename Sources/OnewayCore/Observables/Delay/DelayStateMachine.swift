#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The decisions of one `delay` subscription, made under its lock.
///
/// Elements and the completion wait in a queue with the time they arrived. One timer at a
/// time is active: when it fires, it releases the oldest event and, if more are waiting,
/// asks for the next timer, due `dueTime` after that event arrived. An error empties the
/// queue and stops everything. Methods are named for the event and return what to do.
struct DelayStateMachine<Element> {
    private let dueTime: RxTimeInterval
    private var queue = Queue<(arrival: RxTime, event: Event<Element>)>()
    private var isTimerActive = false
    private var isStopped = false

    init(dueTime: RxTimeInterval) {
        self.dueTime = dueTime
    }

    /// An element or the completion arrived at `now`.
    ///
    /// - Returns: Whether to start the timer (after `dueTime`): no timer was active.
    mutating func eventReceived(_ event: Event<Element>, at now: RxTime) -> Bool {
        guard !isStopped else { return false }
        queue.append((now, event))
        guard !isTimerActive else { return false }
        isTimerActive = true
        return true
    }

    /// The source failed: what is queued is dropped.
    ///
    /// - Returns: Whether to forward the error (the sequence had not ended yet).
    mutating func failed() -> Bool {
        guard !isStopped else { return false }
        isStopped = true
        queue.removeAll()
        return true
    }

    /// The active timer fired at `now`.
    ///
    /// - Returns: The event to forward, if any, and the delay of the next timer, if one is
    ///   needed for the events still waiting.
    mutating func timerFired(at now: RxTime) -> (event: Event<Element>?, nextTimer: RxTimeInterval?) {
        guard !isStopped, let (_, event) = queue.popFirst() else {
            isTimerActive = false
            return (nil, nil)
        }
        if event.isStopEvent {
            isStopped = true
            queue.removeAll()
        }
        guard !isStopped, let (arrival, _) = queue.first else {
            isTimerActive = false
            return (event, nil)
        }
        return (event, dueTime.reduced(bySeconds: now.timeIntervalSince(arrival)))
    }
}
