import Oneway

// Getting Started's app on a Store, line for line (DocumentationSnippetTests checks it); the
// tests in GettingStartedTests.swift run it.

struct User: Equatable, Sendable {
    var login: String
    var name: String
}

struct SearchModel<Item: Equatable & Sendable>: Equatable, Sendable {
    var query = ""
    var items: [Item] = []
    var totalCount = 0

    var hasMore: Bool { items.count < totalCount }

    func concat(searchModel: SearchModel<Item>) -> SearchModel<Item> {
        SearchModel(query: query, items: items + searchModel.items, totalCount: searchModel.totalCount)
    }
}

struct PageRequest: Equatable, Sendable {
    var query: String
    var page: Int
}

struct AppState: Equatable, Sendable {
    var signedInAs: String?
    var query = ""
    var results = SearchModel<User>()
    var page = 0
    var isLoading = false

    var nextPageRequest: PageRequest? {
        isLoading || !results.hasMore ? nil : PageRequest(query: query, page: page + 1)
    }
}

enum AppAction: Equatable, Sendable {
    case signIn(name: String)
    case signOut
    case search(query: String)
    case nextPage
    case loading(Bool)
    case searchUser(page: Int, result: SearchModel<User>)
}

func appReducer(_ state: inout AppState, _ action: AppAction) {
    switch action {
    case .signIn(let name): state.signedInAs = name
    case .signOut: state.signedInAs = nil
    case .search(let query):
        state.query = query
        if query.isEmpty { state.results = SearchModel() }
    case .nextPage: break  // the search effect answers it with a request
    case .loading(let isLoading): state.isLoading = isLoading
    case .searchUser(let page, let result):
        guard result.query == state.query else { return }  // the answer to an older query
        state.results = page == 1 ? result : state.results.concat(searchModel: result)
        state.page = page
        state.isLoading = false
    }
}

func searchEffect(
    search: @escaping (PageRequest) -> Single<SearchModel<User>>, scheduler: any SchedulerType
) -> Effect<AppState, AppAction> {
    Effect { actions, state in
        let typed = state.map(\.query).distinctUntilChanged().skip(1)
            .debounce(.milliseconds(300), scheduler: scheduler)
            .map { PageRequest(query: $0, page: 1) }
        let nextPages = actions.filter { $0 == .nextPage }
            .withLatestFrom(state)
            .compactMap(\.nextPageRequest)
        return Observable.merge(typed, nextPages)
            .flatMapLatest { request -> Observable<AppAction> in
                guard !request.query.isEmpty else { return .just(.loading(false)) }
                return search(request).asObservable()
                    .map { .searchUser(page: request.page, result: $0) }
                    .catchAndReturn(.loading(false))
                    .startWith(.loading(true))
            }
    }
}

/// 45 users, and a search of them that answers after `latency`, 30 users a page.
let users = (1...45).map { User(login: "ada\($0)", name: "Ada \($0)") }

func lookUp(_ request: PageRequest, scheduler: any SchedulerType) -> Single<SearchModel<User>> {
    let found = users.filter { $0.login.hasPrefix(request.query) }
    let page = Array(found.dropFirst((request.page - 1) * 30).prefix(30))
    return Single.just(SearchModel(query: request.query, items: page, totalCount: found.count))
        .delay(.milliseconds(500), scheduler: scheduler)
}

/// The view Getting Started's Driver shows the query in: a stand-in for a UI text field.
@MainActor
final class SearchField {
    var text = ""
}
