// swift-format-ignore-file
//
// A stand-in for Apple's `Darwin` module, for type-checking the Darwin branches of the
// platform files (`Sources/*/Platform.swift`) on Linux, where no Apple SDK exists. It is not
// Darwin: it declares only what those branches call, each with the Swift signature Apple's SDK
// gives it (the C headers as Swift imports them: `pthread.h` and `os/lock.h` are audited for
// nullability, so their pointers are non-optional unless marked `_Nullable`; `unistd.h`,
// `time.h` and the like are not, so theirs are implicitly unwrapped; `errno`, `open`, `fcntl`
// and the `S_IF…` constants come from the Swift overlay). Bodies trap: nothing here runs.
// Structs keep only the fields the platform files read. Functions are `@discardableResult`, as
// Swift imports every C function.
//
// CI compiles this file as a module named `Darwin` and type-checks each platform file against
// it (`.ci/run`, step "platforms"): with it on the search path, `#if canImport(Darwin)` selects
// the Darwin branches, so a misspelled call or a wrong type in Apple-only code fails on Linux.
// A platform file that starts calling something new from Darwin needs its declaration here,
// copied from Apple's headers (or the SDK's generated interface), not invented.

// MARK: os/lock.h

public struct os_unfair_lock_s {
    public var _os_unfair_lock_opaque: UInt32
    public init() { _os_unfair_lock_opaque = 0 }
    public init(_os_unfair_lock_opaque: UInt32) { self._os_unfair_lock_opaque = _os_unfair_lock_opaque }
}
public typealias os_unfair_lock = os_unfair_lock_s
public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock_s>
public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) { fatalError("stand-in") }
public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) { fatalError("stand-in") }

// MARK: pthread.h (sys/_pthread/_pthread_types.h)

public struct _opaque_pthread_t {
    public var __sig: Int
    public init() { __sig = 0 }
}
public struct _opaque_pthread_mutex_t {
    public var __sig: Int
    public init() { __sig = 0 }
}
public struct _opaque_pthread_mutexattr_t {
    public var __sig: Int
    public init() { __sig = 0 }
}
public struct _opaque_pthread_cond_t {
    public var __sig: Int
    public init() { __sig = 0 }
}
public struct _opaque_pthread_condattr_t {
    public var __sig: Int
    public init() { __sig = 0 }
}
public typealias __darwin_pthread_t = UnsafeMutablePointer<_opaque_pthread_t>
public typealias pthread_t = __darwin_pthread_t
public typealias __darwin_pthread_key_t = UInt
public typealias pthread_key_t = __darwin_pthread_key_t
public typealias __darwin_pthread_mutex_t = _opaque_pthread_mutex_t
public typealias pthread_mutex_t = __darwin_pthread_mutex_t
public typealias __darwin_pthread_mutexattr_t = _opaque_pthread_mutexattr_t
public typealias pthread_mutexattr_t = __darwin_pthread_mutexattr_t
public typealias __darwin_pthread_cond_t = _opaque_pthread_cond_t
public typealias pthread_cond_t = __darwin_pthread_cond_t
public typealias __darwin_pthread_condattr_t = _opaque_pthread_condattr_t
public typealias pthread_condattr_t = __darwin_pthread_condattr_t

@discardableResult public func pthread_self() -> pthread_t { fatalError("stand-in") }
@discardableResult public func pthread_equal(_ t1: pthread_t?, _ t2: pthread_t?) -> Int32 { fatalError("stand-in") }
@discardableResult public func pthread_main_np() -> Int32 { fatalError("stand-in") }

@discardableResult public func pthread_mutex_init(
    _ mutex: UnsafeMutablePointer<pthread_mutex_t>, _ attr: UnsafePointer<pthread_mutexattr_t>?
) -> Int32 { fatalError("stand-in") }
@discardableResult public func pthread_mutex_destroy(_ mutex: UnsafeMutablePointer<pthread_mutex_t>) -> Int32 { fatalError("stand-in") }
@discardableResult public func pthread_mutex_lock(_ mutex: UnsafeMutablePointer<pthread_mutex_t>) -> Int32 { fatalError("stand-in") }
@discardableResult public func pthread_mutex_unlock(_ mutex: UnsafeMutablePointer<pthread_mutex_t>) -> Int32 { fatalError("stand-in") }

@discardableResult public func pthread_cond_init(
    _ cond: UnsafeMutablePointer<pthread_cond_t>, _ attr: UnsafePointer<pthread_condattr_t>?
) -> Int32 { fatalError("stand-in") }
@discardableResult public func pthread_cond_destroy(_ cond: UnsafeMutablePointer<pthread_cond_t>) -> Int32 { fatalError("stand-in") }
@discardableResult public func pthread_cond_wait(
    _ cond: UnsafeMutablePointer<pthread_cond_t>, _ mutex: UnsafeMutablePointer<pthread_mutex_t>
) -> Int32 { fatalError("stand-in") }
@discardableResult public func pthread_cond_broadcast(_ cond: UnsafeMutablePointer<pthread_cond_t>) -> Int32 { fatalError("stand-in") }

@discardableResult public func pthread_key_create(
    _ key: UnsafeMutablePointer<pthread_key_t>,
    _ destructor: (@convention(c) (UnsafeMutableRawPointer) -> Void)?
) -> Int32 { fatalError("stand-in") }
@discardableResult public func pthread_getspecific(_ key: pthread_key_t) -> UnsafeMutableRawPointer? { fatalError("stand-in") }
@discardableResult public func pthread_setspecific(_ key: pthread_key_t, _ value: UnsafeRawPointer?) -> Int32 { fatalError("stand-in") }

// MARK: time.h

public typealias __darwin_time_t = Int
public typealias time_t = __darwin_time_t

public struct tm {
    public var tm_sec: Int32
    public var tm_min: Int32
    public var tm_hour: Int32
    public var tm_mday: Int32
    public var tm_mon: Int32
    public var tm_year: Int32
    public var tm_wday: Int32
    public var tm_yday: Int32
    public var tm_isdst: Int32
    public var tm_gmtoff: Int
    public var tm_zone: UnsafeMutablePointer<CChar>!
    public init() {
        (tm_sec, tm_min, tm_hour, tm_mday, tm_mon, tm_year, tm_wday, tm_yday, tm_isdst) = (0, 0, 0, 0, 0, 0, 0, 0, 0)
        tm_gmtoff = 0
        tm_zone = nil
    }
}

@discardableResult public func localtime_r(_ clock: UnsafePointer<time_t>!, _ result: UnsafeMutablePointer<tm>!) -> UnsafeMutablePointer<tm>! {
    fatalError("stand-in")
}
@discardableResult public func gmtime_r(_ clock: UnsafePointer<time_t>!, _ result: UnsafeMutablePointer<tm>!) -> UnsafeMutablePointer<tm>! {
    fatalError("stand-in")
}

// MARK: sys/types.h, sys/errno.h, string.h, stdlib.h

public typealias mode_t = UInt16
public typealias off_t = Int64

/// The Swift overlay's accessor of the calling thread's error number.
public var errno: Int32 {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
}
public var EPERM: Int32 { 1 }
public var ENOENT: Int32 { 2 }
public var EINTR: Int32 { 4 }
public var EEXIST: Int32 { 17 }
public var EINVAL: Int32 { 22 }
public var EMLINK: Int32 { 31 }
public var ENOTSUP: Int32 { 45 }
public var EOPNOTSUPP: Int32 { 102 }

@discardableResult public func strerror(_ errnum: Int32) -> UnsafeMutablePointer<CChar>! { fatalError("stand-in") }
@discardableResult public func atexit(_ function: @convention(c) () -> Void) -> Int32 { fatalError("stand-in") }

// MARK: fcntl.h (with the overlay's `open` and `fcntl`), unistd.h, stdio.h

public var O_RDONLY: Int32 { 0x0000 }
public var O_WRONLY: Int32 { 0x0001 }
public var O_CREAT: Int32 { 0x0200 }
public var O_TRUNC: Int32 { 0x0400 }
public var O_EXCL: Int32 { 0x0800 }
public var O_DIRECTORY: Int32 { 0x0010_0000 }
public var O_CLOEXEC: Int32 { 0x0100_0000 }
public var F_FULLFSYNC: Int32 { 51 }

@discardableResult public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32) -> Int32 { fatalError("stand-in") }
@discardableResult public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32, _ mode: mode_t) -> Int32 { fatalError("stand-in") }
@discardableResult public func fcntl(_ fd: Int32, _ cmd: Int32) -> Int32 { fatalError("stand-in") }
@discardableResult public func fcntl(_ fd: Int32, _ cmd: Int32, _ value: Int32) -> Int32 { fatalError("stand-in") }
@discardableResult public func fcntl(_ fd: Int32, _ cmd: Int32, _ ptr: UnsafeMutableRawPointer) -> Int32 { fatalError("stand-in") }

@discardableResult public func close(_ fd: Int32) -> Int32 { fatalError("stand-in") }
@discardableResult public func read(_ fd: Int32, _ buf: UnsafeMutableRawPointer!, _ nbyte: Int) -> Int { fatalError("stand-in") }
@discardableResult public func write(_ fd: Int32, _ buf: UnsafeRawPointer!, _ nbyte: Int) -> Int { fatalError("stand-in") }
@discardableResult public func pread(_ fd: Int32, _ buf: UnsafeMutableRawPointer!, _ nbyte: Int, _ offset: off_t) -> Int {
    fatalError("stand-in")
}
@discardableResult public func fsync(_ fd: Int32) -> Int32 { fatalError("stand-in") }
@discardableResult public func link(_ path1: UnsafePointer<CChar>!, _ path2: UnsafePointer<CChar>!) -> Int32 { fatalError("stand-in") }
@discardableResult public func unlink(_ path: UnsafePointer<CChar>!) -> Int32 { fatalError("stand-in") }
@discardableResult public func rename(_ old: UnsafePointer<CChar>!, _ new: UnsafePointer<CChar>!) -> Int32 { fatalError("stand-in") }

public typealias pid_t = Int32
@discardableResult public func getpid() -> pid_t { fatalError("stand-in") }

// MARK: sys/stat.h (with the overlay's `S_IF…`)

public struct stat {
    public var st_mode: mode_t
    public var st_size: off_t
    public init() {
        st_mode = 0
        st_size = 0
    }
}
public var S_IFMT: mode_t { 0o170000 }
public var S_IFDIR: mode_t { 0o040000 }
@discardableResult public func fstat(_ fd: Int32, _ buf: UnsafeMutablePointer<stat>!) -> Int32 { fatalError("stand-in") }
@discardableResult public func lstat(_ path: UnsafePointer<CChar>!, _ buf: UnsafeMutablePointer<stat>!) -> Int32 { fatalError("stand-in") }
