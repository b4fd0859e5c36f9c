import Dispatch
import OnewayCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Records what a store does to a file: every applied action with the state after it, one
/// JSON line each, for replaying it (`Replay`) or stepping through it (`oneway-inspect`).
///
/// ```swift
/// let recorder = try StoreRecorder<AppState, AppAction>(writingTo: "session.jsonl", initialState: state)
/// let store = Store(reducer: recorder.recording(appReducer), state: state)
/// …
/// try recorder.finish()
/// ```
///
/// The file starts with a header (format version, the state and action type names, the start
/// time and the initial state), then has one line per action: `seq`, `time` (seconds since
/// the start), `action`, `state`. With `RecordingOptions/fullStateEvery` above 1, the lines
/// between full states carry a JSON Patch from the previous state instead.
///
/// ## Threads and cost
/// `record(action:stateAfter:)` only takes a copy of the state (a value: its storage is
/// shared, not copied), the time, and appends them to a queue under the recorder's own lock.
/// Encoding and writing happen on the recorder's serial dispatch queue, in the order of the
/// `record` calls, so a reducer wrapped by `recording(_:)` holds the store's lock no longer
/// than that. Two consequences: lines reach the file shortly after their action, not before
/// `dispatch` returns (`flush()` waits for them); and while a state waits to be written, an
/// in-place reducer changing a large collection in it copies the collection once, since the
/// recorder shares it. Encoding with `JSONEncoder` dominates the recorder's own cost (tens of
/// microseconds for a state of a few hundred bytes): a store dispatching faster than its
/// lines are written keeps the difference in memory.
///
/// ## What survives
/// Each line is handed to the system with one `write` as soon as it is encoded, and nothing
/// is kept in the process: a process that is killed, even with `SIGKILL`, leaves every line
/// written before, and at most one incomplete last line, which readers report and skip.
/// `finish()` also asks the system to put the file on disk.
///
/// ## Errors
/// An action or state that fails to encode (a `Double.nan` with `JSONEncoder`'s defaults), or
/// a failed write, stops the recording at the line before: the file stays a valid recording
/// of the steps before it, and `finish()` throws the error, naming the step.
public final class StoreRecorder<State: Encodable & Sendable, Action: Encodable & Sendable>: Sendable {
    /// The path the recording is written to.
    public let path: String
    @usableFromInline let start = ContinuousClock.now
    private let queue: DispatchQueue
    @usableFromInline let pending = LockedState(Pending())
    private let writer: Writer

    @usableFromInline
    struct Entry {
        @usableFromInline let action: Action
        @usableFromInline let state: State
        @usableFromInline let time: Duration

        @inlinable
        init(action: Action, state: State, time: Duration) {
            self.action = action
            self.state = state
            self.time = time
        }
    }

    @usableFromInline
    struct Pending {
        @usableFromInline var entries: [Entry] = []
        /// Whether a drain is scheduled or running on `queue`: the next entries wait for it.
        @usableFromInline var isDraining = false
        @usableFromInline var isFinished = false

        init() {}
    }

    /// Creates the file at `path` (replacing one that is there) and writes the header.
    ///
    /// - Parameters:
    ///   - path: Where to write the recording; `.jsonl` is the usual extension.
    ///   - initialState: The store's initial state, which a replay starts from.
    ///   - options: How often a line carries the whole state.
    /// - Throws: `RecordingError` if the file cannot be created or the state not encoded.
    public init(writingTo path: String, initialState: State, options: RecordingOptions = RecordingOptions())
        throws(RecordingError)
    {
        self.path = path
        queue = DispatchQueue(label: "oneway.recorder")
        let file = try RecordingFile.creating(at: path)
        writer = Writer(file: file, fullStateEvery: options.fullStateEvery)
        try writer.writeHeader(
            stateType: String(reflecting: State.self), actionType: String(reflecting: Action.self),
            initialState: initialState)
    }

    /// Records that `action` was applied and left `state`: the one primitive every way of
    /// attaching a recorder goes through.
    ///
    /// Call it once per applied action, in the store's order (a reducer wrapped by
    /// `recording(_:)` does, under the store's lock). It returns at once: the line is written
    /// on the recorder's queue. Calls after `finish()` are ignored.
    ///
    /// - Parameters:
    ///   - action: The action the store applied.
    ///   - state: The state right after it.
    @inlinable
    public func record(action: Action, stateAfter state: State) {
        // Inlinable, so that it runs specialized for the store's types: unspecialized, the
        // generic look-ups of `Entry` and `Pending` were two thirds of its instructions,
        // under the store's lock.
        let entry = Entry(action: action, state: state, time: ContinuousClock.now - start)
        let startsDrain = pending.withLock { pending -> Bool in
            guard !pending.isFinished else { return false }
            pending.entries.append(entry)
            guard !pending.isDraining else { return false }
            pending.isDraining = true
            return true
        }
        if startsDrain { scheduleDrain() }
    }

    /// Has the queue write what is waiting. Out of line: the first entry of a burst only.
    @usableFromInline
    func scheduleDrain() {
        queue.async { self.drain() }
    }

    /// Writes what is waiting, until nothing is. On `queue`.
    private func drain() {
        var batch: [Entry] = []
        while true {
            // The emptied batch goes back in, so its storage is reused rather than reallocated.
            pending.withLock { pending in
                swap(&batch, &pending.entries)
                if batch.isEmpty { pending.isDraining = false }
            }
            if batch.isEmpty { return }
            for entry in batch {
                writer.writeStep(action: entry.action, state: entry.state, time: entry.time)
            }
            batch.removeAll(keepingCapacity: true)
        }
    }

    /// Waits until every action recorded before the call is written to the file.
    ///
    /// Blocks the calling thread; do not call it from the reducer.
    public func flush() {
        queue.sync {}
    }

    /// Writes what is left, asks the system to put the file on disk, and stops recording.
    ///
    /// - Throws: `RecordingError` if an action or state could not be encoded or written; the
    ///   file then holds every step before that one.
    public func finish() throws(RecordingError) {
        pending.withLock { $0.isFinished = true }
        let failure = queue.sync {
            writer.finish()
            return writer.failure
        }
        if let failure { throw failure }
    }

    /// The error that stopped the recording, if one did; waits for the lines being written.
    public var failure: RecordingError? {
        queue.sync { writer.failure }
    }
}

extension StoreRecorder {
    /// A reducer that runs `reducer`, then records the action with the state it left.
    ///
    /// Give it to the store in place of `reducer`. Recording adds to each dispatch only what
    /// `record(action:stateAfter:)` does under the store's lock.
    ///
    /// - Parameter reducer: The store's reducer.
    /// - Returns: The reducer, recording.
    @inlinable
    public func recording(_ reducer: Reduce<State, Action>) -> Reduce<State, Action> {
        Reduce { state, action in
            reducer.reduce(&state, action)
            self.record(action: action, stateAfter: state)
        }
    }

    /// An in-place reducer that runs `reducer`, then records the action with the state it left.
    ///
    /// - Parameter reducer: The store's in-place reducer.
    /// - Returns: The reducer, recording.
    @inlinable
    public func recording(
        _ reducer: @escaping (_ state: inout State, _ action: Action) -> Void
    ) -> (_ state: inout State, _ action: Action) -> Void {
        { state, action in
            reducer(&state, action)
            self.record(action: action, stateAfter: state)
        }
    }
}

/// How a `StoreRecorder` writes states.
public struct RecordingOptions: Sendable {
    /// Every how many steps a line carries the whole state; the lines between carry only what
    /// changed since the previous step (a JSON Patch), which replay and the inspector rebuild
    /// the states from. 1, the default, writes the whole state on every line.
    ///
    /// For a large state that each action changes a little: the patch is computed on the
    /// recorder's queue, off the store's lock, at the cost of parsing each state once more.
    public var fullStateEvery: Int

    /// Options writing the whole state every `fullStateEvery` steps.
    ///
    /// - Parameter fullStateEvery: 1 or more; stops the program otherwise.
    public init(fullStateEvery: Int = 1) {
        require(fullStateEvery >= 1, "RecordingOptions: fullStateEvery must be 1 or more, got \(fullStateEvery)")
        self.fullStateEvery = fullStateEvery
    }
}

/// What the recorder's queue owns: the file, the encoder, and the last state for patches.
// Unchecked: after `init` (which writes the header before the recorder is shared), it is
// touched only on the recorder's serial queue.
private final class Writer: @unchecked Sendable {
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
