/// Why a recording could not be written, read or replayed, and where.
///
/// Its description names the file and, for a problem with the file's contents, the line
/// (counted from 1, the header being line 1): "todo.jsonl, line 7: not JSON (…)".
public struct RecordingError: Error, Sendable, CustomStringConvertible {
    /// The recording's path.
    public let path: String
    /// The line the problem is on (the header is line 1), or `nil` for the file as a whole.
    public let line: Int?
    /// What is wrong, in words.
    public let message: String

    /// Creates an error about `path`, at `line` if the problem is on one.
    public init(path: String, line: Int?, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    /// The path, the line if any, and the message.
    public var description: String {
        if let line { return "\(path), line \(line): \(message)" }
        return "\(path): \(message)"
    }
}
