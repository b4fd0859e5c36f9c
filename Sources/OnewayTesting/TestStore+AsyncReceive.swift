import Dispatch
import Oneway

extension TestStore {
    /// Checks that the next action an effect dispatched is `expectedAction`, suspending up to
    /// `timeout` for it; the form to use in an `async` test.
    ///
    /// The same checks as the synchronous `receive(_:timeout:fileID:filePath:line:column:_:)`, which blocks
    /// its thread while it waits. An async test runs on the concurrency pool, which has about
    /// one thread per core; an effect answering from a task (`Single.from`) needs one of them.
    /// Tests blocked in the synchronous form, as many as the pool has threads, would starve
    /// the answers until their timeouts; this form waits without holding a pool thread.
    ///
    /// - Parameters:
    ///   - expectedAction: The action the effect must have dispatched next.
    ///   - timeout: How long to wait for an action if none has arrived yet.
    ///   - fileID: The file where a failure is reported; the caller's by default.
    ///   - filePath: The path of that file; the caller's by default.
    ///   - line: The line where a failure is reported; the caller's by default.
    ///   - column: The column where a failure is reported; the caller's by default.
    ///   - update: Changes the state before the action into the expected state after it.
    /// - Throws: What `update` throws.
    nonisolated(nonsending) public func receive(
        _ expectedAction: Action,
        timeout: Duration = .zero,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ update: ((inout State) throws -> Void)? = nil
    ) async rethrows where Action: Equatable {
        try await receive(
            described: "\(expectedAction)", where: { $0 == expectedAction }, timeout: timeout,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), update)
    }

    /// Checks that the next action an effect dispatched satisfies `isExpected`, suspending up
    /// to `timeout` for it; the form to use in an `async` test.
    ///
    /// - Parameters:
    ///   - isExpected: Returns whether an action is the one expected.
    ///   - timeout: How long to wait for an action if none has arrived yet.
    ///   - fileID: The file where a failure is reported; the caller's by default.
    ///   - filePath: The path of that file; the caller's by default.
    ///   - line: The line where a failure is reported; the caller's by default.
    ///   - column: The column where a failure is reported; the caller's by default.
    ///   - update: Changes the state before the action into the expected state after it.
    /// - Throws: What `update` throws.
    nonisolated(nonsending) public func receive(
        where isExpected: (Action) -> Bool,
        timeout: Duration = .zero,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ update: ((inout State) throws -> Void)? = nil
    ) async rethrows {
        try await receive(
            described: "an action matching the predicate", where: isExpected, timeout: timeout,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), update)
    }

    nonisolated(nonsending) private func receive(
        described description: String,
        where isExpected: (Action) -> Bool,
        timeout: Duration,
        at site: CallSite,
        _ update: ((inout State) throws -> Void)?
    ) async rethrows {
        let deadline = deadline(after: timeout)
        var skipped: [ActionLog<State, Action>.Entry] = []
        repeat {
            if try receiveLogged(description, where: isExpected, skipped: &skipped, site, update) { return }
        } while await log.entryArrives(until: deadline)
        recordMissing(description, skipped: skipped, timeout: timeout, at: site)
    }
}
