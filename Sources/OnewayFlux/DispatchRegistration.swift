import OnewayCore
import Synchronization

/// One store of a channel: a `register` callback or an observer of the Rx face.
@usableFromInline
final class DispatchRegistration<Payload>: @unchecked Sendable {
    // Sendable: the closures are immutable; the flags are atomics.
    /// Whether the store is an observer of the Rx face rather than a `register` callback.
    @usableFromInline let isObserver: Bool
    // Two non-optional closures and a flag, rather than optionals or an enum: a closure in
    // an `Optional` is stored reabstracted and costs a thunk call per payload.
    @usableFromInline let callback: (Payload) throws -> Void
    /// Called directly with `next` events: wrapping it in a callback would add a call per
    /// payload.
    @usableFromInline let observer: (Event<Payload>) -> Void
    /// Set once, under the channel's lock, when the store leaves; read by the deliverer.
    @usableFromInline let isRemoved = Atomic<Bool>(false)
    /// The sequence numbers of the last payload this store began and finished. Only the
    /// delivering thread touches them, and that role changes hands through the channel's
    /// delivery engine (acquiring and releasing operations on its role word), so relaxed
    /// ordering suffices.
    @usableFromInline let started = Atomic<Int>(0)
    @usableFromInline let finished = Atomic<Int>(0)

    /// A `register` callback.
    @usableFromInline
    init(callback: @escaping (Payload) throws -> Void) {
        isObserver = false
        self.callback = callback
        observer = { _ in }
    }

    /// An observer of the Rx face.
    @usableFromInline
    init(observer: @escaping (Event<Payload>) -> Void) {
        isObserver = true
        callback = { _ in }
        self.observer = observer
    }

    /// Hands `payload` (or `event`, its `next` event, to an observer) to the store, unless it
    /// left or has already begun the payload numbered `sequence` (through `waitFor`).
    @inlinable
    func run(_ payload: Payload, _ event: Event<Payload>, sequence: Int) {
        guard !isRemoved.load(ordering: .acquiring), started.load(ordering: .relaxed) != sequence else { return }
        started.store(sequence, ordering: .relaxed)
        if isObserver {
            observer(event)
        } else {
            do {
                try callback(payload)
            } catch {
                Hooks.defaultErrorHandler([], error)
            }
        }
        finished.store(sequence, ordering: .relaxed)
    }
}
