import Dispatch
import Oneway
import OnewayTestSupport
import Testing

/// An app shell made of two counter features: one at the top, one inside a panel.
private struct ShellState: Equatable {
    var counter = CounterState()
    var title = ""
    var panel = Panel()
}

private struct Panel: Equatable {
    var counter = CounterState()
    var isOpen = false
}

private enum PanelAction: Equatable {
    case counter(CounterAction)
    case toggle
}

private enum ShellAction: Equatable {
    case counter(CounterAction)
    case retitle(String)
    case panel(PanelAction)
}

private let counterAction = ActionPath<ShellAction, CounterAction>(embed: ShellAction.counter) {
    guard case .counter(let action) = $0 else { return nil }
    return action
}

private let panelAction = ActionPath<ShellAction, PanelAction>(embed: ShellAction.panel) {
    guard case .panel(let action) = $0 else { return nil }
    return action
}

private let panelCounterAction = ActionPath<PanelAction, CounterAction>(embed: PanelAction.counter) {
    guard case .counter(let action) = $0 else { return nil }
    return action
}

private let panelReducer = Reduce<Panel, PanelAction>.combine(
    Reduce(counterReducer).pullback(state: \.counter, action: panelCounterAction),
    Reduce { panel, action in if action == .toggle { panel.isOpen.toggle() } }
)

private let appReducer = Reduce<ShellState, ShellAction>.combine(
    Reduce(counterReducer).pullback(state: \.counter, action: counterAction),
    panelReducer.pullback(state: \.panel, action: panelAction),
    Reduce { state, action in
        if case .retitle(let title) = action { state.title = title }
    }
)

/// A state for counting reads, inside an app state.
private struct ProbedApp {
    var game = ProbedState()
}

@Suite(.tracksResources)
struct StoreScopeTests {
    @Test("A scoped store reads its part of the parent's state, and its actions apply to the parent, embedded")
    func stateAndDispatch() {
        let app = Store(reducer: appReducer, state: ShellState())
        let counter = app.scope(state: \.counter, action: counterAction)
        counter.dispatch(.increment)
        counter.dispatch(.add(10))
        expectEqual(app.state.counter.count, 11)
        expectEqual(counter.state, CounterState(count: 11))
        app.dispatch(.counter(.rename("top")))
        app.dispatch(.retitle("App"))
        expectEqual(counter.state, CounterState(count: 11, name: "top"))
        expectEqual(app.state.title, "App")
    }

    @Test("A scoped key-path observation emits the current value, then only its changes")
    func observeKeyPath() {
        let app = Store(reducer: appReducer, state: ShellState())
        let counter = app.scope(state: \.counter, action: counterAction)
        let counts = Recorder<Int>()
        let subscription = counter.observe(\.count).subscribe(onNext: counts.append)
        counter.dispatch(.increment)
        app.dispatch(.retitle("unrelated"))
        app.dispatch(.panel(.counter(.increment)))
        app.dispatch(.counter(.add(2)))
        expectEqual(counts.values, [0, 1, 3])
        subscription.dispose()
    }

    @Test("A scoped key-path observation shares one read per dispatch with the parent's observers of that path")
    func sharesWithParent() {
        let app = Store(
            reducer: Reduce<ProbedState, ProbedAction>(probedReducer).pullback(state: \ProbedApp.game),
            state: ProbedApp())
        let game = app.scope(state: \.game)
        let reads = app.state.game.reads
        let delivered = Counter()
        let bag = DisposeBag()
        app.observe(\.game.probed).subscribe(onNext: { _ in delivered.increment() }).disposed(by: bag)
        for _ in 0..<100 {
            game.observe(\.probed).subscribe(onNext: { _ in delivered.increment() }).disposed(by: bag)
        }
        expectEqual(reads.value, 1)
        app.dispatch(.set(1))
        game.dispatch(.set(2))
        expectEqual(reads.value, 3)
        expectEqual(delivered.value, 101 * 3)
    }

    @Test("A scoped store observes selectors, comparers and its whole state as the parent does")
    func observeOtherForms() {
        let app = Store(reducer: appReducer, state: ShellState())
        let counter = app.scope(state: \.counter, action: counterAction)
        let evens = Recorder<Bool>()
        let names = Recorder<String>()
        let states = Recorder<Int>()
        let bag = DisposeBag()
        counter.observe { $0.isEven }.subscribe(onNext: evens.append).disposed(by: bag)
        counter.observe(\.name, comparer: { $0.count == $1.count }).subscribe(onNext: names.append).disposed(by: bag)
        counter.observe().subscribe(onNext: { states.append($0.count) }).disposed(by: bag)
        counter.dispatch(.increment)
        counter.dispatch(.rename("ab"))
        counter.dispatch(.rename("cd"))
        app.dispatch(.retitle("x"))
        expectEqual(evens.values, [true, false])
        expectEqual(names.values, ["", "ab"])
        // The whole state is not compared: every state the root notifies, as `observe()` does.
        expectEqual(states.values, [0, 1, 1, 1, 1])
    }

    @Test("A scoped store's actions are the parent's actions that carry the feature's, extracted")
    func actions() {
        let app = Store(reducer: appReducer, state: ShellState())
        let counter = app.scope(state: \.counter, action: counterAction)
        let childActions = Recorder<CounterAction>()
        let bag = DisposeBag()
        counter.actions.subscribe(onNext: childActions.append).disposed(by: bag)
        app.dispatch(.retitle("x"))
        counter.dispatch(.increment)
        app.dispatch(.counter(.add(2)))
        app.dispatch(.panel(.counter(.increment)))
        expectEqual(childActions.values, [.increment, .add(2)])
    }

    @Test("An effect run on a scoped store sees the feature's actions and state; its actions come back embedded")
    func effects() {
        let app = Store(reducer: appReducer, state: ShellState())
        let counter = app.scope(state: \.counter, action: counterAction)
        // Tags each increment with the count it made.
        counter.run(
            Effect { actions, state in
                actions.filter { $0 == .increment }.withLatestFrom(state).map { .tag("at \($0.count)") }
            })
        let appActions = Recorder<ShellAction>()
        let subscription = app.actions.subscribe(onNext: appActions.append)
        counter.dispatch(.increment)
        app.dispatch(.panel(.counter(.increment)))
        app.dispatch(.counter(.increment))
        expectEqual(app.state.counter.tags, ["at 1", "at 2"])
        expectEqual(app.state.panel.counter.tags, [])
        expectEqual(
            appActions.values,
            [
                .counter(.increment), .counter(.tag("at 1")), .panel(.counter(.increment)),
                .counter(.increment), .counter(.tag("at 2")),
            ])
        subscription.dispose()
    }

    @Test("Scoping a scoped store reaches the nested part: state, dispatch, observation and actions")
    func nestedScope() {
        let app = Store(reducer: appReducer, state: ShellState())
        let panel = app.scope(state: \.panel, action: panelAction)
        let counter = panel.scope(state: \.counter, action: panelCounterAction)
        let counts = Recorder<Int>()
        let childActions = Recorder<CounterAction>()
        let bag = DisposeBag()
        counter.observe(\.count).subscribe(onNext: counts.append).disposed(by: bag)
        counter.actions.subscribe(onNext: childActions.append).disposed(by: bag)
        counter.dispatch(.increment)
        panel.dispatch(.toggle)
        app.dispatch(.counter(.increment))
        app.dispatch(.panel(.counter(.add(5))))
        expectEqual(counter.state.count, 6)
        expectEqual(app.state.panel, Panel(counter: CounterState(count: 6), isOpen: true))
        expectEqual(counts.values, [0, 1, 6])
        expectEqual(childActions.values, [.increment, .add(5)])
    }

    @Test("A scoped store keeps its root alive; observations complete when the root goes, not the scoped store")
    func lifetime() {
        var app: Store<ShellState, ShellAction>? = Store(reducer: appReducer, state: ShellState())
        weak let root = app
        var counter: Store<CounterState, CounterAction>? = app!.scope(state: \.counter, action: counterAction)
        let events = Recorder<String>()
        let subscription = counter!.observe(\.count).subscribe(
            onNext: { events.append("\($0)") }, onCompleted: { events.append("completed") })
        app = nil
        #expect(root != nil)
        counter?.dispatch(.increment)
        // A second scoped store, released while the root lives: the root's observations go on.
        var other: Store<CounterState, CounterAction>? = root?.scope(state: \.counter, action: counterAction)
        other?.dispatch(.increment)
        other = nil
        counter?.dispatch(.increment)
        expectEqual(events.values, ["0", "1", "2", "3"])
        counter = nil
        #expect(root == nil)
        expectEqual(events.values, ["0", "1", "2", "3", "completed"])
        subscription.dispose()
    }

    @Test("Threads dispatching to a scoped store and to its root lose no action")
    func concurrentDispatches() {
        let app = Store(reducer: appReducer, state: ShellState())
        let counter = app.scope(state: \.counter, action: counterAction)
        let perThread = 25_000
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for _ in 0..<perThread {
                if thread.isMultiple(of: 2) {
                    counter.dispatch(.add(1))
                } else {
                    app.dispatch(.counter(.add(1)))
                }
            }
        }
        expectEqual(counter.state.count, 4 * perThread)
    }

    @Test("The documented call site types the feature's store from a static ActionPath")
    func documentedCallSite() {
        let store = Store(
            reducer: Reduce(counterReducer).pullback(state: \AppState.counter, action: .counter), state: AppState())
        let counter: Store<CounterState, CounterAction> = store.scope(state: \.counter, action: .counter)
        counter.dispatch(.increment)
        expectEqual(store.state.counter.count, 1)
    }

    @Test("scope(state:) keeps the parent's actions")
    func stateOnlyScope() {
        let app = Store(reducer: appReducer, state: ShellState())
        let panel = app.scope(state: \.panel)
        let opened = Recorder<Bool>()
        let subscription = panel.observe(\.isOpen).subscribe(onNext: opened.append)
        panel.dispatch(.panel(.toggle))
        panel.dispatch(.retitle("seen by the app"))
        expectEqual(opened.values, [false, true])
        expectEqual(app.state.title, "seen by the app")
        subscription.dispose()
    }
}
