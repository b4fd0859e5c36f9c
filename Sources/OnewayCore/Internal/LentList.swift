import Synchronization

/// A list of observers at one point, immutable, so that the one thread holding a role (a
/// subject's deliverer, a store's notifier) can call them through an unretained reference
/// after releasing the lock that guards the live list.
///
/// Its owner makes it once per change of the live list, not once per event, and keeps it
/// alive while the role's holder may be reading it: a list replaced meanwhile is retired,
/// and the holder, flagged through `Atomic.flagHolder(with:)`, releases it once done.
@usableFromInline
package final class LentList<Value> {
    @usableFromInline package let entries: ContiguousArray<Bag<Value>.Entry>

    @inlinable
    package init(_ entries: ContiguousArray<Bag<Value>.Entry>) {
        self.entries = entries
    }
}

extension Atomic where Value == UInt {
    /// For an atomic that records which thread holds a role (0 when nobody does): sets
    /// `flag` if someone holds the role, so that the holder comes back to the lock before
    /// giving the role up, and returns whether someone does.
    ///
    /// Called under the lock the holder comes back to. The role may be given up meanwhile
    /// (a compare-and-swap that fails once `flag` is set); then it returns `false`.
    @inlinable
    package func flagHolder(with flag: UInt) -> Bool {
        var current = load(ordering: .sequentiallyConsistent)
        while current != 0 {
            if current & flag != 0 { return true }
            let (exchanged, original) = compareExchange(
                expected: current, desired: current | flag, ordering: .acquiringAndReleasing)
            if exchanged { return true }
            current = original
        }
        return false
    }
}
