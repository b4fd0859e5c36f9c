import Dispatch
import Oneway
import OnewayTestSupport
import Synchronization
import Testing

/// An observer for tests on real threads: records what it receives, counts deliveries in
/// flight (to prove that an operator never calls one observer from two threads at once),
/// and signals its terminal event.
///
/// The recorded events are plain storage on purpose: if an operator delivered
/// concurrently, the thread sanitizer would report the race as well as `overlaps`.
final class ThreadedRecorder<Element>: @unchecked Sendable {
    // `recorded` is written only inside `monitor.deliver`, which the tests prove exclusive,
    // and read after `waitForTermination` returned `true`.
    private var recorded: [Event<Element>] = []
    private let monitor = DeliveryMonitor()
    private let terminated = DispatchSemaphore(value: 0)
    private let sawTerminal = Atomic<Bool>(false)

    /// The number of deliveries that started while another was running.
    var overlaps: Int { monitor.overlapCount }

    /// The events received, in order. Read only after `waitForTermination` returned `true`.
    var events: [Event<Element>] { recorded }

    /// The elements received, in order.
    var elements: [Element] { recorded.compactMap(\.element) }

    /// Whether the last event received is `completed`.
    var completed: Bool { recorded.last?.isCompleted ?? false }

    /// Whether a terminal event has arrived; safe to poll from any thread while events arrive.
    var hasTerminated: Bool { sawTerminal.load(ordering: .acquiring) }

    /// Records `event`; signals the waiter on a terminal event.
    func on(_ event: Event<Element>) {
        monitor.deliver { recorded.append(event) }
        if event.isStopEvent {
            sawTerminal.store(true, ordering: .releasing)
            terminated.signal()
        }
    }

    /// Waits for the terminal event, recording a test issue at the caller if none comes
    /// within `lostSignalTimeout`.
    ///
    /// - Returns: Whether the terminal event came in time.
    @discardableResult
    func waitForTermination(sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        terminated.waitOrRecordIssue("the terminal event never came", sourceLocation: sourceLocation)
    }
}
