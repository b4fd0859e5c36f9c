import Dispatch
import Foundation
import Oneway
import OnewayTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `URLSession.rx` against a stub server on 127.0.0.1: real requests through the system's HTTP
/// stack, answered as each test says.
@Suite(.tracksResources, .serialized)
struct URLSessionRxTests {
    /// The events of `sequence`, waited for (bounded): elements as `describe` renders them, then
    /// `completed` or `error: <error>`.
    private func events<Element>(
        _ sequence: Observable<Element>, _ describe: @escaping (Element) -> String
    ) -> [String] {
        let log = Locked<[String]>([])
        let ended = DispatchSemaphore(value: 0)
        let subscription = sequence.subscribe(
            onNext: { element in log.withLock { $0.append(describe(element)) } },
            onError: { error in
                log.withLock { $0.append("error: \(error)") }
                ended.signal()
            },
            onCompleted: {
                log.withLock { $0.append("completed") }
                ended.signal()
            })
        ended.waitOrRecordIssue("the request never ended")
        subscription.dispose()
        return log.withLock { $0 }
    }

    /// Runs `body` against a stub server answering every request with `response`, with request
    /// logging off (it prints to standard output).
    private func withServer(
        _ response: StubHTTPServer.Response, _ body: (StubHTTPServer, URLSession) throws -> Void
    ) throws {
        let server = try StubHTTPServer { _ in response }
        defer { server.stop() }
        let session = URLSession(configuration: .ephemeral)
        defer { session.invalidateAndCancel() }
        let logging = URLSession.rx.shouldLogRequest
        URLSession.rx.shouldLogRequest = { _ in false }
        defer { URLSession.rx.shouldLogRequest = logging }
        try body(server, session)
    }

    @Test("response(request:) emits the HTTP response and its body, whatever the status, then completes")
    func response() throws {
        try withServer(.json(#"{"a":1}"#, status: 404, headers: ["X-Stub": "yes"])) { server, session in
            var request = URLRequest(url: server.url.appendingPathComponent("users"))
            request.setValue("oneway", forHTTPHeaderField: "X-Client")
            let events = events(session.rx.response(request: request)) { response, data in
                "\(response.statusCode) \(response.value(forHTTPHeaderField: "X-Stub") ?? "-") \(String(decoding: data, as: UTF8.self))"
            }
            expectEqual(events, [#"404 yes {"a":1}"#, "completed"])
            expectEqual(server.requests.map(\.path), ["/users"])
            expectEqual(server.requests.first?.headers["x-client"], "oneway")
        }
    }

    @Test("Each subscription to response(request:) sends its own request")
    func requestPerSubscription() throws {
        try withServer(.json("{}")) { server, session in
            let responses = session.rx.response(request: URLRequest(url: server.url))
            _ = events(responses) { _ in "answer" }
            _ = events(responses) { _ in "answer" }
            expectEqual(server.requests.count, 2)
        }
    }

    @Test("data(request:) emits the body of a 2xx answer and fails with httpRequestFailed otherwise")
    func data() throws {
        try withServer(.json("[1,2]", status: 201)) { server, session in
            let events = events(session.rx.data(request: URLRequest(url: server.url))) {
                String(decoding: $0, as: UTF8.self)
            }
            expectEqual(events, ["[1,2]", "completed"])
        }
        try withServer(.json(#"{"message":"gone"}"#, status: 410)) { server, session in
            var failure: RxCocoaURLError?
            _ = events(
                session.rx.data(request: URLRequest(url: server.url)).do(onError: { failure = $0 as? RxCocoaURLError })
            ) { _ in "data" }
            guard case .httpRequestFailed(let response, let data) = failure else {
                Issue.record("expected httpRequestFailed, got \(String(describing: failure))")
                return
            }
            expectEqual(response.statusCode, 410)
            expectEqual(data.map { String(decoding: $0, as: UTF8.self) }, #"{"message":"gone"}"#)
            expectEqual(failure?.debugDescription, "The request failed with HTTP status 410.")
        }
    }

    @Test("json(request:) and json(url:) emit the parsed body; a body that is not JSON is a deserializationError")
    func json() throws {
        try withServer(.json(#"{"name":"Ada","tags":["a"]}"#)) { server, session in
            let describe: (Any) -> String = { value in
                let object = value as? [String: Any]
                return "\(object?["name"] as? String ?? "?") \((object?["tags"] as? [Any])?.count ?? -1)"
            }
            expectEqual(
                events(session.rx.json(request: URLRequest(url: server.url)), describe), ["Ada 1", "completed"])
            expectEqual(events(session.rx.json(url: server.url), describe), ["Ada 1", "completed"])
        }
        try withServer(StubHTTPServer.Response(status: 200, body: "not json")) { server, session in
            var failure: RxCocoaURLError?
            _ = events(
                session.rx.json(url: server.url).do(onError: { failure = $0 as? RxCocoaURLError })
            ) { _ in "json" }
            guard case .deserializationError = failure else {
                Issue.record("expected deserializationError, got \(String(describing: failure))")
                return
            }
            #expect(failure?.debugDescription.hasPrefix("The response body could not be read: ") == true)
        }
    }

    @Test("A request that cannot connect fails with the session's error")
    func transportError() throws {
        // A port that was just free: nothing listens there any more.
        let server = try StubHTTPServer { _ in .json("{}") }
        let url = server.url
        server.stop()
        let session = URLSession(configuration: .ephemeral)
        defer { session.invalidateAndCancel() }
        let logging = URLSession.rx.shouldLogRequest
        URLSession.rx.shouldLogRequest = { _ in false }
        defer { URLSession.rx.shouldLogRequest = logging }
        let events = events(session.rx.data(request: URLRequest(url: url))) { _ in "data" }
        expectEqual(events.count, 1)
        #expect(events.first?.hasPrefix("error: ") == true)
        #expect(events.first?.contains("RxCocoaURLError") == false)
    }

    @Test("Each RxCocoaURLError says what went wrong")
    func errorDescriptions() {
        let url = URL(string: "http://127.0.0.1/users")!
        let plain = URLResponse(url: url, mimeType: nil, expectedContentLength: 0, textEncodingName: nil)
        let notFound = HTTPURLResponse(url: url, statusCode: 404, httpVersion: nil, headerFields: nil)!
        expectEqual(RxCocoaURLError.unknown.debugDescription, "The request ended with neither a response nor an error.")
        #expect(
            RxCocoaURLError.nonHTTPResponse(response: plain).debugDescription.hasPrefix(
                "The response is not an HTTP response: "))
        expectEqual(
            RxCocoaURLError.httpRequestFailed(response: notFound, data: nil).debugDescription,
            "The request failed with HTTP status 404.")
    }

    @Test("shouldLogRequest is on in debug builds and off in release builds, and can be replaced")
    func shouldLogRequest() {
        let request = URLRequest(url: URL(string: "http://127.0.0.1/")!)
        #if DEBUG
            #expect(URLSession.rx.shouldLogRequest(request))
        #else
            #expect(!URLSession.rx.shouldLogRequest(request))
        #endif
        let original = URLSession.rx.shouldLogRequest
        URLSession.rx.shouldLogRequest = { $0.url?.path == "/logged" }
        #expect(URLSession.rx.shouldLogRequest(URLRequest(url: URL(string: "http://127.0.0.1/logged")!)))
        #expect(!URLSession.rx.shouldLogRequest(request))
        URLSession.rx.shouldLogRequest = original
    }

    @Test("The request log is a curl command and the outcome, with control characters escaped")
    func requestLog() {
        var request = URLRequest(url: URL(string: "http://127.0.0.1:8080/search?q=a")!)
        request.httpMethod = "POST"
        request.httpBody = Data("it's \u{1B}]0;title\u{07}".utf8)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let response = HTTPURLResponse(url: request.url!, statusCode: 503, httpVersion: nil, headerFields: nil)
        let log = Oneway.requestLog(request, response: response, error: nil, since: Date())
        let lines = log.split(separator: "\n").map(String.init)
        expectEqual(lines.count, 4)
        expectEqual(lines[0], #"curl -X POST -d 'it'\''s \u{1b}]0;title\u{7}' \"#)
        expectEqual(lines[1], #"    -H 'Accept: application/json' \"#)
        expectEqual(lines[2], "    'http://127.0.0.1:8080/search?q=a' -i -v")
        #expect(lines[3].hasPrefix("Failure ("))
        #expect(lines[3].hasSuffix(" ms): status 503"))
        #expect(!log.contains("\u{1B}"))
    }
}
