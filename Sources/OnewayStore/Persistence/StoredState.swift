#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A state file's contents at the older schema version it was written at, for a migration
/// to decode.
public struct StoredState: Sendable {
    /// The schema version the file was written at.
    public let version: Int
    let data: Data

    /// Decodes the stored state as `type`: the type the state had at `version`.
    ///
    /// - Parameter type: The state's type at that version.
    /// - Returns: The decoded state.
    /// - Throws: The decoding error, if the state does not decode as `type`.
    public func decode<T: Decodable>(_ type: T.Type = T.self) throws -> T {
        try JSONDecoder().decode(Stored<T>.self, from: data).state
    }
}
