// Every call OnewayCore makes into the platform's C library, for Apple platforms (Darwin),
// Linux (Glibc) and Swift's static Linux SDK (Musl); the rest of the module calls these
// wrappers and names no platform. This file stands alone (it uses nothing else of the
// module), so that CI can type-check its Darwin and Musl branches on Linux against the
// stand-ins in `Tests/PlatformStandIns` (see CONTRIBUTING.md, "Platforms"). Every condition
// tests Darwin first, then Musl, and leaves Glibc last: a stand-in module on the search path
// then selects its own branches, though Linux can import Glibc too.

#if canImport(Darwin)
    import Darwin
#elseif canImport(Musl)
    import Musl
#elseif canImport(Glibc)
    import Glibc
#endif

/// The lock `LockedState` keeps beside its state: `os_unfair_lock` on Apple platforms, a
/// `pthread_mutex_t` elsewhere. Nothing can wait on it; `PlatformMutex` is the one to wait with.
///
/// A lock is used in place, through a pointer to memory that never moves (`ManagedBuffer`
/// elements): `initialize` it there, `deinitialize` it before the memory goes.
@usableFromInline
enum PlatformLock {
    #if canImport(Darwin)
        @usableFromInline typealias Storage = os_unfair_lock
    #else
        @usableFromInline typealias Storage = pthread_mutex_t
    #endif

    /// Makes the uninitialized memory at `lock` an unlocked lock.
    static func initialize(_ lock: UnsafeMutablePointer<Storage>) {
        #if canImport(Darwin)
            lock.initialize(to: os_unfair_lock())
        #else
            lock.initialize(to: pthread_mutex_t())
            pthread_mutex_init(lock, nil)
        #endif
    }

    /// Ends an unlocked lock; its memory is then uninitialized.
    static func deinitialize(_ lock: UnsafeMutablePointer<Storage>) {
        #if !canImport(Darwin)
            pthread_mutex_destroy(lock)
        #endif
        lock.deinitialize(count: 1)
    }

    /// Waits until the lock is free and takes it.
    @inlinable
    static func lock(_ lock: UnsafeMutablePointer<Storage>) {
        #if canImport(Darwin)
            os_unfair_lock_lock(lock)
        #else
            pthread_mutex_lock(lock)
        #endif
    }

    /// Frees the lock, which the calling thread holds.
    @inlinable
    static func unlock(_ lock: UnsafeMutablePointer<Storage>) {
        #if canImport(Darwin)
            os_unfair_lock_unlock(lock)
        #else
            pthread_mutex_unlock(lock)
        #endif
    }
}

/// A mutex that a `PlatformCondition` waits with: a `pthread_mutex_t` on every platform. Used
/// in place, like `PlatformLock`.
@usableFromInline
enum PlatformMutex {
    @usableFromInline typealias Storage = pthread_mutex_t

    /// Makes the uninitialized memory at `mutex` an unlocked mutex.
    static func initialize(_ mutex: UnsafeMutablePointer<Storage>) {
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    /// Ends an unlocked mutex; its memory is then uninitialized.
    static func deinitialize(_ mutex: UnsafeMutablePointer<Storage>) {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
    }

    /// Waits until the mutex is free and takes it.
    static func lock(_ mutex: UnsafeMutablePointer<Storage>) {
        pthread_mutex_lock(mutex)
    }

    /// Frees the mutex, which the calling thread holds.
    static func unlock(_ mutex: UnsafeMutablePointer<Storage>) {
        pthread_mutex_unlock(mutex)
    }
}

/// A condition variable threads sleep on until another wakes them: a `pthread_cond_t` on every
/// platform. Used in place, like `PlatformLock`.
@usableFromInline
enum PlatformCondition {
    @usableFromInline typealias Storage = pthread_cond_t

    /// Makes the uninitialized memory at `condition` a condition nobody waits on.
    static func initialize(_ condition: UnsafeMutablePointer<Storage>) {
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
    }

    /// Ends a condition nobody waits on; its memory is then uninitialized.
    static func deinitialize(_ condition: UnsafeMutablePointer<Storage>) {
        pthread_cond_destroy(condition)
        condition.deinitialize(count: 1)
    }

    /// Frees `mutex`, which the calling thread holds, sleeps until woken (or, rarely, for no
    /// reason: callers wait in a loop on their own condition), and takes `mutex` again.
    static func wait(
        _ condition: UnsafeMutablePointer<Storage>, releasing mutex: UnsafeMutablePointer<PlatformMutex.Storage>
    ) {
        pthread_cond_wait(condition, mutex)
    }

    /// Wakes every thread waiting on the condition.
    static func broadcast(_ condition: UnsafeMutablePointer<Storage>) {
        pthread_cond_broadcast(condition)
    }
}

/// The identity of a thread, to tell a reentrant call (made from inside a delivery on the
/// delivering thread) from a concurrent one (made on another thread).
@usableFromInline
package struct ThreadIdentity: Equatable, Sendable {
    /// The thread as a nonzero integer, for storing in an atomic: its `pthread_t`.
    @usableFromInline package let rawValue: UInt

    @inlinable
    init(rawValue: UInt) { self.rawValue = rawValue }

    /// The calling thread.
    @inlinable
    package static var current: ThreadIdentity {
        #if canImport(Darwin) || canImport(Musl)
            ThreadIdentity(rawValue: UInt(bitPattern: pthread_self()))
        #else
            // Glibc's `pthread_t` is an integer; Darwin's and Musl's are pointers.
            ThreadIdentity(rawValue: pthread_self())
        #endif
    }

    /// Whether the calling thread is the process's main thread, on Apple platforms, where UI
    /// work must run there; `nil` elsewhere, where the main queue may run on another thread.
    static var isMainThread: Bool? {
        #if canImport(Darwin)
            pthread_main_np() != 0
        #else
            nil
        #endif
    }
}

/// A slot in which each thread keeps its own object, held strongly until the thread exits: a
/// `pthread_key_t`.
struct ThreadLocalSlot: Sendable {
    private let key: pthread_key_t

    /// Creates a slot; `nil` if the system has no key left, with its error number in `error`.
    init?(error: inout Int32) {
        var key = pthread_key_t()
        // The destructor releases a thread's object when the thread exits.
        #if canImport(Darwin)
            error = pthread_key_create(&key) { Unmanaged<AnyObject>.fromOpaque($0).release() }
        #else
            error = pthread_key_create(&key) { object in
                guard let object else { return }
                Unmanaged<AnyObject>.fromOpaque(object).release()
            }
        #endif
        guard error == 0 else { return nil }
        self.key = key
    }

    /// The calling thread's object, not retained; `nil` until the thread sets one.
    var object: UnsafeMutableRawPointer? {
        pthread_getspecific(key)
    }

    /// Makes `object`, a reference the slot takes over (`Unmanaged.passRetained(_:).toOpaque()`),
    /// the calling thread's.
    ///
    /// - Returns: 0, or the system's error number if it could not.
    func set(retained object: UnsafeMutableRawPointer) -> Int32 {
        pthread_setspecific(key, object)
    }
}

/// A moment's date and time of day, in the local time zone or in UTC, as the C library's
/// `localtime_r` and `gmtime_r` give them (no date formatter: `FoundationEssentials` has none).
package struct CalendarFields: Sendable, Equatable {
    /// The year, such as 2025.
    package let year: Int
    /// The month, 1 to 12.
    package let month: Int
    /// The day of the month, 1 to 31.
    package let day: Int
    /// The hour, 0 to 23.
    package let hour: Int
    /// The minute, 0 to 59.
    package let minute: Int
    /// The second, 0 to 60 (a leap second).
    package let second: Int

    /// The fields of the second `secondsSince1970` seconds after 1970-01-01 00:00 UTC.
    ///
    /// - Parameters:
    ///   - secondsSince1970: Whole seconds since 1970 began in UTC.
    ///   - inUTC: UTC if true, otherwise the local time zone.
    package init(secondsSince1970: Int, inUTC: Bool) {
        var seconds = time_t(secondsSince1970)
        var parts = tm()
        if inUTC {
            _ = gmtime_r(&seconds, &parts)
        } else {
            _ = localtime_r(&seconds, &parts)
        }
        year = Int(parts.tm_year) + 1900
        month = Int(parts.tm_mon) + 1
        day = Int(parts.tm_mday)
        hour = Int(parts.tm_hour)
        minute = Int(parts.tm_min)
        second = Int(parts.tm_sec)
    }
}
