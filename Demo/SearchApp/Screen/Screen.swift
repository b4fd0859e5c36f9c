import TerminalUI

/// Lays a view model out on a terminal of a given size: a pure function of the view model,
/// so tests assert exactly what the user sees.
///
/// From the top: a header with the signed-in user, the search field (with a spinner while a
/// request is in flight), the results (the selected row highlighted, the query marked in
/// each), the paging line, the error line (or the sign-in form), and the keys.
package struct Screen: Sendable {
    package var width: Int
    package var height: Int

    /// The smallest terminal the screen is drawn on; a smaller one is told so.
    package static let minimumWidth = 40
    package static let minimumHeight = 10

    /// The frames of the spinner, one every tenth of a second.
    package static let spinner = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")

    package init(width: Int, height: Int) {
        self.width = max(width, 1)
        self.height = max(height, 1)
    }

    /// Exactly `height` lines, each exactly `width` terminal columns wide.
    ///
    /// - Parameters:
    ///   - view: What to show.
    ///   - spinnerFrame: Which frame of the spinner to draw while loading.
    /// - Returns: The lines, top first.
    package func lines(for view: ViewModel, spinnerFrame: Int = 0) -> [ScreenLine] {
        guard width >= Self.minimumWidth, height >= Self.minimumHeight else { return tooSmall() }
        var lines = [header(view), ScreenLine(""), searchLine(view, spinnerFrame: spinnerFrame), rule()]
        lines += rows(view, count: height - 8)
        lines += [rule(), pageLine(view), statusLine(view), ScreenLine(fitted(keyHints(view)), .faint)]
        // Padded in the style of the last run if it highlights the whole line (the header,
        // the selected row), so that the highlight reaches the edge.
        return lines.map { line in
            let last = line.spans.last?.style
            let padding: Style =
                last == .title ? .title : last == .selected || last == .selectedMatch ? .selected : .plain
            return line.fitted(to: width, padding: padding)
        }
    }

    private func tooSmall() -> [ScreenLine] {
        ScreenLine.tooSmall(
            width: width, height: height, needs: (Self.minimumWidth, Self.minimumHeight), style: .warning)
    }

    private func header(_ view: ViewModel) -> ScreenLine {
        let title = " Oneway · user search"
        let user = view.user.map { "signed in as \($0) " } ?? "signed out "
        let gap = max(width - title.terminalColumns - user.terminalColumns, 1)
        return ScreenLine(title + String(repeating: " ", count: gap) + user, .title)
    }

    private func searchLine(_ view: ViewModel, spinnerFrame: Int) -> ScreenLine {
        let field = [Span(" Search: "), Span(view.query, .field), Span("▏")]
        guard view.loading else { return ScreenLine(spans: field) }
        let spinner = "\(Self.spinner[spinnerFrame % Self.spinner.count]) searching "
        let used = field.reduce(0) { $0 + $1.text.terminalColumns }
        let gap = max(width - used - spinner.terminalColumns, 1)
        return ScreenLine(spans: field + [Span(String(repeating: " ", count: gap)), .init(spinner, .faint)])
    }

    private func rule() -> ScreenLine {
        ScreenLine(String(repeating: "─", count: width), .faint)
    }

    private func rows(_ view: ViewModel, count: Int) -> [ScreenLine] {
        guard !view.results.isEmpty else {
            let hint =
                view.query.isEmpty
                ? "   Type a login or a name to search."
                : view.page > 0 && view.total == 0 ? "   No users match '\(view.resultsQuery)'." : ""
            return [ScreenLine(hint, .faint)] + blank(count - 1)
        }
        // The first rows, or, once the selection is below them, the rows ending with it: no
        // scroll position is kept, so the same view model always looks the same.
        let first = min(max(view.selection - count + 1, 0), max(view.results.count - count, 0))
        let loginWidth = min(view.results.map(\.login.terminalColumns).max() ?? 0, 24)
        let rows = view.results.indices.dropFirst(first).prefix(count).map { index in
            row(
                view.results[index], loginWidth: loginWidth, isSelected: index == view.selection,
                query: view.resultsQuery)
        }
        return rows + blank(count - rows.count)
    }

    private func row(_ user: User, loginWidth: Int, isSelected: Bool, query: String) -> ScreenLine {
        let (plain, match): (Style, Style) =
            isSelected ? (.selected, .selectedMatch) : (.plain, .match)
        let login = user.login.prefix(columns: loginWidth)
        var spans = [Span(isSelected ? " › " : "   ", plain)]
        spans += marked(login, query: query, plain: plain, match: match)
        spans.append(Span(String(repeating: " ", count: loginWidth - login.terminalColumns + 2), plain))
        spans += marked(user.name ?? "", query: query, plain: plain, match: match)
        return ScreenLine(spans: spans)
    }

    /// `text` with the first occurrence of `query`, ignoring case, in the match style.
    private func marked(_ text: String, query: String, plain: Style, match: Style) -> [Span] {
        guard let range = text.rangeIgnoringCase(of: query) else { return [Span(text, plain)] }
        return [
            Span(String(text[..<range.lowerBound]), plain), Span(String(text[range]), match),
            Span(String(text[range.upperBound...]), plain),
        ]
    }

    private func pageLine(_ view: ViewModel) -> ScreenLine {
        guard let line = view.pageLine else { return ScreenLine("") }
        return ScreenLine(spans: [.init(" " + line), .init(view.canLoadMore ? "   ^N next page" : "", .faint)])
    }

    private func statusLine(_ view: ViewModel) -> ScreenLine {
        if let form = view.signInForm {
            func field(_ label: String, _ value: String, _ which: SignInForm.Field) -> [Span] {
                [.init(label), .init(value, .field), .init(form.field == which ? "▏" : " ")]
            }
            let problem = form.problem.map { [Span("  \($0)", .warning)] } ?? []
            return ScreenLine(
                spans: [.init(" Sign in · ")] + field("name: ", form.name, .name)
                    + field("  email: ", form.email, .email) + problem)
        }
        guard let error = view.error else { return ScreenLine("") }
        return ScreenLine(spans: [.init(" ! \(error)", .warning), .init(view.canRetry ? " · ^R retries" : "", .faint)])
    }

    private func keyHints(_ view: ViewModel) -> String {
        if view.signInForm != nil { return "type your name, then your email  tab switch  enter next  esc cancel" }
        return "↑↓ select  ^N next page  ^R retry  ^S sign in  ^O sign out  ^Q quit"
    }

    /// As many of `hints` (separated by two spaces) as fit, whole, after a space.
    private func fitted(_ hints: String) -> String {
        var line = ""
        for hint in hints.split(separator: "  ") {
            let next = "\(line)  \(hint)"
            guard next.terminalColumns - 1 <= width else { break }
            line = next
        }
        return String(line.dropFirst())
    }

    private func blank(_ count: Int) -> [ScreenLine] {
        Array(repeating: ScreenLine(""), count: max(count, 0))
    }
}

extension Style {
    /// The header.
    package static let title = Style.bold.with(.reversed)
    /// The selected row.
    package static let selected = Style.reversed
    /// The query, where a row shows it.
    package static let match = Style.bold.with(.colour(.yellow))
    /// The query in the selected row.
    package static let selectedMatch = Style.bold.with(.underlined).with(.reversed)
    /// An error, and a terminal too small.
    package static let warning = Style.colour(.red)
    /// What is typed in a field.
    package static let field = Style.bold
}

extension String {
    /// The range of the first occurrence of `query`, comparing lowercased characters.
    fileprivate func rangeIgnoringCase(of query: String) -> Range<String.Index>? {
        let needle = query.map { $0.lowercased() }
        guard !needle.isEmpty else { return nil }
        let indices = Array(self.indices)
        let lowered = self.map { $0.lowercased() }
        guard lowered.count >= needle.count else { return nil }
        for start in 0...(lowered.count - needle.count)
        where lowered[start..<(start + needle.count)].elementsEqual(needle) {
            let end = start + needle.count
            return indices[start]..<(end < indices.count ? indices[end] : endIndex)
        }
        return nil
    }
}
