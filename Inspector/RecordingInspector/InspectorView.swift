import OnewayStore
import TerminalUI

extension Style {
    /// The title line.
    package static let title = Style.bold.with(.reversed)
    /// The selected step in the list.
    package static let selected = Style.reversed
    /// A value the step changed.
    package static let changed = Style.bold.with(.colour(.yellow))
    /// A value the step added.
    package static let added = Style.colour(.green)
    /// A value the step removed.
    package static let removed = Style.colour(.red)
    /// A problem, and a note on the bottom line.
    package static let warning = Style.bold.with(.colour(.red))
    /// The selected step's heading, and what is being typed.
    package static let prompt = Style.bold
}

/// The full-screen inspector's state and behaviour, apart from the terminal: which step is
/// selected, the filter, what is being typed, and the lines to draw.
///
/// Keys: ↑/↓ (or k/j, ←/→) step through the listed steps, Home/End (or g/G) go to the first
/// and last, `:` then a number and Enter jumps to a step, `/` then text filters the list by
/// action name (Enter keeps the filter, Escape drops it), Page Up/Down scroll the state, q quits.
package struct InspectorView: Sendable {
    /// What is being typed on the bottom line.
    package enum Input: Equatable, Sendable {
        case jump(String)
        case filter(String, previous: String)
    }

    /// The selected step's number.
    package private(set) var selected = 0
    /// The filter in force: steps whose action name contains it (ignoring case) are listed.
    package private(set) var filter = ""
    package private(set) var input: Input?
    /// How many lines of the state tree are scrolled off the top.
    package private(set) var scroll = 0
    /// A one-time note for the status line, such as a step that does not exist.
    package private(set) var note: String?

    package init() {}

    /// The numbers of the steps the filter lets through.
    package func listedSteps(of recording: InspectedRecording) -> [Int] {
        guard !filter.isEmpty else { return Array(recording.steps.indices) }
        return recording.steps.indices.filter { recording.steps[$0].name.lowercased().contains(filter) }
    }

    /// Handles `key`; returns `false` when it quits.
    package mutating func handle(_ key: Key, in recording: InspectedRecording, pageHeight: Int = 10) -> Bool {
        note = nil
        if let input {
            handle(key, typing: input, in: recording)
            return true
        }
        let listed = listedSteps(of: recording)
        let position = listed.firstIndex(of: selected)
        switch key {
        case .character("q"), .character("Q"), .control("c"):
            return false
        case .up, .left, .character("k"), .character("p"):
            let previous = position.map { $0 - 1 } ?? listed.lastIndex { $0 < selected }
            if let previous, listed.indices.contains(previous) { select(listed[previous], in: recording) }
        case .down, .right, .character("j"), .character("n"), .character(" "):
            let next = position.map { $0 + 1 } ?? listed.firstIndex { $0 > selected }
            if let next, listed.indices.contains(next) { select(listed[next], in: recording) }
        case .home, .character("g"):
            if let first = listed.first { select(first, in: recording) }
        case .end, .character("G"):
            if let last = listed.last { select(last, in: recording) }
        case .pageDown:
            scroll += max(1, pageHeight - 1)
        case .pageUp:
            scroll = max(0, scroll - max(1, pageHeight - 1))
        case .character(":"):
            input = .jump("")
        case .character("/"):
            input = .filter("", previous: filter)
            filter = ""
        default:
            break
        }
        return true
    }

    private mutating func handle(_ key: Key, typing input: Input, in recording: InspectedRecording) {
        switch (input, key) {
        case (.jump, .escape):
            self.input = nil
        case (.jump(let text), .backspace):
            self.input = .jump(String(text.dropLast()))
        case (.jump(let text), .character(let character)) where character.isNumber:
            self.input = .jump(text + String(character))
        case (.jump(let text), .enter):
            self.input = nil
            guard let number = Int(text), recording.steps.indices.contains(number) else {
                note = text.isEmpty ? nil : "there is no step \(text); the steps are 0 to \(recording.steps.count - 1)"
                return
            }
            if !listedSteps(of: recording).contains(number) {
                note = "the filter \"\(filter)\" is cleared to show step \(number)"
                filter = ""
            }
            select(number, in: recording)
        case (.filter(_, let previous), .escape):
            filter = previous
            self.input = nil
            keepSelectionListed(in: recording)
        case (.filter(let text, let previous), .backspace):
            setFilter(String(text.dropLast()), previous: previous, in: recording)
        case (.filter(let text, let previous), .character(let character)):
            setFilter(text + String(character), previous: previous, in: recording)
        case (.filter, .enter):
            self.input = nil
            if listedSteps(of: recording).isEmpty { note = "no action's name contains \"\(filter)\"" }
        default:
            break
        }
    }

    private mutating func setFilter(_ text: String, previous: String, in recording: InspectedRecording) {
        input = .filter(text, previous: previous)
        filter = text.lowercased()
        keepSelectionListed(in: recording)
    }

    /// Moves the selection to a listed step, the next one if it can, when the filter hides it.
    private mutating func keepSelectionListed(in recording: InspectedRecording) {
        let listed = listedSteps(of: recording)
        guard !listed.contains(selected), let step = listed.first(where: { $0 > selected }) ?? listed.last else {
            return
        }
        select(step, in: recording)
    }

    private mutating func select(_ step: Int, in recording: InspectedRecording) {
        selected = step
        // The first change in view: the tree scrolls to it if it would be below the top lines.
        let lines = treeLines(of: recording.steps[step].state, changes: recording.changes(at: step))
        let firstChange = lines.firstIndex { $0.mark != .same } ?? 0
        scroll = firstChange > 8 ? firstChange - 3 : 0
    }

    /// Follows a recording that grew from `previousCount` steps: a selection on the last
    /// step moves to the new last one.
    package mutating func recordingGrew(from previousCount: Int, in recording: InspectedRecording) {
        guard previousCount == 0 || selected == previousCount - 1, let last = listedSteps(of: recording).last,
            last > selected || previousCount == 0
        else { return }
        select(last, in: recording)
    }

    /// Selects the last listed step: where a recording being written is followed from.
    package mutating func selectLast(in recording: InspectedRecording) {
        if let last = listedSteps(of: recording).last { select(last, in: recording) }
    }

    /// The smallest screen the inspector is drawn on; a smaller one is told so.
    package static let minimumSize = (width: 40, height: 8)

    /// The lines to draw for `recording` on a screen of `width` × `height` columns.
    ///
    /// Every string from the recording (its path, action names, keys and values) is shown
    /// escaped, as `escapedForTerminal` says: a recording is a file anyone may hand you.
    ///
    /// - Parameters:
    ///   - recording: The recording shown.
    ///   - width: The screen's width, in columns.
    ///   - height: The screen's height, in lines.
    ///   - following: Whether the file is watched for new steps, as the title says.
    /// - Returns: `height` lines of `width` columns each.
    package func lines(
        for recording: InspectedRecording, width: Int, height: Int, following: Bool = false
    ) -> [ScreenLine] {
        guard width >= Self.minimumSize.width, height >= Self.minimumSize.height else {
            return ScreenLine.tooSmall(width: width, height: height, needs: Self.minimumSize, style: .warning)
        }
        let listWidth = min(44, max(26, width / 3))
        let paneWidth = width - listWidth - 1
        let rows = height - 4
        let steps = recording.steps
        let listed = listedSteps(of: recording)
        var lines: [ScreenLine] = []

        let name = recording.path.split(separator: "/").last.map(String.init) ?? recording.path
        var title = " oneway-inspect · \(name) · \(max(0, steps.count - 1)) step(s)"
        if let header = recording.header { title += " · \(shortTypeName(header.stateType))" }
        if following { title += " · following" }
        lines.append(ScreenLine(spans: [Span(fit(title, width), .title)]))

        guard !steps.isEmpty else {
            let waiting = [
                ScreenLine(spans: [Span(fit("  waiting for the recording's header line…", width), .faint)])
            ]
            let blank = ScreenLine(spans: [Span(fit("", width))])
            return lines + waiting + Array(repeating: blank, count: height - 3) + [bottomLine(recording, width: width)]
        }
        let step = steps[min(selected, steps.count - 1)]
        let changes = recording.changes(at: step.number)
        let heading =
            step.action.map { "step \(step.number) · \(step.name) · \($0.jsonText())" } ?? "step 0 · the initial state"
        lines.append(
            ScreenLine(spans: [
                Span(fit("  step  time      action", listWidth), .faint), Span("│", .faint),
                Span(fit(" " + heading, paneWidth), .prompt),
            ]))

        let tree = treeLines(of: step.state, changes: changes)
        let scroll = min(scroll, max(0, tree.count - rows))
        let selectedRow = listed.firstIndex(of: selected) ?? 0
        let listTop = min(max(0, selectedRow - rows / 2), max(0, listed.count - rows))
        for row in 0..<rows {
            var spans: [Span] = []
            let listIndex = listTop + row
            if listIndex < listed.count {
                let entry = steps[listed[listIndex]]
                let text = "\(pad(String(entry.number), 6))  \(pad(seconds(entry.time), 9))  \(entry.name)"
                spans.append(Span(fit(text, listWidth), entry.number == selected ? .selected : .plain))
            } else if row == 0 && listed.isEmpty {
                spans.append(Span(fit("  (no action matches)", listWidth), .faint))
            } else {
                spans.append(Span(fit("", listWidth)))
            }
            spans.append(Span("│", .faint))
            if scroll + row < tree.count {
                let line = tree[scroll + row]
                let marker =
                    switch line.mark {
                    case .same: " "
                    case .changed: "~"
                    case .added: "+"
                    case .removed: "-"
                    }
                let style: Style =
                    switch line.mark {
                    case .same: .plain
                    case .changed: .changed
                    case .added: .added
                    case .removed: .removed
                    }
                let text = marker + String(repeating: "  ", count: line.depth + 1) + line.text
                spans.append(Span(fit(text, paneWidth), style))
            } else {
                spans.append(Span(fit("", paneWidth)))
            }
            lines.append(ScreenLine(spans: spans))
        }

        var status = "step \(step.number) of \(steps.count - 1)"
        if !filter.isEmpty { status += " · filter \"\(filter)\": \(listed.count) listed" }
        if step.number > 0 {
            status +=
                changes.isEmpty
                ? " · no change"
                : " · \(changes.count) change(s): "
                    + changes.prefix(4).map { readable($0.path) }.joined(separator: ", ")
                    + (changes.count > 4 ? ", …" : "")
        }
        if tree.count > rows { status += " · lines \(scroll + 1)–\(min(tree.count, scroll + rows)) of \(tree.count)" }
        lines.append(ScreenLine(spans: [Span(fit(status, width), .faint)]))
        lines.append(bottomLine(recording, width: width))
        return lines
    }

    private func bottomLine(_ recording: InspectedRecording, width: Int) -> ScreenLine {
        switch input {
        case .jump(let text):
            return ScreenLine(spans: [
                Span(fit("Jump to step: \(text)_   (Enter to jump, Esc to cancel)", width), .prompt)
            ])
        case .filter(let text, _):
            return ScreenLine(spans: [
                Span(fit("Filter actions: \(text)_   (Enter to keep, Esc to cancel)", width), .prompt)
            ])
        case nil:
            break
        }
        if let note { return ScreenLine(spans: [Span(fit(note, width), .warning)]) }
        if let problem = recording.problem {
            return ScreenLine(spans: [Span(fit("stopped reading: \(problem)", width), .warning)])
        }
        if let line = recording.incompleteLine {
            return ScreenLine(spans: [
                Span(
                    fit("line \(line) is incomplete (being written, or cut short by a killed recorder)", width),
                    .warning)
            ])
        }
        return ScreenLine(spans: [
            Span(fit("↑↓ step  g/G first/last  : jump  / filter  PgUp/PgDn scroll  q quit", width), .faint)
        ])
    }
}

/// The last part of a type name: `FixtureState` for `RecordingFixture.FixtureState`.
private func shortTypeName(_ name: String) -> String {
    name.split(separator: ".").last.map(String.init) ?? name
}

/// `text` as shown, cut (ending with `…`) or padded to exactly `width` columns.
private func fit(_ text: String, _ width: Int) -> String {
    text.fitted(toColumns: width, ellipsis: true)
}

private func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
}
