// Every call oneway-inspect makes into the platform's C library, for Apple platforms (Darwin),
// Linux (Glibc) and Swift's static Linux SDK (Musl); the rest of the program calls these
// wrappers, or TerminalUI, and names no platform. This file stands alone, so that CI can
// type-check its Darwin and Musl branches on Linux against the stand-ins in
// `Tests/PlatformStandIns` (see CONTRIBUTING.md, "Platforms"). Every condition tests Darwin
// first, then Musl, and leaves Glibc last.

#if canImport(Darwin)
    import Darwin
#elseif canImport(Musl)
    import Musl
#elseif canImport(Glibc)
    import Glibc
#endif

/// The C library, as the inspector uses it.
enum Platform {
    /// Why `writeFile(_:to:)` failed, with the system's reason, such as "Permission denied".
    enum FileFailure: Error {
        /// The file could not be created (or emptied).
        case create(reason: String)
        /// Not all of the bytes could be written.
        case write(reason: String)
    }

    /// Writes `bytes` to the file at `path`, created or emptied first (with the permissions
    /// the user's umask leaves of read and write for all).
    static func writeFile(_ bytes: [UInt8], to path: String) throws(FileFailure) {
        guard let file = fopen(path, "w") else { throw .create(reason: String(cString: strerror(errno))) }
        guard fwrite(bytes, 1, bytes.count, file) == bytes.count, fclose(file) == 0 else {
            throw .write(reason: String(cString: strerror(errno)))
        }
    }
}
