import Foundation
import Oneway

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Searches GitHub's users (`GET /search/users`) through `URLSession`.
///
/// Every answer becomes a page or a `SearchError`: a used-up rate limit (403 or 429 with the
/// rate-limit headers) says when it resets, a failed connection is a network failure, any
/// other status carries GitHub's message, and a body that is not a search answer says what
/// was wrong with it. GitHub serves only the first 1,000 results of a search, so a model's
/// `availableCount` stops there and paging stops with it.
///
/// Answers arrive on `URLSession`'s own threads; disposing the subscription cancels the task.
package final class GitHubBackend: SearchBackend, Sendable {
    /// GitHub's API.
    package static let defaultAPIBase = URL(string: "https://api.github.com")!
    /// How many results of one search GitHub serves.
    package static let resultWindow = 1_000

    private let apiBase: URL
    private let token: String?
    private let session: URLSession
    package let log = RequestLog()

    /// - Parameters:
    ///   - apiBase: Where the API is (`--api-base`), for GitHub Enterprise or a test server.
    ///   - token: Sent as a bearer token when given (`GITHUB_TOKEN`), which raises the limit.
    package init(apiBase: URL = defaultAPIBase, token: String? = nil) {
        self.apiBase = apiBase
        self.token = token
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 15
        session = URLSession(configuration: configuration)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    package func search(_ request: PageRequest) -> Single<SearchModel<User>> {
        Single.create { [session, log] observer in
            let number = log.start(request)
            let answer = AnswerObserver(observer)
            let task = session.dataTask(with: self.urlRequest(for: request)) { data, response, error in
                let result = Self.result(of: request, data: data, response: response, error: error)
                log.end(number, as: result.isSuccess ? .answered : .failed)
                answer.send(result)
            }
            task.resume()
            return Disposables.create {
                task.cancel()
                log.end(number, as: .cancelled)
            }
        }
    }

    /// The request for one page: `q`, `page` and `per_page`, with GitHub's media type and the
    /// token if there is one.
    package func urlRequest(for request: PageRequest) -> URLRequest {
        var components = URLComponents(
            url: apiBase.appendingPathComponent("search/users"), resolvingAgainstBaseURL: false)!
        components.queryItems = [
            URLQueryItem(name: "q", value: request.query),
            URLQueryItem(name: "page", value: String(request.page)),
            URLQueryItem(name: "per_page", value: String(PageRequest.pageSize)),
        ]
        var urlRequest = URLRequest(url: components.url!)
        urlRequest.setValue("application/vnd.github+json", forHTTPHeaderField: "Accept")
        urlRequest.setValue("2022-11-28", forHTTPHeaderField: "X-GitHub-Api-Version")
        urlRequest.setValue("oneway-demo", forHTTPHeaderField: "User-Agent")
        if let token, !token.isEmpty { urlRequest.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        return urlRequest
    }

    /// What an answer (or its absence) means for `request`.
    package static func result(
        of request: PageRequest, data: Data?, response: URLResponse?, error: (any Error)?
    ) -> Result<SearchModel<User>, SearchError> {
        if let error { return .failure(.network(networkReason(error))) }
        guard let response = response as? HTTPURLResponse else { return .failure(.network("no HTTP answer")) }
        let body = data ?? Data()
        switch response.statusCode {
        case 200:
            return decodePage(body, query: request.query)
        case 429:
            return .failure(.rateLimited(resetsAt: resetTime(response)))
        case 403 where isRateLimit(response, body: body):
            return .failure(.rateLimited(resetsAt: resetTime(response)))
        default:
            return .failure(.status(response.statusCode, message(in: body)))
        }
    }

    private struct Answer: Decodable {
        struct Item: Decodable {
            let login: String
        }
        let totalCount: Int
        let items: [Item]

        enum CodingKeys: String, CodingKey {
            case totalCount = "total_count"
            case items
        }
    }

    private static func decodePage(_ body: Data, query: String) -> Result<SearchModel<User>, SearchError> {
        do {
            let answer = try JSONDecoder().decode(Answer.self, from: body)
            let users = answer.items.map { User(login: $0.login, name: nil) }
            return .success(
                SearchModel(
                    query: query, items: users, totalCount: answer.totalCount,
                    availableCount: min(answer.totalCount, resultWindow)))
        } catch let error as DecodingError {
            return .failure(.malformed(describe(error)))
        } catch {
            return .failure(.malformed("\(error)"))
        }
    }

    /// GitHub marks a used-up limit with `X-RateLimit-Remaining: 0`, or, for its secondary
    /// limits, with `Retry-After` or a message saying so.
    private static func isRateLimit(_ response: HTTPURLResponse, body: Data) -> Bool {
        response.value(forHTTPHeaderField: "X-RateLimit-Remaining") == "0"
            || response.value(forHTTPHeaderField: "Retry-After") != nil
            || message(in: body).lowercased().contains("rate limit")
    }

    /// When the limit resets, as a Unix time: `X-RateLimit-Reset`, or now plus `Retry-After`.
    private static func resetTime(_ response: HTTPURLResponse) -> Int? {
        if let reset = response.value(forHTTPHeaderField: "X-RateLimit-Reset").flatMap({ Int($0) }) { return reset }
        if let delay = response.value(forHTTPHeaderField: "Retry-After").flatMap({ Int($0) }) {
            return Int(Date().timeIntervalSince1970) + delay
        }
        return nil
    }

    /// GitHub's `message`, or the start of a body that has none.
    private static func message(in body: Data) -> String {
        struct Message: Decodable { let message: String }
        if let message = try? JSONDecoder().decode(Message.self, from: body) { return message.message }
        let text = String(decoding: body.prefix(120), as: UTF8.self)
        return text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    private static func networkReason(_ error: any Error) -> String {
        guard let error = error as? URLError else { return "\(error)" }
        switch error.code {
        case .cannotConnectToHost: return "could not connect to the server"
        case .cannotFindHost, .dnsLookupFailed: return "the server's name is not known"
        case .timedOut: return "the server did not answer in time"
        case .notConnectedToInternet: return "not connected to the internet"
        case .networkConnectionLost: return "the connection was lost"
        case .secureConnectionFailed, .serverCertificateUntrusted: return "the secure connection failed"
        default: return "URL error \(error.code.rawValue)"
        }
    }

    /// A decoding error as a sentence naming where the answer went wrong.
    private static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            var path = ""
            for key in keys {
                if let index = key.intValue {
                    path += "[\(index)]"
                } else {
                    path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
                }
            }
            return path.isEmpty ? "the answer" : "'\(path)'"
        }
        func kind(_ type: Any.Type) -> String {
            switch type {
            case is String.Type: "a string"
            case is Int.Type: "a number"
            case is [Answer.Item].Type: "a list"
            default: "an object"
            }
        }
        switch error {
        case .keyNotFound(let key, let context): return "\(path(context.codingPath + [key])) is missing"
        case .typeMismatch(let type, let context): return "\(path(context.codingPath)) is not \(kind(type))"
        case .valueNotFound(let type, let context): return "\(path(context.codingPath)) is null, not \(kind(type))"
        case .dataCorrupted(let context) where context.codingPath.isEmpty: return "the body is not JSON"
        case .dataCorrupted(let context): return "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }
}

/// The observer of a `Single`, carried into `URLSession`'s completion handler.
// Unchecked: `Single.create` documents that its observer may be called from any thread, and
// only the first outcome counts; the box adds nothing but the handoff.
private final class AnswerObserver<Element>: @unchecked Sendable {
    private let observer: (SingleEvent<Element>) -> Void

    init(_ observer: @escaping (SingleEvent<Element>) -> Void) {
        self.observer = observer
    }

    func send(_ result: Result<Element, SearchError>) {
        observer(result.mapError { $0 })
    }
}

extension Result {
    fileprivate var isSuccess: Bool {
        if case .success = self { return true }
        return false
    }
}
