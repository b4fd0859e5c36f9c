#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What the recorder's queue owns: the file, the encoder, and the last state for patches.
// Unchecked: after `init` (which writes the header before the recorder is shared), it is
// touched only on the recorder's serial queue.
final class RecordingWriter: @unchecked Sendable {
    let file: RecordingFile
    let fullStateEvery: Int
    let encoder: JSONEncoder
    var seq = 0
    var previousState: JSONValue?
    var failure: RecordingError?
    var isFinished = false

    init(file: RecordingFile, fullStateEvery: Int) {
        self.file = file
        self.fullStateEvery = fullStateEvery
        encoder = JSONEncoder()
        // Sorted members: the same state always gives the same text, so lines diff well.
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    }

    func writeHeader(stateType: String, actionType: String, initialState: some Encodable) throws(RecordingError) {
        let state: [UInt8]
        do {
            state = Array(try encoder.encode(initialState))
        } catch {
            throw RecordingError(path: file.path, line: 1, message: "the initial state cannot be encoded: \(error)")
        }
        if fullStateEvery > 1 { previousState = try parsed(state, line: 1) }
        var line = "{\"format\":\"\(RecordingFormat.name)\",\"version\":\(RecordingFormat.version),\"stateType\":"
        JSONValue.writeString(stateType, to: &line)
        line += ",\"actionType\":"
        JSONValue.writeString(actionType, to: &line)
        line += ",\"start\":\"\(Date.now.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true)))\""
        line += ",\"fullStateEvery\":\(fullStateEvery),\"state\":"
        try file.write(Array(line.utf8) + state + Array("}\n".utf8))
    }

    func writeStep(action: some Encodable, state: some Encodable, time: Duration) {
        guard failure == nil, !isFinished else { return }
        seq += 1
        do throws(RecordingError) {
            var line = Array("{\"seq\":\(seq),\"time\":\(Self.seconds(time)),\"action\":".utf8)
            line += try encoded(action, "action")
            let state = try encoded(state, "state")
            if fullStateEvery == 1 {
                line += Array(",\"state\":".utf8) + state
            } else {
                let value = try parsed(state, line: seq + 1)
                if seq % fullStateEvery == 0 {
                    line += Array(",\"state\":".utf8) + state
                } else {
                    let patch = JSONValue.patch(from: previousState ?? .null, to: value)
                    line += Array(",\"patch\":\(patch.jsonText())".utf8)
                }
                previousState = value
            }
            line += Array("}\n".utf8)
            try file.write(line)
        } catch {
            failure = error
        }
    }

    func finish() {
        guard !isFinished else { return }
        isFinished = true
        file.synchronize()
    }

    private func encoded(_ value: some Encodable, _ what: String) throws(RecordingError) -> [UInt8] {
        do {
            return Array(try encoder.encode(value))
        } catch {
            throw RecordingError(
                path: file.path, line: seq + 1,
                message: "step \(seq)'s \(what) cannot be encoded, so recording stopped before it: \(error)")
        }
    }

    private func parsed(_ bytes: [UInt8], line: Int) throws(RecordingError) -> JSONValue {
        do {
            return try JSONValue(parsing: bytes)
        } catch {
            throw RecordingError(
                path: file.path, line: line, message: "the encoder wrote text that is not JSON: \(error)")
        }
    }

    /// `time` as seconds with six decimals, exactly (no binary rounding on the way).
    static func seconds(_ time: Duration) -> String {
        let (seconds, attoseconds) = time.components
        let micros = String(attoseconds / 1_000_000_000_000)
        return "\(seconds)." + String(repeating: "0", count: 6 - micros.count) + micros
    }
}
