/// The JSON-lines format a `StoreRecorder` writes, version 1.
///
/// Line 1 is the header, an object:
/// `{"format":"oneway-recording","version":1,"stateType":…,"actionType":…,"start":…,"fullStateEvery":N,"state":…}`,
/// `start` an ISO 8601 time and `state` the initial state. Then one line per applied action:
/// `{"seq":1,"time":0.000412,"action":…,"state":…}`, `seq` counting from 1 and `time` in seconds
/// since the start. With `fullStateEvery` N above 1, a step whose `seq` is not a multiple of N
/// has `"patch"` instead of `"state"`: a JSON Patch (RFC 6902) from the previous step's state.
package enum RecordingFormat {
    /// The header's `format` value.
    package static let name = "oneway-recording"
    /// The version this code writes and reads.
    package static let version = 1
}

/// A recording's first line.
package struct RecordingHeader: Sendable {
    /// The type names of the recorded store, as `String(reflecting:)` gives them.
    package let stateType: String
    package let actionType: String
    /// When recording started, as written (ISO 8601).
    package let start: String
    /// How often a step carries its whole state (1: every step).
    package let fullStateEvery: Int
    /// The state before the first action.
    package let state: JSONValue
}

/// One applied action of a recording, with the state after it (rebuilt from a patch if
/// the line carried one).
package struct RecordedStep: Sendable {
    /// The step's number, from 1.
    package let seq: Int
    /// Seconds since the recording started.
    package let time: Double
    /// The action, as recorded.
    package let action: JSONValue
    /// The state right after the action.
    package let state: JSONValue
    /// The line of the file it was read from.
    package let line: Int
}
