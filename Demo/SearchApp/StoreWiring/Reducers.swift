import Oneway

/// The Store wiring's reducers: pure functions of a state and an action, one per feature,
/// combined into one `root` reducer, each on its part of the state.
package enum Reducers {
    /// The app's reducer: the session's and the search's, each on its part of the state.
    package static let root = Reduce.combine(
        session.pullback(state: \AppState.session),
        search.pullback(state: \AppState.search)
    )

    /// Signing in and out, and the sign-in form.
    package static let session = Reduce<SessionState, AppAction> { state, action in
        switch action {
        case .signIn(let name, let email): state = SessionState(name: name, email: email)
        case .signOut: state = SessionState()
        case .editSignIn(let form): state.form = form
        default: break
        }
    }

    /// The query, the answers and the selection. `nextPage` and `retry` change nothing here:
    /// the search effect answers them with a request.
    package static let search = Reduce<SearchState, AppAction> { state, action in
        switch action {
        case .search(let query): state.type(query)
        case .loading(let loading): state.setLoading(loading)
        case .searchUser(let page, let result): state.receive(page: page, result: result)
        case .error(let failure): state.fail(failure)
        case .select(let row): state.select(row)
        default: break
        }
    }
}
