import Dispatch
import Testing

/// Runs `body` on the main queue and waits for it to finish, recording a test issue instead
/// of hanging if it has not within `lostSignalTimeout`.
///
/// The main queue runs only while the main thread is in `dispatchMain()`, where the `async`
/// main of `swift test` ends, so tests may wait for it from their own threads.
public func onMainQueue(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: @escaping @Sendable () -> Void
) {
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.main.async {
        body()
        done.signal()
    }
    done.waitOrRecordIssue("the main queue never ran the work", sourceLocation: sourceLocation)
}
