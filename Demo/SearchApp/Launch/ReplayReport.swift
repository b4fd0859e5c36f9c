import Oneway

/// What `oneway-demo --replay FILE` says and its exit status: the recording's actions fed
/// through the Store wiring's reducer from the recorded initial state, each state checked
/// against the recorded one.
///
/// The statuses are `diff`'s: 0 when every state matches, 1 when one differs (the message
/// names the first such step, its action and each field that differs), 2 when the file
/// cannot be replayed at all (missing, not a recording, cut short in its header, or
/// recorded from another store).
package struct ReplayReport: Equatable, Sendable {
    /// The exit status: 0, 1 or 2.
    package var status: Int32
    /// For standard output when `status` is 0, for standard error otherwise; it starts with
    /// the file's path and may span several lines.
    package var message: String

    /// A report saying `message`, with exit status `status`.
    package init(status: Int32, message: String) {
        self.status = status
        self.message = message
    }

    /// Replays the recording at `path` through `reducer`.
    ///
    /// - Parameters:
    ///   - path: The recording, as `--record` wrote it.
    ///   - reducer: The reducer to check it against; the app's own by default.
    package init(replaying path: String, through reducer: Reduce<AppState, AppAction> = Reducers.root) {
        let result: ReplayResult<AppState>
        do {
            result = try Replay.run(recordingAt: path, reducer: reducer)
        } catch {
            (status, message) = (2, error.description)
            return
        }
        if let divergence = result.divergence {
            (status, message) = (1, "\(path): \(divergence)")
            return
        }
        var line = "\(path): \(result.steps) step(s) replayed, every state as recorded"
        if let cut = result.incompleteLastLine { line += " (line \(cut), cut short, was skipped)" }
        (status, message) = (0, line)
    }
}
