import Foundation
import Oneway
import OnewayTestSupport
import SearchApp
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The GitHub backend through `URLSession`, against a stub server on 127.0.0.1 serving
/// GitHub's JSON shapes.
@Suite("The GitHub backend, against a loopback stub", .tracksResources)
struct GitHubBackendTests {
    /// Searches `request` on a backend pointed at `url`, and waits (bounded) for the outcome.
    private func search(_ request: PageRequest, at url: URL, token: String? = nil) -> Result<
        SearchModel<User>, SearchError
    >? {
        let backend = GitHubBackend(apiBase: url, token: token)
        let outcome = Locked<Result<SearchModel<User>, SearchError>?>(nil)
        let done = DispatchSemaphore(value: 0)
        let subscription = backend.search(request).subscribe { result in
            outcome.withLock { $0 = result.mapError { $0 as? SearchError ?? .network("\($0)") } }
            done.signal()
        }
        done.waitOrRecordIssue("the backend never answered")
        subscription.dispose()
        return outcome.withLock { $0 }
    }

    /// A stub answering every search with `response`.
    private func withStub(
        _ response: StubHTTPServer.Response, _ body: (StubHTTPServer) throws -> Void
    ) throws {
        let server = try StubHTTPServer { _ in response }
        defer { server.stop() }
        try body(server)
    }

    private static let twoUsers = """
        {"total_count": 2, "incomplete_results": false, "items": [
          {"login": "ada", "id": 1, "type": "User", "score": 1.0},
          {"login": "adalovelace", "id": 2, "type": "User", "score": 1.0}]}
        """

    @Test("a search answers with the users' logins and the total, asking for the query, page and 30 a page")
    func results() throws {
        try withStub(.json(Self.twoUsers)) { server in
            let result = search(PageRequest(query: "ada love", page: 1), at: server.url, token: "secret")
            expectEqual(
                result,
                .success(
                    SearchModel(
                        query: "ada love",
                        items: [User(login: "ada", name: nil), User(login: "adalovelace", name: nil)],
                        totalCount: 2)))
            let request = try #require(server.requests.first)
            expectEqual(request.path, "/search/users")
            expectEqual(request.query, ["q": "ada love", "page": "1", "per_page": "30"])
            expectEqual(request.headers["authorization"], "Bearer secret")
            expectEqual(request.headers["accept"], "application/vnd.github+json")
        }
    }

    @Test("page 2 is asked for as page=2 and answers its own items")
    func pageTwo() throws {
        let server = try StubHTTPServer { request in
            let page = Int(request.query["page"] ?? "") ?? 0
            let items = (0..<(page == 1 ? 30 : 5)).map { "{\"login\": \"user\(page)-\($0)\"}" }
            return .json("{\"total_count\": 35, \"items\": [\(items.joined(separator: ","))]}")
        }
        defer { server.stop() }
        let first = try #require(try search(PageRequest(query: "user", page: 1), at: server.url)?.get())
        let second = try #require(try search(PageRequest(query: "user", page: 2), at: server.url)?.get())
        expectEqual(first.items.count, 30)
        expectEqual(second.items.map(\.login), (0..<5).map { "user2-\($0)" })
        expectEqual(first.concat(searchModel: second).items.count, 35)
        #expect(!first.concat(searchModel: second).hasMore)
        expectEqual(server.requests.map { $0.query["page"] }, ["1", "2"])
    }

    @Test("a used-up rate limit (403 with X-RateLimit-Remaining 0) says when it resets, from X-RateLimit-Reset")
    func rateLimit() throws {
        let limited = StubHTTPServer.Response.json(
            #"{"message": "API rate limit exceeded for 127.0.0.1."}"#, status: 403,
            headers: ["X-RateLimit-Remaining": "0", "X-RateLimit-Limit": "10", "X-RateLimit-Reset": "1700000000"])
        try withStub(limited) { server in
            let result = search(PageRequest(query: "ada", page: 1), at: server.url)
            expectEqual(result, .failure(.rateLimited(resetsAt: 1_700_000_000)))
            expectEqual(
                SearchError.rateLimited(resetsAt: 1_700_000_000).message,
                "rate limited: the limit resets at 22:13:20 UTC")
        }
    }

    @Test("429 is a rate limit too; a 403 without the rate-limit marks is an answer other than 200, with its message")
    func otherLimits() throws {
        try withStub(.json("{}", status: 429, headers: ["X-RateLimit-Reset": "1700000060"])) { server in
            expectEqual(
                search(PageRequest(query: "ada", page: 1), at: server.url),
                .failure(.rateLimited(resetsAt: 1_700_000_060)))
        }
        try withStub(.json(#"{"message": "Forbidden"}"#, status: 403)) { server in
            expectEqual(search(PageRequest(query: "ada", page: 1), at: server.url), .failure(.status(403, "Forbidden")))
        }
        try withStub(.json(#"{"message": "Only the first 1000 search results are available"}"#, status: 422)) {
            server in
            let result = search(PageRequest(query: "ada", page: 35), at: server.url)
            expectEqual(result, .failure(.status(422, "Only the first 1000 search results are available")))
        }
    }

    @Test(
        "malformed JSON names what was wrong with it",
        arguments: [
            ("not json at all", "the body is not JSON"),
            (#"{"items": []}"#, "'total_count' is missing"),
            (#"{"total_count": 1, "items": [{"login": "ada"}, {"login": 7}]}"#, "'items[1].login' is not a string"),
            (#"{"total_count": "many", "items": []}"#, "'total_count' is not a number"),
        ])
    func malformed(body: String, reason: String) throws {
        try withStub(.json(body)) { server in
            expectEqual(search(PageRequest(query: "ada", page: 1), at: server.url), .failure(.malformed(reason)))
        }
    }

    @Test("a refused connection is a network failure, not a crash")
    func connectionRefused() throws {
        // A port that was free a moment ago and that nobody listens on.
        let server = try StubHTTPServer { _ in .json("{}") }
        let url = server.url
        server.stop()
        expectEqual(
            search(PageRequest(query: "ada", page: 1), at: url), .failure(.network("could not connect to the server"))
        )
    }

    @Test("past GitHub's 1,000-result window, the model serves 1,000 and the state asks for no page past them")
    func resultWindow() throws {
        let items = (0..<10).map { "{\"login\": \"u\($0)\"}" }.joined(separator: ",")
        try withStub(.json("{\"total_count\": 12345, \"items\": [\(items)]}")) { server in
            let page = try #require(try search(PageRequest(query: "u", page: 34), at: server.url)?.get())
            expectEqual(page.totalCount, 12_345)
            expectEqual(page.availableCount, 1_000)
            var state = SearchState()
            state.type("u")
            state.receive(
                page: 1,
                result: SearchModel(
                    query: "u", items: Array(repeating: User(login: "x", name: nil), count: 990), totalCount: 12_345,
                    availableCount: 1_000))
            expectEqual(state.nextPageRequest, PageRequest(query: "u", page: 2))
            state.receive(page: 2, result: page)
            expectEqual(state.results.items.count, 1_000)
            #expect(state.nextPageRequest == nil)
            expectEqual(
                ViewModel(session: SessionState(), search: state).pageLine,
                "page 2 · 1,000 of 12,345 · the first 1,000 are served")
        }
    }

    @Test("script mode on GitHub: a rate limit, then a retry that answers, the same in both wirings")
    @MainActor
    func scriptMode() throws {
        let answered = Locked(0)
        let server = try StubHTTPServer { _ in
            let count = answered.withLock { count in
                count += 1
                return count
            }
            // Odd requests (one per wiring) are rate limited, even ones answered.
            return count % 2 == 1
                ? .json(
                    #"{"message": "API rate limit exceeded"}"#, status: 403,
                    headers: ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "1700000000"])
                : .json(Self.twoUsers)
        }
        defer { server.stop() }
        final class Printed { var lines: [String] = [] }
        var outputs: [[String]] = []
        for architecture in Architecture.allCases {
            let clock = ScriptClock()
            let backend = SettlingBackend(GitHubBackend(apiBase: server.url))
            let wiring = Dependencies(backend: backend, scheduler: clock).start(architecture)
            let printed = Printed()
            let runner = ScriptRunner(wiring: wiring, clock: clock, settling: backend) { printed.lines.append($0) }
            try runner.run(["type ada", "wait 300", "retry"].map { Array($0.utf8) })
            wiring.stop()
            outputs.append(printed.lines)
        }
        expectEqual(outputs[0], outputs[1])
        expectEqual(outputs[0].count, 8)
        #expect(
            outputs[0][5].contains(
                #""loading":false,"error":"rate limited: the limit resets at 22:13:20 UTC","page":0"#))
        #expect(
            outputs[0][7].hasSuffix(
                #""page":1,"total":2,"results":[{"login":"ada","name":null},{"login":"adalovelace","name":null}]}"#))
    }
}
