// swift-format-ignore-file
//
// A stand-in for the `Musl` module of Swift's static Linux SDK, for type-checking the Musl
// branches of the platform files (`Sources/*/Platform.swift`) where that SDK is not installed.
// It is not Musl: it declares only what those branches call, each with the Swift signature
// musl's headers give it (x86_64 and arm64 alike: `long` is 64 bits). musl's headers carry no
// nullability, so their pointers are implicitly unwrapped; `pthread_t` is a pointer to an
// incomplete struct, so an `OpaquePointer`; `errno`, `open` and the `S_IF…` constants come
// from the Swift overlay. Bodies trap: nothing here runs. Structs keep only the fields the
// platform files read. Functions are `@discardableResult`, as Swift imports every C function.
//
// CI compiles this file as a module named `Musl` and type-checks each platform file against it
// (`.ci/run`, step "platforms"), as it does with `Darwin.swift`. A platform file that starts
// calling something new needs its declaration here, taken from musl's headers, not invented.

// MARK: pthread.h (bits/alltypes.h)

public struct pthread_mutex_t {
    public init() {}
}
public struct pthread_mutexattr_t {
    public var __attr: UInt32
    public init() { __attr = 0 }
}
public struct pthread_cond_t {
    public init() {}
}
public struct pthread_condattr_t {
    public var __attr: UInt32
    public init() { __attr = 0 }
}
public typealias pthread_t = OpaquePointer
public typealias pthread_key_t = UInt32

@discardableResult public func pthread_self() -> pthread_t! { fatalError("stand-in") }
@discardableResult public func pthread_equal(_ t1: pthread_t!, _ t2: pthread_t!) -> Int32 { fatalError("stand-in") }

@discardableResult public func pthread_mutex_init(
    _ mutex: UnsafeMutablePointer<pthread_mutex_t>!, _ attr: UnsafePointer<pthread_mutexattr_t>!
) -> Int32 { fatalError("stand-in") }
@discardableResult public func pthread_mutex_destroy(_ mutex: UnsafeMutablePointer<pthread_mutex_t>!) -> Int32 {
    fatalError("stand-in")
}
@discardableResult public func pthread_mutex_lock(_ mutex: UnsafeMutablePointer<pthread_mutex_t>!) -> Int32 {
    fatalError("stand-in")
}
@discardableResult public func pthread_mutex_unlock(_ mutex: UnsafeMutablePointer<pthread_mutex_t>!) -> Int32 {
    fatalError("stand-in")
}

@discardableResult public func pthread_cond_init(
    _ cond: UnsafeMutablePointer<pthread_cond_t>!, _ attr: UnsafePointer<pthread_condattr_t>!
) -> Int32 { fatalError("stand-in") }
@discardableResult public func pthread_cond_destroy(_ cond: UnsafeMutablePointer<pthread_cond_t>!) -> Int32 {
    fatalError("stand-in")
}
@discardableResult public func pthread_cond_wait(
    _ cond: UnsafeMutablePointer<pthread_cond_t>!, _ mutex: UnsafeMutablePointer<pthread_mutex_t>!
) -> Int32 { fatalError("stand-in") }
@discardableResult public func pthread_cond_broadcast(_ cond: UnsafeMutablePointer<pthread_cond_t>!) -> Int32 {
    fatalError("stand-in")
}

@discardableResult public func pthread_key_create(
    _ key: UnsafeMutablePointer<pthread_key_t>!,
    _ destructor: (@convention(c) (UnsafeMutableRawPointer?) -> Void)!
) -> Int32 { fatalError("stand-in") }
@discardableResult public func pthread_getspecific(_ key: pthread_key_t) -> UnsafeMutableRawPointer! {
    fatalError("stand-in")
}
@discardableResult public func pthread_setspecific(_ key: pthread_key_t, _ value: UnsafeRawPointer!) -> Int32 {
    fatalError("stand-in")
}

// MARK: time.h

public typealias time_t = Int

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
    public var __tm_gmtoff: Int
    public var __tm_zone: UnsafePointer<CChar>!
    public init() {
        (tm_sec, tm_min, tm_hour, tm_mday, tm_mon, tm_year, tm_wday, tm_yday, tm_isdst) = (0, 0, 0, 0, 0, 0, 0, 0, 0)
        __tm_gmtoff = 0
        __tm_zone = nil
    }
}

@discardableResult public func localtime_r(
    _ clock: UnsafePointer<time_t>!, _ result: UnsafeMutablePointer<tm>!
) -> UnsafeMutablePointer<tm>! { fatalError("stand-in") }
@discardableResult public func gmtime_r(
    _ clock: UnsafePointer<time_t>!, _ result: UnsafeMutablePointer<tm>!
) -> UnsafeMutablePointer<tm>! { fatalError("stand-in") }

// MARK: sys/types.h, errno.h, string.h, stdlib.h

public typealias mode_t = UInt32
public typealias off_t = Int

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
public var EOPNOTSUPP: Int32 { 95 }
public var ENOTSUP: Int32 { 95 }

@discardableResult public func strerror(_ errnum: Int32) -> UnsafeMutablePointer<CChar>! { fatalError("stand-in") }
@discardableResult public func atexit(_ function: (@convention(c) () -> Void)!) -> Int32 { fatalError("stand-in") }

// MARK: fcntl.h (with the overlay's `open`), unistd.h, stdio.h

public var O_RDONLY: Int32 { 0o0 }
public var O_WRONLY: Int32 { 0o1 }
public var O_CREAT: Int32 { 0o100 }
public var O_EXCL: Int32 { 0o200 }
public var O_TRUNC: Int32 { 0o1000 }
public var O_DIRECTORY: Int32 { 0o200000 }
public var O_CLOEXEC: Int32 { 0o2000000 }

@discardableResult public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32) -> Int32 { fatalError("stand-in") }
@discardableResult public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32, _ mode: mode_t) -> Int32 {
    fatalError("stand-in")
}

@discardableResult public func close(_ fd: Int32) -> Int32 { fatalError("stand-in") }
@discardableResult public func read(_ fd: Int32, _ buf: UnsafeMutableRawPointer!, _ count: Int) -> Int {
    fatalError("stand-in")
}
@discardableResult public func write(_ fd: Int32, _ buf: UnsafeRawPointer!, _ count: Int) -> Int {
    fatalError("stand-in")
}
@discardableResult public func pread(_ fd: Int32, _ buf: UnsafeMutableRawPointer!, _ count: Int, _ offset: off_t) -> Int {
    fatalError("stand-in")
}
@discardableResult public func fsync(_ fd: Int32) -> Int32 { fatalError("stand-in") }
@discardableResult public func link(_ existing: UnsafePointer<CChar>!, _ new: UnsafePointer<CChar>!) -> Int32 {
    fatalError("stand-in")
}
@discardableResult public func unlink(_ path: UnsafePointer<CChar>!) -> Int32 { fatalError("stand-in") }
@discardableResult public func rename(_ old: UnsafePointer<CChar>!, _ new: UnsafePointer<CChar>!) -> Int32 {
    fatalError("stand-in")
}

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
@discardableResult public func fstat(_ fd: Int32, _ st: UnsafeMutablePointer<stat>!) -> Int32 { fatalError("stand-in") }
@discardableResult public func lstat(_ path: UnsafePointer<CChar>!, _ st: UnsafeMutablePointer<stat>!) -> Int32 {
    fatalError("stand-in")
}
