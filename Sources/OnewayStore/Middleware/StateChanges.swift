/// The fields that differ between two values of one type, found through `Mirror`: a field
/// of a struct or class is followed down to the fields that differ inside it; any other
/// value (a number, a string, an enum, a collection) is compared by its debug description.
struct StateChanges {
    /// One field that differs: its path from the root (`session.user`) and both values.
    struct Change: Equatable {
        let path: String
        let old: String
        let new: String
    }

    private(set) var changes: [Change] = []

    init(from old: Any, to new: Any) {
        collect(old, new, path: "")
    }

    private mutating func collect(_ old: Any, _ new: Any, path: String) {
        let oldMirror = Mirror(reflecting: old)
        let newMirror = Mirror(reflecting: new)
        if Self.hasFields(oldMirror), Self.hasFields(newMirror), oldMirror.children.count == newMirror.children.count {
            for (oldChild, newChild) in zip(oldMirror.children, newMirror.children) {
                guard let label = oldChild.label, label == newChild.label else { return record(old, new, path) }
                collect(oldChild.value, newChild.value, path: path.isEmpty ? label : path + "." + label)
            }
            return
        }
        record(old, new, path)
    }

    private mutating func record(_ old: Any, _ new: Any, _ path: String) {
        let old = String(reflecting: old)
        let new = String(reflecting: new)
        if old != new { changes.append(Change(path: path.isEmpty ? "state" : path, old: old, new: new)) }
    }

    /// Whether a value is made of named fields worth following (a struct or a class with
    /// stored properties), rather than compared whole.
    private static func hasFields(_ mirror: Mirror) -> Bool {
        (mirror.displayStyle == .struct || mirror.displayStyle == .class) && !mirror.children.isEmpty
    }

    /// The changes in one line: `count: 1 → 2, user.name: "" → "Ada"`, or `no change`.
    var line: String {
        changes.isEmpty ? "no change" : changes.map { "\($0.path): \($0.old) → \($0.new)" }.joined(separator: ", ")
    }
}
