import Synchronization

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A system call on a file that failed, with the `errno` it set.
struct FileSystemError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was being done: "create", "write", "fsync", "rename"...
    let operation: String
    /// The path the call was made on.
    let path: String
    /// The `errno` the call set.
    let code: Int32

    var description: String { "\(operation) \(path): \(String(cString: strerror(code)))" }
}

/// Atomic, durable writes of whole files, and the moves that keep a file the program could
/// not use out of harm's way.
///
/// Internal to the store's module and free of any persistence type, so that the other code
/// in this module that writes files (recordings) can share it.
///
/// A write goes to a new temporary file in the same directory, is flushed to the disk, renamed
/// over the old file, and the directory is flushed too. `rename` replaces the name atomically,
/// so a crash at any point leaves either the old contents or the new, never a mix or an empty
/// file; the two flushes make the new contents and the new name survive a power loss once
/// `write` has returned. One writer per file at a time: callers serialize writes to a path.
enum DurableFile {
    /// Tells the temporary files of this process's writes apart.
    private static let nextTemporary = Atomic<Int>(0)

    /// The prefix of the temporary files writes to `path` use, in the same directory.
    static func temporaryPrefix(of path: String) -> String {
        let (directory, name) = split(path)
        return directory + "/." + name + ".tmp-"
    }

    /// Writes `data` to `path` atomically and durably.
    ///
    /// - Throws: `FileSystemError` naming the failed call; the file at `path` is then as it
    ///   was (unless only the final directory flush failed: the new contents are in place but
    ///   their name may not survive a power loss).
    static func write(_ data: Data, to path: String) throws(FileSystemError) {
        let (directory, _) = split(path)
        let serial = nextTemporary.add(1, ordering: .relaxed).oldValue
        let temporary = temporaryPrefix(of: path) + "\(getpid())-\(serial)"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileSystemError(operation: "create", path: temporary, code: errno) }
        var renamed = false
        defer { if !renamed { unlink(temporary) } }
        do throws(FileSystemError) {
            try writeAll(data, to: descriptor, path: temporary)
            try syncContents(descriptor, path: temporary)
        } catch {
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 else { throw FileSystemError(operation: "close", path: temporary, code: errno) }
        guard rename(temporary, path) == 0 else { throw FileSystemError(operation: "rename", path: path, code: errno) }
        renamed = true
        try syncDirectory(directory)
    }

    /// Reads the whole file at `path`; `nil` if there is none.
    ///
    /// - Throws: `FileSystemError` if it exists but cannot be read (a directory, no
    ///   permission, an I/O error).
    static func read(_ path: String) throws(FileSystemError) -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw FileSystemError(operation: "open", path: path, code: errno)
        }
        defer { close(descriptor) }
        var contents = Data()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return contents }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileSystemError(operation: "read", path: path, code: errno)
            }
            contents.append(contentsOf: chunk[..<count])
        }
    }

    /// Moves the file at `path` aside to `path + suffix`, or, if that name is taken, to
    /// `path + suffix + "." + a UTC time stamp` (with `-2`, `-3`… after it if that is taken
    /// too), never replacing an existing file.
    ///
    /// - Returns: The path the file now has.
    /// - Throws: `FileSystemError` if it could not be moved; it is then still at `path`.
    static func moveAside(_ path: String, suffix: String, now: Date = Date()) throws(FileSystemError) -> String {
        let stamped = path + suffix + "." + timeStamp(now)
        let candidates = [path + suffix, stamped] + (2...99).map { stamped + "-\($0)" }
        for candidate in candidates {
            // `link` fails rather than replace an existing name, which `rename` would.
            if link(path, candidate) == 0 {
                unlink(path)
                try syncDirectory(split(path).directory)
                return candidate
            }
            switch errno {
            case EEXIST:
                continue
            case EPERM, ENOTSUP, EOPNOTSUPP, EMLINK:
                // No hard links here (a directory, or a file system without them): rename,
                // having checked the name is free. Only another process racing for the
                // same name could slip in between, and no other process owns this file.
                var status = stat()
                if lstat(candidate, &status) == 0 { continue }
                guard rename(path, candidate) == 0 else {
                    throw FileSystemError(operation: "rename", path: path, code: errno)
                }
                try syncDirectory(split(path).directory)
                return candidate
            default:
                throw FileSystemError(operation: "link", path: candidate, code: errno)
            }
        }
        throw FileSystemError(operation: "link", path: stamped, code: EEXIST)
    }

    /// Deletes the temporary files that writes to `path` left behind when the process that
    /// made them was killed.
    static func removeTemporaries(of path: String) {
        let (directory, _) = split(path)
        let prefix = String(temporaryPrefix(of: path).dropFirst(directory.count + 1))
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where name.hasPrefix(prefix) {
            unlink(directory + "/" + name)
        }
    }

    /// The directory and the name of `path`.
    static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let directory = slash == path.startIndex ? "/" : String(path[..<slash])
        return (directory, String(path[path.index(after: slash)...]))
    }

    private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws(FileSystemError) {
        let failure: Int32? = data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        if let failure { throw FileSystemError(operation: "write", path: path, code: failure) }
    }

    /// Flushes a file's contents to the disk itself, not only to the drive's cache where the
    /// platform can tell the two apart.
    private static func syncContents(_ descriptor: Int32, path: String) throws(FileSystemError) {
        #if canImport(Darwin)
            // `fsync` on Apple platforms leaves the data in the drive's cache.
            if fcntl(descriptor, F_FULLFSYNC) == 0 { return }
        #endif
        guard fsync(descriptor) == 0 else { throw FileSystemError(operation: "fsync", path: path, code: errno) }
    }

    /// Flushes a directory, so that a rename in it survives a power loss.
    private static func syncDirectory(_ directory: String) throws(FileSystemError) {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileSystemError(operation: "open", path: directory, code: errno) }
        defer { close(descriptor) }
        // Some file systems cannot flush a directory (EINVAL); they have nothing more to
        // offer, so the rename is as durable as it gets there.
        guard fsync(descriptor) == 0 || errno == EINVAL || errno == ENOTSUP else {
            throw FileSystemError(operation: "fsync", path: directory, code: errno)
        }
    }

    /// `20250131T093005Z`: a UTC time stamp that sorts and is valid in any file name.
    private static func timeStamp(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))T"
            + "\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))Z"
    }
}

// `read` and `write` by names that do not clash with this file's own functions.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
