/// Reads a recording line by line, as its bytes arrive: the whole file at once, or a file
/// still being written, a chunk at a time.
///
/// Each complete line (ended by a newline) is checked and turned into the header or a step;
/// bytes after the last newline wait for the rest of their line. A problem stops the reading
/// with a `RecordingError` naming the line; the steps read before it stay valid.
package struct RecordingReader: Sendable {
    /// The recording's path, for messages.
    package let path: String
    /// The header, once line 1 has been read.
    package private(set) var header: RecordingHeader?
    /// The number of the last step read; 0 before the first.
    package private(set) var lastSeq = 0
    /// The state after the last step read (the initial state before the first).
    package private(set) var lastState: JSONValue = .null
    /// The number of complete lines read.
    package private(set) var linesRead = 0
    /// The bytes after the last newline: the start of a line not yet complete.
    private var pending: [UInt8] = []

    /// A reader of the recording at `path` (used in messages only).
    package init(path: String) {
        self.path = path
    }

    /// The number of the line that `pending` bytes start, if a line has begun but not ended:
    /// one being written, or cut short by a killed recorder.
    package var incompleteLine: Int? { pending.isEmpty ? nil : linesRead + 1 }

    /// Reads `bytes`, the next part of the file, and returns the steps its complete lines hold.
    ///
    /// - Throws: `RecordingError` for the first line that is not part of a valid recording.
    package mutating func consume(_ bytes: some Collection<UInt8>) throws(RecordingError) -> [RecordedStep] {
        var steps: [RecordedStep] = []
        pending.append(contentsOf: bytes)
        var start = 0
        while let end = pending[start...].firstIndex(of: 0x0A) {
            let line = pending[start..<end]
            start = end + 1
            linesRead += 1
            do {
                if let step = try read(line: line, parsed: try parse(line)) { steps.append(step) }
            } catch {
                // The line stays unread, so that `incompleteLine` does not point past it.
                pending.removeSubrange(..<start)
                throw error
            }
        }
        pending.removeSubrange(..<start)
        return steps
    }

    /// Reads a last line that has no newline, if it is complete JSON, and returns its step.
    ///
    /// Call it at the end of a file that is not being written any more. A last line that is
    /// not complete JSON is left in `incompleteLine`: a killed recorder leaves one.
    ///
    /// - Throws: `RecordingError` if the file is empty, or the last line is complete JSON but
    ///   not a valid step.
    package mutating func finish() throws(RecordingError) -> [RecordedStep] {
        if !pending.isEmpty, let value = try? JSONValue(parsing: pending) {
            let line = pending
            pending = []
            linesRead += 1
            if let step = try read(line: line[...], parsed: value) { return [step] }
            return []
        }
        if header == nil && pending.isEmpty {
            throw RecordingError(
                path: path, line: nil, message: "the file is empty; a recording starts with its header line")
        }
        return []
    }

    private func parse(_ line: ArraySlice<UInt8>) throws(RecordingError) -> JSONValue? {
        let text = line.last == 0x0D ? line.dropLast() : line
        guard text.contains(where: { $0 != 0x20 && $0 != 0x09 }) else { return nil }
        do {
            return try JSONValue(parsing: text)
        } catch {
            let what = header == nil ? "; a recording starts with its header line" : ""
            throw failure("not JSON (\(error))\(what)")
        }
    }

    private func failure(_ message: String, line: Int? = nil) -> RecordingError {
        RecordingError(path: path, line: line ?? linesRead, message: message)
    }

    /// Checks one line's value and returns the step it holds (`nil` for the header, or a blank line).
    private mutating func read(line: ArraySlice<UInt8>, parsed value: JSONValue?) throws(RecordingError)
        -> RecordedStep?
    {
        guard let value else { return nil }
        guard header != nil else {
            let header = try readHeader(value)
            self.header = header
            lastState = header.state
            return nil
        }
        guard case .object = value else { throw failure("a step is a JSON object, not \(value.kindName)") }
        guard let seq = value["seq"]?.intValue else { throw failure("the step has no \"seq\" integer") }
        guard seq == lastSeq + 1 else {
            throw failure(
                lastSeq == 0
                    ? "the first step has seq \(seq); steps count from 1"
                    : "step \(seq) follows step \(lastSeq); each step's seq is the previous one plus 1")
        }
        guard let time = value["time"]?.doubleValue, time >= 0 else {
            throw failure("step \(seq) has no \"time\" (a number of seconds, not negative)")
        }
        guard let action = value["action"] else { throw failure("step \(seq) has no \"action\"") }
        let state: JSONValue
        if let full = value["state"] {
            state = full
        } else if let patch = value["patch"] {
            var patched = lastState
            do {
                try patched.apply(patch: patch)
            } catch {
                throw failure("step \(seq)'s patch does not apply to the state of step \(lastSeq): \(error)")
            }
            state = patched
        } else {
            throw failure("step \(seq) has neither \"state\" nor \"patch\"")
        }
        lastSeq = seq
        lastState = state
        return RecordedStep(seq: seq, time: time, action: action, state: state, line: linesRead)
    }

    private func readHeader(_ value: JSONValue) throws(RecordingError) -> RecordingHeader {
        guard value["format"]?.stringValue == RecordingFormat.name else {
            throw failure("not a Oneway recording: its first line has no \"format\": \"\(RecordingFormat.name)\"")
        }
        guard let version = value["version"]?.intValue else { throw failure("the header has no \"version\" integer") }
        guard version == RecordingFormat.version else {
            throw failure(
                "a recording in format version \(version); this version of Oneway reads version \(RecordingFormat.version)"
            )
        }
        func string(_ key: String) throws(RecordingError) -> String {
            guard let text = value[key]?.stringValue else { throw failure("the header has no \"\(key)\" string") }
            return text
        }
        let every = value["fullStateEvery"]?.intValue ?? 1
        guard every >= 1 else { throw failure("the header's \"fullStateEvery\" is \(every); it must be 1 or more") }
        guard let state = value["state"] else { throw failure("the header has no initial \"state\"") }
        return RecordingHeader(
            stateType: try string("stateType"), actionType: try string("actionType"), start: try string("start"),
            fullStateEvery: every, state: state)
    }
}
