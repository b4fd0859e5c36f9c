// Every call OnewayStore makes into the platform's C library (the system calls behind state
// files and recordings, the process ID, the exit handler), for Apple platforms (Darwin), Linux
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

/// A system call on a file that failed, with the `errno` it set.
struct FileSystemError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was being done: "create", "write", "fsync", "rename"...
    let operation: String
    /// The path the call was made on.
    let path: String
    /// The `errno` the call set.
    let code: Int32

    /// The system's reason, such as "No such file or directory".
    var reason: String { String(cString: strerror(code)) }

    var description: String { "\(operation) \(path): \(reason)" }

    /// Whether the path names nothing (`ENOENT`).
    var isNoSuchFile: Bool { code == ENOENT }

    /// Whether the new name was taken (`EEXIST`).
    var isNameTaken: Bool { code == EEXIST }

    /// The error of a call that found the new name taken (`EEXIST`).
    static func nameTaken(operation: String, path: String) -> FileSystemError {
        FileSystemError(operation: operation, path: path, code: EEXIST)
    }

    /// Whether the file system makes no hard link there: a directory, or a file system without
    /// hard links (`EPERM`, `ENOTSUP`, `EOPNOTSUPP`, `EMLINK`).
    var isLinkUnsupported: Bool {
        switch code {
        case EPERM, ENOTSUP, EOPNOTSUPP, EMLINK: true
        default: false
        }
    }
}

/// The system calls on files that state files and recordings are made of. Each throws a
/// `FileSystemError` naming the call that failed; a call a signal interrupted (`EINTR`) is
/// made again.
enum FileSystem {
    /// How `open(_:_:)` opens a file; every descriptor is closed on `exec`.
    enum OpenMode {
        /// For reading.
        case reading
        /// A directory, to flush it (`synchronizeDirectory(_:)`).
        case directory
        /// For writing, creating the file, which must not exist yet (mode 0644: its owner
        /// writes, all read).
        case creatingNew
        /// For writing, creating the file (mode 0644) or emptying it.
        case replacing
    }

    /// Opens the file at `path`.
    ///
    /// - Returns: The file's descriptor, for the calls below, and then `close(_:path:)`.
    static func open(_ path: String, _ mode: OpenMode) throws(FileSystemError) -> Int32 {
        let permissions: mode_t = 0o644
        let descriptor =
            switch mode {
            case .reading: systemOpen(path, O_RDONLY | O_CLOEXEC, permissions)
            case .directory: systemOpen(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC, permissions)
            case .creatingNew: systemOpen(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
            case .replacing: systemOpen(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, permissions)
            }
        guard descriptor >= 0 else {
            throw FileSystemError(operation: mode == .creatingNew ? "create" : "open", path: path, code: errno)
        }
        return descriptor
    }

    /// Closes `descriptor`, opened on `path`.
    ///
    /// A failure may mean that written data did not reach the file: throw it after writing;
    /// after reading, or when giving up, ignore it (`try?`).
    static func close(_ descriptor: Int32, path: String) throws(FileSystemError) {
        guard systemClose(descriptor) == 0 else { throw FileSystemError(operation: "close", path: path, code: errno) }
    }

    /// Writes all of `bytes` at the file's current offset.
    static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, path: String) throws(FileSystemError) {
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw FileSystemError(operation: "write", path: path, code: errno)
            }
            offset += written
        }
    }

    /// Reads into `buffer` from `offset` in the file, or, if `nil`, from the file's current
    /// offset, which moves past what was read.
    ///
    /// - Returns: How many bytes were read: 0 at the end of the file.
    static func read(
        _ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int? = nil, path: String
    ) throws(FileSystemError) -> Int {
        while true {
            let count =
                if let offset {
                    pread(descriptor, buffer.baseAddress, buffer.count, off_t(offset))
                } else {
                    systemRead(descriptor, buffer.baseAddress, buffer.count)
                }
            if count >= 0 { return count }
            if errno != EINTR { throw FileSystemError(operation: "read", path: path, code: errno) }
        }
    }

    /// Flushes what was written to `descriptor` to the disk itself, past the drive's cache
    /// where the platform tells the two apart: `fsync` on Apple platforms leaves the data in
    /// the drive's cache, and `F_FULLFSYNC` does not.
    static func synchronize(_ descriptor: Int32, path: String) throws(FileSystemError) {
        #if canImport(Darwin)
            if fcntl(descriptor, F_FULLFSYNC) == 0 { return }
        #endif
        guard fsync(descriptor) == 0 else { throw FileSystemError(operation: "fsync", path: path, code: errno) }
    }

    /// Flushes the directory at `path`, so that a rename in it survives a power loss. Some file
    /// systems cannot flush a directory (`EINVAL`, `ENOTSUP`): they have nothing more to offer,
    /// and that is not a failure.
    static func synchronizeDirectory(_ path: String) throws(FileSystemError) {
        let descriptor = try open(path, .directory)
        defer { _ = systemClose(descriptor) }
        guard fsync(descriptor) == 0 || errno == EINVAL || errno == ENOTSUP else {
            throw FileSystemError(operation: "fsync", path: path, code: errno)
        }
    }

    /// Gives the file at `path` the name `newPath`, in one step, replacing what had that name.
    static func rename(_ path: String, to newPath: String) throws(FileSystemError) {
        guard systemRename(path, newPath) == 0 else {
            throw FileSystemError(operation: "rename", path: path, code: errno)
        }
    }

    /// Gives the file at `path` the further name `newPath`; fails rather than replace a file
    /// that has that name (`isNameTaken`), which `rename` would.
    static func link(_ path: String, to newPath: String) throws(FileSystemError) {
        guard systemLink(path, newPath) == 0 else {
            throw FileSystemError(operation: "link", path: newPath, code: errno)
        }
    }

    /// Removes the name `path`, if it is there; a failure is ignored.
    static func remove(_ path: String) {
        _ = unlink(path)
    }

    /// Whether `path` names anything, a dangling symbolic link included.
    static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// Whether the open file is a directory, and its size in bytes; `nil` if the system
    /// cannot tell.
    static func status(of descriptor: Int32) -> (isDirectory: Bool, size: Int)? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        return ((status.st_mode & S_IFMT) == S_IFDIR, Int(status.st_size))
    }
}

/// This process's ID (`getpid`), which tells its temporary files from another process's.
func currentProcessID() -> Int32 {
    getpid()
}

/// Has `handler` run when the process exits normally: when `main` returns or `exit` is
/// called, not on a crash or a signal.
func runAtExit(_ handler: @escaping @convention(c) () -> Void) {
    _ = atexit(handler)
}

// The C calls by names that do not clash with `FileSystem`'s own.
private func systemOpen(_ path: String, _ flags: Int32, _ permissions: mode_t) -> Int32 {
    open(path, flags, permissions)
}

private func systemClose(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

private func systemRename(_ path: String, _ newPath: String) -> Int32 {
    rename(path, newPath)
}

private func systemLink(_ path: String, _ newPath: String) -> Int32 {
    link(path, newPath)
}
