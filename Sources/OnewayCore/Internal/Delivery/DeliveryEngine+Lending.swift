import Synchronization

// The list an owner lends its deliverers, forgotten under the lock before the owner changes
// it: released at once if nobody can be reading it, else kept for the deliverer, who is
// flagged to come back for it.
extension DeliveryEngine {
    /// Under the lock, before the owner changes the list it lends: forgets the lent list.
    /// Kept until the deliverer comes back if one may be reading it; otherwise released here,
    /// under the lock, which is safe: it shares its storage with the owner's list, so
    /// releasing it frees no observer and runs no deinit. Released before the change, it
    /// leaves that storage uniquely referenced, so the change is made in place (O(1)).
    ///
    /// `holdingRole`: the caller just took the role, and has lent nothing yet. Not inlined:
    /// called only when a list is lent, so that each entry point that may forget carries one
    /// test, not this code.
    @inlinable
    @inline(never)
    func forgetLent(_ state: inout Guarded, holdingRole: Bool) {
        guard let list = state.delivery.forgetLent() else { return }
        if Guarded.claimsWithoutLock { published.store(nil, ordering: .sequentiallyConsistent) }
        guard !holdingRole, flagDeliverer(orClaimAs: nil) != .idle else { return }
        state.delivery.retire(list)
    }

    /// Under the lock, by a sender that just took the role: publishes what its owner lent,
    /// for `sendWithoutLock`.
    @inlinable
    func publishLent(_ state: inout Guarded) {
        guard let lent = state.delivery.lentList, published.load(ordering: .relaxed) == nil else { return }
        published.store(lent, ordering: .sequentiallyConsistent)
    }
}
