import Oneway

/// The app's reducer: each feature's reducer lifted to the app's state and actions, and a
/// log of what was applied.
///
/// Each feature reducer works on its own slice and its own actions, so it can be tested
/// alone; `pullback` mutates the slice in place, so toggling one item of a long list copies
/// nothing.
package let todoReducer = Reduce<TodoState, TodoAction>.combine(
    listReducer.pullback(state: \.list, action: .list),
    searchReducer.pullback(state: \.search, action: .search),
    inputReducer.pullback(state: \.input, action: .input),
    Reduce { state, action in
        state.lastAction = action.description
        state.actionCount += 1
    }
)

/// The list: adding, toggling and removing items, moving the selection, undoing a change.
///
/// An action naming a row that does not exist changes nothing and says why in `problem`.
package let listReducer = Reduce<ListState, ListAction> { state, action in
    state.problem = nil
    switch action {
    case .add(let title):
        let title = title.trimmingWhitespace()
        guard !title.isEmpty else { return state.problem = "an item needs a title" }
        state.recordHistory()
        state.items.append(TodoItem(title))
        state.cursor = state.items.count - 1
    case .toggle(let index):
        guard state.items.indices.contains(index) else { return state.problem = "there is no item \(index + 1)" }
        state.recordHistory()
        state.items[index].isDone.toggle()
    case .remove(let index):
        guard state.items.indices.contains(index) else { return state.problem = "there is no item \(index + 1)" }
        state.recordHistory()
        state.items.remove(at: index)
        state.placeCursor(at: state.cursor)
    case .moveCursor(let offset):
        state.placeCursor(at: state.cursor + offset)
    case .undo:
        guard let previous = state.history.popLast() else { return state.problem = "nothing to undo" }
        state.items = previous
        state.placeCursor(at: state.cursor)
    }
}

extension ListState {
    /// Selects `row`, or the nearest row the list has (0 when it is empty).
    fileprivate mutating func placeCursor(at row: Int) {
        cursor = min(max(row, 0), max(items.count - 1, 0))
    }

    fileprivate mutating func recordHistory() {
        if history.count == Self.historyLimit { history.removeFirst() }
        history.append(items)
    }
}

/// The search: the query as typed, and the titles a lookup found for it.
///
/// A result for a query that was cleared meanwhile is dropped: it would show matches for
/// a search that is no longer on screen.
package let searchReducer = Reduce<SearchState, SearchAction> { state, action in
    switch action {
    case .setQuery(let query):
        state.query = query
        if query.isEmpty {
            state.matchedQuery = ""
            state.matches = []
        }
    case .found(let query, let titles):
        guard !state.query.isEmpty else { return }
        state.matchedQuery = query
        state.matches = titles
    }
}

/// The keyboard's mode and the draft of a new item.
package let inputReducer = Reduce<InputState, InputAction> { state, action in
    switch action {
    case .startAdding: state = .adding(draft: "")
    case .editDraft(let draft): state = .adding(draft: draft)
    case .startSearching: state = .searching
    case .finish: state = .browsing
    }
}

extension String {
    func trimmingWhitespace() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
