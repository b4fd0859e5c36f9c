/// One step on the way into a JSON value: an object member or an array element.
package enum JSONPathComponent: Hashable, Sendable {
    case key(String)
    case index(Int)
}

/// A place in a JSON value, outermost step first; empty for the value itself.
package typealias JSONPath = [JSONPathComponent]

/// One difference between two JSON values: a member or element added, removed or changed.
package struct JSONChange: Sendable, Equatable {
    /// Where the difference is.
    package let path: JSONPath
    /// The value before; `nil` when it was added.
    package let old: JSONValue?
    /// The value after; `nil` when it was removed.
    package let new: JSONValue?

    package init(path: JSONPath, old: JSONValue?, new: JSONValue?) {
        self.path = path
        self.old = old
        self.new = new
    }
}

extension JSONValue {
    /// The differences that turn `old` into `new`, in an order that applies one after the
    /// other (as JSON Patch operations do).
    ///
    /// Objects differ member by member. Arrays keep their common first and last elements and
    /// pair the ones between by position, so one element inserted or removed anywhere shows
    /// as one addition or removal, not as every later element changing.
    ///
    /// - Parameters:
    ///   - old: The value before.
    ///   - new: The value after.
    ///   - wholeArraysOver: When an array would take more changes than this fraction of its
    ///     length (and more than 8), it is replaced whole instead: what a recording's patch
    ///     wants, to stay smaller than the state. `nil` (the default) never does, for display.
    /// - Returns: The changes; empty when the values are equal.
    package static func changes(
        from old: JSONValue, to new: JSONValue, wholeArraysOver: Double? = nil
    ) -> [JSONChange] {
        var changes: [JSONChange] = []
        var path: JSONPath = []
        collectChanges(from: old, to: new, at: &path, into: &changes, wholeArraysOver: wholeArraysOver)
        return changes
    }

    private static func collectChanges(
        from old: JSONValue, to new: JSONValue, at path: inout JSONPath, into changes: inout [JSONChange],
        wholeArraysOver: Double?
    ) {
        switch (old, new) {
        case (.object(let before), .object(let after)):
            for key in after.keys {
                path.append(.key(key))
                defer { path.removeLast() }
                let value = after.members[key].unsafelyUnwrapped
                if let previous = before.members[key] {
                    collectChanges(
                        from: previous, to: value, at: &path, into: &changes, wholeArraysOver: wholeArraysOver)
                } else {
                    changes.append(JSONChange(path: path, old: nil, new: value))
                }
            }
            for key in before.keys where after.members[key] == nil {
                changes.append(JSONChange(path: path + [.key(key)], old: before.members[key], new: nil))
            }
        case (.array(let before), .array(let after)):
            let start = changes.count
            collectArrayChanges(from: before, to: after, at: &path, into: &changes, wholeArraysOver: wholeArraysOver)
            if let fraction = wholeArraysOver, changes.count - start > max(8, Int(Double(after.count) * fraction)) {
                changes.removeSubrange(start...)
                changes.append(JSONChange(path: path, old: old, new: new))
            }
        default:
            if old != new { changes.append(JSONChange(path: path, old: old, new: new)) }
        }
    }

    private static func collectArrayChanges(
        from before: [JSONValue], to after: [JSONValue], at path: inout JSONPath, into changes: inout [JSONChange],
        wholeArraysOver: Double?
    ) {
        let shorter = min(before.count, after.count)
        var prefix = 0
        while prefix < shorter, before[prefix] == after[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix, before[before.count - 1 - suffix] == after[after.count - 1 - suffix] {
            suffix += 1
        }
        let removedCount = before.count - prefix - suffix
        let addedCount = after.count - prefix - suffix
        let paired = min(removedCount, addedCount)
        for offset in 0..<paired {
            path.append(.index(prefix + offset))
            defer { path.removeLast() }
            collectChanges(
                from: before[prefix + offset], to: after[prefix + offset], at: &path, into: &changes,
                wholeArraysOver: wholeArraysOver)
        }
        // Insertions in increasing positions, removals in decreasing ones: applied in this
        // order, each position is where the previous change left it.
        for offset in paired..<max(paired, addedCount) {
            changes.append(JSONChange(path: path + [.index(prefix + offset)], old: nil, new: after[prefix + offset]))
        }
        for offset in (paired..<max(paired, removedCount)).reversed() {
            changes.append(JSONChange(path: path + [.index(prefix + offset)], old: before[prefix + offset], new: nil))
        }
    }
}

extension JSONPathComponent {
    /// The component as it reads after a parent: `.name`, `["odd name"]` or `[3]`.
    fileprivate var readable: String {
        switch self {
        case .index(let index): return "[\(index)]"
        case .key(let key):
            let isIdentifier =
                !key.isEmpty && !key.first!.isNumber
                && key.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
            if isIdentifier { return ".\(key)" }
            return "[\(JSONValue.string(key).jsonText())]"
        }
    }
}

/// A path as a reader writes it: `items[2].title`; `(root)` for the whole value.
package func readable(_ path: JSONPath) -> String {
    guard !path.isEmpty else { return "(root)" }
    let text = path.map(\.readable).joined()
    return text.hasPrefix(".") ? String(text.dropFirst()) : text
}

/// A path as a JSON Pointer (RFC 6901): `/items/2/title`; empty for the whole value.
package func jsonPointer(_ path: JSONPath) -> String {
    path.map { component in
        switch component {
        case .index(let index): "/\(index)"
        case .key(let key): "/" + key.replacing("~", with: "~0").replacing("/", with: "~1")
        }
    }.joined()
}
