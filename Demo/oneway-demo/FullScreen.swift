import Dispatch
import Oneway
import SearchApp

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the app full screen until a key quits it or input ends, then restores `terminal`.
///
/// The main thread reads keys and sends their intents; view models are drawn on one serial
/// queue, which the search's answers reach from the scheduler's (or `URLSession`'s) threads.
/// The terminal is restored on every way out: a quit key, the end of input, SIGTERM, SIGINT
/// or SIGHUP from outside (exit status 128 + the signal), or a crash.
func runFullScreen(_ options: Options, on terminal: Terminal) {
    terminal.restoreOnCrash()
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "oneway-demo.search")
    let wiring = Dependencies(
        backend: makeBackend(options, scheduler: scheduler), scheduler: scheduler,
        debounce: .milliseconds(options.debounce)
    ).start(options.architecture)
    let drawing = DispatchQueue(label: "oneway-demo.draw")
    let renderer = Renderer(terminal: terminal)
    let frames = wiring.viewModels
        .observe(on: SerialDispatchQueueScheduler(queue: drawing, internalSerialQueueName: "oneway-demo.render"))
        .subscribe(onNext: renderer.show)

    // A resized window is drawn again at once; the spinner turns while a request is in flight.
    signal(SIGWINCH, SIG_IGN)
    let resizes = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: drawing)
    resizes.setEventHandler { renderer.redraw() }
    resizes.resume()
    let spinner = DispatchSource.makeTimerSource(queue: drawing)
    spinner.schedule(deadline: .now(), repeating: .milliseconds(100))
    spinner.setEventHandler { renderer.turnSpinner() }
    spinner.resume()
    // Ctrl-C arrives as a key in raw mode, so these come only from outside.
    let endings = [SIGTERM, SIGINT, SIGHUP].map { number in
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: drawing)
        source.setEventHandler {
            terminal.restore()
            exit(128 + number)
        }
        source.resume()
        return source
    }

    var decoder = KeyDecoder()
    reading: while let bytes = terminal.readBytes() {
        for key in decoder.decode(bytes) {
            switch response(to: key, in: wiring.viewModel) {
            case .quit: break reading
            case .send(let intents): for intent in intents { wiring.send(intent) }
            }
        }
    }

    for source in endings + [resizes, spinner] { source.cancel() }
    // Whatever was queued for drawing is drawn before the screen goes back: stopping first
    // would drop the frames still queued behind `observe(on:)`. The second wait lets a frame
    // that began meanwhile finish before the terminal is restored.
    drawing.sync {}
    frames.dispose()
    wiring.stop()
    drawing.sync {}
    terminal.restore()
    let view = wiring.viewModel
    print(view.user.map { "Bye, \($0)." } ?? "Bye.")
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
        let size = terminal.size
        terminal.draw(Screen(width: size.width, height: size.height).lines(for: view, spinnerFrame: spinnerFrame))
    }
}
