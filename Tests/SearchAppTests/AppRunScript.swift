import Foundation
import Oneway
import OnewayTestSupport
import SearchApp

/// One script-mode run of the app through `AppRun`, as `oneway-demo` makes it: on the
/// script clock, the embedded backend, and the state file and recording it is given.
struct AppRunScript {
    /// What the run printed, one JSON line per state.
    var output: [String]
    /// What it reported (a state file set aside, a failed save), in order.
    var problems: [String]

    /// The printed lines as the view models they show.
    var lines: [ScriptTests.Line] {
        output.map { try! JSONDecoder().decode(ScriptTests.Line.self, from: Data($0.utf8)) }
    }

    /// Runs `script` to its end, then finishes the run (the last save, the recording closed).
    /// On the main actor, as the runner drives its view models.
    @MainActor
    init(
        _ script: String, _ architecture: Architecture, stateFile: String? = nil, recording: String? = nil
    ) throws {
        let clock = ScriptClock()
        let backend = EmbeddedBackend(directory: ScriptTests.directory, latency: .milliseconds(150), scheduler: clock)
        let problems = Locked<[String]>([])
        let run = try AppRun(
            architecture, Dependencies(backend: backend, scheduler: clock), stateFile: stateFile, recording: recording,
            saveScheduler: clock, report: { problem in problems.withLock { $0.append(problem) } })
        let printed = Locked<[String]>([])
        do {
            let runner = ScriptRunner(wiring: run.wiring, clock: clock) { line in printed.withLock { $0.append(line) } }
            try runner.run(script.split(separator: "\n").map { Array($0.utf8) })
        }
        run.finish()
        output = printed.withLock { $0 }
        self.problems = problems.withLock { $0 }
    }
}
