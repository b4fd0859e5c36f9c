/// What a `DeliveryEngine` delivers for: a subject, a store's notifier, a Flux dispatch
/// channel. It keeps its work in its own state, under the engine's lock, and hands it to the
/// deliverer one piece at a time.
@usableFromInline
package protocol DeliveryOwner: AnyObject {
    /// The owner's state, guarded by the engine's lock.
    associatedtype Guarded: DeliveryState
    /// One piece of work, taken under the lock and delivered after it.
    associatedtype Work

    /// Under the lock, by the deliverer `deliverer`: takes the next piece of work, or returns
    /// `nil` when none is left. Must not call out.
    func takeWork(_ state: inout Guarded, deliverer: UInt) -> Work?

    /// After the lock, by the deliverer: delivers `work` (calls the observers).
    func deliver(_ work: consuming Work)
}

/// The state a `DeliveryOwner` keeps under its engine's lock: its own, with the engine's
/// `DeliveryStateMachine` inside it, so that one lock round trip reads and changes both.
@usableFromInline
package protocol DeliveryState {
    /// What the owner lends its deliverers (an observer list, as of its last change); an
    /// owner that lends nothing names `AnyObject`.
    associatedtype Lent: AnyObject

    /// The engine's part.
    var delivery: DeliveryStateMachine<Lent> { get set }

    /// Whether work is left for the deliverer (the owner's `takeWork` would take some).
    var hasWork: Bool { get }

    /// How many pieces of work wait, counted against the bound of bounded senders. States
    /// a store conflates are not counted: they do not grow with a flood.
    var queuedWork: Int { get }

    /// Whether the owner sends without the lock (`DeliveryEngine.sendWithoutLock`); if not,
    /// a send takes a free role with a plain store instead of a compare-and-swap.
    static var claimsWithoutLock: Bool { get }
}

extension DeliveryState {
    /// Only owners that say so send without the lock.
    @inlinable package static var claimsWithoutLock: Bool { false }
}

/// What a send left, as its owner recorded it under the lock (see `DeliveryEngine.send`).
@usableFromInline
package enum SendRecord<Work> {
    /// Nothing for a deliverer.
    case nothing
    /// Work, left in the owner's state for the deliverer (this sender, if it holds the role).
    case queued
    /// Work for this sender to deliver now: it holds the role, or sends from inside a
    /// delivery on this thread (the work is then delivered nested, at once).
    case deliverNow(Work)

    /// Whether it hands work back to deliver now.
    @inlinable var delivers: Bool {
        if case .deliverNow = self { true } else { false }
    }

    /// Whether it left work in the owner's state.
    @inlinable var isQueued: Bool {
        if case .queued = self { true } else { false }
    }
}
