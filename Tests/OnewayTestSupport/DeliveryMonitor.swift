import Synchronization

/// Counts deliveries in flight to one observer, to prove it is never called from two
/// threads at once.
public final class DeliveryMonitor: Sendable {
    private let inFlight = Atomic<Int>(0)
    private let overlaps = Atomic<Int>(0)

    /// A monitor that has seen no delivery.
    public init() {}

    /// The number of deliveries that started while another was still running.
    public var overlapCount: Int { overlaps.load(ordering: .acquiring) }

    /// Runs `body` as one delivery, recording an overlap if another delivery is running.
    public func deliver(_ body: () -> Void) {
        if inFlight.add(1, ordering: .acquiringAndReleasing).newValue != 1 {
            overlaps.add(1, ordering: .relaxed)
        }
        body()
        inFlight.subtract(1, ordering: .acquiringAndReleasing)
    }
}
