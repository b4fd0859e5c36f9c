/// What the app remembers across runs with `--state-file`: who is signed in and the last
/// query. The sign-in form, the results and the request in flight are not kept: a restored
/// query is searched again, so its results are fresh.
package struct RememberedState: Codable, Equatable, Sendable {
    /// The signed-in user's name; empty when signed out.
    package var name = ""
    /// The signed-in user's email; empty when signed out.
    package var email = ""
    /// The query as last typed.
    package var query = ""

    package init(name: String = "", email: String = "", query: String = "") {
        self.name = name
        self.email = email
        self.query = query
    }

    /// What a session and a search leave to remember.
    package init(session: SessionState, search: SearchState) {
        self.init(
            name: session.isSignedIn ? session.name : "", email: session.isSignedIn ? session.email : "",
            query: search.query)
    }

    /// The session this restores: signed in as `name` and `email` if both are given.
    package var session: SessionState {
        let session = SessionState(name: name, email: email)
        return session.isSignedIn ? session : SessionState()
    }
}

extension AppState {
    /// The state a run starts from when it restores `remembered`: signed in as it says, its
    /// query typed, nothing searched yet.
    package init(restoring remembered: RememberedState) {
        self.init()
        session = remembered.session
        search.type(remembered.query)
    }

    /// What this state leaves to remember: the part `--state-file` saves.
    package var remembered: RememberedState {
        RememberedState(session: session, search: search)
    }
}
