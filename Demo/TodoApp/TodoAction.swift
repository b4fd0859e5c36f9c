import Oneway

/// Everything that can happen to the app, one enum per feature.
///
/// Keys never reach the reducer: `KeyBindings` turns each key into actions first, so that a
/// reducer test reads as a list of intentions, not of keystrokes.
package enum TodoAction: Equatable, Sendable {
    case list(ListAction)
    case search(SearchAction)
    case input(InputAction)
}

/// What the list feature does.
package enum ListAction: Equatable, Sendable {
    case add(String)
    case toggle(at: Int)
    case remove(at: Int)
    case moveCursor(by: Int)
    case undo
}

/// What the search feature does: the query changes as it is typed; a lookup that ends
/// reports what it found (an action the search effect dispatches, not the user).
package enum SearchAction: Equatable, Sendable {
    case setQuery(String)
    case found(query: String, titles: [String])
}

/// What the keyboard edits.
package enum InputAction: Equatable, Sendable {
    case startAdding
    case editDraft(String)
    case startSearching
    case finish
}

extension TodoAction: CustomStringConvertible {
    /// The action as the footer's dispatch log shows it, for example `list.add("milk")`.
    package var description: String {
        switch self {
        case .list(let action): "list.\(action)"
        case .search(.setQuery(let query)): "search.setQuery(\(quoted(query)))"
        case .search(.found(let query, let titles)): "search.found(\(quoted(query)), \(titles.count) titles)"
        case .input(.editDraft(let draft)): "input.editDraft(\(quoted(draft)))"
        case .input(let action): "input.\(action)"
        }
    }
}

extension ListAction: CustomStringConvertible {
    package var description: String {
        switch self {
        case .add(let title): "add(\(quoted(title)))"
        case .toggle(let index): "toggle(at: \(index))"
        case .remove(let index): "remove(at: \(index))"
        case .moveCursor(let offset): "moveCursor(by: \(offset))"
        case .undo: "undo"
        }
    }
}

private func quoted(_ text: String) -> String { "\"\(text)\"" }

// The paths `Reduce.pullback` lifts each feature's reducer through.
extension ActionPath<TodoAction, ListAction> {
    static let list = ActionPath(embed: TodoAction.list) {
        guard case .list(let action) = $0 else { return nil }
        return action
    }
}

extension ActionPath<TodoAction, SearchAction> {
    static let search = ActionPath(embed: TodoAction.search) {
        guard case .search(let action) = $0 else { return nil }
        return action
    }
}

extension ActionPath<TodoAction, InputAction> {
    static let input = ActionPath(embed: TodoAction.input) {
        guard case .input(let action) = $0 else { return nil }
        return action
    }
}
