import Synchronization

/// One observer in a subject's list: its handler and the subscription that ends it.
///
/// The subject's list holds the handler; the subscriber holds only the `SubjectSubscription`.
/// So the subscriber's chain is freed as soon as the subject lets go of the entry (on dispose,
/// termination or the subject's own end), however long the subscription object is kept.
@usableFromInline
struct SubjectEntry<Element> {
    /// The order of subscription: a broadcast queued at watermark `w` reaches keys below `w`.
    @usableFromInline let key: Int
    @usableFromInline let handler: (Event<Element>) -> Void
    @usableFromInline let subscription: SubjectSubscription

    @inlinable
    init(key: Int, handler: @escaping (Event<Element>) -> Void, subscription: SubjectSubscription) {
        self.key = key
        self.handler = handler
        self.subscription = subscription
    }

    /// Hands `event` to the handler unless the subscription has ended; a terminal event ends
    /// it. The subject has already let go of the entry when it sends a terminal event (or
    /// never held it: a late subscriber replayed one), so nothing is left to remove.
    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            guard !subscription.isDisposed else { return }
            handler(event)
        case .error, .completed:
            guard subscription.end() else { return }
            handler(event)
        }
    }

    /// Hands `event` to each live entry of `entries` whose key is below `watermark`, in key
    /// order: the observers that subscribed before the event was sent.
    ///
    /// The entries are borrowed: iterating an array the caller owns in a local copied each
    /// entry twice per event. Each entry is used in place (optional chaining) for the same
    /// reason: binding it (`guard let`) retains and releases its handler and subscription,
    /// per observer and event.
    @inlinable
    static func deliver(_ event: Event<Element>, to entries: ContiguousArray<Self?>, below watermark: Int) {
        for entry in entries {
            guard let key = entry?.key else { continue }
            guard key < watermark else { break }
            entry?.on(event)
        }
    }
}

/// A subject's observers in subscription order, with O(1) insert and remove.
///
/// Removal leaves a hole that delivery skips; the holes are compacted away once they make up
/// half of the storage. Each subscription knows its position (`SubjectSubscription.index`),
/// which spares a key-to-position table: eight bytes per observer instead of a dictionary
/// entry and its hashing on every subscribe and dispose.
@usableFromInline
struct SubjectObservers<Element> {
    /// The entries in subscription (and key) order, holes included.
    @usableFromInline private(set) var entries: ContiguousArray<SubjectEntry<Element>?> = []
    @usableFromInline private(set) var count = 0
    @usableFromInline var holes = 0
    /// The key the next entry gets; every key in the list is smaller.
    @usableFromInline private(set) var nextKey = 0

    init() {}

    var isEmpty: Bool { count == 0 }

    /// The entry a new observer gets, with the next key; `insert` adds it.
    @inlinable
    func makeEntry(_ handler: @escaping (Event<Element>) -> Void, _ subscription: SubjectSubscription)
        -> SubjectEntry<Element>
    {
        SubjectEntry(key: nextKey, handler: handler, subscription: subscription)
    }

    /// Adds `entry`, made by `makeEntry` since the last insertion.
    @inlinable
    mutating func insert(_ entry: SubjectEntry<Element>) {
        assert(entry.key == nextKey, "SubjectObservers: an entry must be made just before it is inserted")
        nextKey += 1
        entry.subscription.index = entries.count
        entries.append(entry)
        count += 1
    }

    /// Removes and returns the entry of `subscription`, or `nil` if it is not in the list.
    @inlinable
    mutating func remove(_ subscription: SubjectSubscription) -> SubjectEntry<Element>? {
        let index = subscription.index
        guard index >= 0 else { return nil }
        assert(entries[index]?.subscription === subscription, "SubjectObservers: a subscription's index is stale")
        subscription.index = -1
        count -= 1
        guard index == entries.count - 1 else {
            let entry = entries[index].take()
            holes += 1
            if holes >= 16 && holes * 2 >= entries.count { compact() }
            return entry
        }
        // The newest observer (a subscription that ends before the next one starts, the usual
        // life of a screen's): no hole, and the holes it leaves at the end go with it.
        let entry = entries.removeLast()
        while holes > 0, entries.last.map({ $0 == nil }) == true {
            entries.removeLast()
            holes -= 1
        }
        return entry
    }

    /// Removes every entry and returns the list as it was, holes included.
    @inlinable
    mutating func removeAll() -> ContiguousArray<SubjectEntry<Element>?> {
        for entry in entries { entry?.subscription.index = -1 }
        defer {
            entries = []
            count = 0
            holes = 0
        }
        return entries
    }

    @inlinable
    mutating func compact() {
        entries.removeAll { $0 == nil }
        for (index, entry) in entries.enumerated() { entry?.subscription.index = index }
        holes = 0
    }
}

/// The observer list of a subject at one point, immutable, lent to the deliverer (see
/// `SubjectCore.lend`).
@usableFromInline
final class ObserverSnapshot<Element> {
    @usableFromInline let entries: ContiguousArray<SubjectEntry<Element>?>

    @inlinable
    init(_ entries: ContiguousArray<SubjectEntry<Element>?>) {
        self.entries = entries
    }
}

/// What a subject's subscriber disposes: ends delivery to its observer and removes it from
/// the subject.
///
/// The one object a subscription to a subject allocates: the ended flag the deliverer checks,
/// the observer's position in the list, and the subject's core. It holds no handler (see
/// `SubjectEntry`). Idempotent, callable from any thread.
///
/// `subscribe(onNext:onError:onCompleted:)` and `subscribe(_:)` with no `onDisposed`, called
/// on the subject itself, return it as it is (see `Observable._subscribeFinalDirectly`): its
/// flag then also does the work of a chain end's disposer, since `SubjectEntry.on` drops
/// `next` events once it is set and lets one terminal event through.
///
/// It holds the core strongly, which costs a retain where a weak reference costs a side table
/// reference and an atomic load on dispose. That makes a cycle (core, entry, subscription)
/// that the subject breaks when it goes away: its `deinit` disposes the core, emptying its
/// list and storage, so an undisposed subscription keeps only the small core alive, neither
/// the subject, nor the observer's chain, nor the stored elements (RxSwift leaks all of it).
// `@unchecked`: `ended` is atomic, `index` is guarded by the subject's lock, `core` never changes.
@usableFromInline
final class SubjectSubscription: Cancelable, @unchecked Sendable {
    @usableFromInline let ended = Atomic<Bool>(false)
    /// The entry's position in the subject's list, or -1 when it is not there. Read and
    /// written only under the subject's lock, which makes the accesses exclusive: the
    /// runtime's exclusivity check, paid on every subscription otherwise, is skipped.
    @exclusivity(unchecked) @usableFromInline var index = -1
    @usableFromInline let core: SubjectCoreBase

    /// A subscription to `core`, not yet in its list.
    @inlinable
    init(_ core: SubjectCoreBase) {
        self.core = core
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Whether the subscription has ended (disposed, or its terminal event delivered).
    @inlinable
    var isDisposed: Bool { ended.load(ordering: .acquiring) }

    /// Ends the subscription; returns whether this call ended it.
    @inlinable
    func end() -> Bool {
        !ended.exchange(true, ordering: .acquiringAndReleasing)
    }

    /// Ends the subscription and removes its observer from the subject's list, if still
    /// there. After a terminal event there is nothing to remove: the subject let go of its
    /// observers before sending it.
    @usableFromInline
    func dispose() {
        guard end() else { return }
        core.removeObserver(core, self)
    }
}

/// What a `SubjectSubscription` holds of its subject: the way to remove its observer.
///
/// Not generic, so that the subscription is not either, and its `dispose()` (called through
/// `Disposable`, so never specialized) runs no generic code: `removeObserver` is made in the
/// subject's specialized code where the core is created.
// `@unchecked`: its one property is set in `init` and never changes, and the closure captures
// nothing (it downcasts its arguments); subclasses guard their own state.
@usableFromInline
class SubjectCoreBase: @unchecked Sendable {
    @usableFromInline let removeObserver: (SubjectCoreBase, SubjectSubscription) -> Void

    @inlinable
    init(removeObserver: @escaping (SubjectCoreBase, SubjectSubscription) -> Void) {
        self.removeObserver = removeObserver
    }
}
