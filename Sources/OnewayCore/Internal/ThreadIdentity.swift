#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The identity of a thread, to tell a reentrant call (made from inside a delivery on the
/// delivering thread) from a concurrent one (made on another thread).
@usableFromInline
package struct ThreadIdentity: Equatable, @unchecked Sendable {
    @usableFromInline let thread: pthread_t

    /// The calling thread.
    @inlinable
    package static var current: ThreadIdentity { ThreadIdentity(thread: pthread_self()) }

    @inlinable
    init(thread: pthread_t) { self.thread = thread }

    /// The thread as a nonzero integer, for storing in an atomic.
    @inlinable
    package var rawValue: UInt {
        #if canImport(Glibc)
            thread
        #elseif canImport(Darwin)
            UInt(bitPattern: thread)
        #else
            unsafeBitCast(thread, to: UInt.self)
        #endif
    }

    /// Whether both name the same thread.
    @inlinable
    package static func == (lhs: ThreadIdentity, rhs: ThreadIdentity) -> Bool {
        pthread_equal(lhs.thread, rhs.thread) != 0
    }
}
