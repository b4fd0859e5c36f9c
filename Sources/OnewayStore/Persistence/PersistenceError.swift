#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Why a state file could not be restored from or saved to.
///
/// Its `description` is a complete sentence for the user (say, on standard error): what
/// happened to which file, and what was done about it.
public struct PersistenceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// At restore: the file exists but could not be read (no permission, a directory,
        /// an I/O error).
        case unreadable
        /// At restore: the file could not be decoded, or its migration from an older schema
        /// version failed.
        case undecodable
        /// At restore: the file was written at a schema version newer than the one this
        /// program reads.
        case newerVersion(found: Int, supported: Int)
        /// While saving: the value could not be encoded.
        case encodingFailed
        /// While saving: the file could not be written (disk full, permission denied, the
        /// directory removed), or a file that could not be restored is still in its place.
        case writeFailed
    }

    /// What went wrong.
    public let kind: Kind
    /// The state file.
    public let file: URL
    /// Where a file that could not be restored was moved; `nil` if it was not (it then
    /// stays where it is, and is not overwritten).
    public let movedTo: URL?
    /// The `errno` of the system call that failed, if one did.
    public let errorCode: Int32?
    /// A sentence saying what happened and what was done about it.
    public let description: String

    init(_ kind: Kind, file: URL, movedTo: URL? = nil, errorCode: Int32? = nil, description: String) {
        self.kind = kind
        self.file = file
        self.movedTo = movedTo
        self.errorCode = errorCode
        self.description = description
    }
}
