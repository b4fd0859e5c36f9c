/// A JSON value read without knowing the type it was encoded from: what recordings, replay
/// and the inspector compare, diff and show.
///
/// Numbers keep their literal text, so that a recording is shown and compared exactly as it
/// was written (a 64-bit integer beyond 2^53 survives); two numbers are equal when their
/// texts are, or when they denote the same `Double` (`1` and `1.0`, as a hand edit may write).
package enum JSONValue: Sendable {
    case null
    case bool(Bool)
    /// A number, as its JSON literal.
    case number(String)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)
}

/// A JSON object: its members by name, and the order they were written in.
package struct JSONObject: Sendable, Equatable {
    /// The names, in order.
    package private(set) var keys: [String] = []
    /// The members, by name.
    package private(set) var members: [String: JSONValue] = [:]

    /// An empty object.
    package init() {}

    /// An object with `pairs`, in order; a repeated name keeps its last value, at its first place.
    package init(_ pairs: [(String, JSONValue)]) {
        for (key, value) in pairs { self[key] = value }
    }

    /// The member named `key`; setting `nil` removes it, setting a new name appends it.
    package subscript(key: String) -> JSONValue? {
        get { members[key] }
        set {
            if let newValue {
                if members.updateValue(newValue, forKey: key) == nil { keys.append(key) }
            } else if members.removeValue(forKey: key) != nil {
                keys.removeAll { $0 == key }
            }
        }
    }

    /// The number of members.
    package var count: Int { keys.count }

    /// Equal when both have the same members, whatever their order.
    package static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.members == rhs.members
    }
}

extension JSONValue: Equatable {
    /// Deep equality; numbers compare by text, then by value.
    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let left), .bool(let right)): left == right
        case (.number(let left), .number(let right)): left == right || sameNumber(left, right)
        case (.string(let left), .string(let right)): left == right
        case (.array(let left), .array(let right)): left == right
        case (.object(let left), .object(let right)): left == right
        default: false
        }
    }

    private static func sameNumber(_ left: String, _ right: String) -> Bool {
        guard let left = Double(left), let right = Double(right) else { return false }
        return left == right
    }
}

extension JSONValue {
    /// The member named `key` of an object; `nil` for a missing member or another kind of value.
    package subscript(key: String) -> JSONValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    /// The string, if this is one.
    package var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The number as an `Int`, if this is an integral number that fits.
    package var intValue: Int? {
        if case .number(let text) = self { return Int(text) }
        return nil
    }

    /// The number as a `Double`, if this is a number.
    package var doubleValue: Double? {
        if case .number(let text) = self { return Double(text) }
        return nil
    }

    /// What kind of value this is, in words, for messages.
    package var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
