import OnewayCore
import Synchronization

/// A store's middleware, composed, and the turn that lets one thread at a time run them.
///
/// The turn is separate from the store's lock, which is never held while a middleware runs:
/// the innermost `next` takes the store's lock only to apply the action.
@usableFromInline
final class MiddlewareChain<State, Action>: @unchecked Sendable {
    // Unchecked: `head` is set once, by the store's initializer, before the store is shared;
    // the closures it reaches are called only by the holder of `turn`.

    /// Held by the thread running the chain.
    @usableFromInline let turn = Mutex<Void>(())
    /// The thread holding `turn` (`ThreadIdentity.rawValue`), or 0. Read without the turn only
    /// by a thread asking whether it is the holder, which only that thread can make true.
    @usableFromInline let holder = Atomic<UInt>(0)
    /// The first middleware's dispatch function.
    @exclusivity(unchecked) @usableFromInline var head: (Action) -> Void = { _ in
        fatalError("Middleware: a middleware dispatched while its store was being created")
    }

    /// Set inside the chain when it left work for the notifier (an action applied or queued),
    /// which its holder notifies once the turn is given up. Touched only by the holder of
    /// `turn`; atomic (relaxed) only so that the thread sanitizer, which does not see
    /// `Mutex`'s ordering on Linux, sees none either.
    @usableFromInline let notifyRequested = Atomic<Bool>(false)

    @usableFromInline init() {}

    /// Whether `thread` is running the chain.
    @inlinable
    func isHeld(by thread: UInt) -> Bool {
        holder.load(ordering: .relaxed) == thread
    }

    /// Runs `body` holding the turn, waiting for it if another thread holds it.
    @inlinable
    func withTurn(as thread: UInt, _ body: () -> Void) {
        turn.withLock { _ in
            holder.store(thread, ordering: .relaxed)
            defer { holder.store(0, ordering: .relaxed) }
            body()
        }
    }
}
