import Dispatch
import Foundation
import Oneway
import Synchronization

/// Errors the filtering operators' tests send and expect.
enum FilteringTestError: Error {
    case boom
    case bang
}

/// Counts deliveries in flight to one observer, to prove it is never called from two
/// threads at once.
final class DeliveryMonitor: Sendable {
    private let inFlight = Atomic<Int>(0)
    private let overlaps = Atomic<Int>(0)

    /// The number of deliveries that started while another was still running.
    var overlapCount: Int { overlaps.load(ordering: .acquiring) }

    /// Runs `body` as one delivery, recording an overlap if another delivery is running.
    func deliver(_ body: () -> Void) {
        if inFlight.add(1, ordering: .acquiringAndReleasing).newValue != 1 {
            overlaps.add(1, ordering: .relaxed)
        }
        body()
        inFlight.subtract(1, ordering: .acquiringAndReleasing)
    }
}

/// A scheduler that runs work on a concurrent dispatch queue after real time, so that
/// timers fire on other threads than the source's.
///
/// `@unchecked Sendable`: it holds only the queue. The actions it moves to other threads
/// are the operators' own, which are thread-safe by contract.
final class ConcurrentTestScheduler: SchedulerType, @unchecked Sendable {
    private let queue = DispatchQueue(label: "oneway.filtering-tests", attributes: .concurrent)

    var now: RxTime { Date() }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
    }

    func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let disposable = SingleAssignmentDisposable()
        let work = UncheckedWork { action(state) }
        queue.asyncAfter(deadline: .now() + dueTime) {
            guard !disposable.isDisposed else { return }
            disposable.setDisposable(work.run())
        }
        return disposable
    }

    func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        preconditionFailure("ConcurrentTestScheduler.schedulePeriodic: no filtering operator schedules periodically")
    }
}

/// An action moved to a dispatch queue; sound because the operators' actions are
/// thread-safe by contract.
private struct UncheckedWork: @unchecked Sendable {
    let run: () -> Disposable
}

/// Runs `body` on a global queue and returns a group that is left when it returns.
func runOnAnotherThread(_ group: DispatchGroup, _ body: @escaping @Sendable () -> Void) {
    DispatchQueue.global().async(group: group, execute: body)
}
