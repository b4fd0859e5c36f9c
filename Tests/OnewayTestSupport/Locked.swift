import Foundation

/// A value guarded by a lock that the thread sanitizer understands, for tests.
///
/// Tests use it instead of `Mutex`: the sanitizer sees `Mutex`'s futex-based handoff only
/// partly and has reported races between accesses that `Mutex` did order, failing runs at
/// random. `NSLock` is a pthread mutex, which the sanitizer models exactly.
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// Guards `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
