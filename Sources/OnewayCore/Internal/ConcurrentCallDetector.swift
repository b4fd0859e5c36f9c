import Synchronization

/// In debug builds, guards a subscriber's handler and stops the program if two threads
/// call it at once.
///
/// Oneway's own sources and operators deliver to one subscription serially, so this can
/// only fire when something breaks that contract: a hand-written `ObservableType` calling
/// its observer from several threads, or a bug in an operator. RxSwift's
/// `SynchronizationTracker` does the same. A nested call on the same thread (reentrancy) is
/// allowed. Cost per event: one compare-and-swap and one store, debug builds only.
@usableFromInline
final class ConcurrentCallDetector: Sendable {
    /// The thread inside the handler, or 0 when none is.
    @usableFromInline let owner = Atomic<UInt>(0)

    @usableFromInline init() {}

    /// Returns `handler` wrapped in the check.
    @inlinable
    static func guarding<Element>(
        _ handler: @escaping (Event<Element>) -> Void
    ) -> (Event<Element>) -> Void {
        let detector = ConcurrentCallDetector()
        return { event in
            let isOutermost = detector.enter()
            defer { if isOutermost { detector.owner.store(0, ordering: .releasing) } }
            handler(event)
        }
    }

    /// Marks this thread as inside the handler; returns `false` for a nested call on the
    /// same thread, which must not clear the mark on the way out.
    @inlinable
    func enter() -> Bool {
        let thread = ThreadIdentity.current.rawValue
        let (exchanged, inside) = owner.compareExchange(expected: 0, desired: thread, ordering: .acquiring)
        if exchanged { return true }
        require(
            inside == thread,
            "Oneway: an observer was called from two threads at once. An observable must deliver "
                + "events to one subscription serially; send through Observable.create or a subject, "
                + "or use observe(on:), which serialize."
        )
        return false
    }
}
