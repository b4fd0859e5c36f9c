import Foundation

/// A folder of its own for one test's files, removed with everything in it when released.
public final class TemporaryFolder: Sendable {
    /// The folder's path.
    public let path: String

    /// Creates an empty folder under the system's temporary folder.
    public init() {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("oneway-test-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The path of `name` in the folder.
    public func file(_ name: String) -> String { path + "/" + name }

    /// The lines of the text file `name` in the folder; empty if it cannot be read.
    public func lines(of name: String) -> [String] {
        guard let text = try? String(contentsOfFile: file(name), encoding: .utf8) else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Replaces the contents of the file `name` with `lines`, each ended by a newline.
    public func write(_ lines: [String], to name: String) throws {
        try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: file(name)))
    }
}
