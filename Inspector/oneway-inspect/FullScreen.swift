import Dispatch
import RecordingInspector
import TerminalUI

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
        let (width, height) = terminal.size
        terminal.draw(
            view.lines(for: recording, width: width, height: height, following: following), width: width,
            height: height)
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
/// being written shows its new steps as they come. The terminal is restored on every way
/// out (see `Terminal`): a quit key, the end of input, SIGTERM, SIGINT or SIGHUP from outside
/// (exit status 128 + the signal), an error reported after the screen, or a crash.
func runFullScreen(_ recording: InspectedRecording, on terminal: Terminal, following: Bool) {
    let session = Session(recording: recording, terminal: terminal, following: following)
    // Killed from outside (Ctrl-C is a key in raw mode): the terminal is given back first.
    // Watched before the first frame is drawn: a signal sent once the screen is up finds
    // the handler.
    let endings = terminal.exitOnEndingSignals(on: session.queue)
    let resizes = terminal.onResize(on: session.queue) { session.draw() }
    session.queue.sync {
        session.view.selectLast(in: recording)
        session.draw()
    }

    var timer: (any DispatchSourceTimer)?
    if following {
        let source = DispatchSource.makeTimerSource(queue: session.queue)
        source.schedule(deadline: .now() + .milliseconds(250), repeating: .milliseconds(250))
        source.setEventHandler { session.follow() }
        source.resume()
        timer = source
    }

    terminal.readKeys { keys in
        for key in keys {
            let keepGoing = session.queue.sync {
                let keepGoing = session.view.handle(
                    key, in: session.recording, pageHeight: max(1, session.terminal.size.height - 4))
                if keepGoing { session.draw() }
                return keepGoing
            }
            if !keepGoing { return false }
        }
        return true
    }

    timer?.cancel()
    resizes.cancel()
    endings.cancel()
    // A frame being drawn finishes before the screen goes back.
    session.queue.sync {}
    terminal.restore()
}
