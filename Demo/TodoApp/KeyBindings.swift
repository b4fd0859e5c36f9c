/// What a key asks of the app: actions to dispatch, in order, or to quit.
package enum KeyResponse: Equatable, Sendable {
    case dispatch([TodoAction])
    case quit
}

/// Turns a key into actions, given the state the screen shows: a pure function, so every
/// binding is tested without a terminal.
///
/// Browsing: ↑/↓ or k/j move, space or x toggles, d or Delete removes, a adds, / searches,
/// u undoes, q quits. Typing a new item or a search: characters edit, Backspace erases,
/// Enter confirms, Escape cancels (and clears the search). Ctrl-C quits from anywhere.
package func response(to key: Key, in state: TodoState) -> KeyResponse {
    if key == .control("c") { return .quit }
    switch state.input {
    case .browsing: return browsingResponse(to: key, in: state)
    case .adding(let draft): return .dispatch(addingActions(for: key, draft: draft))
    case .searching: return .dispatch(searchingActions(for: key, query: state.search.query))
    }
}

private func browsingResponse(to key: Key, in state: TodoState) -> KeyResponse {
    if key == .character("q") { return .quit }
    let cursor = state.list.cursor
    let actions: [TodoAction] =
        switch key {
        case .up, .character("k"): [.list(.moveCursor(by: -1))]
        case .down, .character("j"): [.list(.moveCursor(by: 1))]
        case .character(" "), .character("x"), .enter: [.list(.toggle(at: cursor))]
        case .character("d"), .delete, .backspace: [.list(.remove(at: cursor))]
        case .character("a"): [.input(.startAdding)]
        case .character("/"): [.input(.startSearching)]
        case .character("u"): [.list(.undo)]
        case .escape: state.search.query.isEmpty ? [] : [.search(.setQuery(""))]
        default: []
        }
    return .dispatch(actions)
}

private func addingActions(for key: Key, draft: String) -> [TodoAction] {
    switch key {
    case .character(let character): [.input(.editDraft(draft + String(character)))]
    case .backspace: [.input(.editDraft(String(draft.dropLast())))]
    case .enter where draft.trimmingWhitespace().isEmpty: [.input(.finish)]
    case .enter: [.list(.add(draft)), .input(.finish)]
    case .escape: [.input(.finish)]
    default: []
    }
}

private func searchingActions(for key: Key, query: String) -> [TodoAction] {
    switch key {
    case .character(let character): [.search(.setQuery(query + String(character)))]
    case .backspace: [.search(.setQuery(String(query.dropLast())))]
    case .enter: [.input(.finish)]
    case .escape: [.search(.setQuery("")), .input(.finish)]
    default: []
    }
}
