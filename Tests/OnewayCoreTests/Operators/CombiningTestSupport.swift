import Dispatch
import Oneway
import Synchronization

/// The errors the combining operators' tests send.
enum CombiningTestError: Error {
    case first
    case second
}

/// An observer for tests on real threads: records what it receives and counts deliveries
/// in flight, to prove that an operator never calls one observer from two threads at once.
///
/// The recorded events are plain storage on purpose: if an operator delivered
/// concurrently, the thread sanitizer would report the race as well as `overlaps`.
final class CombiningDeliveryCheck<Element>: @unchecked Sendable {
    private let inFlight = Atomic<Int>(0)
    private let overlapCount = Atomic<Int>(0)
    private let terminated = DispatchSemaphore(value: 0)
    private var recorded: [Event<Element>] = []

    /// The number of deliveries that started while another was running.
    var overlaps: Int { overlapCount.load(ordering: .acquiring) }

    /// The events received, in order. Read only after `waitForTermination` succeeded.
    var events: [Event<Element>] { recorded }

    /// The elements received, in order.
    var elements: [Element] { recorded.compactMap(\.element) }

    /// Whether the last event received is `completed`.
    var completed: Bool { recorded.last?.isCompleted ?? false }

    /// Records `event`, noting whether another delivery was in flight.
    func on(_ event: Event<Element>) {
        if inFlight.add(1, ordering: .acquiringAndReleasing).newValue > 1 {
            overlapCount.add(1, ordering: .relaxed)
        }
        recorded.append(event)
        inFlight.subtract(1, ordering: .acquiringAndReleasing)
        if event.isStopEvent { terminated.signal() }
    }

    /// Waits for a terminal event; returns `false` if none came within `seconds`.
    func waitForTermination(seconds: Double = 60) -> Bool {
        terminated.wait(timeout: .now() + seconds) == .success
    }
}

/// A cold source that, on each subscription, emits `elements` and completes from
/// `queue`, stopping early once disposed.
func combiningThreadedSource<Element>(_ elements: [Element], on queue: DispatchQueue) -> Observable<Element> {
    Observable.create { observer in
        let stopped = BooleanDisposable()
        let work = CombiningUnchecked((observer, elements))
        queue.async {
            let (observer, elements) = work.value
            for element in elements {
                guard !stopped.isDisposed else { return }
                observer.onNext(element)
            }
            observer.onCompleted()
        }
        return stopped
    }
}

/// A concurrent queue per index, so that each source of a test runs on its own threads.
func combiningQueues(_ count: Int) -> [DispatchQueue] {
    (0..<count).map { DispatchQueue(label: "oneway.combining-tests.\($0)", attributes: .concurrent) }
}

/// Moves a value that is used by one thread at a time onto a dispatch queue.
struct CombiningUnchecked<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) { self.value = value }
}
