/// Everything that happens to the app in the Store wiring: the user's actions
/// (`search(query:)`, `signIn(name:email:)`, `signOut`), paging and retrying, and the
/// search's answers, which the effect dispatches (`loading`, `error`, `searchUser`), as
/// the dispatcher wiring's payloads are named.
package enum AppAction: Codable, Equatable, Sendable {
    case search(query: String)
    case signIn(name: String, email: String)
    case signOut
    case editSignIn(SignInForm?)
    case nextPage
    case retry
    case select(row: Int)
    case loading(Bool)
    case error(SearchFailure)
    case searchUser(page: Int, result: SearchModel<User>)
}

/// The Store wiring's state: who is signed in, and the search.
package struct AppState: Codable, Equatable, Sendable {
    package var session = SessionState()
    package var search = SearchState()

    package init() {}

    /// The state at start: signed out, nothing typed.
    package static let initial = AppState()
}
