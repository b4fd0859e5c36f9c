/// State guarded by a platform lock, stored inline with the lock in one allocation.
///
/// `Synchronization.Mutex` requires `sending` values, which a subject's non-`Sendable`
/// observer closures are not; this box hands out `inout` access instead and leaves the
/// discipline to its callers: never call user code inside `withLock`.
///
/// The state lives in a `ManagedBuffer` header rather than a class `var` so that hot paths
/// pay no dynamic exclusivity check.
@usableFromInline
package final class LockedState<State>: @unchecked Sendable {
    @usableFromInline let buffer: ManagedBuffer<State, PlatformLock.Storage>

    /// Creates a box holding `initialState`.
    @usableFromInline
    package init(_ initialState: State) {
        buffer = .create(minimumCapacity: 1) { _ in initialState }
        buffer.withUnsafeMutablePointerToElements { PlatformLock.initialize($0) }
    }

    deinit {
        buffer.withUnsafeMutablePointerToElements { PlatformLock.deinitialize($0) }
    }

    /// Runs `body` with exclusive access to the state. `body` must not call out to user code.
    @inlinable
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try buffer.withUnsafeMutablePointers { state, lock in
            PlatformLock.lock(lock)
            defer { PlatformLock.unlock(lock) }
            return try body(&state.pointee)
        }
    }
}

/// A value declared safe to send because a lock or the event grammar serializes its use.
///
/// Oneway keeps RxSwift's closure types (not `@Sendable`) so that RxSwift code compiles
/// unchanged; scheduling such a closure onto a dispatch queue needs this box. Every use
/// site says which guarantee makes it sound.
@usableFromInline
package struct UncheckedSendable<Value>: @unchecked Sendable {
    @usableFromInline package let value: Value

    /// Wraps `value`.
    @inlinable package init(_ value: Value) { self.value = value }
}
