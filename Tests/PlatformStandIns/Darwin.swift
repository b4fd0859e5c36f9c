// swift-format-ignore-file
//
// A stand-in for Apple's `Darwin` module, for type-checking the Darwin branches of the
// platform files (each module's `Platform.swift`) on Linux, where no Apple SDK exists. It is
// not Darwin: it declares only what those branches call, each with the Swift signature Apple's
// SDK gives it: the C headers as Swift imports them (`pthread.h` and `os/lock.h` are audited
// for nullability, so their pointers are non-optional unless marked `_Nullable`; `unistd.h`,
// `time.h`, `termios.h`, `signal.h`, `stdio.h` and the like are not, so theirs are implicitly
// unwrapped, and a pointer inside a function-pointer type is optional; `size_t` is `Int`), and
// the Swift overlay's own declarations (those every platform shares are in `Overlay.swift`,
// compiled into this module). Bodies trap: nothing here runs. Structs keep only the fields the
// platform files read, but for those the files make and copy whole (`termios`, `winsize`,
// `sigaction`), declared in full. C functions are `@discardableResult`, as Swift imports every C
// function.
//
// Where each declaration comes from (the headers as Apple publishes them, xnu-11417.101.15
// and Libc-1725.0.11, which the SDK's `usr/include` is made from; the overlay is
// swiftlang/swift's `stdlib/public/Platform`):
// - os/lock.h: `os_unfair_lock` and its calls; sys/_pthread/_pthread_types.h and pthread.h:
//   the `pthread_…` types and calls, `pthread_main_np`.
// - time.h: `tm`, `time_t`, `localtime_r`, `gmtime_r`.
// - sys/_types.h, sys/types.h: `mode_t`, `off_t`, `pid_t`, `sigset_t` (`__darwin_sigset_t`).
// - sys/errno.h: the `E…` numbers. string.h (_string.h): `strerror`, `memchr`. stdlib.h
//   (_stdlib.h): `atexit` (its handler `_Nonnull`), `exit`.
// - sys/fcntl.h: `O_…`, `F_…`, `FD_CLOEXEC`. unistd.h: `STD…_FILENO`, `close`, `read`,
//   `write`, `pread`, `fsync`, `link`, `unlink`, `isatty`, `pipe`, `getpid`. stdio.h
//   (_stdio.h): `FILE` (`struct __sFILE`), `fopen`, `fwrite`, `fclose`, `fflush`, `rename`.
// - sys/stat.h: `stat`, `fstat`, `lstat`.
// - sys/termios.h: `termios` (`c_cc` has `NCCS`, 20, elements), `tcflag_t`, `cc_t`,
//   `speed_t`, the mode flags, `VMIN`, `VTIME`, `TCSA…`, `tcgetattr`, `tcsetattr`.
//   sys/ttycom.h: `winsize`.
// - sys/signal.h: the signal numbers, `SA_ONSTACK`, `union __sigaction_u`, `struct sigaction`,
//   `signal`; signal.h: `sigaction`, `raise`.
// - The overlay: `TIOCGWINSZ` (TiocConstants.swift, Apple platforms' and BSDs' alone, a `UInt`:
//   the header defines it with the `_IOR` macro, which does not import); `errno`, `open`,
//   `fcntl`, `ioctl` and the `S_IF…` constants (Platform.swift) are in `Overlay.swift`.
//
// CI compiles this file and `Overlay.swift` as a module named `Darwin` and type-checks each
// platform file against it (`.ci/run`, step "platforms"): with it on the search path,
// `#if canImport(Darwin)` selects the Darwin branches, so a misspelled call or a wrong type in
// Apple-only code fails on Linux. C names a struct and a function alike (`struct sigaction` and
// `sigaction()`); one Swift module cannot, so such structs are in `DarwinStructs.swift`, a
// module of their own that this one re-exports. A platform file that starts calling something
// new from Darwin needs its declaration here, copied from Apple's headers (or the SDK's
// generated interface) as Swift imports it, not invented: `swift-synthesize-interface` on a
// module map over a header holding the declarations shows what Swift makes of them.

@_exported import DarwinStructs

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

public var EPERM: Int32 { 1 }
public var ENOENT: Int32 { 2 }
public var EINTR: Int32 { 4 }
public var EEXIST: Int32 { 17 }
public var EINVAL: Int32 { 22 }
public var EMLINK: Int32 { 31 }
public var ENOTSUP: Int32 { 45 }
public var EOPNOTSUPP: Int32 { 102 }

@discardableResult public func strerror(_ errnum: Int32) -> UnsafeMutablePointer<CChar>! { fatalError("stand-in") }
@discardableResult public func memchr(_ s: UnsafeRawPointer!, _ c: Int32, _ n: Int) -> UnsafeMutableRawPointer! { fatalError("stand-in") }
@discardableResult public func atexit(_ function: @convention(c) () -> Void) -> Int32 { fatalError("stand-in") }
public func exit(_ status: Int32) -> Never { fatalError("stand-in") }

// MARK: fcntl.h, unistd.h, stdio.h

public var O_RDONLY: Int32 { 0x0000 }
public var O_WRONLY: Int32 { 0x0001 }
public var O_CREAT: Int32 { 0x0200 }
public var O_TRUNC: Int32 { 0x0400 }
public var O_EXCL: Int32 { 0x0800 }
public var O_DIRECTORY: Int32 { 0x0010_0000 }
public var O_CLOEXEC: Int32 { 0x0100_0000 }
public var O_NONBLOCK: Int32 { 0x0000_0004 }
public var F_SETFD: Int32 { 2 }
public var F_GETFL: Int32 { 3 }
public var F_SETFL: Int32 { 4 }
public var F_FULLFSYNC: Int32 { 51 }
public var FD_CLOEXEC: Int32 { 1 }

public var STDIN_FILENO: Int32 { 0 }
public var STDOUT_FILENO: Int32 { 1 }
public var STDERR_FILENO: Int32 { 2 }

@discardableResult public func close(_ fd: Int32) -> Int32 { fatalError("stand-in") }
@discardableResult public func read(_ fd: Int32, _ buf: UnsafeMutableRawPointer!, _ nbyte: Int) -> Int { fatalError("stand-in") }
@discardableResult public func write(_ fd: Int32, _ buf: UnsafeRawPointer!, _ nbyte: Int) -> Int { fatalError("stand-in") }
@discardableResult public func pread(_ fd: Int32, _ buf: UnsafeMutableRawPointer!, _ nbyte: Int, _ offset: off_t) -> Int {
    fatalError("stand-in")
}
@discardableResult public func fsync(_ fd: Int32) -> Int32 { fatalError("stand-in") }
@discardableResult public func link(_ path1: UnsafePointer<CChar>!, _ path2: UnsafePointer<CChar>!) -> Int32 { fatalError("stand-in") }
@discardableResult public func unlink(_ path: UnsafePointer<CChar>!) -> Int32 { fatalError("stand-in") }
@discardableResult public func isatty(_ fd: Int32) -> Int32 { fatalError("stand-in") }
@discardableResult public func pipe(_ fds: UnsafeMutablePointer<Int32>!) -> Int32 { fatalError("stand-in") }
@discardableResult public func rename(_ old: UnsafePointer<CChar>!, _ new: UnsafePointer<CChar>!) -> Int32 { fatalError("stand-in") }

public struct __sFILE {
    public init() {}
}
public typealias FILE = __sFILE
@discardableResult public func fopen(_ filename: UnsafePointer<CChar>!, _ mode: UnsafePointer<CChar>!) -> UnsafeMutablePointer<FILE>! {
    fatalError("stand-in")
}
@discardableResult public func fwrite(
    _ ptr: UnsafeRawPointer!, _ size: Int, _ nitems: Int, _ stream: UnsafeMutablePointer<FILE>!
) -> Int { fatalError("stand-in") }
@discardableResult public func fclose(_ stream: UnsafeMutablePointer<FILE>!) -> Int32 { fatalError("stand-in") }
@discardableResult public func fflush(_ stream: UnsafeMutablePointer<FILE>!) -> Int32 { fatalError("stand-in") }

public typealias pid_t = Int32
@discardableResult public func getpid() -> pid_t { fatalError("stand-in") }

// MARK: sys/stat.h

public struct stat {
    public var st_mode: mode_t
    public var st_size: off_t
    public init() {
        st_mode = 0
        st_size = 0
    }
}
@discardableResult public func fstat(_ fd: Int32, _ buf: UnsafeMutablePointer<stat>!) -> Int32 { fatalError("stand-in") }
@discardableResult public func lstat(_ path: UnsafePointer<CChar>!, _ buf: UnsafeMutablePointer<stat>!) -> Int32 { fatalError("stand-in") }

// MARK: sys/termios.h, sys/ttycom.h (with the overlay's `TIOCGWINSZ`)

public typealias tcflag_t = UInt
public typealias cc_t = UInt8
public typealias speed_t = UInt

public struct termios {
    public var c_iflag: tcflag_t
    public var c_oflag: tcflag_t
    public var c_cflag: tcflag_t
    public var c_lflag: tcflag_t
    public var c_cc: (cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t)
    public var c_ispeed: speed_t
    public var c_ospeed: speed_t
    public init() {
        (c_iflag, c_oflag, c_cflag, c_lflag) = (0, 0, 0, 0)
        c_cc = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        (c_ispeed, c_ospeed) = (0, 0)
    }
}
public var NCCS: Int32 { 20 }
public var VMIN: Int32 { 16 }
public var VTIME: Int32 { 17 }
public var BRKINT: Int32 { 0x0000_0002 }
public var INPCK: Int32 { 0x0000_0010 }
public var ISTRIP: Int32 { 0x0000_0020 }
public var ICRNL: Int32 { 0x0000_0100 }
public var IXON: Int32 { 0x0000_0200 }
public var ECHO: Int32 { 0x0000_0008 }
public var ISIG: Int32 { 0x0000_0080 }
public var ICANON: Int32 { 0x0000_0100 }
public var IEXTEN: Int32 { 0x0000_0400 }
public var TCSANOW: Int32 { 0 }
public var TCSAFLUSH: Int32 { 2 }

@discardableResult public func tcgetattr(_ fd: Int32, _ termios: UnsafeMutablePointer<termios>!) -> Int32 { fatalError("stand-in") }
@discardableResult public func tcsetattr(_ fd: Int32, _ action: Int32, _ termios: UnsafePointer<termios>!) -> Int32 {
    fatalError("stand-in")
}

public struct winsize {
    public var ws_row: UInt16
    public var ws_col: UInt16
    public var ws_xpixel: UInt16
    public var ws_ypixel: UInt16
    public init() { (ws_row, ws_col, ws_xpixel, ws_ypixel) = (0, 0, 0, 0) }
}
public var TIOCGWINSZ: UInt { 0x4008_7468 }

// MARK: sys/signal.h, signal.h (`struct sigaction` and the types it holds: DarwinStructs.swift)

public var SIGHUP: Int32 { 1 }
public var SIGINT: Int32 { 2 }
public var SIGILL: Int32 { 4 }
public var SIGTRAP: Int32 { 5 }
public var SIGABRT: Int32 { 6 }
public var SIGFPE: Int32 { 8 }
public var SIGBUS: Int32 { 10 }
public var SIGSEGV: Int32 { 11 }
public var SIGTERM: Int32 { 15 }
public var SIGWINCH: Int32 { 28 }
public var SA_ONSTACK: Int32 { 0x0001 }

@discardableResult public func signal(
    _ sig: Int32, _ handler: (@convention(c) (Int32) -> Void)!
) -> (@convention(c) (Int32) -> Void)! { fatalError("stand-in") }
@discardableResult public func sigaction(
    _ sig: Int32, _ act: UnsafePointer<sigaction>!, _ oact: UnsafeMutablePointer<sigaction>!
) -> Int32 { fatalError("stand-in") }
@discardableResult public func raise(_ sig: Int32) -> Int32 { fatalError("stand-in") }
