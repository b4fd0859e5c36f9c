import Dispatch
import Oneway
import OnewayTesting
import Synchronization

/// The errors the creating and transforming operators' tests send and expect.
enum CreatingTestError: Error {
    case boom
    case bang
}

/// A resource for `using` tests: records the virtual times at which it was created and
/// disposed, as RxTest's `MockDisposable` does.
final class TickRecordingDisposable: Disposable {
    private let scheduler: TestScheduler
    /// The creation tick, then one tick per `dispose()` call.
    private(set) var ticks: [TestTime]

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
        ticks = [scheduler.clock]
    }

    func dispose() {
        ticks.append(scheduler.clock)
    }
}

/// An observer for tests on real threads: records what it receives, counts deliveries in
/// flight (to prove an operator never calls one observer from two threads at once), and
/// signals its terminal event.
///
/// The recorded events are plain storage on purpose: a concurrent delivery would also be
/// reported by the thread sanitizer.
final class CreatingRecorder<Element>: @unchecked Sendable {
    private let inFlight = Atomic<Int>(0)
    private let overlapCount = Atomic<Int>(0)
    private let terminated = DispatchSemaphore(value: 0)
    private var recorded: [Event<Element>] = []

    /// How many deliveries started while another was running.
    var overlaps: Int { overlapCount.load(ordering: .acquiring) }

    /// The events received. Read only after `waitForTermination()` returned `true`.
    var events: [Event<Element>] { recorded }

    /// The elements received, in order.
    var elements: [Element] { recorded.compactMap(\.element) }

    /// Records `event`.
    func on(_ event: Event<Element>) {
        if inFlight.add(1, ordering: .acquiringAndReleasing).newValue > 1 {
            overlapCount.add(1, ordering: .relaxed)
        }
        recorded.append(event)
        inFlight.subtract(1, ordering: .acquiringAndReleasing)
        if event.isStopEvent { terminated.signal() }
    }

    /// Waits for the terminal event; `false` if none came within `seconds`.
    func waitForTermination(seconds: Double = 30) -> Bool {
        terminated.wait(timeout: .now() + seconds) == .success
    }
}

/// A cold source that emits `elements` from `queue` and completes, stopping early once
/// disposed.
func threadedSource<Element>(_ elements: [Element], on queue: DispatchQueue) -> Observable<Element> {
    Observable.create { observer in
        let stopped = BooleanDisposable()
        let work = CreatingUnchecked((observer, elements))
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

/// Moves a value used by one thread at a time onto a dispatch queue.
struct CreatingUnchecked<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) { self.value = value }
}
