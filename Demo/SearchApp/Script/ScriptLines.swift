/// A script's lines as they come from a source of bytes (standard input in script mode),
/// each without its newline, in time linear in the script's size.
///
/// A line longer than `ScriptCommand.maximumLineLength` is handed on as soon as one byte
/// more than that has come, cut there, without reading the rest of it: `ScriptCommand.parse`
/// refuses it, naming the line, and a script of one line of gigabytes ends as fast as one of
/// a kilobyte. Asked for the next line after it, the reader first skips the rest of it.
package struct ScriptLines: Sequence, IteratorProtocol {
    private let read: () -> [UInt8]?
    /// Bytes read and not handed on: from `start`, the line being read, and any after it.
    private var buffer: [UInt8] = []
    private var start = 0
    /// Where the search for the next newline resumes: no newline lies in `start..<searched`.
    private var searched = 0
    private var isSkippingLongLine = false
    private var isAtEnd = false

    /// Lines from what `read` returns, each call the next bytes, `nil` at the end.
    package init(reading read: @escaping () -> [UInt8]?) {
        self.read = read
    }

    /// The next line, without its newline; `nil` once the source ends.
    package mutating func next() -> [UInt8]? {
        let longest = ScriptCommand.maximumLineLength
        while true {
            if let newline = buffer[searched...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffer[start..<newline]
                (start, searched) = (newline + 1, newline + 1)
                if isSkippingLongLine {
                    isSkippingLongLine = false
                    continue
                }
                return Array(line.prefix(longest + 1))
            }
            searched = buffer.endIndex
            if isSkippingLongLine {
                (buffer, start, searched) = ([], 0, 0)
            } else if buffer.count - start > longest {
                defer { (buffer, start, searched, isSkippingLongLine) = ([], 0, 0, true) }
                return Array(buffer[start...].prefix(longest + 1))
            }
            if isAtEnd {
                defer { (buffer, start, searched) = ([], 0, 0) }
                return start < buffer.endIndex ? Array(buffer[start...]) : nil
            }
            // What is left is less than a line: keep it at the front, then read more.
            buffer.removeSubrange(..<start)
            (searched, start) = (searched - start, 0)
            if let bytes = read() {
                buffer += bytes
            } else {
                isAtEnd = true
            }
        }
    }
}
