import Dispatch
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

/// Runs `body` on a global queue and returns a group that is left when it returns.
func runOnAnotherThread(_ group: DispatchGroup, _ body: @escaping @Sendable () -> Void) {
    DispatchQueue.global().async(group: group, execute: body)
}
