// swift-format-ignore-file
//
// The declarations of Swift's platform overlay that the platform files call: swiftlang/swift's
// `stdlib/public/Platform/Platform.swift`, one Swift source that Apple's `Darwin`, Glibc and the
// static SDK's `Musl` each compile into their module. So it is here: CI compiles this file into
// both stand-ins, `Darwin.swift` and `Musl.swift` (`.ci/run`, step "platforms"), where `mode_t`
// is each platform's own. The overlay declares these because the C functions take variable
// arguments (`open`, `fcntl`, `ioctl`, whose request the overlay makes a `UInt`) or are macros
// (`errno`, `S_IF…`), which Swift does not import. They are Swift functions, so not
// `@discardableResult`: a result left unused is a warning. Bodies trap: nothing here runs.

/// The calling thread's error number.
public var errno: Int32 {
    get { fatalError("stand-in") }
    set { fatalError("stand-in") }
}

public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32) -> Int32 { fatalError("stand-in") }
public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32, _ mode: mode_t) -> Int32 { fatalError("stand-in") }

public func fcntl(_ fd: Int32, _ cmd: Int32) -> Int32 { fatalError("stand-in") }
public func fcntl(_ fd: Int32, _ cmd: Int32, _ value: Int32) -> Int32 { fatalError("stand-in") }
public func fcntl(_ fd: Int32, _ cmd: Int32, _ ptr: UnsafeMutableRawPointer) -> Int32 { fatalError("stand-in") }

public var S_IFMT: mode_t { mode_t(0o170000) }
public var S_IFDIR: mode_t { mode_t(0o040000) }

public func ioctl(_ fd: CInt, _ request: UInt, _ value: CInt) -> CInt { fatalError("stand-in") }
public func ioctl(_ fd: CInt, _ request: UInt, _ ptr: UnsafeMutableRawPointer) -> CInt { fatalError("stand-in") }
public func ioctl(_ fd: CInt, _ request: UInt) -> CInt { fatalError("stand-in") }
