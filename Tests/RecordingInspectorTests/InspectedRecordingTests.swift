import Foundation
import OnewayStore
import OnewayTestSupport
import Testing

@testable import RecordingInspector

@Suite(.tracksResources)
struct InspectedRecordingTests {
    let folder = TemporaryFolder()

    @Test("A recording reads as step 0, the initial state, then each step with its action's name")
    func reads() throws {
        try recordFixture(8, in: folder)
        let recording = try InspectedRecording(path: folder.file("r.jsonl"))
        expectEqual(recording.steps.map(\.number), Array(0...8))
        expectEqual(
            recording.steps.map(\.name),
            ["initial state", "add", "increment", "toggle", "add", "rename", "increment", "toggle", "remove"])
        expectEqual(recording.header?.stateType, "RecordingFixture.FixtureState")
        expectEqual(recording.changes(at: 2).map { readable($0.path) }, ["count"])
        #expect(recording.problem == nil && recording.incompleteLine == nil)
    }

    @Test(
        "An action's name is read from the JSON Swift's Codable writes for enums, nested ones included",
        arguments: [
            (#""reset""#, "reset"), (#"{"increment":{}}"#, "increment"), (#"{"add":{"_0":"milk"}}"#, "add"),
            (#"{"list":{"_0":{"add":{"_0":"milk"}}}}"#, "list.add"),
            (#"{"list":{"_0":{"app":{"_0":{"reset":{}}}}}}"#, "list.app.reset"),
            (#"{"add":{"title":"milk"}}"#, "add"), (#"{"add":{"_0":{"title":"milk"}}}"#, "add"), ("42", "42"),
        ])
    func actionNames(json: String, name: String) throws {
        #expect(actionName(of: try JSONValue(parsing: json)) == name)
    }

    @Test("A recording still being written is followed: new lines become steps, a line in progress waits")
    func follows() throws {
        let lines = try recordFixture(6, in: folder)
        try folder.write(Array(lines[0...2]), to: "growing.jsonl")
        let path = folder.file("growing.jsonl")
        let recording = try InspectedRecording(path: path)
        expectEqual(recording.steps.count, 3)
        #expect(!recording.refresh())

        try append(lines[3] + "\n" + lines[4].prefix(10), to: path)
        #expect(recording.refresh())
        expectEqual(recording.steps.count, 4)
        expectEqual(recording.incompleteLine, 5)

        try append(lines[4].dropFirst(10) + "\n", to: path)
        #expect(recording.refresh())
        #expect(recording.steps.count == 5 && recording.incompleteLine == nil)
    }

    @Test("A bad line in a followed recording stops the reading there; the steps before it stay")
    func badLineWhileFollowing() throws {
        let lines = try recordFixture(3, in: folder)
        try folder.write(Array(lines[0...1]), to: "growing.jsonl")
        let path = folder.file("growing.jsonl")
        let recording = try InspectedRecording(path: path)
        try append("oops\n" + lines[2] + "\n", to: path)
        #expect(!recording.refresh())
        expectEqual(recording.steps.count, 2)
        expectEqual(recording.problem?.description, "\(path), line 3: not JSON (unexpected 'o' at column 1)")
    }

    @Test("A line longer than the most a line may hold stops the reading there, naming it; the steps before it stay")
    func longLine() throws {
        let lines = try recordFixture(3, in: folder)
        let long = #"{"seq":3,"time":0,"action":"pad","state":""# + String(repeating: "x", count: 5_000) + #""}"#
        try folder.write(Array(lines[0...2]), to: "long.jsonl")
        let path = folder.file("long.jsonl")
        let recording = try InspectedRecording(path: path, maximumLineSize: 4_096)
        try append(long + "\n" + lines[3] + "\n", to: path)
        #expect(!recording.refresh())
        expectEqual(recording.steps.count, 3)
        let refusal = "\(path), line 4: longer than 4096 bytes, the most a line of a recording may hold"
        expectEqual(recording.problem?.description, refusal)
        #expect {
            _ = try InspectedRecording(path: path, maximumLineSize: 4_096)
        } throws: { error in
            "\(error)" == refusal
        }

        try Data(repeating: UInt8(ascii: "{"), count: 10_000).write(to: URL(fileURLWithPath: folder.file("one.jsonl")))
        #expect {
            _ = try InspectedRecording(path: folder.file("one.jsonl"), maximumLineSize: 4_096)
        } throws: { error in
            "\(error)".hasSuffix("one.jsonl, line 1: longer than 4096 bytes, the most a line of a recording may hold")
        }
        expectEqual(InspectedRecording.maximumLineSize, 64 << 20)
    }

    @Test("A recording of several megabytes reads whole, its lines crossing the reads")
    func largeFile() throws {
        let pad = String(repeating: "x", count: 99_991)
        let header =
            #"{"format":"oneway-recording","version":1,"stateType":"S","actionType":"A","start":"2026-01-01T00:00:00Z","#
            + #""fullStateEvery":1,"state":{"n":0}}"#
        let steps = (1...40).map { #"{"seq":\#($0),"time":0,"action":"tick","state":{"n":\#($0),"pad":"\#(pad)"}}"# }
        try folder.write([header] + steps, to: "large.jsonl")
        let recording = try InspectedRecording(path: folder.file("large.jsonl"))
        expectEqual(recording.steps.count, 41)
        #expect(recording.problem == nil && recording.incompleteLine == nil)
        expectEqual(recording.steps.last?.state, try JSONValue(parsing: #"{"n":40,"pad":"\#(pad)"}"#))
    }

    @Test("The summary shows the recording's strings escaped, its columns aligned in terminal columns")
    func summaryEscapes() throws {
        let header =
            #"{"format":"oneway-recording","version":1,"stateType":"S\u001b]0;t\u0007","actionType":"A","#
            + #""start":"2026-01-01T00:00:00Z","fullStateEvery":1,"state":{"a":0,"たまご":0}}"#
        try folder.write(
            [
                header, #"{"seq":1,"time":0,"action":"go\u009b2J","state":{"a":1,"たまご":1}}"#,
                #"{"seq":2,"time":1,"action":"go\u009b2J","state":{"a":1,"たまご":2}}"#,
            ], to: "s.jsonl")
        let text = summary(of: try InspectedRecording(path: folder.file("s.jsonl")))
        #expect(text.contains("a recording of S\\u001b]0;t\\u0007 and A\n"))
        #expect(text.contains("  2  go\\u009b2J\n"))
        #expect(text.contains("  2  たまご  1, 2\n  1  a       1\n"), "\(text)")
        #expect(!text.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
    }

    @Test("A missing file, and one that is not a recording, are refused at once with the reason")
    func refused() throws {
        #expect {
            _ = try InspectedRecording(path: folder.file("none.jsonl"))
        } throws: { error in
            "\(error)" == "\(folder.file("none.jsonl")): cannot open it: No such file or directory"
        }
        try folder.write(["{\"format\":\"oneway-recording\",\"version\":3}"], to: "v3.jsonl")
        #expect {
            _ = try InspectedRecording(path: folder.file("v3.jsonl"))
        } throws: { error in
            "\(error)".hasSuffix("line 1: a recording in format version 3; this version of Oneway reads version 1")
        }
    }

    @Test("A state tree marks what the step changed, added and removed, and says what a changed value was")
    func tree() throws {
        let before = try JSONValue(parsing: #"{"count":1,"items":[{"name":"milk"},{"name":"tea"}],"title":"a"}"#)
        let after = try JSONValue(parsing: #"{"count":2,"items":[{"name":"milk"}],"title":"a","tags":["x"]}"#)
        let lines = treeLines(of: after, changes: JSONValue.changes(from: before, to: after))
        expectEqual(
            lines,
            [
                TreeLine(depth: 0, text: "count: 2 (was 1)", mark: .changed),
                TreeLine(depth: 0, text: "items: [1]", mark: .same),
                TreeLine(depth: 1, text: "0:", mark: .same),
                TreeLine(depth: 2, text: #"name: "milk""#, mark: .same),
                TreeLine(depth: 1, text: #"1: {"name":"tea"}"#, mark: .removed),
                TreeLine(depth: 0, text: #"title: "a""#, mark: .same),
                TreeLine(depth: 0, text: "tags: [1]", mark: .added),
                TreeLine(depth: 1, text: #"0: "x""#, mark: .added),
            ])
    }

    @Test("The summary counts each action, gives the time from the first step to the last, and the busiest fields")
    func summaryText() throws {
        try recordFixture(16, in: folder)
        let recording = try InspectedRecording(path: folder.file("r.jsonl"))
        let text = summary(of: recording)
        #expect(text.contains(": a recording of RecordingFixture.FixtureState and RecordingFixture.FixtureAction\n"))
        #expect(text.contains("16 step(s) in "))
        #expect(text.contains("Actions:\n  4  add\n  4  increment\n  4  toggle\n  2  remove\n  2  rename\n"))
        #expect(text.contains("Fields that changed most (changes, field, steps):\n  4  count"))
        #expect(text.contains("  4  count          2, 6, 10, 14\n  4  items[0].done  3, 7, 11, 15\n"))
    }
}
