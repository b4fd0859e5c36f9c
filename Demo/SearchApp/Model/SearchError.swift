#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Why a search failed, as a user is told: every way a backend can fail becomes one of these,
/// never a crash.
package enum SearchError: Error, Codable, Equatable, Hashable, Sendable {
    /// The embedded directory's injected failure (`--fail-rate`).
    case unavailable
    /// The request never got an answer: no connection, a timeout, a reset.
    case network(String)
    /// GitHub's rate limit is used up; it resets at this Unix time, if the answer said.
    case rateLimited(resetsAt: Int?)
    /// An answer other than 200, with what its body said, if anything.
    case status(Int, String)
    /// A 200 answer whose body is not what a search answers, and what was wrong with it.
    case malformed(String)

    /// One line for the screen: what happened, in words.
    package var message: String {
        switch self {
        case .unavailable:
            return "the directory did not answer (an injected failure)"
        case .network(let reason):
            return "network failure: \(reason)"
        case .rateLimited(let resetsAt?):
            return "rate limited: the limit resets at \(Self.clockTime(resetsAt)) UTC"
        case .rateLimited(nil):
            return "rate limited: try again later"
        case .status(let code, let reason):
            return reason.isEmpty ? "the server answered \(code)" : "the server answered \(code): \(reason)"
        case .malformed(let reason):
            return "malformed answer: \(reason)"
        }
    }

    /// `HH:MM:SS` of a Unix time, in UTC, without a formatter (so without locale data).
    private static func clockTime(_ unixTime: Int) -> String {
        let seconds = ((unixTime % 86_400) + 86_400) % 86_400
        let parts = [seconds / 3600, seconds / 60 % 60, seconds % 60]
        return parts.map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":")
    }
}

/// A search that failed: which request, and why. Kept in the state until a new request
/// starts, so that `retry` knows what to send again.
package struct SearchFailure: Codable, Equatable, Sendable {
    package var request: PageRequest
    package var reason: SearchError

    package init(request: PageRequest, reason: SearchError) {
        self.request = request
        self.reason = reason
    }

    /// The failure of `request` with `error`, which a backend should make a `SearchError`;
    /// anything else counts as a network failure, described as it describes itself.
    package init(request: PageRequest, error: any Error) {
        self.init(request: request, reason: error as? SearchError ?? .network(String(describing: error)))
    }
}
