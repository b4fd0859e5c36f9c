import Oneway
import OnewayTestSupport
import OnewayTesting
import Synchronization
import Testing
import TodoApp

/// The whole app without a terminal: keys in, drawn screens out, on virtual time.
@Suite("The app, key by key", .tracksResources)
struct TodoAppTests {
    private let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    private let screen = Screen(width: 60, height: 10)

    /// Starts an app whose frames are recorded, each with the virtual time it was drawn at.
    private func start() -> (TodoApp, frames: Frames) {
        let frames = Frames()
        let scheduler = scheduler
        let app = TodoApp(searchScheduler: scheduler)
        app.render(on: scheduler) { state in
            frames.record(Recorded(time: scheduler.clock, value: state))
        }
        return (app, frames)
    }

    private func press(_ keys: [Key], on app: TodoApp, at time: TestTime) {
        scheduler.scheduleAt(time) { for key in keys { app.press(key) } }
    }

    private func typing(_ text: String) -> [Key] { text.map(Key.character) }

    @Test("adding two items and ticking the first, as the user sees it")
    func addingAndTicking() {
        let (app, frames) = start()
        press([.character("a")] + typing("milk") + [.enter], on: app, at: 100)
        press([.character("a")] + typing("eggs") + [.enter, .up, .character(" ")], on: app, at: 200)
        scheduler.start()

        let last = screen.lines(for: frames.all.last!.value)
        #expect(last[0].text.hasSuffix("2 items · 1 done "))
        #expect(last[2] == ScreenLine(" › [x] milk", .selected))
        #expect(last[3] == ScreenLine("   [ ] eggs"))
        #expect(last[8] == ScreenLine(" last action: list.toggle(at: 0)", .faint))
        // One frame per action, in the store's order. `observe(on:)` schedules each frame
        // after the previous one, as RxSwift's does, and the test scheduler runs each action
        // a tick after the one before: the first frame (the state at start) at 1, then the
        // seven actions of a, m, i, l, k, Enter (two actions) from 101.
        #expect(frames.all.map(\.time) == [1] + Array(101...107) + Array(201...209))
        #expect(frames.all.map(\.value.actionCount) == Array(0...16))
        app.stop()
    }

    @Test("a search typed into the app shows 'searching…', then the matches, at the debounced and looked-up times")
    func searching() {
        let (app, frames) = start()
        press([.character("a")] + typing("eggs") + [.enter], on: app, at: 100)
        press([.character("a")] + typing("tea") + [.enter], on: app, at: 110)
        press([.character("/")] + typing("eg"), on: app, at: 1_000)
        scheduler.start()

        let status = frames.all.filter { $0.time > 1_000 }.map {
            Recorded(time: $0.time, value: screen.lines(for: $0.value)[7].text)
        }
        #expect(
            status == [
                Recorded(time: 1_001, value: " Search: ▏"),
                Recorded(time: 1_002, value: " Search: e▏   searching…"),
                Recorded(time: 1_003, value: " Search: eg▏   searching…"),
                // Debounced until 1,150, then looked up for 300 ms; drawn a tick later.
                Recorded(time: 1_451, value: " Search: eg▏   1 found: eggs"),
            ])
        #expect(screen.lines(for: frames.all.last!.value)[2] == ScreenLine("   [ ] eggs", .match))
        app.stop()
    }

    @Test("q quits; a key that quits dispatches nothing")
    func quitting() {
        let (app, _) = start()
        #expect(app.press(.character("j")))
        #expect(!app.press(.character("q")))
        #expect(app.store.state.actionCount == 1)
        app.stop()
    }

    @Test("stopping the app cancels a pending lookup and draws nothing more")
    func stopping() {
        let (app, frames) = start()
        press([.character("/"), .character("x")], on: app, at: 100)
        scheduler.scheduleAt(300) { app.stop() }
        scheduler.start()
        #expect(frames.all.map(\.time) == [1, 101, 102])
        #expect(app.store.state.search.isSearching, "the lookup due at 550 never answered")
    }
}

/// The frames an app drew, from whichever thread drew them.
private final class Frames: Sendable {
    private let frames = Mutex<[Recorded<TodoState>]>([])

    func record(_ frame: Recorded<TodoState>) { frames.withLock { $0.append(frame) } }

    var all: [Recorded<TodoState>] { frames.withLock { $0 } }
}
