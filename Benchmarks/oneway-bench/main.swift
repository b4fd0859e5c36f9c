// oneway-bench: each scenario through Oneway beside a hand-written baseline.
// See Benchmarks/README.md for the output format, adding scenarios and counting
// allocations; `swift run -c release oneway-bench --help` for the options.

import Dispatch

// The registry: one array per scenario file, one line each, kept in file-name order so that
// branches adding files touch different lines.
let registry: [[Scenario]] = [
    directoryScenarios,
    driverScenarios,
    effectScenarios,
    flatMapScenarios,
    fluxScenarios,
    loadScenarios,
    memoryScenarios,
    middlewareScenarios,
    observationScenarios,
    operatorScenarios,
    persistenceScenarios,
    recordingScenarios,
    storeScenarios,
    subjectScenarios,
]

let scenarios = registry.flatMap { $0 }
precondition(
    Set(scenarios.map(\.name)).count == scenarios.count,
    "oneway-bench: two scenarios share a name; names must be unique"
)

do {
    let options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
    switch options.mode {
    case .help:
        print(Options.usage)
        Platform.end(status: 0)
    case .list:
        for scenario in try options.select(from: scenarios) { print(scenario.name) }
        Platform.end(status: 0)
    case .allocations where !AllocationCounter.isSupported:
        throw UsageError(
            "--allocs needs Linux (glibc) and a build without sanitizers; use Instruments' Allocations instrument elsewhere"
        )
    case .allocations, .time:
        if !options.singleThreaded { ensureMultiThreaded() }
        let runner = Runner(quick: options.quick, operationsOverride: options.operations)
        for scenario in try options.select(from: scenarios) {
            if scenario.unit.measuresHeap && !AllocationCounter.isSupported {
                printError("\(scenario.name): skipped; heap figures need Linux (glibc) and a build without sanitizers")
                continue
            }
            let reports =
                options.mode == .time ? try runner.measure(scenario) : [try runner.countAllocations(scenario)]
            for report in reports { print(options.json ? report.json : report.line) }
            // Flush each line, so that a long run shows progress even when piped.
            Platform.flushOutput()
        }
    }
} catch let error as UsageError {
    printError("oneway-bench: \(error.message)\nRun 'oneway-bench --help' for the options.")
    Platform.end(status: 2)
} catch {
    printError("oneway-bench: \(error)")
    Platform.end(status: 1)
}

/// Runs one block on a dispatch worker thread and waits for it, so that the process has
/// more than one thread, as every app does. While a process has only its main thread,
/// glibc's mutexes skip their atomic instructions (`__libc_single_threaded`), which makes
/// lock-based code, in the library or a baseline, look cheaper than it is in an app.
func ensureMultiThreaded() {
    let started = DispatchGroup()
    DispatchQueue.global().async(group: started) {}
    started.wait()
}
