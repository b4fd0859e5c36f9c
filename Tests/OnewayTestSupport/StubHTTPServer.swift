import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A minimal HTTP/1.1 server on 127.0.0.1, on a port the system picks, answering each
/// request with what `respond` returns, one connection at a time, then closing it: enough
/// to serve JSON to `URLSession` (the demo's GitHub backend, `URLSession.rx`).
///
/// It records every request it served. `stop()` ends it and waits (bounded) for its thread.
public final class StubHTTPServer: Sendable {
    /// A request as the server read it.
    public struct Request: Sendable {
        /// The path, without the query.
        public var path: String
        /// The query's items, by name.
        public var query: [String: String]
        /// The headers, by lowercased name.
        public var headers: [String: String]
    }

    /// What to answer.
    public struct Response: Sendable {
        /// The HTTP status.
        public var status: Int
        /// The headers to send besides `Content-Length` and `Connection`.
        public var headers: [String: String] = [:]
        /// The body.
        public var body: String

        /// An answer with `status`, `headers` and `body`.
        public init(status: Int, headers: [String: String] = [:], body: String) {
            self.status = status
            self.headers = headers
            self.body = body
        }

        /// A JSON answer: `body` with `Content-Type: application/json`.
        public static func json(_ body: String, status: Int = 200, headers: [String: String] = [:]) -> Response {
            Response(
                status: status, headers: headers.merging(["Content-Type": "application/json"]) { a, _ in a }, body: body
            )
        }
    }

    /// The port the server listens on, on 127.0.0.1.
    public let port: Int
    private let socket: Int32
    private let served = Locked<[Request]>([])
    private let finished = DispatchSemaphore(value: 0)

    /// Starts listening; `respond` runs on the server's thread.
    public init(respond: @escaping @Sendable (Request) -> Response) throws {
        socket = try Self.listeningSocket()
        port = try Self.port(of: socket)
        let thread = Thread { [socket, served, finished] in
            defer { finished.signal() }
            while true {
                let connection = accept(socket, nil, nil)
                guard connection >= 0 else { return }
                if let request = Self.readRequest(connection) {
                    served.withLock { $0.append(request) }
                    Self.send(respond(request), to: connection)
                }
                close(connection)
            }
        }
        thread.start()
    }

    /// The server's base URL: `http://127.0.0.1:PORT`.
    public var url: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// Every request served so far.
    public var requests: [Request] { served.withLock { $0 } }

    /// Stops accepting and waits for the server's thread to end.
    public func stop() {
        shutdown(socket, Int32(SHUT_RDWR))
        finished.waitOrRecordIssue("the stub server's thread never ended")
        close(socket)
    }

    // MARK: Sockets

    /// A socket call that failed, with its `errno`.
    public struct SocketError: Error {
        /// The call.
        public var call: String
        /// Its `errno`.
        public var code: Int32
    }

    private static func listeningSocket() throws -> Int32 {
        #if canImport(Glibc)
            let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw SocketError(call: "socket", code: errno) }
        var address = loopback(port: 0)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(fd, 16) == 0 else {
            close(fd)
            throw SocketError(call: "bind/listen", code: errno)
        }
        return fd
    }

    /// 127.0.0.1:`port` (0: the system picks a free port).
    public static func loopback(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        return address
    }

    private static func port(of fd: Int32) throws -> Int {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let result = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard result == 0 else { throw SocketError(call: "getsockname", code: errno) }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Reads the request head (a GET has no body) and parses its line and headers.
    private static func readRequest(_ connection: Int32) -> Request? {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !bytes.ends(with: Array("\r\n\r\n".utf8)), bytes.count < 65_536 {
            let count = buffer.withUnsafeMutableBytes { read(connection, $0.baseAddress, $0.count) }
            guard count > 0 else { return nil }
            bytes += buffer.prefix(count)
        }
        let lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n")
        let parts = lines[0].split(separator: " ")
        guard parts.count == 3, let components = URLComponents(string: String(parts[1])) else { return nil }
        var query: [String: String] = [:]
        for item in components.queryItems ?? [] { query[item.name] = item.value ?? "" }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        return Request(path: components.path, query: query, headers: headers)
    }

    private static func send(_ response: Response, to connection: Int32) {
        let body = Array(response.body.utf8)
        var head = "HTTP/1.1 \(response.status) Stub\r\nContent-Length: \(body.count)\r\nConnection: close\r\n"
        for (name, value) in response.headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        var bytes = Array((head + "\r\n").utf8) + body
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(connection, $0.baseAddress, $0.count) }
            guard written > 0 else { return }
            bytes.removeFirst(written)
        }
    }
}

extension Array where Element: Equatable {
    fileprivate func ends(with suffix: [Element]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
