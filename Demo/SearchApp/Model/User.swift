/// A user as the search shows it: the login, and the full name when the backend knows it.
package struct User: Codable, Equatable, Hashable, Sendable {
    package var login: String
    /// `nil` when the backend does not say (GitHub's search answers carry no names).
    package var name: String?

    package init(login: String, name: String?) {
        self.login = login
        self.name = name
    }
}

/// One or more pages of an answer to a search: the items so far and how many there are.
///
/// `concat(searchModel:)` appends a later page, so a screen that shows pages 1 and 2 holds
/// one model, not two.
package struct SearchModel<Element: Codable & Equatable & Sendable>: Codable, Equatable, Sendable {
    /// The query these items answer.
    package var query: String
    package var items: [Element]
    /// How many items match in all.
    package var totalCount: Int
    /// How many of them the backend serves: GitHub serves only the first 1,000 results of
    /// any search, the embedded directory all of them.
    package var availableCount: Int

    package init(query: String = "", items: [Element] = [], totalCount: Int = 0, availableCount: Int? = nil) {
        self.query = query
        self.items = items
        self.totalCount = totalCount
        self.availableCount = min(availableCount ?? totalCount, totalCount)
    }

    /// This model with the items of `searchModel`, a later page of the same query, appended,
    /// and its counts, which are the newer ones.
    package func concat(searchModel: SearchModel) -> SearchModel {
        SearchModel(
            query: query, items: items + searchModel.items, totalCount: searchModel.totalCount,
            availableCount: searchModel.availableCount)
    }

    /// Whether the backend has more items to serve than these.
    package var hasMore: Bool { items.count < availableCount }
}

/// A request for one page of results, as both wirings send it to a backend.
package struct PageRequest: Codable, Equatable, Hashable, Sendable {
    package var query: String
    /// From 1.
    package var page: Int

    package init(query: String, page: Int) {
        self.query = query
        self.page = page
    }

    /// How many results a page holds, on every backend (GitHub's `per_page`).
    package static let pageSize = 30
}
