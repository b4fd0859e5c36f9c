import Dispatch
import Oneway
import OnewayCore
import Testing

/// A store for tests that checks every change of state: each `send` says how its action
/// changes the state, each action an effect feeds back is checked with `receive`, and a state
/// that differs in any other way fails the test.
///
/// ```swift
/// let store = TestStore(reducer: counterReducer, state: Counter())
/// store.send(.increment) { $0.count = 1 }
/// store.send(.reset) { $0.count = 0 }
/// ```
///
/// Actions go through a real `Store`, so the reducer runs exactly as in the app; `store`
/// gives access to it for observing. Each step's expectation starts from the state the store
/// actually reached before it, so one wrong step does not fail every later one.
///
/// Effects started with `run(_:)` are exhaustive: every action they dispatch must be checked
/// with `receive`, in order, before the next `send` and before the test store is released;
/// an action left unchecked fails the test. `send` checks only the sent action's change, even
/// when an effect answered it at once. Run time-based effects on a `TestScheduler` and
/// advance it before `receive`:
///
/// ```swift
/// store.run(autosave(on: scheduler))  // .edit → .saved, 5 ticks after the last .edit
/// store.send(.edit("milk")) { $0.text = "milk" }
/// scheduler.advanceTo(5)
/// store.receive(.saved) { $0.isSaved = true }
/// ```
///
/// Use a `TestStore` from one task or thread at a time, as a test does. An effect may
/// dispatch from another thread (an async call through `Single.from` answers from a task):
/// give its `receive` a `timeout:` to wait for the answer. `send` takes the first action
/// applied after it as its own, so such an effect must be idle while the test sends.
public final class TestStore<State: Equatable, Action> {
    /// The store the actions go through.
    public let store: Store<State, Action>
    private var expected: State
    private let log: ActionLog<State, Action>
    private var recording: Disposable?
    private var effects: [Disposable] = []
    private let createdAt: SourceLocation

    /// Creates a test store with a pure reducer, as in Redux.
    ///
    /// - Parameters:
    ///   - reducer: Returns the state after an action.
    ///   - state: The initial state.
    ///   - sourceLocation: Where actions left unchecked are reported; the caller's line.
    public convenience init(
        reducer: @escaping Reducer<State, Action>, state: State,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        self.init(Store(reducer: reducer, state: state), state: state, sourceLocation: sourceLocation)
    }

    /// Creates a test store with an in-place reducer.
    ///
    /// - Parameters:
    ///   - reducer: Applies an action to the state.
    ///   - state: The initial state.
    ///   - sourceLocation: Where actions left unchecked are reported; the caller's line.
    public convenience init(
        reducer: @escaping (_ state: inout State, _ action: Action) -> Void, state: State,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        self.init(Store(reducer: reducer, state: state), state: state, sourceLocation: sourceLocation)
    }

    /// Creates a test store with a composed reducer.
    ///
    /// - Parameters:
    ///   - reducer: The reducer, for example `Reduce.combine(…)` of scoped feature reducers.
    ///   - state: The initial state.
    ///   - sourceLocation: Where actions left unchecked are reported; the caller's line.
    public convenience init(
        reducer: Reduce<State, Action>, state: State,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        self.init(Store(reducer: reducer, state: state), state: state, sourceLocation: sourceLocation)
    }

    private init(_ store: Store<State, Action>, state: State, sourceLocation: SourceLocation) {
        self.store = store
        expected = state
        createdAt = sourceLocation
        let log = ActionLog<State, Action>()
        self.log = log
        // Subscribed before any effect, so each action is logged before an effect reacts to
        // it, and the state read here is the one the action made.
        recording = store.actions.subscribe(onNext: { [unowned store] action in
            log.append(action, state: store.state)
        })
    }

    deinit {
        for effect in effects {
            effect.dispose()
        }
        recording?.dispose()
        let unchecked = log.takeAll()
        guard !unchecked.isEmpty else { return }
        recordIssue(
            "The store received \(unchecked.count) action(s) that no `receive` checked:\n" + listing(unchecked),
            sourceLocation: createdAt
        )
    }

    /// The store's current state.
    public var state: State { store.state }

    /// The actions applied since the last step that no `receive` has checked yet, oldest
    /// first: those effects dispatched, and any dispatched straight to `store`.
    public var receivedActions: [Action] { log.peek().map(\.action) }

    /// Starts `effect` on the store, for as long as the test store lives.
    ///
    /// Every action it dispatches must then be checked with `receive`.
    ///
    /// - Parameter effect: The effect to run.
    public func run(_ effect: Effect<State, Action>) {
        effects.append(store.run(effect))
    }

    /// Dispatches `action` and checks that the state is now the previous one changed by
    /// `update`, and nothing else; records a test issue showing the differing lines if not.
    ///
    /// Records an issue too if effects dispatched actions that were not checked with
    /// `receive` first (then the next expectation starts after them).
    ///
    /// - Parameters:
    ///   - action: The action to dispatch.
    ///   - sourceLocation: Where a failure is reported; the caller's line by default.
    ///   - update: Changes the previously expected state into the expected one; omit it for
    ///     an action that must leave the state as it was.
    /// - Throws: What `update` throws, after the action was dispatched.
    public func send(
        _ action: Action,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ update: ((inout State) throws -> Void)? = nil
    ) rethrows {
        let unchecked = log.takeAll()
        if let last = unchecked.last {
            recordIssue(
                "Receive the \(unchecked.count) action(s) effects dispatched before sending \(action):\n"
                    + listing(unchecked),
                sourceLocation: sourceLocation
            )
            expected = last.state
        }
        store.dispatch(action)
        // The store applies an action dispatched outside a notification before `dispatch`
        // returns, so the first one logged since is this one.
        let entry = log.takeFirst() ?? (action, store.state)
        try check(entry.state, after: "\(action)", sourceLocation: sourceLocation, update)
    }

    /// Checks that the next action an effect dispatched is `expectedAction`, and that the
    /// state after it is the previous one changed by `update`; records a test issue if not.
    ///
    /// - Parameters:
    ///   - expectedAction: The action the effect must have dispatched next.
    ///   - timeout: How long to wait for an action if none has arrived yet: for an effect
    ///     that answers from another thread, such as one calling an async function through
    ///     `Single.from`. Zero by default, for effects on a `TestScheduler`, which dispatch
    ///     while the test advances it.
    ///   - sourceLocation: Where a failure is reported; the caller's line by default.
    ///   - update: Changes the previously expected state into the expected one; omit it for
    ///     an action that must leave the state as it was.
    /// - Throws: What `update` throws.
    public func receive(
        _ expectedAction: Action,
        timeout: Duration = .zero,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ update: ((inout State) throws -> Void)? = nil
    ) rethrows where Action: Equatable {
        try receive(
            described: "\(expectedAction)", where: { $0 == expectedAction }, timeout: timeout,
            sourceLocation: sourceLocation, update)
    }

    /// Checks that the next action an effect dispatched satisfies `isExpected`, and that the
    /// state after it is the previous one changed by `update`; records a test issue if not.
    ///
    /// For actions that are not `Equatable`, or when only their case matters.
    ///
    /// - Parameters:
    ///   - isExpected: Returns whether an action is the one expected.
    ///   - timeout: How long to wait for an action if none has arrived yet (zero by default);
    ///     see `receive(_:timeout:sourceLocation:_:)`.
    ///   - sourceLocation: Where a failure is reported; the caller's line by default.
    ///   - update: Changes the previously expected state into the expected one.
    /// - Throws: What `update` throws.
    public func receive(
        where isExpected: (Action) -> Bool,
        timeout: Duration = .zero,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ update: ((inout State) throws -> Void)? = nil
    ) rethrows {
        try receive(
            described: "an action matching the predicate", where: isExpected, timeout: timeout,
            sourceLocation: sourceLocation, update)
    }

    /// Accepts every action effects dispatched so far without checking them; the next
    /// expectation starts from the state after the last of them.
    public func skipReceivedActions() {
        if let last = log.takeAll().last { expected = last.state }
    }

    private func receive(
        described description: String,
        where isExpected: (Action) -> Bool,
        timeout: Duration,
        sourceLocation: SourceLocation,
        _ update: ((inout State) throws -> Void)?
    ) rethrows {
        guard let entry = log.takeFirst(waitingUpTo: timeout) else {
            let waited = timeout == .zero ? "" : " within \(timeout)"
            recordIssue(
                "Expected to receive \(description), but effects dispatched no action\(waited). An effect "
                    + "waiting on a scheduler runs only once the test advances it "
                    + "(`scheduler.advanceTo(_:)`, `scheduler.start()`); one answering from another "
                    + "thread needs a `timeout:`.",
                sourceLocation: sourceLocation
            )
            return
        }
        guard isExpected(entry.action) else {
            recordIssue("Received \(entry.action), expected \(description).", sourceLocation: sourceLocation)
            expected = entry.state
            return
        }
        try check(entry.state, after: "\(entry.action)", sourceLocation: sourceLocation, update)
    }

    /// Checks `actual`, the state after `action`, against the expected state changed by `update`.
    private func check(
        _ actual: State, after action: String, sourceLocation: SourceLocation,
        _ update: ((inout State) throws -> Void)?
    ) rethrows {
        var next = expected
        defer { expected = actual }
        try update?(&next)
        guard next != actual else { return }
        recordIssue(
            "The state after \(action) is not the expected one (−expected, +actual):\n\(difference(next, actual))",
            sourceLocation: sourceLocation
        )
    }
}

/// The actions a test store's store applied and no step has checked yet, each with the state
/// right after it. Locked: effects may dispatch from other threads.
private final class ActionLog<State, Action>: @unchecked Sendable {
    typealias Entry = (action: Action, state: State)

    // Safe to share: every access goes through the lock.
    private let entries = LockedState<[Entry]>([])
    /// Signalled once per append, so that a waiting `takeFirst` wakes up to look again.
    private let appended = DispatchSemaphore(value: 0)

    func append(_ action: Action, state: State) {
        entries.withLock { $0.append((action, state)) }
        appended.signal()
    }

    func takeFirst() -> Entry? { entries.withLock { $0.isEmpty ? nil : $0.removeFirst() } }

    /// The first entry, waiting up to `timeout` for one if there is none yet.
    func takeFirst(waitingUpTo timeout: Duration) -> Entry? {
        let deadline = DispatchTime.now() + .nanoseconds(Int(timeout / .nanoseconds(1)))
        while true {
            if let entry = takeFirst() { return entry }
            // Signals left over from earlier appends only cause another look.
            guard timeout > .zero, appended.wait(timeout: deadline) == .success else { return takeFirst() }
        }
    }

    func takeAll() -> [Entry] {
        entries.withLock { entries in
            defer { entries = [] }
            return entries
        }
    }

    func peek() -> [Entry] { entries.withLock { $0 } }
}

/// The actions of `entries`, one per line, indented, for an issue's message.
private func listing<State, Action>(_ entries: [(action: Action, state: State)]) -> String {
    entries.map { "  \($0.action)" }.joined(separator: "\n")
}

/// Records a test issue with `message`, which may be built from several strings.
private func recordIssue(_ message: String, sourceLocation: SourceLocation) {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}

/// The lines of the two values' dumps that differ, marked `−` and `+`, with the lines
/// that match left out.
private func difference<Value>(_ expected: Value, _ actual: Value) -> String {
    func lines(_ value: Value) -> [Substring] {
        var text = ""
        dump(value, to: &text)
        return text.split(separator: "\n")
    }
    let (old, new) = (lines(expected), lines(actual))
    var result: [String] = []
    for index in 0..<max(old.count, new.count) {
        let before = index < old.count ? old[index] : nil
        let after = index < new.count ? new[index] : nil
        guard before != after else { continue }
        if let before { result.append("−\(before)") }
        if let after { result.append("+\(after)") }
    }
    return result.joined(separator: "\n")
}
