import Dispatch
import Testing

/// How long a test waits for another thread before calling the signal lost.
///
/// Generous on purpose: the thread sanitizer on a loaded two-core machine slows work by an
/// order of magnitude, and a wait that gives up too early is a flaky failure. What matters
/// is that a lost signal ends as a failed test, never as a run that hangs until CI kills it.
public let lostSignalTimeout: DispatchTimeInterval = .seconds(120)

extension DispatchSemaphore {
    /// Waits for a signal, recording a test issue, instead of hanging, if none comes within
    /// `lostSignalTimeout`.
    ///
    /// - Returns: Whether the signal came in time.
    @discardableResult
    public func waitOrRecordIssue(
        _ comment: Comment = "a signal never came",
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        guard wait(timeout: .now() + lostSignalTimeout) == .timedOut else { return true }
        Issue.record(comment, sourceLocation: sourceLocation)
        return false
    }
}

extension DispatchGroup {
    /// Waits for every member to leave, recording a test issue, instead of hanging, if they
    /// have not within `lostSignalTimeout`.
    ///
    /// - Returns: Whether the group emptied in time.
    @discardableResult
    public func waitOrRecordIssue(
        _ comment: Comment = "a member of the group never left",
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        guard wait(timeout: .now() + lostSignalTimeout) == .timedOut else { return true }
        Issue.record(comment, sourceLocation: sourceLocation)
        return false
    }
}

/// A point in time after which a test's loops stop waiting for other threads.
///
/// Loops that spin until another thread makes progress check it, so that a thread that
/// never progresses fails the test instead of hanging the run.
public struct Deadline: Sendable {
    private let end: DispatchTime

    /// A deadline `lostSignalTimeout` from now.
    public init() {
        end = .now() + lostSignalTimeout
    }

    /// Whether the deadline has passed.
    public var hasPassed: Bool { DispatchTime.now() >= end }
}
