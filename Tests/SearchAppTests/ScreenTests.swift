import OnewayTestSupport
import SearchApp
import TerminalUI
import Testing

@Suite("The full screen, laid out from a view model", .tracksResources)
struct ScreenTests {
    private let screen = Screen(width: 80, height: 12)

    /// The view after typing `query` and receiving the first page of `users` of `total`.
    private func view(query: String, users: [User], total: Int, session: SessionState = SessionState()) -> ViewModel {
        var search = SearchState()
        search.type(query)
        search.setLoading(true)
        search.receive(page: 1, result: SearchModel(query: query, items: users, totalCount: total))
        return ViewModel(session: session, search: search)
    }

    private let users = [User(login: "ada", name: "Ada Lovelace"), User(login: "grace", name: "Grace Hopper")]

    @Test("header, search field, results with the selection and the matches marked, page line and keys")
    func layout() {
        let lines = screen.lines(for: view(query: "a", users: users, total: 1_234))
        expectEqual(lines.count, 12)
        #expect(lines.allSatisfy { $0.text.terminalColumns == 80 })
        #expect(lines[0].text.hasPrefix(" Oneway · user search"))
        #expect(lines[0].text.hasSuffix("signed out "))
        #expect(lines[2].text.hasPrefix(" Search: a▏"))
        #expect(lines[4].text.hasPrefix(" › ada    Ada Lovelace"))
        expectEqual(
            lines[4].spans.prefix(3), [.init(" › ", .selected), .init("a", .selectedMatch), .init("da", .selected)])
        #expect(lines[5].text.hasPrefix("   grace  Grace Hopper"))
        #expect(lines[5].spans.contains(.init("a", .match)))
        #expect(lines[9].text.hasPrefix(" page 1 · 2 of 1,234   ^N next page"))
        #expect(lines[11].text.hasPrefix(" ↑↓ select  ^N next page  ^R retry  ^S sign in  ^O sign out"))
    }

    @Test("the header names the signed-in user; a request in flight shows the spinner")
    func headerAndSpinner() {
        var search = SearchState()
        search.type("ada")
        search.setLoading(true)
        let view = ViewModel(session: SessionState(name: "Ada", email: "ada@example.com"), search: search)
        let lines = screen.lines(for: view, spinnerFrame: 1)
        #expect(lines[0].text.hasSuffix("signed in as Ada <ada@example.com> "))
        #expect(lines[2].text.hasSuffix("⠙ searching "))
    }

    @Test("an error shows with the key that retries")
    func error() {
        var search = SearchState()
        search.type("ada")
        search.fail(SearchFailure(request: PageRequest(query: "ada", page: 1), reason: .rateLimited(resetsAt: 3_600)))
        let lines = screen.lines(for: ViewModel(session: SessionState(), search: search))
        #expect(lines[10].text.hasPrefix(" ! rate limited: the limit resets at 01:00:00 UTC · ^R retries"))
        expectEqual(lines[10].spans.first?.style, .warning)
    }

    @Test("the sign-in form shows both fields, the cursor in one, and what is wrong")
    func signInForm() {
        let form = SignInForm(name: "Ada", email: "ada", field: .email, problem: "'ada' is not an email address")
        let lines = screen.lines(for: ViewModel(session: SessionState(form: form), search: SearchState()))
        #expect(lines[10].text.hasPrefix(" Sign in · name: Ada   email: ada▏  'ada' is not an email address"))
    }

    @Test("the rows scroll to keep the selection in view")
    func scrolling() {
        let many = (0..<20).map { User(login: "user\($0)", name: nil) }
        var search = SearchState()
        search.type("user")
        search.receive(page: 1, result: SearchModel(query: "user", items: many, totalCount: 20))
        search.select(10)
        let lines = screen.lines(for: ViewModel(session: SessionState(), search: search))
        // Four rows fit: 7 to 10, the selected one last.
        expectEqual(lines[4...7].map { $0.text.prefix(10) }, ["   user7  ", "   user8  ", "   user9  ", " › user10 "])
    }

    @Test("a row with wide characters is cut to the screen's width in columns, not in characters")
    func wideRowsFit() {
        var search = SearchState()
        search.type("🥚")
        let user = User(login: "eggs", name: "🥚🥚🥚🥚🥚🥚🥚🥚🥚🥚🥚🥚🥚🥚🥚🥚🥚 たまごの買い物")
        search.receive(page: 1, result: SearchModel(query: "🥚", items: [user], totalCount: 1))
        let lines = Screen(width: 42, height: 10).lines(for: ViewModel(session: SessionState(), search: search))
        let emoji = String(repeating: "🥚", count: 16)
        expectEqual(
            lines[4].text, " › eggs  \(emoji) ",
            "9 columns, 16 emoji, and a space where the 17th would cross the edge")
        #expect(lines.allSatisfy { $0.text.terminalColumns == 42 })
    }

    @Test("logins, names and errors from a server show escaped, never as control characters, in aligned columns")
    func outsideText() {
        let hostile = "\u{1B}]0;pwned\u{7}"
        var search = SearchState()
        search.type("a")
        search.receive(
            page: 1,
            result: SearchModel(
                query: "a",
                items: [User(login: "a\(hostile)", name: "x\u{1B}[2J\u{9B}31m"), User(login: "ab", name: "y")],
                totalCount: 2))
        search.fail(SearchFailure(request: PageRequest(query: "a", page: 1), reason: .status(422, hostile)))
        let view = ViewModel(session: SessionState(name: "\u{1B}[1mEve", email: "eve@example.com"), search: search)
        let lines = screen.lines(for: view)
        let shown = lines.flatMap(\.spans).map(\.text)
        #expect(!shown.contains { $0.unicodeScalars.contains { $0.properties.generalCategory == .control } })
        #expect(lines.allSatisfy { $0.columns == 80 })
        #expect(lines[0].text.hasSuffix("signed in as \\u001b[1mEve <eve@example.com> "))
        #expect(lines[4].text.hasPrefix(" › a\\u001b]0;pwned\\u0007  x\\u001b[2J\\u009b31m"))
        // The logins' column is as wide as the escaped login, 21 columns, and two spaces.
        #expect(lines[5].text.hasPrefix("   ab" + String(repeating: " ", count: 21) + "y"))
        #expect(lines[10].text.hasPrefix(" ! the server answered 422: \\u001b]0;pwned\\u0007"))
    }

    @Test("a terminal too small says so instead of drawing the screen")
    func tooSmall() {
        let lines = Screen(width: 50, height: 6).lines(for: view(query: "a", users: users, total: 2))
        expectEqual(lines.count, 6)
        #expect(lines[3].text.hasPrefix("Terminal too small (50×6); needs 40×10."))
        #expect(lines.allSatisfy { $0.text.terminalColumns == 50 })
    }
}

@Suite("Keys, turned into intents", .tracksResources)
struct KeyMapTests {
    private var searching: ViewModel {
        var search = SearchState()
        search.type("ad")
        search.receive(
            page: 1,
            result: SearchModel(
                query: "ad", items: (0..<30).map { User(login: "ad\($0)", name: nil) }, totalCount: 45))
        return ViewModel(session: SessionState(), search: search)
    }

    @Test("characters type, Backspace erases, Escape clears, arrows select, ^N loads the next page, ^Q quits")
    func searchingKeys() {
        let view = searching
        expectEqual(response(to: .character("a"), in: view), .send([.type(query: "ada")]))
        expectEqual(response(to: .backspace, in: view), .send([.type(query: "a")]))
        expectEqual(response(to: .escape, in: view), .send([.type(query: "")]))
        expectEqual(response(to: .down, in: view), .send([.select(row: 1)]))
        expectEqual(response(to: .up, in: view), .send([]))
        expectEqual(response(to: .control("n"), in: view), .send([.nextPage]))
        expectEqual(response(to: .control("r"), in: view), .send([]), "nothing to retry")
        expectEqual(response(to: .control("s"), in: view), .send([.editSignIn(SignInForm())]))
        expectEqual(response(to: .control("o"), in: view), .send([]), "nobody to sign out")
        expectEqual(response(to: .control("q"), in: view), .quit)
        expectEqual(response(to: .control("c"), in: view), .quit)
    }

    @Test("the sign-in form: name, Enter, email, Enter signs in; a bad email is named; Escape closes it")
    func signInKeys() {
        var view = searching
        view.signInForm = SignInForm(name: "Ad")
        expectEqual(response(to: .character("a"), in: view), .send([.editSignIn(SignInForm(name: "Ada"))]))
        view.signInForm = SignInForm(name: "Ada")
        expectEqual(response(to: .enter, in: view), .send([.editSignIn(SignInForm(name: "Ada", field: .email))]))
        view.signInForm = SignInForm(name: "Ada", email: "ada", field: .email)
        expectEqual(
            response(to: .enter, in: view),
            .send([
                .editSignIn(
                    SignInForm(name: "Ada", email: "ada", field: .email, problem: "'ada' is not an email address"))
            ]))
        view.signInForm = SignInForm(name: "Ada", email: "ada@example.com", field: .email)
        expectEqual(response(to: .enter, in: view), .send([.signIn(name: "Ada", email: "ada@example.com")]))
        expectEqual(response(to: .escape, in: view), .send([.editSignIn(nil)]))
        expectEqual(response(to: .control("c"), in: view), .quit)
    }
}
