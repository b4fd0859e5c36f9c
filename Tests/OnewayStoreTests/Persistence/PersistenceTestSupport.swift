import Foundation
import Oneway
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A new empty directory under the system's temporary directory, removed by `remove()`.
struct TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "oneway-persistence-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    }

    /// The URL of `name` inside the directory.
    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// The names in the directory, sorted.
    var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    /// Makes the directory writable again and removes it with everything in it.
    func remove() {
        chmod(url.path, 0o755)
        try? FileManager.default.removeItem(at: url)
    }
}

/// The contents of the file at `url` as text; `nil` if there is none.
func contents(of url: URL) -> String? {
    (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) }
}

/// Writes `text` to `url`, replacing what was there.
func write(_ text: String, to url: URL) throws {
    try Data(text.utf8).write(to: url)
}

/// A small app state: a session worth keeping and a draft that is not.
struct Notes: Codable, Equatable, Sendable {
    struct Session: Codable, Equatable, Sendable {
        var user = ""
        var query = ""
    }

    var session = Session()
    var draft = ""
    var count = 0
}

enum NotesAction {
    case signIn(String)
    case search(String)
    case type(String)
    case bump
}

func notesReducer(_ state: inout Notes, _ action: NotesAction) {
    switch action {
    case .signIn(let user): state.session.user = user
    case .search(let query): state.session.query = query
    case .type(let text): state.draft += text
    case .bump: state.count += 1
    }
}

/// Runs `body` with this thread's file permissions checked as the unprivileged user
/// `nobody` when the process runs as root, who may otherwise write into any directory; as
/// any other user, simply runs `body`.
///
/// Linux's per-thread file-system user id (`setfsuid`) changes only the calling thread, so
/// the rest of the test process keeps its privileges. Everything `body` does with files must
/// run on this thread (a `TestScheduler` does).
func withFilePermissionsChecked<Result>(_ body: () throws -> Result) rethrows -> Result {
    #if canImport(Glibc)
        if geteuid() == 0, let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "setfsuid") {
            typealias SetFileSystemUser = @convention(c) (UInt32) -> Int32
            let setFileSystemUser = unsafeBitCast(symbol, to: SetFileSystemUser.self)
            _ = setFileSystemUser(65534)
            defer { _ = setFileSystemUser(0) }
            return try body()
        }
    #endif
    return try body()
}
