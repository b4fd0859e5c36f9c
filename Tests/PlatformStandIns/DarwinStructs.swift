// swift-format-ignore-file
//
// The C structs of Apple's `Darwin` module that share their name with a C function, for the
// stand-in `Darwin.swift`, which re-exports this module: C keeps `struct sigaction` and the
// function `sigaction()` apart, and Swift imports both under one name, but one Swift module
// cannot declare both. Declared as Swift imports them from xnu-11417.101.15's sys/signal.h
// (`sigset_t` from sys/_types.h: a `__uint32_t`); see `Darwin.swift` for the rules.
//
// CI compiles this file as a module named `DarwinStructs` before `Darwin.swift` (`.ci/run`,
// step "platforms").

public typealias __darwin_sigset_t = UInt32
public typealias sigset_t = __darwin_sigset_t

/// `union __sigaction_u`, without its `__sa_sigaction`, which takes a pointer to a C struct
/// (`__siginfo`) that a Swift `@convention(c)` type cannot name.
public struct __sigaction_u {
    public var __sa_handler: (@convention(c) (Int32) -> Void)!
    public init() { __sa_handler = nil }
}

public struct sigaction {
    public var __sigaction_u: __sigaction_u
    public var sa_mask: sigset_t
    public var sa_flags: Int32
    public init() {
        __sigaction_u = .init()
        sa_mask = 0
        sa_flags = 0
    }
}
