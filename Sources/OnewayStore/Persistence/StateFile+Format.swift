#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// The file's format: `{"schemaVersion":2,"state":…}`, JSON with sorted keys and a final
// newline.

extension StateFile {
    /// The file's contents for `value`, at this file's schema version.
    func encode(_ value: Value) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var data = try encoder.encode(Envelope(schemaVersion: version, state: value))
        data.append(UInt8(ascii: "\n"))
        return data
    }
}

/// What a save writes: the schema version, then the state.
struct Envelope<State: Encodable>: Encodable {
    let schemaVersion: Int
    let state: State
}

/// The state of a file, read at the type of its schema version.
struct Stored<State: Decodable>: Decodable {
    let state: State
}

/// The schema version of a file, read before its state, to choose how to read that.
struct SchemaProbe: Decodable {
    let schemaVersion: Int
}

/// A decoding error in a sentence, with where in the state it happened.
func describeDecodingError(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return String(describing: error) }
    func at(_ context: DecodingError.Context) -> String {
        let path = context.codingPath.map(\.stringValue).joined(separator: ".")
        return path.isEmpty ? "" : " at \(path)"
    }
    switch error {
    case .dataCorrupted(let context):
        return context.debugDescription + at(context)
    case .keyNotFound(let key, let context):
        return "no value for '\(key.stringValue)'" + at(context)
    case .typeMismatch(let type, let context):
        return "expected \(type)" + at(context)
    case .valueNotFound(let type, let context):
        return "expected \(type), found null" + at(context)
    @unknown default:
        return String(describing: error)
    }
}
