import OnewayStore

/// A recording as the inspector shows it: its header, and each step with the state after
/// it, step 0 being the initial state; read from a file that may still be growing.
///
/// Reads the JSON generically: it needs none of the app's types. Reads in time linear in the
/// file's size, a megabyte at a time, and refuses a line longer than `maximumLineSize` as
/// soon as that much of it is read, naming it: a file with no newline at all is not read
/// into memory whole.
package final class InspectedRecording {
    /// The most bytes one line of a recording may hold (a step, with the state after it):
    /// 64 MiB.
    package static let maximumLineSize = 64 << 20

    /// One step: the initial state (number 0, no action) or an applied action.
    package struct Step: Sendable {
        /// The step's `seq`; 0 for the initial state.
        package let number: Int
        /// Seconds since the recording started.
        package let time: Double
        /// The action; `nil` for the initial state.
        package let action: JSONValue?
        /// The action's name, as the list and the filter show it (see `actionName(of:)`).
        package let name: String
        /// The state after the step.
        package let state: JSONValue
    }

    /// The recording's path.
    package let path: String
    /// The header, once read.
    package private(set) var header: RecordingHeader?
    /// Step 0 (the initial state), then every step read so far.
    package private(set) var steps: [Step] = []
    /// The problem that stopped the reading, if one did: the steps before it are still shown.
    package private(set) var problem: RecordingError?
    private var reader: RecordingReader
    private let file: RecordingFile
    private let maximumLineSize: Int
    /// The bytes after the last newline read: the start of a line not ended yet, which the
    /// reader gets once it is complete.
    private var unfinishedLine: [UInt8] = []
    private var changeCache: [Int: [JSONChange]] = [:]

    /// Opens the recording at `path` and reads what it holds.
    ///
    /// - Parameters:
    ///   - path: The recording.
    ///   - maximumLineSize: The longest line read, in bytes; a longer one stops the reading.
    /// - Throws: `RecordingError` for a missing file, or one whose header is not a recording's.
    package init(path: String, maximumLineSize: Int = maximumLineSize) throws(RecordingError) {
        self.path = path
        self.maximumLineSize = maximumLineSize
        file = try RecordingFile.reading(at: path)
        reader = RecordingReader(path: path)
        try readMore()
        if let problem, header == nil { throw problem }
    }

    /// The number of the line that has begun but not ended, if any: one being written, or
    /// left by a killed recorder.
    package var incompleteLine: Int? {
        reader.incompleteLine ?? (unfinishedLine.isEmpty ? nil : reader.linesRead + 1)
    }

    /// Reads what was appended since the last read; returns whether new steps arrived.
    ///
    /// A problem in the new lines is kept in `problem` (and stops later reads), not thrown:
    /// the steps before it stay on screen.
    @discardableResult
    package func refresh() -> Bool {
        let before = steps.count
        do {
            try readMore()
        } catch {
            problem = error
        }
        return steps.count > before
    }

    /// Reads a last line that has no newline, if it is complete: for a file no longer being
    /// written. An incomplete one stays in `incompleteLine`.
    package func finishReading() {
        guard problem == nil else { return }
        do {
            // Without a newline, the reader keeps it as its own line in progress.
            append(try reader.consume(unfinishedLine))
            unfinishedLine = []
            append(try reader.finish())
        } catch {
            problem = error
        }
    }

    private func readMore() throws(RecordingError) {
        guard problem == nil else { return }
        do {
            while case let bytes = try file.readNewBytes(upTo: 1 << 20), !bytes.isEmpty {
                try read(bytes)
            }
        } catch {
            problem = error
            throw error
        }
    }

    /// Hands the reader every line `bytes` completes, and keeps the rest for later; refuses
    /// the first line longer than `maximumLineSize`, after the lines before it.
    private func read(_ bytes: [UInt8]) throws(RecordingError) {
        var lineStart = 0
        var lineLength = unfinishedLine.count
        var index = 0
        while index < bytes.endIndex {
            let newline = bytes[index...].firstIndex(of: UInt8(ascii: "\n"))
            lineLength += (newline ?? bytes.endIndex) - index
            if lineLength > maximumLineSize {
                try feed(bytes[..<lineStart], endingLines: lineStart > 0)
                throw RecordingError(
                    path: path, line: reader.linesRead + 1,
                    message: "longer than \(byteCount(maximumLineSize)), the most a line of a recording may hold")
            }
            guard let newline else { break }
            (lineStart, lineLength, index) = (newline + 1, 0, newline + 1)
        }
        try feed(bytes[..<lineStart], endingLines: lineStart > 0)
        unfinishedLine += bytes[lineStart...]
    }

    /// Gives the reader the line held and then `bytes`, when `bytes` ends lines.
    private func feed(_ bytes: ArraySlice<UInt8>, endingLines: Bool) throws(RecordingError) {
        guard endingLines else { return }
        let lines = unfinishedLine + bytes
        unfinishedLine = []
        append(try reader.consume(lines))
    }

    private func append(_ recorded: [RecordedStep]) {
        if steps.isEmpty, let header = reader.header {
            self.header = header
            steps.append(Step(number: 0, time: 0, action: nil, name: "initial state", state: header.state))
        }
        for step in recorded {
            steps.append(
                Step(
                    number: step.seq, time: step.time, action: step.action, name: actionName(of: step.action),
                    state: step.state))
        }
    }

    /// What step `number` changed in the state: the differences from the step before it.
    package func changes(at number: Int) -> [JSONChange] {
        guard number > 0, number < steps.count else { return [] }
        if let cached = changeCache[number] { return cached }
        let changes = JSONValue.changes(from: steps[number - 1].state, to: steps[number].state)
        changeCache[number] = changes
        return changes
    }
}

/// `67108864` as `64 MiB`, `4096` as `4096 bytes`.
private func byteCount(_ count: Int) -> String {
    count % (1 << 20) == 0 ? "\(count >> 20) MiB" : "\(count) bytes"
}

/// An action's name, read from its JSON as Swift's `Codable` writes enums: `"reset"` for a
/// raw value, `add` for `{"add":{"_0":"milk"}}`, `list.add` for a nested action
/// `{"list":{"_0":{"add":{"_0":"milk"}}}}`. Anything else shows as its compact JSON.
package func actionName(of action: JSONValue) -> String {
    switch action {
    case .string(let name):
        return name
    case .object(let object) where object.count == 1:
        var names = [object.keys[0]]
        var payload = object.members[object.keys[0]]
        // A nested enum sits under `_0`, as the only member, and its case's payload is an
        // object too (`{}` when it has none): follow it while it is one.
        while case .object(let wrapper)? = payload, wrapper.count == 1, wrapper.keys[0] == "_0",
            case .object(let nested)? = wrapper.members["_0"], nested.count == 1,
            case .object? = nested.members[nested.keys[0]]
        {
            names.append(nested.keys[0])
            payload = nested.members[nested.keys[0]]
        }
        return names.joined(separator: ".")
    default:
        let text = action.jsonText()
        return text.count > 40 ? String(text.prefix(39)) + "…" : text
    }
}
