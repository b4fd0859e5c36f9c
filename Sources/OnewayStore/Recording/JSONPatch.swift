/// Why a JSON Patch does not apply.
package struct JSONPatchError: Error, Sendable, CustomStringConvertible {
    /// The position of the operation that failed, from 0.
    package let operation: Int
    /// What was wrong, in words.
    package let problem: String

    package var description: String { "patch operation \(operation + 1): \(problem)" }
}

extension JSONValue {
    /// The JSON Patch (RFC 6902) that turns `old` into `new`: `add`, `remove` and `replace`
    /// operations, an array replaced whole where that is shorter than listing its changes.
    package static func patch(from old: JSONValue, to new: JSONValue) -> JSONValue {
        .array(
            changes(from: old, to: new, wholeArraysOver: 0.5).map { change in
                var operation = JSONObject()
                operation["op"] = .string(change.old == nil ? "add" : change.new == nil ? "remove" : "replace")
                operation["path"] = .string(jsonPointer(change.path))
                if let value = change.new { operation["value"] = value }
                return .object(operation)
            })
    }

    /// Applies the JSON Patch `patch`: its `add`, `remove` and `replace` operations, in order.
    ///
    /// - Throws: `JSONPatchError` for an operation that is malformed, of another kind, or
    ///   names a place the value does not have; the value is then left partly patched.
    package mutating func apply(patch: JSONValue) throws(JSONPatchError) {
        guard case .array(let operations) = patch else {
            throw JSONPatchError(operation: 0, problem: "a patch is an array of operations, not \(patch.kindName)")
        }
        for (position, operation) in operations.enumerated() {
            func failure(_ problem: String) -> JSONPatchError { JSONPatchError(operation: position, problem: problem) }
            guard let kind = operation["op"]?.stringValue, let pointer = operation["path"]?.stringValue else {
                throw failure("an operation needs \"op\" and \"path\" strings")
            }
            guard pointer.isEmpty || pointer.hasPrefix("/") else {
                throw failure("the path \(pointer) is no JSON Pointer")
            }
            let tokens = pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map {
                String($0.replacing("~1", with: "/").replacing("~0", with: "~"))
            }
            let value = operation["value"]
            let edit: PatchEdit
            switch kind {
            case "add": edit = .add
            case "remove": edit = .remove
            case "replace": edit = .replace
            default: throw failure("the operation \"\(kind)\" is not one of add, remove, replace")
            }
            if edit != .remove, value == nil { throw failure("\(kind) needs a \"value\"") }
            if let problem = modify(at: tokens[...], edit, value ?? .null) { throw failure("\(problem) (\(pointer))") }
        }
    }

    private enum PatchEdit { case add, remove, replace }

    /// Performs one edit at the place `tokens` names; returns what was wrong, if anything.
    ///
    /// The container on the way is taken out of `self` while it is changed, so that it is
    /// changed in place rather than copied.
    private mutating func modify(at tokens: ArraySlice<String>, _ edit: PatchEdit, _ value: JSONValue) -> String? {
        guard let token = tokens.first else {
            guard edit == .replace else { return "only replace applies to the whole value" }
            self = value
            return nil
        }
        let isLast = tokens.count == 1
        switch self {
        case .object(var object):
            self = .null
            defer { self = .object(object) }
            if isLast {
                switch edit {
                case .add: object[token] = value
                case .replace:
                    guard object[token] != nil else { return "no member \"\(token)\" to replace" }
                    object[token] = value
                case .remove:
                    guard object[token] != nil else { return "no member \"\(token)\" to remove" }
                    object[token] = nil
                }
                return nil
            }
            guard var member = object[token] else { return "no member \"\(token)\"" }
            object[token] = .null
            defer { object[token] = member }
            return member.modify(at: tokens.dropFirst(), edit, value)
        case .array(var elements):
            self = .null
            defer { self = .array(elements) }
            let index = token == "-" ? elements.count : Int(token)
            guard let index, index >= 0, token == "-" || token == String(index) else {
                return "\"\(token)\" is no array index"
            }
            if isLast {
                switch edit {
                case .add:
                    guard index <= elements.count else { return "index \(index) is past the end" }
                    elements.insert(value, at: index)
                case .replace, .remove:
                    guard index < elements.count else { return "no element \(index)" }
                    if edit == .replace { elements[index] = value } else { elements.remove(at: index) }
                }
                return nil
            }
            guard index < elements.count else { return "no element \(index)" }
            var element = elements[index]
            elements[index] = .null
            defer { elements[index] = element }
            return element.modify(at: tokens.dropFirst(), edit, value)
        default:
            return "\(kindName) has no member \"\(token)\""
        }
    }
}
