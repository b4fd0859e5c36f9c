// Every call oneway-bench makes into the platform's C library, for Apple platforms (Darwin),
// Linux (Glibc) and Swift's static Linux SDK (Musl); the rest of the program calls these
// wrappers and names no platform. This file stands alone, so that CI can type-check its Darwin
// and Musl branches on Linux against the stand-ins in `Tests/PlatformStandIns` (see
// CONTRIBUTING.md, "Platforms"). Every condition tests Darwin first, then Musl, and leaves
// Glibc last.

#if canImport(Darwin)
    import Darwin
#elseif canImport(Musl)
    import Musl
#elseif canImport(Glibc)
    import Glibc
#endif

/// The C library, as the benchmark uses it.
enum Platform {
    /// Writes all of `bytes` to standard error, unbuffered; stops quietly if it is closed.
    static func writeToStandardError(_ bytes: UnsafeRawBufferPointer) {
        var rest = bytes
        while !rest.isEmpty {
            let written = write(STDERR_FILENO, rest.baseAddress, rest.count)
            guard written > 0 else { return }
            rest = UnsafeRawBufferPointer(rebasing: rest[written...])
        }
    }

    /// Writes out what `print` has buffered.
    static func flushOutput() {
        fflush(nil)
    }

    /// Ends the program with `status`, flushing what `print` buffered.
    static func end(status: Int32) -> Never {
        exit(status)
    }
}
