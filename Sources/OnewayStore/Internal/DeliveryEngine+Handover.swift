import OnewayCore
import Synchronization

extension DeliveryEngine {
    /// Hands the deliverer role, claimed under `token` for a delivery that runs elsewhere (a
    /// store's drain on its callback scheduler), to the calling thread `me`, which delivers
    /// from now on. Keeps the work-queued bit, so that work queued while the token held the
    /// role is delivered before the role is given up.
    ///
    /// Only the holder of `token` calls it; meanwhile lock holders may only add the bit, with
    /// atomic operations, so a compare-and-swap loop needs no lock.
    func handOver(from token: UInt, to me: UInt) {
        var current = role.load(ordering: .acquiring)
        while true {
            assert(
                current & ~Self.workQueuedBit == token,
                "DeliveryEngine: handing over a role that the token does not hold")
            let (exchanged, original) = role.compareExchange(
                expected: current, desired: me | current & Self.workQueuedBit, ordering: .acquiringAndReleasing)
            if exchanged { return }
            current = original
        }
    }
}
