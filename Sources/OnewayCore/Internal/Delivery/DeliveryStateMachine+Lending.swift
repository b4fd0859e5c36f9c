// The list an owner lends to its deliverers: called through an unretained reference after
// the lock, so that a delivery costs no reference counting on it. The machine holds the
// lent list; the engine forgets it when the owner is about to change its list, keeping it
// for the deliverer if one may be reading it.
extension DeliveryStateMachine {
    /// The list lent now, if the owner's list has not changed since it was lent.
    @inlinable
    package var lentList: Unmanaged<Lent>? {
        lent.map { .passUnretained($0) }
    }

    /// Under the lock, by the deliverer: lends `list`, the owner's list as it is now, until
    /// the engine forgets it (`DeliveryEngine.withLock(forgettingLent:_:)`). Only when
    /// nothing is lent (`lentList` is nil): a list replaced while lent could be freed under
    /// a deliverer reading it.
    @inlinable
    package mutating func lend(_ list: Lent) -> Unmanaged<Lent> {
        if lent != nil { Violation.lentTwice.stop() }
        lent = list
        return .passUnretained(list)
    }

    /// Under the lock, before the owner changes its list: the lent list, no longer lent.
    @inlinable
    mutating func forgetLent() -> Lent? {
        lent.take()
    }

    /// A lent list forgotten while somebody holds the role (flagged already): kept until the
    /// deliverer comes back.
    @inlinable
    mutating func retire(_ list: Lent) {
        retired.append(list)
    }
}
