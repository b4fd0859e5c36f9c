// oneway-demo: searches users as you type, on a Oneway Store or on Flux dispatchers.
//
// In a terminal it runs full screen; with its input piped in it reads a script, one command
// a line, and prints the state as a JSON line at the start and at each change. `--help`
// lists the options.

import Foundation
import Oneway
import SearchApp

let options: Options
do {
    options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("oneway-demo: \(error.message)\n\n\(Options.usage)\n".utf8))
    exit(2)
}

if options.showsHelp {
    print(Options.usage)
} else if let recording = options.replay {
    let report = ReplayReport(replaying: recording)
    if report.status == 0 {
        print(report.message)
    } else {
        warn(report.message)
    }
    exit(report.status)
} else if Terminal.isAvailable {
    runFullScreen(options)
} else {
    exit(runScript(options))
}

/// Prints `message` to standard error, after the program's name.
func warn(_ message: String) {
    FileHandle.standardError.write(Data("oneway-demo: \(message)\n".utf8))
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
    let endings = saveOnEndingSignals(run)
    // Each line is flushed, so that a program reading the output through a pipe sees each
    // state when it happens, not when a buffer fills.
    let runner = ScriptRunner(wiring: run.wiring, clock: clock, settling: settling) { line in
        print(line)
        fflush(nil)
    }
    defer {
        run.finish()
        for source in endings { source.cancel() }
    }
    do {
        try runner.run(StandardInputLines())
        return 0
    } catch {
        fflush(nil)  // every stream: what was printed comes before the error
        warn(error.message)
        return 1
    }
}

/// Makes SIGTERM, SIGINT and SIGHUP save the state file and the recording, then end the
/// program with status 128 + the signal, as the signal would have.
func saveOnEndingSignals(_ run: AppRun) -> [any DispatchSourceSignal] {
    [SIGTERM, SIGINT, SIGHUP].map { number in
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler {
            run.saveNow()
            exit(128 + number)
        }
        source.resume()
        return source
    }
}

/// Standard input's lines as bytes, without their newlines, read as they come.
struct StandardInputLines: Sequence, IteratorProtocol {
    private var buffer: [UInt8] = []
    private var isAtEnd = false

    mutating func next() -> [UInt8]? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                defer { buffer.removeSubrange(...newline) }
                return Array(buffer[..<newline])
            }
            if isAtEnd {
                guard !buffer.isEmpty else { return nil }
                defer { buffer = [] }
                return buffer
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer += chunk.prefix(count)
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                isAtEnd = true
            }
        }
    }
}
