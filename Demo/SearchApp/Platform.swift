// Every call SearchApp makes into the platform's C library, for Apple platforms (Darwin), Linux
// (Glibc) and Swift's static Linux SDK (Musl); the rest of the module calls these wrappers and
// names no platform. This file stands alone, so that CI can type-check its Darwin and Musl
// branches on Linux against the stand-ins in `Tests/PlatformStandIns` (see CONTRIBUTING.md,
// "Platforms"). Every condition tests Darwin first, then Musl, and leaves Glibc last.

#if canImport(Darwin)
    import Darwin
#elseif canImport(Musl)
    import Musl
#elseif canImport(Glibc)
    import Glibc
#endif

/// The C library, as the demo's app uses it.
enum Platform {
    /// The first of the `count` bytes from `start` that is `byte`, or `nil` if none is: the C
    /// library's `memchr`, which compares many bytes at a time.
    static func firstOccurrence(of byte: UInt8, from start: UnsafePointer<UInt8>, count: Int) -> UnsafePointer<UInt8>? {
        guard let found = memchr(start, Int32(byte), count) else { return nil }
        return UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
    }
}
