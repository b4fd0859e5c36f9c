import Dispatch
import Oneway
import TodoApp

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the app full screen until a key quits it or input ends, then restores `terminal`.
///
/// The main thread reads keys and dispatches their actions; the store's states are drawn on
/// one serial queue, which the search's results reach from the search scheduler's thread.
func runFullScreen(on terminal: Terminal) {
    let drawing = DispatchQueue(label: "oneway-demo.draw")
    let app = TodoApp(searchScheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "oneway-demo.search"))
    app.render(on: SerialDispatchQueueScheduler(queue: drawing, internalSerialQueueName: "oneway-demo.render")) {
        draw($0, on: terminal)
    }

    // A resized window is drawn again at once, not at the next key.
    signal(SIGWINCH, SIG_IGN)
    let resizes = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: drawing)
    resizes.setEventHandler { draw(app.store.state, on: terminal) }
    resizes.resume()
    // Killed (Ctrl-C arrives as a key in raw mode, so only from outside): the terminal is
    // given back as it was, after any frame being drawn, and the exit status says why.
    let endings = [SIGTERM, SIGHUP].map { number in
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
        for key in decoder.decode(bytes) where !app.press(key) { break reading }
    }

    resizes.cancel()
    for source in endings { source.cancel() }
    // Whatever was queued for drawing is drawn before the screen goes back: stopping first
    // would drop the frames still queued behind `observe(on:)`. The second wait lets a frame
    // that began meanwhile finish before the terminal is restored.
    drawing.sync {}
    app.stop()
    drawing.sync {}
    terminal.restore()
    let list = app.store.state.list
    print("\(list.itemCountText), \(list.doneCount) done. Bye.")
}

private func draw(_ state: TodoState, on terminal: Terminal) {
    let size = terminal.size
    terminal.draw(Screen(width: size.width, height: size.height).lines(for: state), width: size.width)
}
