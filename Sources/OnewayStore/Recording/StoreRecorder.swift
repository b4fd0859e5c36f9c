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
/// recorder shares it. Encoding with `JSONEncoder` dominates the recorder's own cost: a store
/// dispatching faster than its lines are written keeps the difference in memory.
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
    private let writer: RecordingWriter

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
        writer = RecordingWriter(file: file, fullStateEvery: options.fullStateEvery)
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
        // generic look-ups of `Entry` and `Pending` were most of its cost, under the store's
        // lock (Benchmarks/README.md, "Recording and replay").
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
