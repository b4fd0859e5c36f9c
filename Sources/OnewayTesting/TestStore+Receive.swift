extension TestStore {
    /// Checks that the next action an effect dispatched is `expectedAction`, and that the
    /// state right after it is the state right before it changed by `update`; records a test
    /// issue if not.
    ///
    /// With `exhaustivity` off, skips the actions before the first `expectedAction`, and
    /// checks only what `update` sets.
    ///
    /// - Parameters:
    ///   - expectedAction: The action the effect must have dispatched next.
    ///   - timeout: How long to wait for an action if none has arrived yet: for an effect
    ///     that answers from another thread, such as one calling an async function through
    ///     `Single.from`. Zero by default, for effects on a `TestScheduler`, which dispatch
    ///     while the test advances it. The calling thread is blocked while it waits; in an
    ///     `async` test, `await` the asynchronous form instead.
    ///   - fileID: The file where a failure is reported; the caller's by default.
    ///   - filePath: The path of that file; the caller's by default.
    ///   - line: The line where a failure is reported; the caller's by default.
    ///   - column: The column where a failure is reported; the caller's by default.
    ///   - update: Changes the state before the action into the expected state after it;
    ///     omit it for an action that must leave the state as it was.
    /// - Throws: What `update` throws.
    public func receive(
        _ expectedAction: Action,
        timeout: Duration = .zero,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ update: ((inout State) throws -> Void)? = nil
    ) rethrows where Action: Equatable {
        try receive(
            described: "\(expectedAction)", where: { $0 == expectedAction }, timeout: timeout,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), update)
    }

    /// Checks that the next action an effect dispatched satisfies `isExpected`, and that the
    /// state right after it is the state right before it changed by `update`; records a test
    /// issue if not.
    ///
    /// For actions that are not `Equatable`, or when only their case matters.
    ///
    /// - Parameters:
    ///   - isExpected: Returns whether an action is the one expected.
    ///   - timeout: How long to wait for an action if none has arrived yet (zero by default);
    ///     see `receive(_:timeout:fileID:filePath:line:column:_:)`.
    ///   - fileID: The file where a failure is reported; the caller's by default.
    ///   - filePath: The path of that file; the caller's by default.
    ///   - line: The line where a failure is reported; the caller's by default.
    ///   - column: The column where a failure is reported; the caller's by default.
    ///   - update: Changes the state before the action into the expected state after it.
    /// - Throws: What `update` throws.
    public func receive(
        where isExpected: (Action) -> Bool,
        timeout: Duration = .zero,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ update: ((inout State) throws -> Void)? = nil
    ) rethrows {
        try receive(
            described: "an action matching the predicate", where: isExpected, timeout: timeout,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), update)
    }

    /// Accepts every action effects dispatched so far without checking them.
    public func skipReceivedActions() {
        _ = log.takeAll()
    }

    func receive(
        described description: String,
        where isExpected: (Action) -> Bool,
        timeout: Duration,
        at site: CallSite,
        _ update: ((inout State) throws -> Void)?
    ) rethrows {
        let deadline = deadline(after: timeout)
        var skipped: [ActionLog<State, Action>.Entry] = []
        repeat {
            if try receiveLogged(description, where: isExpected, skipped: &skipped, site, update) { return }
        } while log.waitForEntry(until: deadline)
        recordMissing(description, skipped: skipped, timeout: timeout, at: site)
    }

    /// Looks through the actions logged so far for the one a `receive` expects: checks it, or
    /// records the issue of a wrong one, and returns `true`; returns `false` when the log ran
    /// out first (with the actions skipped on the way, when not exhaustive, in `skipped`).
    func receiveLogged(
        _ description: String,
        where isExpected: (Action) -> Bool,
        skipped: inout [ActionLog<State, Action>.Entry],
        _ site: CallSite,
        _ update: ((inout State) throws -> Void)?
    ) rethrows -> Bool {
        while let entry = log.takeFirst() {
            if isExpected(entry.action) {
                try check(entry, at: site, update)
                return true
            }
            guard exhaustivity == .off else {
                recordIssue("Received \(entry.action), expected \(description).", at: site)
                return true
            }
            skipped.append(entry)
        }
        return false
    }

    /// Records that no expected action arrived in time.
    func recordMissing(
        _ description: String, skipped: [ActionLog<State, Action>.Entry], timeout: Duration,
        at site: CallSite
    ) {
        let waited = timeout == .zero ? "" : " within \(timeout)"
        let other = skipped.isEmpty ? "no action" : "no such action, only:\n\(listing(skipped))\n"
        recordIssue(
            "Expected to receive \(description), but effects dispatched \(other)\(waited). An effect "
                + "waiting on a scheduler runs only once the test advances it "
                + "(`scheduler.advanceTo(_:)`, `scheduler.start()`); one answering from another "
                + "thread needs a `timeout:`.",
            at: site
        )
    }
}
