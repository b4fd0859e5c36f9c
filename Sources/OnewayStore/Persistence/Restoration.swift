/// What `StateFile.restore(default:)` found: the value to start from, where it came from,
/// and the problem to report, if any.
public struct Restoration<Value> {
    /// Where a restored value came from.
    public enum Source: Sendable, Equatable {
        /// The file, at the current schema version.
        case file
        /// The file, at an older schema version, through the migration.
        case migrated(fromVersion: Int)
        /// The default value: there was no file, or it could not be used (see `problem`).
        case defaultValue
    }

    /// The value to start from.
    public let value: Value
    /// Where `value` came from.
    public let source: Source
    /// Set when a file was there but could not be used: what was done with it. Report its
    /// description to the user.
    public let problem: PersistenceError?
}

extension Restoration: Sendable where Value: Sendable {}
