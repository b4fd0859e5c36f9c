import Oneway

/// Runs a script against a wiring on a `ScriptClock`, printing the view model as a JSON
/// line at the start and at each change: script mode, and what the tests drive.
///
/// Everything runs on the calling thread, the main thread, as a UI's rendering does: a command
/// changes the state at once, and `wait` runs what falls due (debounced searches, the embedded
/// backend's answers). A backend that answers on other threads is wrapped in a
/// `SettlingBackend`, and the runner lets its answers in after each command, so that they too are
/// printed from this thread.
package final class ScriptRunner {
    private let wiring: any Wiring
    private let clock: ScriptClock
    private let settling: SettlingBackend?
    private let subscription: Disposable

    /// Starts printing `wiring`'s view models with `print`, one line each, the current one
    /// first. Call it on the main thread: it drives the view models as a UI would, through a
    /// `Driver`, which delivers there.
    ///
    /// - Parameters:
    ///   - wiring: The app, built on `clock`.
    ///   - clock: The clock `wiring` was built on.
    ///   - settling: The backend `wiring` was built on, if it answers on other threads.
    ///   - print: Receives each line, without a newline.
    package init(
        wiring: any Wiring, clock: ScriptClock, settling: SettlingBackend? = nil,
        print: @escaping (String) -> Void
    ) {
        self.wiring = wiring
        self.clock = clock
        self.settling = settling
        var last: String?
        // Changes happen on this thread, the main one, so the Driver hands each on at once.
        subscription = wiring.viewModels.asDriver(onErrorDriveWith: .empty()).drive(onNext: { [clock] viewModel in
            // Two view models may print the same (they differ in what only the screen shows).
            let line = viewModel.jsonLine(time: clock.clock)
            guard line != last else { return }
            last = line
            print(line)
        })
    }

    deinit {
        subscription.dispose()
    }

    /// Applies each line in turn until `quit` or the last line.
    ///
    /// - Throws: `ScriptLineError` for the first line that is not a command, once every
    ///   line before it was applied and its output printed.
    package func run(_ lines: some Sequence<[UInt8]>) throws(ScriptLineError) {
        for (index, line) in lines.enumerated() {
            let command: ScriptCommand?
            do {
                command = try ScriptCommand.parse(line)
            } catch {
                throw ScriptLineError(line: index + 1, reason: error.reason)
            }
            guard let command else { continue }
            if command == .quit { return }
            apply(command)
            settling?.settle()
        }
    }

    /// Applies one command.
    package func apply(_ command: ScriptCommand) {
        switch command {
        case .type(let text):
            for character in text { wiring.send(.type(query: wiring.viewModel.query + String(character))) }
        case .backspace(let count):
            // Backspace on an empty field does nothing, so a count past the query's length
            // costs nothing more.
            for _ in 0..<min(count, wiring.viewModel.query.count) {
                wiring.send(.type(query: String(wiring.viewModel.query.dropLast())))
            }
        case .clear: wiring.send(.type(query: ""))
        case .wait(let milliseconds): clock.wait(milliseconds)
        case .nextPage: wiring.send(.nextPage)
        case .retry: wiring.send(.retry)
        case .signIn(let name, let email): wiring.send(.signIn(name: name, email: email))
        case .signOut: wiring.send(.signOut)
        case .quit: break
        }
    }
}

/// A script line that is not a command: its number, from 1, and why.
package struct ScriptLineError: Error, Equatable, Sendable {
    package var line: Int
    package var reason: String

    package init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    /// `line 3: unknown command 'jump'; …`, as script mode prints it.
    package var message: String { "line \(line): \(reason)" }
}
