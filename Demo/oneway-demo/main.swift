// oneway-demo: searches users as you type, on a Oneway Store or on Flux dispatchers.
//
// In a terminal it runs full screen; with its input piped in it reads a script, one command
// a line, and prints the state as a JSON line at the start and at each change. `--help`
// lists the options.

import Dispatch
import Foundation
import Oneway
import SearchApp
import TerminalUI

let options: Options
do {
    options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    PlainOutput.standardError.writeLine("oneway-demo: \(error.message)\n\n\(Options.usage)")
    exitProgram(status: 2)
}

if options.showsHelp {
    PlainOutput.standardOutput.writeLine(Options.usage)
} else if let recording = options.replay {
    let report = ReplayReport(replaying: recording)
    if report.status == 0 {
        PlainOutput.standardOutput.writeLine(report.message)
    } else {
        warn(report.message)
    }
    exitProgram(status: report.status)
} else if Terminal.isAvailable {
    runFullScreen(options)
} else {
    exitProgram(status: runScript(options))
}

/// Prints `message` to standard error, after the program's name.
func warn(_ message: String) {
    PlainOutput.standardError.writeLine("oneway-demo: \(message)")
}

/// The backend `options` ask for, timed on `scheduler`.
func makeBackend(_ options: Options, scheduler: any SchedulerType) -> any SearchBackend {
    switch options.backend {
    case .embedded:
        EmbeddedBackend(
            directory: UserDirectory(count: options.users), latency: .milliseconds(options.latency),
            failRate: options.failRate, seed: options.seed, scheduler: scheduler)
    case .github:
        GitHubBackend(apiBase: options.apiBase, token: ProcessInfo.processInfo.environment["GITHUB_TOKEN"])
    }
}

/// Runs the script on standard input; returns the exit status: 0, or 1 after a bad line,
/// once every line before it was applied and printed.
func runScript(_ options: Options) -> Int32 {
    let clock = ScriptClock()
    var backend = makeBackend(options, scheduler: clock)
    var settling: SettlingBackend?
    if options.backend == .github {
        let wrapped = SettlingBackend(backend)
        (backend, settling) = (wrapped, wrapped)
    }
    let dependencies = Dependencies(backend: backend, scheduler: clock, debounce: .milliseconds(options.debounce))
    let run: AppRun
    do {
        // Saves run on the script's clock, so they happen at the same script times on every
        // machine; the last one is made at the end of the script.
        run = try AppRun(
            options.architecture, dependencies, stateFile: options.stateFile, recording: options.recording,
            saveScheduler: clock, report: { warn($0) })
    } catch {
        warn(error.message)
        return 2
    }
    // SIGTERM, SIGINT and SIGHUP save the state file and the recording, then end the program
    // with status 128 + the signal, as the signal would have.
    let endings = SignalWatch.endingSignals(on: .global()) { number in
        run.saveNow()
        exitAfter(signal: number)
    }
    // Each line is written at once, so that a program reading the output through a pipe sees
    // each state when it happens, not when a buffer fills.
    let runner = ScriptRunner(wiring: run.wiring, clock: clock, settling: settling) { line in
        PlainOutput.standardOutput.writeLine(line)
    }
    defer {
        run.finish()
        endings.cancel()
    }
    do {
        try runner.run(ScriptLines { readStandardInput(upTo: 65_536) })
        return 0
    } catch {
        warn(error.message)
        return 1
    }
}
