// swift-format-ignore-file
//
// The C structs of the static Linux SDK's `Musl` module that share their name with a C
// function, for the stand-in `Musl.swift`, which re-exports this module: C keeps
// `struct sigaction` and the function `sigaction()` apart, and Swift imports both under one
// name, but one Swift module cannot declare both. Declared as Swift imports them from musl's
// signal.h (`sigset_t` from bits/alltypes.h); see `Musl.swift` for the rules.
//
// CI compiles this file as a module named `MuslStructs` before `Musl.swift` (`.ci/run`, step
// "platforms").

public struct __sigset_t {
    public var __bits: (UInt, UInt, UInt, UInt, UInt, UInt, UInt, UInt, UInt, UInt, UInt, UInt, UInt, UInt, UInt, UInt)
    public init() { __bits = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0) }
}
public typealias sigset_t = __sigset_t

public struct sigaction {
    /// The anonymous union `__sa_handler`, without its `sa_sigaction`, which takes a pointer to
    /// a C struct (`siginfo_t`) that a Swift `@convention(c)` type cannot name.
    public struct __Unnamed_union___sa_handler {
        public var sa_handler: (@convention(c) (Int32) -> Void)!
        public init() { sa_handler = nil }
    }

    public var __sa_handler: __Unnamed_union___sa_handler
    public var sa_mask: sigset_t
    public var sa_flags: Int32
    public var sa_restorer: (@convention(c) () -> Void)!
    public init() {
        __sa_handler = .init()
        sa_mask = .init()
        sa_flags = 0
        sa_restorer = nil
    }
}
