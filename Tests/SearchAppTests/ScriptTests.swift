import Foundation
import Oneway
import OnewayTestSupport
import SearchApp
import Testing

/// Script mode, the app as tests and users' scripts drive it, in both wirings: the same
/// script must print the same bytes in both, and the embedded backend's request log says
/// what was sent.
@Suite("Script mode, in both wirings", .tracksResources)
// On the main actor: script mode drives its view models as a UI does, on the main thread.
@MainActor
struct ScriptTests {
    nonisolated static let directory = UserDirectory()

    /// What a script printed, the requests it made, and the bad line it stopped at.
    struct Run {
        var output: [String]
        var requests: [RequestLog.Entry]
        var failure: ScriptLineError?

        /// The output as the view models it shows.
        var lines: [Line] {
            output.map { try! JSONDecoder().decode(Line.self, from: Data($0.utf8)) }
        }
    }

    /// One printed line.
    struct Line: Decodable, Equatable {
        var time: Int
        var user: String?
        var query: String
        var loading: Bool
        var error: String?
        var page: Int
        var total: Int
        var results: [User]
    }

    private final class Printed {
        var lines: [String] = []
    }

    /// Runs `script` in `architecture` on the embedded backend.
    private func run(
        _ script: String, _ architecture: Architecture, latency: Int = 150, failRate: Double = 0, seed: UInt64 = 1
    ) -> Run {
        let clock = ScriptClock()
        let backend = EmbeddedBackend(
            directory: Self.directory, latency: .milliseconds(latency), failRate: failRate, seed: seed, scheduler: clock
        )
        let wiring = Dependencies(backend: backend, scheduler: clock).start(architecture)
        let printed = Printed()
        var failure: ScriptLineError?
        do {
            let runner = ScriptRunner(wiring: wiring, clock: clock) { printed.lines.append($0) }
            try runner.run(script.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) })
        } catch {
            failure = error
        }
        wiring.stop()
        return Run(output: printed.lines, requests: backend.log.entries, failure: failure)
    }

    /// Runs `script` in both wirings, expects the same output from both, and returns one.
    private func runBoth(
        _ script: String, latency: Int = 150, failRate: Double = 0, seed: UInt64 = 1,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Run {
        let store = run(script, .store, latency: latency, failRate: failRate, seed: seed)
        let dispatcher = run(script, .dispatcher, latency: latency, failRate: failRate, seed: seed)
        #expect(store.output == dispatcher.output, "the wirings printed differently", sourceLocation: sourceLocation)
        #expect(
            store.requests == dispatcher.requests, "the wirings sent different requests", sourceLocation: sourceLocation
        )
        #expect(store.failure == dispatcher.failure, sourceLocation: sourceLocation)
        return store
    }

    @Test("three keystrokes within the debounce window make exactly one request, 300 ms after the last")
    func debounce() {
        let run = runBoth(
            """
            type a
            wait 100
            type d
            wait 100
            type a
            wait 1000
            """)
        expectEqual(run.requests, [RequestLog.Entry("ada", page: 1, .answered)])
        expectEqual(run.lines.map(\.time), [0, 0, 100, 200, 500, 650])
        expectEqual(run.lines.map(\.query), ["", "a", "ad", "ada", "ada", "ada"])
        expectEqual(run.lines.map(\.loading), [false, false, false, false, true, false])
        let answer = Self.directory.search("ada", page: 1)
        expectEqual(run.lines.last?.results, answer.items)
        expectEqual(run.lines.last?.total, answer.totalCount)
        expectEqual(run.lines.last?.page, 1)
    }

    @Test("a slow request superseded by a newer query is cancelled, and its answer never appears")
    func supersededRequest() {
        let run = runBoth(
            """
            type ada
            wait 400
            type m
            wait 3000
            """, latency: 1_000)
        expectEqual(
            run.requests,
            [
                RequestLog.Entry("ada", page: 1, .cancelled), RequestLog.Entry("adam", page: 1, .answered),
            ])
        #expect(run.lines.allSatisfy { $0.page == 0 || $0.query == "adam" })
        let answered = run.lines.filter { $0.page > 0 }
        expectEqual(answered.map(\.time), [1_700])
        expectEqual(answered.first?.results, Self.directory.search("adam", page: 1).items)
    }

    @Test("page 2 is appended to page 1, and paging stops at the total")
    func paging() throws {
        let total = Self.directory.search("lovelace", page: 1).totalCount
        let pages = (total + 29) / 30
        try #require(pages >= 3, "the query needs a few pages")
        let script =
            ["type lovelace", "wait 500"] + Array(repeating: ["next-page", "wait 200"], count: pages).flatMap { $0 }
        let run = runBoth(script.joined(separator: "\n"))

        // One request per page; the next-page after the last asks for nothing.
        expectEqual(run.requests, (1...pages).map { RequestLog.Entry("lovelace", page: $0, .answered) })
        let answered = run.lines.filter { !$0.loading && $0.page > 0 }
        expectEqual(answered.map(\.page), Array(1...pages))
        expectEqual(answered.map(\.results.count), (1...pages).map { min($0 * 30, total) })
        let pageOne = Self.directory.search("lovelace", page: 1).items
        let pageTwo = Self.directory.search("lovelace", page: 2).items
        expectEqual(answered[1].results, pageOne + pageTwo)
        expectEqual(answered.last?.results.count, total)
        expectEqual(run.lines.last, answered.last, "nothing changed after the last page")
    }

    @Test("an injected failure shows the error, and retry sends the request again and recovers")
    func failureAndRetry() throws {
        // A seed whose first request fails and whose second does not, at a rate of one in two.
        let seed = try #require(
            (1...1_000).first { seed in
                EmbeddedBackend.fails(request: 0, rate: 0.5, seed: UInt64(seed))
                    && !EmbeddedBackend.fails(request: 1, rate: 0.5, seed: UInt64(seed))
            })
        let run = runBoth(
            """
            type ada
            wait 500
            retry
            wait 500
            """, failRate: 0.5, seed: UInt64(seed))
        expectEqual(
            run.requests, [RequestLog.Entry("ada", page: 1, .failed), RequestLog.Entry("ada", page: 1, .answered)])
        let tail = run.lines.suffix(4).map {
            Line(time: $0.time, query: $0.query, loading: $0.loading, error: $0.error, page: $0.page)
        }
        expectEqual(
            tail,
            [
                Line(time: 300, query: "ada", loading: true, error: nil, page: 0),
                Line(
                    time: 450, query: "ada", loading: false,
                    error: "the directory did not answer (an injected failure)", page: 0),
                Line(time: 500, query: "ada", loading: true, error: nil, page: 0),
                Line(time: 650, query: "ada", loading: false, error: nil, page: 1),
            ])
        expectEqual(run.lines.last?.results, Self.directory.search("ada", page: 1).items)
    }

    @Test("sign-in and sign-out change the header and nothing else")
    func signInAndOut() {
        let run = runBoth(
            """
            type ada
            wait 500
            sign-in Ada Lovelace ada@example.com
            sign-out
            """)
        let lines = run.lines.suffix(3)
        expectEqual(lines.map(\.user), [nil, "Ada Lovelace <ada@example.com>", nil])
        expectEqual(lines.map(\.time), [450, 500, 500])
        for line in lines {
            var header = line
            (header.user, header.time) = (nil, 450)
            expectEqual(header, lines.first, "only the user differs")
        }
        expectEqual(run.requests.count, 1)
    }

    @Test("a bad line stops the script with its number and why, after every line before it was applied and printed")
    func badLine() {
        let run = runBoth(
            """
            # a comment, then a blank line

            type ab
            jump
            type c
            """)
        expectEqual(
            run.failure,
            ScriptLineError(
                line: 4, reason: "unknown command 'jump'; the commands are: \(ScriptCommand.summary)"))
        expectEqual(run.lines.map(\.query), ["", "a", "ab"])
    }

    @Test("invalid UTF-8 and control sequences in typed text are dropped, the rest typed")
    func typedBytes() {
        var script = Array("type a".utf8) + [0x1B] + Array("[Ab".utf8) + [0xFF, 0xC3] + Array("c\u{7}é".utf8)
        script += Array("\nbackspace\nclear\nquit\ntype never".utf8)
        let store = runBytes(script, .store)
        let dispatcher = runBytes(script, .dispatcher)
        expectEqual(store, dispatcher)
        expectEqual(store.map(\.query), ["", "a", "ab", "abc", "abcé", "abc", ""])
    }

    private func runBytes(_ script: [UInt8], _ architecture: Architecture) -> [Line] {
        let clock = ScriptClock()
        let backend = EmbeddedBackend(directory: Self.directory, latency: .milliseconds(150), scheduler: clock)
        let wiring = Dependencies(backend: backend, scheduler: clock).start(architecture)
        let printed = Printed()
        let runner = ScriptRunner(wiring: wiring, clock: clock) { printed.lines.append($0) }
        #expect(throws: Never.self) {
            try runner.run(script.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init))
        }
        wiring.stop()
        return printed.lines.map { try! JSONDecoder().decode(Line.self, from: Data($0.utf8)) }
    }

    @Test("the same script prints the same bytes on every run")
    func repeatable() {
        let script = "type lee\nwait 500\nnext-page\nwait 100\ntype x\nwait 600"
        expectEqual(run(script, .store, failRate: 0.3).output, run(script, .store, failRate: 0.3).output)
        expectEqual(run(script, .dispatcher, failRate: 0.3).output, run(script, .store, failRate: 0.3).output)
    }
}

extension ScriptTests.Line {
    fileprivate init(time: Int, query: String, loading: Bool, error: String?, page: Int) {
        self.init(
            time: time, user: nil, query: query, loading: loading, error: error, page: page, total: 0, results: [])
    }
}

@Suite("The app's state and actions as JSON", .tracksResources)
struct CodableStateTests {
    @Test("a state with a session, results and a failure, and every kind of action, come back from JSON unchanged")
    func roundTrip() throws {
        var state = AppState()
        state.session = SessionState(name: "Ada", email: "ada@example.com", form: SignInForm(name: "A", field: .email))
        state.search.type("ada")
        state.search.receive(page: 1, result: ScriptTests.directory.search("ada", page: 1))
        state.search.fail(
            SearchFailure(request: PageRequest(query: "ada", page: 2), reason: .rateLimited(resetsAt: 60)))
        let actions: [AppAction] = [
            .search(query: "ada"), .signIn(name: "Ada", email: "ada@example.com"), .signOut, .editSignIn(nil),
            .nextPage,
            .retry, .select(row: 2), .loading(true),
            .error(SearchFailure(request: PageRequest(query: "a", page: 1), reason: .malformed("x"))),
            .searchUser(page: 1, result: SearchModel(query: "a", items: [User(login: "a", name: nil)], totalCount: 1)),
        ]
        let (encoder, decoder) = (JSONEncoder(), JSONDecoder())
        #expect(try decoder.decode(AppState.self, from: encoder.encode(state)) == state)
        #expect(try decoder.decode([AppAction].self, from: encoder.encode(actions)) == actions)
        let payloads: [SearchUserDispatcher.State] = [.query("a"), .loading(false), .select(row: 1)]
        #expect(try decoder.decode([SearchUserDispatcher.State].self, from: encoder.encode(payloads)) == payloads)
    }
}
