import Dispatch
import RecordingInspector

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The recording and the view, owned by one serial queue: keys, the timer that follows the
/// file, and window resizes all change them there.
// Unchecked: every access goes through `queue`, a serial queue.
private final class Session: @unchecked Sendable {
    let queue = DispatchQueue(label: "oneway-inspect.session")
    let recording: InspectedRecording
    let terminal: Terminal
    let following: Bool
    var view = InspectorView()

    init(recording: InspectedRecording, terminal: Terminal, following: Bool) {
        self.recording = recording
        self.terminal = terminal
        self.following = following
    }

    /// On `queue`.
    func draw() {
        let size = terminal.size
        terminal.draw(view.lines(for: recording, width: size.width, height: size.height, following: following))
    }

    /// On `queue`: reads what the recorder appended, follows it, and draws if anything came.
    func follow() {
        let count = recording.steps.count
        let incomplete = recording.incompleteLine
        let hadProblem = recording.problem != nil
        guard recording.refresh() || recording.incompleteLine != incomplete || (recording.problem != nil) != hadProblem
        else { return }
        view.recordingGrew(from: count, in: recording)
        draw()
    }
}

/// Runs the inspector full screen until a key quits it or input ends, then restores `terminal`.
///
/// The main thread reads keys; everything else happens on the session's queue. While
/// `following`, the file is read again every quarter of a second, so a recording still
/// being written shows its new steps as they come.
func runFullScreen(_ recording: InspectedRecording, on terminal: Terminal, following: Bool) {
    let session = Session(recording: recording, terminal: terminal, following: following)
    session.queue.sync {
        session.view.selectLast(in: recording)
        session.draw()
    }

    var sources: [any DispatchSourceProtocol] = []
    if following {
        let timer = DispatchSource.makeTimerSource(queue: session.queue)
        timer.schedule(deadline: .now() + .milliseconds(250), repeating: .milliseconds(250))
        timer.setEventHandler { session.follow() }
        timer.resume()
        sources.append(timer)
    }
    signal(SIGWINCH, SIG_IGN)
    let resizes = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: session.queue)
    resizes.setEventHandler { session.draw() }
    resizes.resume()
    sources.append(resizes)
    // Killed from outside (Ctrl-C is a key in raw mode): the terminal is given back first.
    for number in [SIGTERM, SIGHUP] {
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: session.queue)
        source.setEventHandler {
            terminal.restore()
            exit(128 + number)
        }
        source.resume()
        sources.append(source)
    }

    var decoder = KeyDecoder()
    reading: while let bytes = terminal.readBytes() {
        for key in decoder.decode(bytes) {
            let keepGoing = session.queue.sync {
                let keepGoing = session.view.handle(
                    key, in: session.recording, pageHeight: max(1, session.terminal.size.height - 4))
                if keepGoing { session.draw() }
                return keepGoing
            }
            if !keepGoing { break reading }
        }
    }

    for source in sources { source.cancel() }
    // A frame being drawn finishes before the screen goes back.
    session.queue.sync {}
    terminal.restore()
}
