import Foundation
import Oneway
import OnewayTestSupport
import RecordingFixture

/// Records `count` actions of the fixture's script to `name` in `folder`; returns the lines.
@discardableResult
func recordFixture(_ count: Int, to name: String = "r.jsonl", in folder: TemporaryFolder) throws -> [String] {
    try RecordingFixture.recordFixture(count, to: folder.file(name))
    return folder.lines(of: name)
}

/// Appends `text` to the file at `path`, as a recorder still writing would.
func append(_ text: String, to path: String) throws {
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    defer { try? handle.close() }
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(text.utf8))
}
