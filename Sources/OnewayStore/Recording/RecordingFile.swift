/// A recording's file, through the system calls themselves: each `write` is one `write(2)`
/// (no buffer in the process, so a killed process loses nothing it wrote), and reading
/// continues where it stopped, for a file still being written.
///
/// Internal to recording: the persistence layer has its own durable file code (`DurableFile`),
/// with other guarantees (atomic replacement); both make their system calls through
/// `FileSystem`.
package final class RecordingFile {
    private let descriptor: Int32
    /// The path, for messages.
    package let path: String
    /// Where the next read starts.
    private var offset: Int = 0

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    /// Creates the file at `path` (or empties it) for writing.
    ///
    /// - Throws: `RecordingError` with the system's reason, such as a missing folder.
    package static func creating(at path: String) throws(RecordingError) -> RecordingFile {
        do throws(FileSystemError) {
            return RecordingFile(descriptor: try FileSystem.open(path, .replacing), path: path)
        } catch {
            throw failure(error, path, "cannot create it")
        }
    }

    /// Opens the file at `path` for reading.
    ///
    /// - Throws: `RecordingError` with the system's reason, such as a missing file.
    package static func reading(at path: String) throws(RecordingError) -> RecordingFile {
        let descriptor: Int32
        do throws(FileSystemError) {
            descriptor = try FileSystem.open(path, .reading)
        } catch {
            throw failure(error, path, "cannot open it")
        }
        if FileSystem.status(of: descriptor)?.isDirectory == true {
            try? FileSystem.close(descriptor, path: path)
            throw RecordingError(path: path, line: nil, message: "cannot open it: it is a folder, not a file")
        }
        return RecordingFile(descriptor: descriptor, path: path)
    }

    deinit {
        try? FileSystem.close(descriptor, path: path)
    }

    /// Writes all of `bytes` at the end of what was written, retrying after a signal.
    ///
    /// - Throws: `RecordingError` with the system's reason, such as a full disk.
    package func write(_ bytes: [UInt8]) throws(RecordingError) {
        do throws(FileSystemError) {
            // `Result` carries the typed error out of the untyped `withUnsafeBytes`.
            try bytes.withUnsafeBytes { buffer in
                Result { () throws(FileSystemError) in try FileSystem.write(buffer, to: descriptor, path: path) }
            }.get()
        } catch {
            throw Self.failure(error, path, "cannot write to it")
        }
    }

    /// Asks the system to put what was written on the disk, so that it survives a crash of
    /// the machine, not only of the process.
    package func synchronize() {
        try? FileSystem.synchronize(descriptor, path: path)
    }

    /// Reads what the file holds past what was read before, up to `limit` bytes; empty at
    /// its end.
    ///
    /// - Throws: `RecordingError` if the file is now shorter than what was read (it was
    ///   replaced), or with the system's reason.
    package func readNewBytes(upTo limit: Int = .max) throws(RecordingError) -> [UInt8] {
        if let size = FileSystem.status(of: descriptor)?.size, size < offset {
            throw RecordingError(
                path: path, line: nil, message: "the file got shorter while it was read; was it replaced?")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: min(limit, 1 << 16))
        while bytes.count < limit {
            let count: Int
            do throws(FileSystemError) {
                count = try chunk.withUnsafeMutableBytes { buffer in
                    Result { () throws(FileSystemError) in
                        try FileSystem.read(descriptor, into: buffer, at: offset, path: path)
                    }
                }.get()
            } catch {
                throw Self.failure(error, path, "cannot read it")
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[..<count])
            offset += count
        }
        return bytes
    }

    /// `what` went wrong with the file at `path`, for the system's reason in `error`.
    private static func failure(_ error: FileSystemError, _ path: String, _ what: String) -> RecordingError {
        RecordingError(path: path, line: nil, message: "\(what): \(error.reason)")
    }
}

extension RecordingReader {
    /// Reads the whole recording at `path`.
    ///
    /// - Returns: The header, every step, and the number of an incomplete last line (left
    ///   by a killed recorder), if there is one.
    /// - Throws: `RecordingError` for a file that cannot be read or is not a valid recording,
    ///   naming the first line that is not.
    package static func read(at path: String) throws(RecordingError) -> (
        header: RecordingHeader, steps: [RecordedStep], incompleteLine: Int?
    ) {
        let file = try RecordingFile.reading(at: path)
        var reader = RecordingReader(path: path)
        var steps = try reader.consume(try file.readNewBytes())
        steps += try reader.finish()
        guard let header = reader.header else {
            throw RecordingError(path: path, line: 1, message: "the header line is incomplete")
        }
        return (header, steps, reader.incompleteLine)
    }
}
