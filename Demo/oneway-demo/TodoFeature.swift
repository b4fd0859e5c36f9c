/// The demo's state: a to-do list, the search typed so far, and the matches found for it.
struct TodoState: Equatable {
    struct Item: Equatable {
        var title: String
        var isDone = false
    }

    var items: [Item] = []
    var query = ""
    /// The titles matching the last search that finished, and its query: a search is
    /// asynchronous, so these may lag `query` by a debounce interval and a lookup.
    var matches: [String] = []
    var matchedQuery = ""
    /// What went wrong with the last command, shown once.
    var problem: String?
}

/// Everything that can happen to the list. The terminal turns each line typed into one.
enum TodoAction {
    case add(String)
    case toggle(Int)
    case remove(Int)
    case search(String)
    case found(query: String, titles: [String])
}

/// The demo's only reducer: in place, so that toggling one item of a long list copies nothing.
func todoReducer(_ state: inout TodoState, _ action: TodoAction) {
    state.problem = nil
    switch action {
    case .add(let title):
        state.items.append(.init(title: title))
    case .toggle(let number):
        guard state.items.indices.contains(number - 1) else {
            state.problem = "there is no item \(number)"
            return
        }
        state.items[number - 1].isDone.toggle()
    case .remove(let number):
        guard state.items.indices.contains(number - 1) else {
            state.problem = "there is no item \(number)"
            return
        }
        state.items.remove(at: number - 1)
    case .search(let query):
        state.query = query
    case .found(let query, let titles):
        state.matchedQuery = query
        state.matches = titles
    }
}

extension TodoAction {
    /// Parses one typed line: `add <title>`, `done <n>`, `remove <n>`, `find <text>`.
    ///
    /// - Throws: `CommandError` naming what was not understood.
    init(parsing line: String) throws(CommandError) {
        let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
        let (verb, rest) = (parts.first ?? "", parts.count > 1 ? parts[1] : "")
        switch verb {
        case "add" where !rest.isEmpty: self = .add(rest)
        case "done": self = .toggle(try Self.number(rest))
        case "remove": self = .remove(try Self.number(rest))
        case "find": self = .search(rest)
        default: throw CommandError(message: "unknown command '\(line)': type 'help'")
        }
    }

    private static func number(_ text: String) throws(CommandError) -> Int {
        guard let number = Int(text) else { throw CommandError(message: "'\(text)' is not an item number") }
        return number
    }
}

/// A line the demo could not turn into an action.
struct CommandError: Error {
    let message: String
}
