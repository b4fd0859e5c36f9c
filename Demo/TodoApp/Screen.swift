/// One line of the screen: its text, already fitted to the width, and how to show it.
package struct ScreenLine: Equatable, Sendable {
    /// How the terminal shows a line.
    package enum Style: Equatable, Sendable {
        case plain, title, selected, match, faint, warning
    }

    package var text: String
    package var style: Style

    package init(_ text: String, _ style: Style = .plain) {
        self.text = text
        self.style = style
    }
}

/// Lays a state out on a terminal of a given size: a pure function of the state, so a test
/// asserts exactly what the user sees.
///
/// From the top: a title bar with the counts, the list (scrolled to keep the selected row
/// in view; items matching the search stand out, done items fade), then the input or search
/// line, the dispatch log, and the keys that work in the current mode.
package struct Screen: Sendable {
    package var width: Int
    package var height: Int

    /// The smallest screen laid out in full: the bars and one row of the list.
    package static let minimumHeight = 7

    package init(width: Int, height: Int) {
        self.width = max(width, 20)
        self.height = max(height, Self.minimumHeight)
    }

    /// Exactly `height` lines, each at most `width` terminal columns wide.
    package func lines(for state: TodoState) -> [ScreenLine] {
        var lines = [titleBar(state.list), ScreenLine("")]
        lines += listRows(state, count: height - 6)
        lines.append(ScreenLine(String(repeating: "─", count: width), .faint))
        lines.append(statusLine(state))
        lines.append(ScreenLine(" last action: \(state.lastAction.isEmpty ? "none" : state.lastAction)", .faint))
        lines.append(ScreenLine(fitted(keyHints(state.input)), .faint))
        return lines.map { ScreenLine($0.text.prefix(columns: width), $0.style) }
    }

    private func titleBar(_ list: ListState) -> ScreenLine {
        let name = " Oneway to-do"
        let counts = "\(list.itemCountText) · \(list.doneCount) done "
        let gap = max(width - name.terminalColumns - counts.terminalColumns, 1)
        return ScreenLine(name + String(repeating: " ", count: gap) + counts, .title)
    }

    private func listRows(_ state: TodoState, count: Int) -> [ScreenLine] {
        let items = state.list.items
        guard !items.isEmpty else {
            return [ScreenLine("   Nothing to do. Press a to add an item.", .faint)] + blankLines(count - 1)
        }
        // The first rows, or, once the selection is below them, the rows ending with it: the
        // layout keeps no scroll position, so the same state always looks the same.
        let first = min(max(state.list.cursor - count + 1, 0), max(items.count - count, 0))
        let rows = items.indices.dropFirst(first).prefix(count).map { index in
            let item = items[index]
            let isSelected = index == state.list.cursor && state.input == .browsing
            let text = "\(isSelected ? " › " : "   ")[\(item.isDone ? "x" : " ")] \(item.title)"
            return ScreenLine(text, style(of: item, isSelected: isSelected, search: state.search))
        }
        return rows + blankLines(count - rows.count)
    }

    private func style(of item: TodoItem, isSelected: Bool, search: SearchState) -> ScreenLine.Style {
        if isSelected { return .selected }
        if search.matches(item.title) { return .match }
        return item.isDone ? .faint : .plain
    }

    private func blankLines(_ count: Int) -> [ScreenLine] {
        Array(repeating: ScreenLine(""), count: max(count, 0))
    }

    private func statusLine(_ state: TodoState) -> ScreenLine {
        let search = state.search
        switch state.input {
        case .adding(let draft):
            return ScreenLine(" New item: \(draft)▏")
        case .searching:
            return ScreenLine(" Search: \(search.query)▏" + searchResult(search))
        case .browsing:
            // A problem shows until the next list action; a search stays on screen after
            // Enter, until Escape clears it.
            if let problem = state.list.problem { return ScreenLine(" ! \(problem)", .warning) }
            guard !search.query.isEmpty else { return ScreenLine("") }
            return ScreenLine(" Search: \(search.query)" + searchResult(search))
        }
    }

    /// What the search found, after a gap; nothing before a query is typed.
    private func searchResult(_ search: SearchState) -> String {
        if search.query.isEmpty { return "" }
        if search.isSearching { return "   searching…" }
        guard !search.matches.isEmpty else { return "   no match" }
        return "   \(search.matches.count) found: \(search.matches.joined(separator: ", "))"
    }

    /// As many of `hints` (separated by two spaces) as fit, whole.
    private func fitted(_ hints: String) -> String {
        var line = ""
        for hint in hints.split(separator: "  ") {
            let next = "\(line)  \(hint)"
            guard next.terminalColumns - 1 <= width else { break }
            line = next
        }
        return String(line.dropFirst())
    }

    private func keyHints(_ input: InputState) -> String {
        switch input {
        case .browsing: "↑↓ move  space done  a add  d delete  / search  u undo  q quit"
        case .adding: "type a title  enter add  esc cancel"
        case .searching: "type to search  enter keep results  esc clear"
        }
    }
}
