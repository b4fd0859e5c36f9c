import Oneway
import OnewayTestSupport
import Testing

/// A state with a nested part, to show changed fields by their path.
private struct Account: Equatable {
    struct User: Equatable {
        var name = ""
        var email: String?
    }

    var user = User()
    var visits = 0
    var tags: [String] = []
}

private enum AccountAction: Equatable {
    case signIn(name: String, email: String)
    case visit
    case tag(String)
    case refresh
}

private func accountReducer(_ state: inout Account, _ action: AccountAction) {
    switch action {
    case .signIn(let name, let email):
        state.user.name = name
        state.user.email = email
    case .visit: state.visits += 1
    case .tag(let tag): state.tags.append(tag)
    case .refresh: break
    }
}

@Suite(.tracksResources)
struct LoggingMiddlewareTests {
    @Test("One line per action, with the path, old and new value of each field that changed")
    func lines() {
        let lines = Recorder<String>()
        let store = Store(
            reducer: accountReducer, state: Account(), middleware: [.logging(to: { lines.append($0) })])
        store.dispatch(.signIn(name: "Ada", email: "ada@example.com"))
        store.dispatch(.visit)
        store.dispatch(.tag("admin"))
        store.dispatch(.refresh)
        expectEqual(
            lines.values,
            [
                #"signIn(name: "Ada", email: "ada@example.com") — user.name: "" → "Ada", "#
                    + #"user.email: nil → Optional("ada@example.com")"#,
                "visit — visits: 0 → 1",
                #"tag("admin") — tags: [] → ["admin"]"#,
                "refresh — no change",
            ])
    }

    @Test("The prefix starts every line; an action swallowed after the logger shows no change")
    func prefixAndSwallowed() {
        let lines = Recorder<String>()
        let noRefresh = Middleware<Account, AccountAction>(onAction: { _, action, next in
            if action != .refresh { next(action) }
        })
        let store = Store(
            reducer: accountReducer, state: Account(),
            middleware: [.logging(prefix: "[account] ", to: { lines.append($0) }), noRefresh])
        store.dispatch(.visit)
        store.dispatch(.refresh)
        expectEqual(lines.values, ["[account] visit — visits: 0 → 1", "[account] refresh — no change"])
    }

    @Test("A follow-up dispatched by another middleware gets its own line, after the action's")
    func followUpLines() {
        let lines = Recorder<String>()
        let visitAfterSignIn = Middleware<Account, AccountAction>(onAction: { store, action, next in
            next(action)
            if case .signIn = action { store.dispatch(.visit) }
        })
        let store = Store(
            reducer: accountReducer, state: Account(),
            middleware: [.logging(to: { lines.append($0) }), visitAfterSignIn])
        store.dispatch(.signIn(name: "Ada", email: "a@b"))
        expectEqual(lines.values.count, 2)
        expectEqual(lines.values.last, "visit — visits: 0 → 1")
    }
}
