// oneway-inspect: steps through a recording a StoreRecorder wrote: full screen in a
// terminal, as a summary, or as a self-contained HTML report.

import OnewayStore
import RecordingInspector
import TerminalUI

let usage = """
    Usage: oneway-inspect FILE [--summary | --html OUT] [--no-follow]

    Shows a recording written by a Oneway StoreRecorder (JSON lines: a header, then each
    action with the state after it).

      (no option)  full screen in a terminal: the actions with their times, the state at the
                   selected step as a tree, what the step changed highlighted. Keys: ↑↓ step,
                   g/G first/last, : jump to a step, / filter by action name, PgUp/PgDn
                   scroll the state, q quit. A recording still being written is followed
                   (--no-follow reads it once). Output that is no terminal gets the summary.
      --summary    counts per action, the time from the first step to the last, and the
                   fields that changed most, with their steps
      --html OUT   writes one self-contained HTML file to OUT: a timeline of the actions, and
                   each step's action, state and changes; open it in any browser

    A recording is a file anyone may hand you: every string read from it (action names, keys,
    values, its path) is shown with the characters a terminal would obey (escape sequences and
    other control characters) as visible escapes, \\u001b for ESC, on screen and in the
    summary. A line longer than \(InspectedRecording.maximumLineSize >> 20) MiB is refused, naming it.
    """

/// Prints `message` to standard error after the program's name, and exits with `status`.
func fail(_ message: String, status: Int32 = 1) -> Never {
    PlainOutput.standardError.writeLine("oneway-inspect: \(message)")
    exitProgram(status: status)
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    PlainOutput.standardOutput.writeLine(usage)
    exitProgram(status: 0)
}
var htmlOutput: String?
if let index = arguments.firstIndex(of: "--html") {
    guard index + 1 < arguments.count else { fail("--html needs the file to write; try --help", status: 2) }
    htmlOutput = arguments[index + 1]
    arguments.removeSubrange(index...index + 1)
}
let wantsSummary = arguments.contains("--summary")
let follows = !arguments.contains("--no-follow")
arguments.removeAll { $0 == "--summary" || $0 == "--no-follow" }
if let unknown = arguments.first(where: { $0.hasPrefix("-") }) {
    fail("unknown option '\(unknown.escapedForTerminal)'; try --help", status: 2)
}
guard arguments.count == 1 else {
    fail(arguments.isEmpty ? "which recording? try --help" : "one recording at a time; try --help", status: 2)
}
if wantsSummary && htmlOutput != nil { fail("--summary or --html, not both", status: 2) }

let recording: InspectedRecording
do {
    recording = try InspectedRecording(path: arguments[0])
} catch {
    fail(error.description.escapedForTerminal)
}

let terminal = htmlOutput == nil && !wantsSummary ? Terminal() : nil
if let terminal {
    if !follows { recording.finishReading() }
    runFullScreen(recording, on: terminal, following: follows)
    if let problem = recording.problem { fail(problem.description.escapedForTerminal) }
    exitProgram(status: 0)
}

// Not following: a complete last line without its newline is read; an incomplete one is
// reported, and the steps before it shown.
recording.finishReading()
let shownPath = recording.path.escapedForTerminal
if let problem = recording.problem { fail(problem.description.escapedForTerminal) }
if recording.header == nil { fail("\(shownPath), line 1: the header line is incomplete") }
if let line = recording.incompleteLine {
    PlainOutput.standardError.writeLine(
        "oneway-inspect: \(shownPath), line \(line): incomplete (a recorder killed while writing it?); "
            + "showing the \(recording.steps.count - 1) step(s) before it")
}
if let htmlOutput {
    do throws(Platform.FileFailure) {
        try Platform.writeFile(Array(htmlReport(of: recording).utf8), to: htmlOutput)
    } catch .create(let reason) {
        fail("\(htmlOutput.escapedForTerminal): cannot create it: \(reason)")
    } catch .write(let reason) {
        fail("\(htmlOutput.escapedForTerminal): cannot write it: \(reason)")
    }
    PlainOutput.standardOutput.writeLine(
        "wrote \(htmlOutput.escapedForTerminal): \(recording.steps.count - 1) step(s)")
} else {
    PlainOutput.standardOutput.write(summary(of: recording))
}
