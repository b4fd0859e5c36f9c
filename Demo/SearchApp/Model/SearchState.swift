/// The user search: what is typed, what was found for it, and the request in flight.
///
/// Both wirings keep their search in this value and change it the same way for the same
/// action or payload (the Store's reducer, the Flux store's handler), so they show the same
/// screens.
package struct SearchState: Codable, Equatable, Sendable {
    /// The query as typed, keystroke by keystroke.
    package var query = ""
    /// The pages loaded so far; `results.query` is the query they answer, which lags `query`
    /// by the debounce and the request.
    package var results = SearchModel<User>()
    /// How many pages `results` holds; 0 before the first answer.
    package var page = 0
    /// Whether a request is in flight.
    package var isLoading = false
    /// The failed request, until another one starts.
    package var failure: SearchFailure?
    /// The highlighted row of the results.
    package var selection = 0

    package init() {}

    /// The request for the page after those shown, or `nil` when none should be made: a
    /// request is in flight, the last one failed (retry it instead), the results answer an
    /// older query, or every result the backend serves is shown.
    package var nextPageRequest: PageRequest? {
        guard !isLoading, failure == nil, page > 0, results.query == query, results.hasMore else { return nil }
        return PageRequest(query: query, page: page + 1)
    }

    /// The failed request to send again, or `nil` if nothing failed or a request is in flight.
    package var retryRequest: PageRequest? {
        isLoading ? nil : failure?.request
    }

    // The changes below are the whole behaviour of the search; each wiring calls them for
    // its own actions or payloads.

    /// The query typed so far. Clearing it clears the results and the error at once; any
    /// request in flight is cancelled when the debounced empty query reaches the search.
    package mutating func type(_ query: String) {
        self.query = query
        guard query.isEmpty else { return }
        results = SearchModel()
        page = 0
        failure = nil
        selection = 0
    }

    /// A request started (`true`) or was cancelled (`false`); a starting request clears the
    /// last error.
    package mutating func setLoading(_ loading: Bool) {
        isLoading = loading
        if loading { failure = nil }
    }

    /// A page arrived: page 1 replaces the results, a later page is appended to them. An
    /// answer to a query other than the one typed is dropped, as is a page out of order.
    package mutating func receive(page: Int, result: SearchModel<User>) {
        guard result.query == query, page == 1 || page == self.page + 1 else { return }
        results = page == 1 ? result : results.concat(searchModel: result)
        if page == 1 { selection = 0 }
        self.page = page
        isLoading = false
    }

    /// A request failed; dropped if it was for a query other than the one typed.
    package mutating func fail(_ failure: SearchFailure) {
        guard failure.request.query == query else { return }
        self.failure = failure
        isLoading = false
    }

    /// Highlights `row`, kept within the results.
    package mutating func select(_ row: Int) {
        selection = max(0, min(row, results.items.count - 1))
    }
}
