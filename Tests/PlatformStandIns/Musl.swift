// swift-format-ignore-file
//
// A stand-in for the `Musl` module of Swift's static Linux SDK, for type-checking the Musl
// branches of the platform files (each module's `Platform.swift`) where that SDK is not
// installed. It is not Musl: it declares only what those branches call, each with the Swift
// signature musl's headers give it (the types are x86_64's and arm64's alike, `long` being 64
// bits; the constants' values are x86_64's). musl's headers carry no nullability, so their
// pointers are implicitly unwrapped, and a pointer inside a function-pointer type is optional;
// `size_t` is `Int`; a pointer to an incomplete struct (`pthread_t`) is an `OpaquePointer`; an
// anonymous union is a nested `__Unnamed_union_…` struct. Bodies trap: nothing here runs.
// Structs keep only the fields the platform files read, but for those the files make and copy
// whole (`termios`, `winsize`, `sigaction`), declared in full. C functions are
// `@discardableResult`, as Swift imports every C function. The Swift overlay's declarations,
// the same on every platform, are in `Overlay.swift`, compiled into this module.
//
// Where each declaration comes from (musl's headers, include/ and arch/{generic,x86_64}/bits/;
// the overlay is swiftlang/swift's `stdlib/public/Platform`):
// - pthread.h, bits/alltypes.h: the `pthread_…` types and calls. time.h: `tm`, `time_t`,
//   `localtime_r`, `gmtime_r`. sys/types.h (bits/alltypes.h): `mode_t`, `off_t`, `pid_t`.
// - bits/errno.h: the `E…` numbers. string.h: `strerror`, `memchr`. stdlib.h: `atexit`,
//   `exit`.
// - fcntl.h, bits/fcntl.h: `O_…`, `F_…`, `FD_CLOEXEC`. unistd.h: `STD…_FILENO`, `close`,
//   `read`, `write`, `pread`, `fsync`, `link`, `unlink`, `isatty`, `pipe`, `getpid`.
//   stdio.h: `fopen`, `fwrite`, `fclose`, `fflush`, `rename`, and `FILE`, `struct _IO_FILE`,
//   which the SDK's Swift sees as a type, so that `FILE *` is `UnsafeMutablePointer<FILE>`
//   (its overlay's `stdout` is one).
// - sys/stat.h, bits/stat.h: `stat`, `fstat`, `lstat`.
// - termios.h, bits/termios.h: `termios` (with `c_line`; `c_cc` has `NCCS`, 32, elements),
//   `tcflag_t`, `cc_t`, `speed_t` (all `unsigned int`), the mode flags, `VMIN`, `VTIME`,
//   `TCSA…`, `tcgetattr`, `tcsetattr`. sys/ioctl.h (bits/alltypes.h): `winsize`;
//   bits/ioctl.h: `TIOCGWINSZ`, an `Int32` (a plain number there; the overlay declares no
//   `TIOC…` for Linux).
// - signal.h, bits/signal.h: the signal numbers, `SA_ONSTACK`, `sigset_t` (`__sigset_t`),
//   `struct sigaction` (its handlers in an anonymous union `__sa_handler`), `signal`,
//   `sigaction`, `raise`.
// - The overlay (Platform.swift, in `Overlay.swift`): `errno`, `open`, `fcntl`, `ioctl` (whose
//   request is a `UInt`, where musl's C declaration has an `int`), the `S_IF…` constants.
//
// CI compiles this file and `Overlay.swift` as a module named `Musl` and type-checks each
// platform file against it (`.ci/run`, step "platforms"), as it does with `Darwin.swift`;
// `struct sigaction`, which shares its name with a function, is in `MuslStructs.swift`, a
// module of its own that this one re-exports. A platform file that starts calling something
// new needs its declaration here, taken from musl's headers as Swift imports them, not
// invented: `swift-synthesize-interface` on a module map over musl's headers (with
// `-Xcc -nostdlibinc`) shows what Swift makes of them.

@_exported import MuslStructs

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
    public var tm_gmtoff: Int
    public var tm_zone: UnsafePointer<CChar>!
    public init() {
        (tm_sec, tm_min, tm_hour, tm_mday, tm_mon, tm_year, tm_wday, tm_yday, tm_isdst) = (0, 0, 0, 0, 0, 0, 0, 0, 0)
        tm_gmtoff = 0
        tm_zone = nil
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

public var EPERM: Int32 { 1 }
public var ENOENT: Int32 { 2 }
public var EINTR: Int32 { 4 }
public var EEXIST: Int32 { 17 }
public var EINVAL: Int32 { 22 }
public var EMLINK: Int32 { 31 }
public var EOPNOTSUPP: Int32 { 95 }
public var ENOTSUP: Int32 { 95 }

@discardableResult public func strerror(_ errnum: Int32) -> UnsafeMutablePointer<CChar>! { fatalError("stand-in") }
@discardableResult public func memchr(_ s: UnsafeRawPointer!, _ c: Int32, _ n: Int) -> UnsafeMutableRawPointer! {
    fatalError("stand-in")
}
@discardableResult public func atexit(_ function: (@convention(c) () -> Void)!) -> Int32 { fatalError("stand-in") }
public func exit(_ status: Int32) -> Never { fatalError("stand-in") }

// MARK: fcntl.h, unistd.h, stdio.h

public var O_RDONLY: Int32 { 0o0 }
public var O_WRONLY: Int32 { 0o1 }
public var O_CREAT: Int32 { 0o100 }
public var O_EXCL: Int32 { 0o200 }
public var O_TRUNC: Int32 { 0o1000 }
public var O_DIRECTORY: Int32 { 0o200000 }
public var O_CLOEXEC: Int32 { 0o2000000 }

public var O_NONBLOCK: Int32 { 0o4000 }
public var F_SETFD: Int32 { 2 }
public var F_GETFL: Int32 { 3 }
public var F_SETFL: Int32 { 4 }
public var FD_CLOEXEC: Int32 { 1 }

public var STDIN_FILENO: Int32 { 0 }
public var STDOUT_FILENO: Int32 { 1 }
public var STDERR_FILENO: Int32 { 2 }

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
@discardableResult public func isatty(_ fd: Int32) -> Int32 { fatalError("stand-in") }
@discardableResult public func pipe(_ fds: UnsafeMutablePointer<Int32>!) -> Int32 { fatalError("stand-in") }
@discardableResult public func rename(_ old: UnsafePointer<CChar>!, _ new: UnsafePointer<CChar>!) -> Int32 {
    fatalError("stand-in")
}

public struct _IO_FILE {
    public init() {}
}
public typealias FILE = _IO_FILE
@discardableResult public func fopen(_ filename: UnsafePointer<CChar>!, _ mode: UnsafePointer<CChar>!) -> UnsafeMutablePointer<FILE>! {
    fatalError("stand-in")
}
@discardableResult public func fwrite(
    _ ptr: UnsafeRawPointer!, _ size: Int, _ count: Int, _ stream: UnsafeMutablePointer<FILE>!
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
@discardableResult public func fstat(_ fd: Int32, _ st: UnsafeMutablePointer<stat>!) -> Int32 { fatalError("stand-in") }
@discardableResult public func lstat(_ path: UnsafePointer<CChar>!, _ st: UnsafeMutablePointer<stat>!) -> Int32 {
    fatalError("stand-in")
}

// MARK: termios.h, sys/ioctl.h

public typealias cc_t = UInt8
public typealias speed_t = UInt32
public typealias tcflag_t = UInt32

public struct termios {
    public var c_iflag: tcflag_t
    public var c_oflag: tcflag_t
    public var c_cflag: tcflag_t
    public var c_lflag: tcflag_t
    public var c_line: cc_t
    public var c_cc: (
        cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t,
        cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t, cc_t
    )
    public var __c_ispeed: speed_t
    public var __c_ospeed: speed_t
    public init() {
        (c_iflag, c_oflag, c_cflag, c_lflag, c_line) = (0, 0, 0, 0, 0)
        c_cc = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        (__c_ispeed, __c_ospeed) = (0, 0)
    }
}
public var NCCS: Int32 { 32 }
public var VTIME: Int32 { 5 }
public var VMIN: Int32 { 6 }
public var BRKINT: Int32 { 0o0000002 }
public var INPCK: Int32 { 0o0000020 }
public var ISTRIP: Int32 { 0o0000040 }
public var ICRNL: Int32 { 0o0000400 }
public var IXON: Int32 { 0o0002000 }
public var ISIG: Int32 { 0o0000001 }
public var ICANON: Int32 { 0o0000002 }
public var ECHO: Int32 { 0o0000010 }
public var IEXTEN: Int32 { 0o0100000 }
public var TCSANOW: Int32 { 0 }
public var TCSAFLUSH: Int32 { 2 }

@discardableResult public func tcgetattr(_ fd: Int32, _ termios: UnsafeMutablePointer<termios>!) -> Int32 {
    fatalError("stand-in")
}
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
public var TIOCGWINSZ: Int32 { 0x5413 }

// MARK: signal.h (`struct sigaction` and the types it holds: MuslStructs.swift)

public var SIGHUP: Int32 { 1 }
public var SIGINT: Int32 { 2 }
public var SIGILL: Int32 { 4 }
public var SIGTRAP: Int32 { 5 }
public var SIGABRT: Int32 { 6 }
public var SIGBUS: Int32 { 7 }
public var SIGFPE: Int32 { 8 }
public var SIGSEGV: Int32 { 11 }
public var SIGTERM: Int32 { 15 }
public var SIGWINCH: Int32 { 28 }
public var SA_ONSTACK: Int32 { 0x0800_0000 }

@discardableResult public func signal(
    _ sig: Int32, _ handler: (@convention(c) (Int32) -> Void)!
) -> (@convention(c) (Int32) -> Void)! { fatalError("stand-in") }
@discardableResult public func sigaction(
    _ sig: Int32, _ act: UnsafePointer<sigaction>!, _ oact: UnsafeMutablePointer<sigaction>!
) -> Int32 { fatalError("stand-in") }
@discardableResult public func raise(_ sig: Int32) -> Int32 { fatalError("stand-in") }
