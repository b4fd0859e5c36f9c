// Here, not in OnewayCore, because `URLSession` comes from Foundation (FoundationNetworking on
// Linux).
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Why a request of `URLSession.rx` failed, as RxCocoa's `RxCocoaURLError`.
public enum RxCocoaURLError: Error {
    /// The session answered with neither a response nor an error.
    case unknown
    /// The response is not an HTTP response.
    case nonHTTPResponse(response: URLResponse)
    /// The HTTP status is outside `200..<300`; `data` is the body the server sent.
    case httpRequestFailed(response: HTTPURLResponse, data: Data?)
    /// The body is not what `json(request:options:)` could read; `error` says why.
    case deserializationError(error: any Error)
}

extension RxCocoaURLError: CustomDebugStringConvertible {
    /// What went wrong, in a sentence.
    public var debugDescription: String {
        switch self {
        case .unknown:
            "The request ended with neither a response nor an error."
        case .nonHTTPResponse(let response):
            "The response is not an HTTP response: \(response)."
        case .httpRequestFailed(let response, _):
            "The request failed with HTTP status \(response.statusCode)."
        case .deserializationError(let error):
            "The response body could not be read: \(error)"
        }
    }
}

extension Reactive where Base: URLSession {
    /// Returns a sequence of the response to `request` and its body, as RxCocoa's
    /// `URLSession.rx.response(request:)`.
    ///
    /// Each subscription starts its own data task, and disposing it cancels the task. The
    /// element and completion arrive on the session's delegate queue; a transport error, or a
    /// response that is not HTTP (``RxCocoaURLError/nonHTTPResponse(response:)``), fails the
    /// sequence. Any HTTP status is an element: ``data(request:)`` checks it. When
    /// `URLSession.rx.shouldLogRequest` says so, the request and its outcome are printed.
    ///
    /// - Parameter request: The request.
    /// - Returns: The sequence of one response and body.
    public func response(request: URLRequest) -> Observable<(response: HTTPURLResponse, data: Data)> {
        let session = base
        return Observable.create { observer in
            let started = URLSession.rx.shouldLogRequest(request) ? Date() : nil
            // The observer `create` passes may be called from any thread, one event at a time;
            // the task calls its handler once.
            let receiver = UncheckedSendable(observer)
            let task = session.dataTask(with: request) { data, response, error in
                if let started {
                    print(requestLog(request, response: response, error: error, since: started))
                }
                let observer = receiver.value
                guard let response, let data else {
                    observer.onError(error ?? RxCocoaURLError.unknown)
                    return
                }
                guard let httpResponse = response as? HTTPURLResponse else {
                    observer.onError(RxCocoaURLError.nonHTTPResponse(response: response))
                    return
                }
                observer.onNext((httpResponse, data))
                observer.onCompleted()
            }
            task.resume()
            return Disposables.create { task.cancel() }
        }
    }

    /// Returns a sequence of the body of the response to `request`, failing with
    /// ``RxCocoaURLError/httpRequestFailed(response:data:)`` unless its status is in
    /// `200..<300`.
    ///
    /// Each subscription starts its own data task, as with ``response(request:)``.
    ///
    /// - Parameter request: The request.
    /// - Returns: The sequence of one body.
    public func data(request: URLRequest) -> Observable<Data> {
        response(request: request).map { response, data in
            guard 200..<300 ~= response.statusCode else {
                throw RxCocoaURLError.httpRequestFailed(response: response, data: data)
            }
            return data
        }
    }

    /// Returns a sequence of the JSON value in the body of the response to `request`, read
    /// by `JSONSerialization`.
    ///
    /// Fails as ``data(request:)`` does, and with ``RxCocoaURLError/deserializationError(error:)``
    /// when the body is not JSON.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - options: How `JSONSerialization` reads the body.
    /// - Returns: The sequence of one JSON value (`[String: Any]`, `[Any]`, `String`, `NSNumber`
    ///   or `NSNull`).
    public func json(request: URLRequest, options: JSONSerialization.ReadingOptions = []) -> Observable<Any> {
        data(request: request).map { data -> Any in
            do {
                return try JSONSerialization.jsonObject(with: data, options: options)
            } catch {
                throw RxCocoaURLError.deserializationError(error: error)
            }
        }
    }

    /// Returns a sequence of the JSON value in the body of the answer to a `GET` of `url`, as
    /// ``json(request:options:)``.
    ///
    /// - Parameter url: The address to get.
    /// - Returns: The sequence of one JSON value.
    public func json(url: URL) -> Observable<Any> {
        json(request: URLRequest(url: url))
    }
}

extension Reactive where Base == URLSession {
    /// Decides, for each request of `URLSession.rx`, whether to print it as a `curl` command
    /// and its outcome: by default every request in debug builds and none in release builds,
    /// as in RxCocoa.
    ///
    /// The printed text escapes control characters, so a request cannot take over the terminal.
    /// Setting it affects every session; it is read when a request starts.
    public static var shouldLogRequest: (URLRequest) -> Bool {
        get { requestLogging.withLock { $0.value } }
        set { requestLogging.withLock { $0 = UncheckedSendable(newValue) } }
    }
}

// The decision in use. `UncheckedSendable`: RxCocoa's closure type is not `@Sendable`; it is
// called on the threads that subscribe, outside the lock, which guards only the swap.
private let requestLogging = LockedState(
    UncheckedSendable<(URLRequest) -> Bool>({ _ in
        #if DEBUG
            true
        #else
            false
        #endif
    }))

/// The request as a `curl` command, then its outcome and how long it took, as
/// `URLSession.rx` prints them.
package func requestLog(_ request: URLRequest, response: URLResponse?, error: (any Error)?, since start: Date) -> String
{
    var command = "curl -X \(request.httpMethod ?? "GET")"
    if let body = request.httpBody, let text = String(data: body, encoding: .utf8) {
        command += " -d \(shellQuoted(text))"
    }
    for (field, value) in (request.allHTTPHeaderFields ?? [:]).sorted(by: { $0.key < $1.key }) {
        command += " \\\n    -H \(shellQuoted("\(field): \(value)"))"
    }
    command += " \\\n    \(shellQuoted(request.url?.absoluteString ?? "<no URL>")) -i -v"
    let milliseconds = Int(Date().timeIntervalSince(start) * 1000)
    let outcome: String
    if let response = response as? HTTPURLResponse {
        let verdict = 200..<300 ~= response.statusCode ? "Success" : "Failure"
        outcome = "\(verdict) (\(milliseconds) ms): status \(response.statusCode)"
    } else if let error {
        let nsError = error as NSError
        let cancelled = nsError.domain == NSURLErrorDomain && nsError.code == NSURLErrorCancelled
        outcome = cancelled ? "Cancelled (\(milliseconds) ms)" : "Failure (\(milliseconds) ms): \(error)"
    } else {
        outcome = "No HTTP response (\(milliseconds) ms)"
    }
    return command + "\n" + escapingControlCharacters(outcome)
}

/// `text` in single quotes for a POSIX shell, its control characters escaped.
private func shellQuoted(_ text: String) -> String {
    "'" + escapingControlCharacters(text).replacingOccurrences(of: "'", with: #"'\''"#) + "'"
}

/// `text` with every C0 and C1 control character and DEL written as `\u{…}`, so that printing it
/// cannot move the cursor, retitle the window or send the terminal a query.
private func escapingControlCharacters(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
        switch scalar.value {
        case 0x00..<0x20, 0x7F..<0xA0: escaped += "\\u{\(String(scalar.value, radix: 16))}"
        default: escaped.unicodeScalars.append(scalar)
        }
    }
    return escaped
}
