import OnewayCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A file holding one `Codable` value (a store's state, or a part of it) with the schema
/// version it was written at: restored at launch, then saved by a store it is attached to
/// with `Store.persist(_:to:interval:scheduler:)`.
///
/// ```swift
/// let file = StateFile<Settings>(url: settingsURL, version: 2, migrate: { stored in
///     Settings(upgrading: try stored.decode(SettingsV1.self))     // version 1 → 2
/// })
/// let restored = file.restore(default: Settings())
/// if let problem = restored.problem { print("warning: \(problem)") }
/// ```
///
/// The file is JSON: `{"schemaVersion":2,"state":…}`, with sorted keys. Saves are atomic and
/// durable (see the article "Persisting state"); a file that cannot be restored is moved aside, never
/// overwritten. Restore and every save hold the file's lock, so use one `StateFile` per path:
/// restore with it, then attach it to one store at a time. Any thread.
public final class StateFile<Value: Codable & Sendable>: Sendable {
    /// The file.
    public let url: URL
    /// The schema version saves write and restore reads without migrating.
    public let version: Int

    let path: String
    let migrate: (@Sendable (StoredState) throws -> Value)?
    /// Held for the whole of a restore or a save, so that saves reach the disk in the order
    /// their values were taken.
    let guarded = LockedState(Contents())

    struct Contents {
        /// The bytes that stand for what a restore would give now: the file's, or the
        /// default's when there is no file. A value that encodes to them is not written
        /// again. `nil` when unknown.
        var known: Data?
        /// Set when restore could not move an unusable file aside: the suffix to move it
        /// with before anything is written in its place.
        var unusableSuffix: String?
        var isAttached = false
    }

    /// Creates a state file at `url`.
    ///
    /// - Parameters:
    ///   - url: A file URL. Its directory must exist when the first save happens; a save
    ///     that fails is reported and retried.
    ///   - version: The schema version of `Value`, 1 or more. Raise it when a change to
    ///     `Value` makes files written before it fail to decode, and give `migrate`.
    ///   - migrate: Turns a file written at an older version (1 up to `version - 1`) into
    ///     today's value; it reads the stored state with `StoredState.decode(_:)` as the
    ///     type of that version. `nil` if there are no older versions. Called during
    ///     `restore(default:)`, on its thread; it must not use this `StateFile`. If it
    ///     throws, the file counts as undecodable.
    public init(url: URL, version: Int = 1, migrate: (@Sendable (StoredState) throws -> Value)? = nil) {
        require(url.isFileURL, "StateFile(url:): the URL must be a file URL, got \(url)")
        require(version >= 1, "StateFile(url:): the schema version must be 1 or more, got \(version)")
        self.url = url
        self.version = version
        self.migrate = migrate
        path = url.path
    }

    /// Reads the file, and returns the value a store should start from.
    ///
    /// Never throws and never stops the program:
    /// - no file: `defaultValue()`, source `.defaultValue`, no problem;
    /// - a file at this version: its value, source `.file`;
    /// - a file at an older version: `migrate`'s value, source `.migrated(fromVersion:)`;
    ///   the first save writes it at today's version;
    /// - a file that cannot be read or decoded (or migrated): moved aside to
    ///   `FILE.corrupt` (or `FILE.corrupt.<UTC time stamp>` if that name is taken), and
    ///   `defaultValue()` with a `problem` saying so;
    /// - a file from a newer schema version: refused, moved aside to `FILE.v<its version>`
    ///   (with a time stamp if taken), and `defaultValue()` with a `problem` saying so.
    ///
    /// A file that cannot be moved aside (a read-only directory) stays in place and is
    /// never overwritten: saves report an error until it can be moved. Temporary files left
    /// by a process killed while saving are deleted.
    ///
    /// - Parameter defaultValue: The value to start from when the file gives none.
    /// - Returns: The value, where it came from, and the problem to report, if any.
    public func restore(default defaultValue: @autoclosure () -> Value) -> Restoration<Value> {
        guarded.withLock { contents -> Restoration<Value> in
            DurableFile.removeTemporaries(of: path)
            contents.unusableSuffix = nil
            let data: Data
            do throws(FileSystemError) {
                guard let read = try DurableFile.read(path) else {
                    let value = defaultValue()
                    contents.known = try? encode(value)
                    return Restoration(value: value, source: .defaultValue, problem: nil)
                }
                data = read
            } catch {
                return setAside(
                    .unreadable, "could not be read (\(error))", errorCode: error.code, suffix: ".corrupt",
                    defaultValue: defaultValue(), contents: &contents)
            }
            let stored: Int
            do {
                stored = try JSONDecoder().decode(SchemaProbe.self, from: data).schemaVersion
            } catch {
                return setAside(
                    .undecodable, "could not be decoded (\(describeDecodingError(error)))", suffix: ".corrupt",
                    defaultValue: defaultValue(), contents: &contents)
            }
            if stored > version {
                return setAside(
                    .newerVersion(found: stored, supported: version),
                    "was written by a newer version of this program (schema version \(stored); this one reads "
                        + "versions up to \(version))", suffix: ".v\(stored)", defaultValue: defaultValue(),
                    contents: &contents)
            }
            do {
                if stored == version {
                    let value = try JSONDecoder().decode(Stored<Value>.self, from: data).state
                    contents.known = data
                    return Restoration(value: value, source: .file, problem: nil)
                }
                guard stored >= 1 else { throw MigrationError("schema version \(stored) is not valid") }
                guard let migrate else {
                    throw MigrationError(
                        "it has schema version \(stored), and no migration to version \(version) was given")
                }
                let value = try migrate(StoredState(version: stored, data: data))
                contents.known = nil
                return Restoration(value: value, source: .migrated(fromVersion: stored), problem: nil)
            } catch {
                return setAside(
                    .undecodable, "could not be decoded (\(describeDecodingError(error)))", suffix: ".corrupt",
                    defaultValue: defaultValue(), contents: &contents)
            }
        }
    }

    /// Under the lock: moves the unusable file aside and reports it, with the default value.
    private func setAside(
        _ kind: PersistenceError.Kind, _ what: String, errorCode: Int32? = nil, suffix: String,
        defaultValue: Value, contents: inout Contents
    ) -> Restoration<Value> {
        let start = "The saved state in \(path) \(what)"
        let problem: PersistenceError
        do throws(FileSystemError) {
            let moved = try DurableFile.moveAside(path, suffix: suffix)
            contents.known = try? encode(defaultValue)
            problem = PersistenceError(
                kind, file: url, movedTo: URL(fileURLWithPath: moved), errorCode: errorCode,
                description: start + ": moved it to \(moved); starting from the default state.")
        } catch {
            contents.unusableSuffix = suffix
            contents.known = nil
            problem = PersistenceError(
                kind, file: url, errorCode: errorCode ?? error.code,
                description: start + ", and could not be moved aside (\(error)): it stays where it is and will "
                    + "not be overwritten; starting from the default state.")
        }
        return Restoration(value: defaultValue, source: .defaultValue, problem: problem)
    }
}

private struct MigrationError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
