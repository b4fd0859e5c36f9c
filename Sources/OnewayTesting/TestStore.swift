import Dispatch
import Oneway
import OnewayCore

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
/// gives access to it for observing. Each step checks the change its own action made, from
/// the state the store actually had right before it, so one wrong step does not fail every
/// later one.
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
/// give its `receive` a `timeout:` to wait for the answer, and in an `async` test write
/// `await store.receive(…)`, which suspends where the synchronous form blocks its thread.
/// The test store records each action with the states right before and right after it, from
/// inside the reducer, and knows which action is the one `send` dispatched, so an answer
/// landing while the test sends does not blur either check. For tests where effects dispatch
/// more than the test is about, or at moments it does not control, set `exhaustivity` to
/// `.off`.
public final class TestStore<State: Equatable, Action> {
    /// The store the actions go through.
    public let store: Store<State, Action>
    let log: ActionLog<State, Action>
    private var effects: [Disposable] = []
    private let createdAt: CallSite

    /// Whether every action and every change of state must be checked (`.on`, the default), or
    /// only what each step names (`.off`). May be changed between steps.
    public var exhaustivity = Exhaustivity.on

    /// Creates a test store with a pure reducer, as in Redux.
    ///
    /// - Parameters:
    ///   - reducer: Returns the state after an action.
    ///   - state: The initial state.
    ///   - fileID: The file where actions left unchecked are reported; the caller's.
    ///   - filePath: The path of that file; the caller's.
    ///   - line: The line where they are reported; the caller's.
    ///   - column: The column where they are reported; the caller's.
    public convenience init(
        reducer: @escaping Reducer<State, Action>, state: State,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.init(
            reducing: { state, action in state = reducer(state, action) }, state: state,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Creates a test store with an in-place reducer.
    ///
    /// - Parameters:
    ///   - reducer: Applies an action to the state.
    ///   - state: The initial state.
    ///   - fileID: The file where actions left unchecked are reported; the caller's.
    ///   - filePath: The path of that file; the caller's.
    ///   - line: The line where they are reported; the caller's.
    ///   - column: The column where they are reported; the caller's.
    public convenience init(
        reducer: @escaping (_ state: inout State, _ action: Action) -> Void, state: State,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.init(
            reducing: reducer, state: state,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Creates a test store with a composed reducer.
    ///
    /// - Parameters:
    ///   - reducer: The reducer, for example `Reduce.combine(…)` of scoped feature reducers.
    ///   - state: The initial state.
    ///   - fileID: The file where actions left unchecked are reported; the caller's.
    ///   - filePath: The path of that file; the caller's.
    ///   - line: The line where they are reported; the caller's.
    ///   - column: The column where they are reported; the caller's.
    public convenience init(
        reducer: Reduce<State, Action>, state: State,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.init(
            reducing: reducer.reduce, state: state,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    private init(
        reducing reduce: @escaping (inout State, Action) -> Void, state: State, at site: CallSite
    ) {
        let log = ActionLog<State, Action>()
        self.log = log
        createdAt = site
        // Logged by the reducer itself, under the store's lock: the states on either side of
        // each action are exact, and in the store's order, whatever other threads dispatch.
        store = Store(
            reducer: { state, action in
                let before = state
                reduce(&state, action)
                log.append(ActionLog.Entry(action: action, before: before, after: state, sending: Sending.token))
            },
            state: state
        )
    }

    deinit {
        for effect in effects {
            effect.dispose()
        }
        let unchecked = log.takeAll()
        guard exhaustivity == .on, !unchecked.isEmpty else { return }
        recordIssue(
            "The store received \(unchecked.count) action(s) that no `receive` checked:\n" + listing(unchecked),
            at: createdAt
        )
    }

    /// The store's current state.
    public var state: State { store.state }

    /// The actions applied since the last step that no `receive` has checked yet, oldest
    /// first: those effects dispatched, and any dispatched straight to `store`.
    public var receivedActions: [Action] { log.peek().map(\.action) }

    /// Starts `effect` on the store, for as long as the test store lives.
    ///
    /// Every action it dispatches must then be checked with `receive`, unless `exhaustivity`
    /// is off.
    ///
    /// - Parameter effect: The effect to run.
    public func run(_ effect: Effect<State, Action>) {
        effects.append(store.run(effect))
    }

    /// Dispatches `action` and checks that the state right after it is the state right before
    /// it changed by `update`, and nothing else; records a test issue showing the differing
    /// lines if not.
    ///
    /// The check is about this action alone, even when an effect's action is applied just
    /// before or after it from another thread; that one stays for `receive`. Records an issue
    /// too if actions applied before the call were not checked with `receive` first. With
    /// `exhaustivity` off, such actions are dropped, and only what `update` sets is checked.
    ///
    /// - Parameters:
    ///   - action: The action to dispatch.
    ///   - fileID: The file where a failure is reported; the caller's by default.
    ///   - filePath: The path of that file; the caller's by default.
    ///   - line: The line where a failure is reported; the caller's by default.
    ///   - column: The column where a failure is reported; the caller's by default.
    ///   - update: Changes the state before the action into the expected state after it;
    ///     omit it for an action that must leave the state as it was.
    /// - Throws: What `update` throws, after the action was dispatched.
    public func send(
        _ action: Action,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ update: ((inout State) throws -> Void)? = nil
    ) rethrows {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard Sending.token == nil else {
            // A callback run by another `send`'s dispatch: the log belongs to that send until
            // it returns, so this action is only dispatched, and waits for `receive`.
            recordIssue(
                "`send(\(action))` was called from inside an observer or an effect while another `send` "
                    + "was dispatching; send from the test itself. The action is dispatched, and waits for `receive`.",
                at: site
            )
            store.dispatch(action)
            return
        }
        let unchecked = log.takeAll()
        if exhaustivity == .on, !unchecked.isEmpty {
            recordIssue(
                "Receive the \(unchecked.count) action(s) effects dispatched before sending \(action):\n"
                    + listing(unchecked),
                at: site
            )
        }
        let token = log.nextSendingToken()
        Sending.$token.withValue(token) { store.dispatch(action) }
        // Outside a notification the store applies the action before `dispatch` returns, so
        // the entry is there; an effect's action applied just before or after it stays in
        // the log, for `receive`.
        guard let entry = log.take(sending: token) else {
            recordIssue(
                "The store had not applied \(action) when `send` returned: send from the test itself, "
                    + "not from inside an observer or an effect, where the store queues the action.",
                at: site
            )
            return
        }
        try check(entry, at: site, update)
    }

    /// Checks that `update`, applied to the state right before the entry's action, gives the
    /// state right after it; or, not exhaustive, that `update` changes nothing in the state
    /// after it, so that only what `update` sets is checked.
    func check(
        _ entry: ActionLog<State, Action>.Entry, at site: CallSite,
        _ update: ((inout State) throws -> Void)?
    ) rethrows {
        var expected = exhaustivity == .on ? entry.before : entry.after
        try update?(&expected)
        guard expected != entry.after else { return }
        recordIssue(
            "The state after \(entry.action) is not the expected one (−expected, +actual):\n"
                + difference(expected, entry.after),
            at: site
        )
    }
}
