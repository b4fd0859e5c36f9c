import OnewayCore
import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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
        let temporary = temporaryPrefix(of: path) + "\(currentProcessID())-\(serial)"
        let descriptor = try FileSystem.open(temporary, .creatingNew)
        var renamed = false
        defer { if !renamed { FileSystem.remove(temporary) } }
        do throws(FileSystemError) {
            // `Result` carries the typed error out of the untyped `withUnsafeBytes`.
            try data.withUnsafeBytes { bytes in
                Result { () throws(FileSystemError) in try FileSystem.write(bytes, to: descriptor, path: temporary) }
            }.get()
            try FileSystem.synchronize(descriptor, path: temporary)
        } catch {
            try? FileSystem.close(descriptor, path: temporary)
            throw error
        }
        try FileSystem.close(descriptor, path: temporary)
        try FileSystem.rename(temporary, to: path)
        renamed = true
        try FileSystem.synchronizeDirectory(directory)
    }

    /// Reads the whole file at `path`; `nil` if there is none.
    ///
    /// - Throws: `FileSystemError` if it exists but cannot be read (a directory, no
    ///   permission, an I/O error).
    static func read(_ path: String) throws(FileSystemError) -> Data? {
        let descriptor: Int32
        do throws(FileSystemError) {
            descriptor = try FileSystem.open(path, .reading)
        } catch  where error.isNoSuchFile {
            return nil
        }
        defer { try? FileSystem.close(descriptor, path: path) }
        var contents = Data()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = try chunk.withUnsafeMutableBytes { buffer in
                Result { () throws(FileSystemError) in try FileSystem.read(descriptor, into: buffer, path: path) }
            }.get()
            if count == 0 { return contents }
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
            do throws(FileSystemError) {
                try FileSystem.link(path, to: candidate)
                FileSystem.remove(path)
            } catch  where error.isNameTaken {
                continue
            } catch  where error.isLinkUnsupported {
                // No hard links here (a directory, or a file system without them): rename,
                // having checked the name is free. Only another process racing for the
                // same name could slip in between, and no other process owns this file.
                if FileSystem.exists(candidate) { continue }
                try FileSystem.rename(path, to: candidate)
            }
            try FileSystem.synchronizeDirectory(split(path).directory)
            return candidate
        }
        throw FileSystemError.nameTaken(operation: "link", path: stamped)
    }

    /// Deletes the temporary files that writes to `path` left behind when the process that
    /// made them was killed.
    static func removeTemporaries(of path: String) {
        let (directory, _) = split(path)
        let prefix = String(temporaryPrefix(of: path).dropFirst(directory.count + 1))
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where name.hasPrefix(prefix) {
            FileSystem.remove(directory + "/" + name)
        }
    }

    /// The directory and the name of `path`.
    static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let directory = slash == path.startIndex ? "/" : String(path[..<slash])
        return (directory, String(path[path.index(after: slash)...]))
    }

    /// `20250131T093005Z`: a UTC time stamp that sorts and is valid in any file name.
    private static func timeStamp(_ date: Date) -> String {
        let parts = CalendarFields(secondsSince1970: Int(date.timeIntervalSince1970.rounded(.down)), inUTC: true)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.year)\(two(parts.month))\(two(parts.day))T"
            + "\(two(parts.hour))\(two(parts.minute))\(two(parts.second))Z"
    }
}
