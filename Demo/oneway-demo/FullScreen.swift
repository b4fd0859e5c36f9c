import Dispatch
import Foundation
import Oneway
import SearchApp
import Synchronization
import TerminalUI

/// Runs the app full screen until a key quits it or input ends, then restores `terminal`.
///
/// The app runs on one serial queue, as an app runs on its main queue: the main thread reads
/// keys and hands each batch to that queue, whose scheduler also runs the debounce and the
/// embedded backend's latency, and receives GitHub's answers. So no two changes of the state
/// ever overlap, and a key is always read against the state every earlier key made (with the
/// Flux wiring, a payload dispatched while another thread delivers one would be queued, and
/// the next key would see the state before it). View models are drawn on a second queue.
/// The terminal is restored on every way out (see `Terminal`): a quit key, the end of input,
/// SIGTERM, SIGINT or SIGHUP from outside (exit status 128 + the signal), or a crash. The
/// state file is saved and the recording written on every way out but a crash.
///
/// Problems met while the screen is up (a failed save) would be drawn over: they are printed
/// once the terminal is restored. A problem restoring the state file is printed before the
/// screen starts.
func runFullScreen(_ options: Options) {
    let app = DispatchQueue(label: "oneway-demo.app")
    let scheduler = SerialDispatchQueueScheduler(queue: app, internalSerialQueueName: "oneway-demo.app")
    let problems = HeldProblems()
    let run: AppRun
    do {
        run = try AppRun(
            options.architecture,
            Dependencies(
                backend: AnsweringOn(scheduler, makeBackend(options, scheduler: scheduler)), scheduler: scheduler,
                debounce: .milliseconds(options.debounce)),
            stateFile: options.stateFile, recording: options.recording,
            report: problems.add)
    } catch {
        warn(error.message)
        exitProgram(status: 2)
    }
    let printProblems = { @Sendable in
        for problem in problems.takeAll() { warn(problem) }
    }
    printProblems()
    guard let terminal = Terminal() else {
        warn("standard input and output must stay a terminal")
        exitProgram(status: 1)
    }
    let wiring = run.wiring
    let drawing = DispatchQueue(label: "oneway-demo.draw")
    // Ctrl-C arrives as a key in raw mode, so these come only from outside. Watched before
    // the first frame is drawn: a signal sent once the screen is up finds the handler.
    let endings = terminal.exitOnEndingSignals(on: drawing) {
        run.saveNow()
        printProblems()
    }
    let renderer = Renderer(terminal: terminal)
    // A resized window is drawn again at once (watched before the first frame too); the
    // spinner turns while a request is in flight.
    let resizes = terminal.onResize(on: drawing) { renderer.redraw() }
    let frames = wiring.viewModels
        .observe(on: SerialDispatchQueueScheduler(queue: drawing, internalSerialQueueName: "oneway-demo.render"))
        .subscribe(onNext: renderer.show)
    let spinner = DispatchSource.makeTimerSource(queue: drawing)
    spinner.schedule(deadline: .now(), repeating: .milliseconds(100))
    spinner.setEventHandler { renderer.turnSpinner() }
    spinner.resume()

    terminal.readKeys { keys in
        app.sync {
            for key in keys {
                switch response(to: key, in: wiring.viewModel) {
                case .quit: return false
                case .send(let intents): for intent in intents { wiring.send(intent) }
                }
            }
            return true
        }
    }

    endings.cancel()
    resizes.cancel()
    spinner.cancel()
    // Whatever was queued for drawing is drawn before the screen goes back: stopping first
    // would drop the frames still queued behind `observe(on:)`. The second wait lets a frame
    // that began meanwhile finish before the terminal is restored.
    app.sync {}
    drawing.sync {}
    frames.dispose()
    app.sync { run.finish() }
    drawing.sync {}
    terminal.restore()
    printProblems()
    let view = wiring.viewModel
    PlainOutput.standardOutput.writeLine(view.user.map { "Bye, \($0.escapedForTerminal)." } ?? "Bye.")
}

/// Problems to print once the screen is gone. Any thread.
private final class HeldProblems: Sendable {
    private let problems = Mutex<[String]>([])

    @Sendable func add(_ problem: String) {
        problems.withLock { $0.append(problem) }
    }

    /// The problems held, in the order they came; none are held afterwards.
    func takeAll() -> [String] {
        problems.withLock { problems in
            defer { problems = [] }
            return problems
        }
    }
}

/// Draws view models on the terminal, keeping the last one for redraws.
// Unchecked: every method runs on the drawing queue, so the stored view model and spinner
// frame are only ever touched from there.
private final class Renderer: @unchecked Sendable {
    private let terminal: Terminal
    private var view: ViewModel?
    private var spinnerFrame = 0

    init(terminal: Terminal) {
        self.terminal = terminal
    }

    func show(_ view: ViewModel) {
        self.view = view
        redraw()
    }

    func turnSpinner() {
        guard view?.loading == true else { return }
        spinnerFrame += 1
        redraw()
    }

    func redraw() {
        guard let view else { return }
        let (width, height) = terminal.size
        terminal.draw(
            Screen(width: width, height: height).lines(for: view, spinnerFrame: spinnerFrame), width: width,
            height: height)
    }
}

/// A backend whose answers arrive on `scheduler`, wherever the wrapped backend answers.
private final class AnsweringOn: SearchBackend {
    private let scheduler: any SchedulerType
    private let backend: any SearchBackend

    init(_ scheduler: any SchedulerType, _ backend: any SearchBackend) {
        self.scheduler = scheduler
        self.backend = backend
    }

    func search(_ request: PageRequest) -> Single<SearchModel<User>> {
        backend.search(request).observe(on: scheduler)
    }
}
