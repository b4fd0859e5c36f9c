import Foundation
import TerminalUI

/// Everything the app shows, whichever wiring runs it: the full screen and the script
/// mode's JSON lines read only this, so both wirings print the same for the same input.
package struct ViewModel: Codable, Equatable, Sendable {
    /// The signed-in user as the header shows it (`Ada <ada@example.com>`); `nil` when
    /// signed out.
    package var user: String?
    package var query: String
    package var loading: Bool
    /// The last failure, in words.
    package var error: String?
    /// Whether the failure can be retried (the key that retries is shown with it).
    package var canRetry: Bool
    /// Pages loaded, from 1; 0 before any.
    package var page: Int
    /// How many users match in all.
    package var total: Int
    /// How many of them the backend serves (less than `total` past GitHub's 1,000).
    package var available: Int
    /// The results shown, every page loaded so far.
    package var results: [User]
    /// The query the results answer, which the screen marks in each row.
    package var resultsQuery: String
    package var selection: Int
    package var canLoadMore: Bool
    package var signInForm: SignInForm?

    /// The view of a session and a search.
    package init(session: SessionState, search: SearchState) {
        user = session.isSignedIn ? "\(session.name) <\(session.email)>" : nil
        query = search.query
        loading = search.isLoading
        error = search.failure?.reason.message
        canRetry = search.retryRequest != nil
        page = search.page
        total = search.results.totalCount
        available = search.results.availableCount
        results = search.results.items
        resultsQuery = search.results.query
        selection = search.selection
        canLoadMore = search.nextPageRequest != nil
        signInForm = session.form
    }

    /// The paging line: `page 2 · 60 of 1,234`, and why paging stops early past what the
    /// backend serves; `nil` before any page.
    package var pageLine: String? {
        guard page > 0 else { return nil }
        if total == 0 { return "no users match '\(resultsQuery)'" }
        var line = "page \(page) · \(grouped(results.count)) of \(grouped(total))"
        if available < total { line += " · the first \(grouped(available)) are served" }
        return line
    }

    /// One JSON object on one line, keys in a fixed order: what script mode prints.
    ///
    /// - Parameter time: The app's clock, in milliseconds, printed first as `time`.
    /// - Returns: The line, without a newline.
    package func jsonLine(time: Int) -> String {
        let rows = results.map { "{\"login\":\(json($0.login)),\"name\":\(json($0.name))}" }
        let fields = [
            "\"time\":\(time)", "\"user\":\(json(user))", "\"query\":\(json(query))", "\"loading\":\(loading)",
            "\"error\":\(json(error))", "\"page\":\(page)", "\"total\":\(total)",
            "\"results\":[\(rows.joined(separator: ","))]",
        ]
        return "{\(fields.joined(separator: ","))}"
    }
}

/// `1234567` as `1,234,567`.
package func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var groups: [Substring] = []
    var end = digits.endIndex
    while end > digits.startIndex {
        let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
        groups.insert(digits[start..<end], at: 0)
        end = start
    }
    return (number < 0 ? "-" : "") + groups.joined(separator: ",")
}

/// `text` as a JSON string literal, or `null`; what a terminal would obey (escape
/// sequences from a server's answer) is escaped.
private func json(_ text: String?) -> String {
    text.map(jsonStringLiteral) ?? "null"
}
