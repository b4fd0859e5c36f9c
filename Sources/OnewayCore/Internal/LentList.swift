import Synchronization

/// A list of observers at one point, immutable, so that the one thread holding a role (a
/// subject's deliverer, a store's notifier) can call them through an unretained reference
/// after releasing the lock that guards the live list.
///
/// Its owner makes it once per change of the live list, not once per event, and lends it
/// (`DeliveryStateMachine.lend`); the engine keeps it alive while the role's holder may be
/// reading it, also once the owner's list changed, and the holder releases it once done.
@usableFromInline
package final class LentList<Value> {
    @usableFromInline package let entries: ContiguousArray<Bag<Value>.Entry>

    @inlinable
    package init(_ entries: ContiguousArray<Bag<Value>.Entry>) {
        self.entries = entries
    }
}
