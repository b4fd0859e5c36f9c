#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Verified replay: a recording's actions fed through a reducer from the recorded initial
/// state, each resulting state checked against the recorded one.
///
/// ```swift
/// @Test func theReportedSessionReplays() throws {
///     let result = try Replay.verify(recordingAt: "Fixtures/report-1432.jsonl", reducer: appReducer)
///     #expect(result.finalState.cart.items.count == 3)
/// }
/// ```
///
/// States are compared as JSON, the way the recorder encodes them (`JSONEncoder`, sorted
/// members): the state type need not be `Equatable`, and a difference reads as the fields
/// that differ. The replay runs on the calling thread, with no store: the reducer must be
/// the pure function a store requires, and effects do not run (the actions they dispatched
/// are in the recording, in order, like any other).
public enum Replay {
    /// Replays the recording at `path` through `reducer` and returns where it first differs
    /// from the recording, if it does.
    ///
    /// A last line cut short (a recorder killed while writing it) is skipped, and named in
    /// the result; the steps before it are replayed.
    ///
    /// - Parameters:
    ///   - path: The recording, as a `StoreRecorder` wrote it.
    ///   - reducer: The reducer to replay through, usually the store's own.
    /// - Returns: The steps replayed, the state after the last one, and the first divergence.
    /// - Throws: `RecordingError` for a file that cannot be read or is not a valid recording
    ///   of this state and action type, naming the line.
    public static func run<State: Codable, Action: Decodable>(
        recordingAt path: String, reducer: Reduce<State, Action>
    ) throws(RecordingError) -> ReplayResult<State> {
        try run(recordingAt: path, reduce: reducer.reduce)
    }

    /// Replays the recording at `path` through an in-place reducer; see
    /// `run(recordingAt:reducer:)`.
    ///
    /// - Parameters:
    ///   - path: The recording, as a `StoreRecorder` wrote it.
    ///   - reducer: The in-place reducer to replay through.
    /// - Returns: The steps replayed, the state after the last one, and the first divergence.
    /// - Throws: `RecordingError` for a file that cannot be read or is not a valid recording.
    public static func run<State: Codable, Action: Decodable>(
        recordingAt path: String, reducer: (_ state: inout State, _ action: Action) -> Void
    ) throws(RecordingError) -> ReplayResult<State> {
        try run(recordingAt: path, reduce: reducer)
    }

    /// Replays the recording at `path` through `reducer`, and throws at the first step whose
    /// state differs from the recorded one: the form for a test.
    ///
    /// - Parameters:
    ///   - path: The recording, as a `StoreRecorder` wrote it.
    ///   - reducer: The reducer to replay through.
    /// - Returns: The steps replayed and the state after the last one; every state matched.
    /// - Throws: `ReplayDivergence` naming the first step that differs, with the action and the
    ///   fields; `RecordingError` for a file that is not a valid recording.
    @discardableResult
    public static func verify<State: Codable, Action: Decodable>(
        recordingAt path: String, reducer: Reduce<State, Action>
    ) throws -> ReplayResult<State> {
        let result = try run(recordingAt: path, reduce: reducer.reduce)
        if let divergence = result.divergence { throw divergence }
        return result
    }

    /// Replays the recording at `path` through an in-place reducer, and throws at the first
    /// step that differs; see `verify(recordingAt:reducer:)-(_,Reduce<State,Action>)`.
    ///
    /// - Parameters:
    ///   - path: The recording, as a `StoreRecorder` wrote it.
    ///   - reducer: The in-place reducer to replay through.
    /// - Returns: The steps replayed and the state after the last one; every state matched.
    /// - Throws: `ReplayDivergence` naming the first step that differs; `RecordingError` for a
    ///   file that is not a valid recording.
    @discardableResult
    public static func verify<State: Codable, Action: Decodable>(
        recordingAt path: String, reducer: (_ state: inout State, _ action: Action) -> Void
    ) throws -> ReplayResult<State> {
        let result = try run(recordingAt: path, reduce: reducer)
        if let divergence = result.divergence { throw divergence }
        return result
    }

    private static func run<State: Codable, Action: Decodable>(
        recordingAt path: String, reduce: (inout State, Action) -> Void
    ) throws(RecordingError) -> ReplayResult<State> {
        let file = try RecordingFile.reading(at: path)
        var reader = RecordingReader(path: path)
        var replay: Replaying<State>?
        // A chunk at a time, so that only the states of one chunk are in memory at once.
        reading: while true {
            let bytes = try file.readNewBytes(upTo: 1 << 20)
            let steps = bytes.isEmpty ? try reader.finish() : try reader.consume(bytes)
            if replay == nil, let header = reader.header {
                replay = try Replaying(header: header, path: path, actionType: String(reflecting: Action.self))
            }
            for step in steps {
                guard replay?.divergence == nil else { break reading }
                try replay?.apply(step, path: path, reduce: reduce)
            }
            if bytes.isEmpty || replay?.divergence != nil { break }
        }
        guard let replay else { throw RecordingError(path: path, line: 1, message: "the header line is incomplete") }
        return ReplayResult(
            steps: replay.steps, finalState: replay.state, divergence: replay.divergence,
            incompleteLastLine: replay.divergence == nil ? reader.incompleteLine : nil)
    }
}

/// A replay in progress: the replayed state, and how far it got.
private struct Replaying<State: Codable> {
    var state: State
    var steps = 0
    var divergence: ReplayDivergence?
    let encoder = JSONEncoder()

    init(header: RecordingHeader, path: String, actionType: String) throws(RecordingError) {
        let expected = String(reflecting: State.self)
        guard header.stateType == expected, header.actionType == actionType else {
            throw RecordingError(
                path: path, line: 1,
                message: "recorded from a store of \(header.stateType) and \(header.actionType), "
                    + "replayed as \(expected) and \(actionType)")
        }
        do {
            state = try JSONDecoder().decode(State.self, from: Data(header.state.jsonText().utf8))
        } catch {
            throw RecordingError(
                path: path, line: 1, message: "the initial state does not decode as \(expected): \(error)")
        }
        encoder.outputFormatting = [.sortedKeys]
        // A state whose coding loses something would differ at every step; say so at step 0.
        divergence = compare(header.state, line: 1, step: 0, action: nil)
    }

    mutating func apply<Action: Decodable>(
        _ step: RecordedStep, path: String, reduce: (inout State, Action) -> Void
    ) throws(RecordingError) {
        let action: Action
        do {
            action = try JSONDecoder().decode(Action.self, from: Data(step.action.jsonText().utf8))
        } catch {
            throw RecordingError(
                path: path, line: step.line,
                message: "step \(step.seq)'s action does not decode as \(String(reflecting: Action.self)): \(error)")
        }
        reduce(&state, action)
        divergence = compare(step.state, line: step.line, step: step.seq, action: step.action)
        if divergence == nil { steps = step.seq }
    }

    func compare(_ recorded: JSONValue, line: Int, step: Int, action: JSONValue?) -> ReplayDivergence? {
        let replayed: JSONValue
        do {
            replayed = try JSONValue(parsing: Array(try encoder.encode(state)))
        } catch {
            return ReplayDivergence(
                step: step, line: line, action: action?.jsonText(),
                differences: ["the replayed state cannot be encoded: \(error)"])
        }
        let changes = JSONValue.changes(from: recorded, to: replayed)
        guard !changes.isEmpty else { return nil }
        return ReplayDivergence(
            step: step, line: line, action: action?.jsonText(),
            differences: changes.map { change in
                let path = readable(change.path)
                switch (change.old, change.new) {
                case (let old?, let new?): return "\(path): recorded \(old.jsonText()), replayed \(new.jsonText())"
                case (let old?, nil): return "\(path): recorded \(old.jsonText()), missing from the replayed state"
                case (nil, let new?): return "\(path): not recorded, replayed \(new.jsonText())"
                case (nil, nil): return path
                }
            })
    }
}

/// What a replay did: how many steps matched, the state after them, and where the replayed
/// states first left the recorded ones.
public struct ReplayResult<State> {
    /// The number of steps whose state matched the recording, from the first.
    public let steps: Int
    /// The replayed state after the last step replayed (the one that differs, if one does).
    public let finalState: State
    /// The first step whose state differs from the recording; `nil` when all matched.
    public let divergence: ReplayDivergence?
    /// The line of an incomplete last line (a recorder killed while writing it), skipped.
    public let incompleteLastLine: Int?
}

extension ReplayResult: Sendable where State: Sendable {}

/// The first step of a replay whose state is not the recorded one: the step, the action,
/// and each field that differs.
public struct ReplayDivergence: Error, Sendable, CustomStringConvertible {
    /// The step's `seq`; 0 when the initial state itself does not survive decoding and
    /// encoding (its `Codable` conformance loses or changes something).
    public let step: Int
    /// The line of the recording the step is on.
    public let line: Int
    /// The step's action, as recorded (JSON); `nil` for step 0.
    public let action: String?
    /// One line per difference: `items[2].done: recorded true, replayed false`.
    public let differences: [String]

    /// The step, the action and the differences, over several lines (at most 20 differences).
    public var description: String {
        let shown = differences.prefix(20).map { "  \($0)" }
        let more = differences.count > 20 ? ["  … and \(differences.count - 20) more"] : []
        let what =
            if let action {
                "step \(step) (line \(line)), after action \(action), differs from the recording:"
            } else {
                "the initial state (line \(line)) does not survive decoding and encoding:"
            }
        return ([what] + shown + more).joined(separator: "\n")
    }
}
