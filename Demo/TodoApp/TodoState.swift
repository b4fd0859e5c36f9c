/// The demo's whole state: the list, the search, and what the keyboard is editing.
///
/// Everything the screen shows comes from here, so a screen is a pure function of a state
/// (`Screen.lines(for:)`) and any moment of the app can be rebuilt in a test.
package struct TodoState: Equatable, Sendable {
    package var list = ListState()
    package var search = SearchState()
    package var input = InputState.browsing
    /// The last action applied, as the footer shows it: a one-line dispatch log.
    package var lastAction = ""
    package var actionCount = 0

    package init() {}
}

/// One thing to do.
package struct TodoItem: Equatable, Sendable {
    package var title: String
    package var isDone = false

    package init(_ title: String, isDone: Bool = false) {
        self.title = title
        self.isDone = isDone
    }
}

/// The list feature: the items, the selected row and what undo brings back.
package struct ListState: Equatable, Sendable {
    package var items: [TodoItem] = []
    /// The selected row; 0 when the list is empty.
    package var cursor = 0
    /// Earlier versions of `items`, the latest last; each change pushes one.
    package var history: [[TodoItem]] = []
    /// Why the last list action did nothing, if it did nothing.
    package var problem: String?

    /// How many versions undo can go back; older ones are dropped.
    package static let historyLimit = 100

    package init(items: [TodoItem] = []) {
        self.items = items
    }

    package var doneCount: Int { items.count { $0.isDone } }

    /// How many items there are, in words: "1 item", "3 items".
    package var itemCountText: String { "\(items.count) \(items.count == 1 ? "item" : "items")" }
}

/// The search feature: the query typed so far and the answer to the last lookup that ended.
package struct SearchState: Equatable, Sendable {
    package var query = ""
    /// The titles the last finished lookup found, and the query it was for. A lookup is
    /// asynchronous, so these lag `query` by a debounce interval and a lookup.
    package var matches: [String] = []
    package var matchedQuery = ""

    package init() {}

    /// Whether a lookup for the current query is still to come.
    package var isSearching: Bool { !query.isEmpty && query != matchedQuery }

    /// Whether `title` is among the matches of the current query.
    package func matches(_ title: String) -> Bool {
        !query.isEmpty && matchedQuery == query && matches.contains(title)
    }
}

/// What the keyboard is doing: moving through the list, typing a new item, or a search.
package enum InputState: Equatable, Sendable {
    case browsing
    case adding(draft: String)
    case searching
}
