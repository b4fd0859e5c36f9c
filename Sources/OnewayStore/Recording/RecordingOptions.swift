import OnewayCore

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
