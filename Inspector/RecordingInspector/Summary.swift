import OnewayStore
import TerminalUI

/// The `--summary` text: the recording's header, how many times each action was applied,
/// the time between the first and the last step, and the fields that changed most, with the
/// steps where they did.
///
/// Every string from the recording (its path, types, start, action names, field names) is
/// escaped as `escapedForTerminal` says, and the columns line up in terminal columns.
package func summary(of recording: InspectedRecording, fieldCount: Int = 10) -> String {
    let steps = recording.steps.dropFirst()
    var lines: [String] = []
    if let header = recording.header {
        lines.append(
            "\(recording.path.escapedForTerminal): a recording of \(header.stateType.escapedForTerminal) and "
                + header.actionType.escapedForTerminal)
        lines.append(
            "Started \(header.start.escapedForTerminal); the state in full every \(header.fullStateEvery) step(s)")
    }
    guard let first = steps.first, let last = steps.last else {
        lines.append("No actions: only the initial state.")
        return lines.joined(separator: "\n") + "\n"
    }
    lines.append(
        "\(steps.count) step(s) in \(seconds(last.time - first.time)): the first at \(seconds(first.time)), "
            + "the last at \(seconds(last.time))")

    var counts: [String: Int] = [:]
    for step in steps { counts[step.name, default: 0] += 1 }
    lines.append("")
    lines.append("Actions:")
    let countWidth = String(counts.values.max() ?? 0).count
    for (name, count) in counts.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
        lines.append("  \(padded(String(count), countWidth))  \(name.escapedForTerminal)")
    }

    var fieldSteps: [String: [Int]] = [:]
    for step in steps {
        for field in Set(recording.changes(at: step.number).map { readable($0.path) }) {
            fieldSteps[field, default: []].append(step.number)
        }
    }
    lines.append("")
    guard !fieldSteps.isEmpty else {
        lines.append("No step changed the state.")
        return lines.joined(separator: "\n") + "\n"
    }
    lines.append("Fields that changed most (changes, field, steps):")
    let ranked = fieldSteps.sorted { ($1.value.count, $0.key) < ($0.value.count, $1.key) }.prefix(fieldCount)
    let fieldWidth = ranked.map(\.key.terminalColumns).max() ?? 0
    for (field, numbers) in ranked {
        let shown = numbers.prefix(12).map(String.init).joined(separator: ", ") + (numbers.count > 12 ? ", …" : "")
        lines.append(
            "  \(padded(String(numbers.count), countWidth))  \(field.fitted(toColumns: fieldWidth))  \(shown)")
    }
    return lines.joined(separator: "\n") + "\n"
}

/// `time` in seconds with three decimals: `1.250 s`.
package func seconds(_ time: Double) -> String {
    let millis = Int((time * 1000).rounded())
    let fraction = String(millis % 1000)
    return "\(millis / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction + " s"
}

private func padded(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
}
