import Foundation

/// The requests a backend was asked for and how each ended, in the order they were made:
/// what tests assert on (one request for three quick keystrokes; a superseded request
/// cancelled, not answered).
///
/// Thread-safe: requests start and end on whichever threads the app's scheduler uses.
package final class RequestLog: @unchecked Sendable {
    // Unchecked: `entries` is read and written only under `lock`.

    /// How a request ended, so far.
    package enum Outcome: String, Codable, Equatable, Sendable {
        case pending, answered, failed, cancelled
    }

    /// One request and its outcome.
    package struct Entry: Codable, Equatable, Sendable {
        package var request: PageRequest
        package var outcome: Outcome

        package init(_ query: String, page: Int, _ outcome: Outcome) {
            request = PageRequest(query: query, page: page)
            self.outcome = outcome
        }
    }

    private let lock = NSLock()
    private var log: [Entry] = []

    package init() {}

    /// Every request so far, oldest first.
    package var entries: [Entry] {
        lock.withLock { log }
    }

    /// Records that `request` was sent; returns its number, for `end(_:as:)`.
    package func start(_ request: PageRequest) -> Int {
        lock.withLock {
            log.append(Entry(request.query, page: request.page, .pending))
            return log.count - 1
        }
    }

    /// Records how request `number` ended; a request already ended keeps its outcome (a
    /// cancellation after the answer is no cancellation).
    package func end(_ number: Int, as outcome: Outcome) {
        lock.withLock {
            if log[number].outcome == .pending { log[number].outcome = outcome }
        }
    }
}
