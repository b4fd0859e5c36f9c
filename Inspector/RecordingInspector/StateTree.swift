import OnewayStore

/// One line of a state shown as a tree: a member or element, indented by its depth, marked
/// with how the step changed it.
package struct TreeLine: Equatable, Sendable {
    /// How the step being shown changed the line's value.
    package enum Mark: Sendable {
        case same, changed, added, removed
    }

    /// The nesting depth, from 0 for the state's own members.
    package let depth: Int
    /// `name: value` for a value, `name:` or `name: [count]` for an object or array.
    package let text: String
    package let mark: Mark
}

/// The lines of `state` as a tree, each marked with what `changes` (the step's differences
/// from the state before) did to it; a removed member is shown, marked, where it was.
///
/// A changed value reads `count: 3 (was 2)`.
package func treeLines(of state: JSONValue, changes: [JSONChange]) -> [TreeLine] {
    var marks: [JSONPath: JSONChange] = [:]
    var removed: [JSONPath: [(JSONPathComponent, JSONValue)]] = [:]
    for change in changes {
        if change.new == nil, let last = change.path.last, let old = change.old {
            removed[Array(change.path.dropLast()), default: []].append((last, old))
        } else {
            marks[change.path] = change
        }
    }
    var lines: [TreeLine] = []
    var path: JSONPath = []

    func label(_ component: JSONPathComponent) -> String {
        switch component {
        case .key(let key): key
        case .index(let index): "\(index)"
        }
    }

    func add(_ value: JSONValue, label name: String?, depth: Int, inherited: TreeLine.Mark?) {
        let change = marks[path]
        let mark = inherited ?? (change.map { $0.old == nil ? .added : .changed } ?? .same)
        let prefix = name.map { "\($0): " } ?? ""
        // A whole object or array that replaced something else marks everything in it.
        let childMark: TreeLine.Mark? = mark == .same ? nil : mark
        switch value {
        case .object(let object) where object.count > 0:
            if let name { lines.append(TreeLine(depth: depth, text: "\(name):", mark: mark)) }
            let childDepth = name == nil ? depth : depth + 1
            for key in object.keys {
                path.append(.key(key))
                add(object.members[key]!, label: key, depth: childDepth, inherited: childMark)
                path.removeLast()
            }
            addRemoved(depth: childDepth)
        case .array(let elements) where !elements.isEmpty:
            lines.append(TreeLine(depth: depth, text: "\(prefix)[\(elements.count)]", mark: mark))
            for (index, element) in elements.enumerated() {
                path.append(.index(index))
                add(element, label: "\(index)", depth: depth + 1, inherited: childMark)
                path.removeLast()
            }
            addRemoved(depth: depth + 1)
        default:
            var text = prefix + value.jsonText()
            if mark == .changed, inherited == nil, let old = change?.old { text += " (was \(old.jsonText()))" }
            lines.append(TreeLine(depth: depth, text: text, mark: mark))
            addRemoved(depth: depth + 1)
        }
    }

    func addRemoved(depth: Int) {
        for (component, old) in removed[path] ?? [] {
            lines.append(TreeLine(depth: depth, text: "\(label(component)): \(old.jsonText())", mark: .removed))
        }
    }

    add(state, label: nil, depth: 0, inherited: nil)
    return lines
}
