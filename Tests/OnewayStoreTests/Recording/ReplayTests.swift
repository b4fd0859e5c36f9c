import Foundation
import Oneway
import OnewayTestSupport
import RecordingFixture
import Testing

@testable import OnewayStore

@Suite(.tracksResources)
struct ReplayTests {
    let folder = TemporaryFolder()

    /// Records `count` actions of the fixture's script, and returns the file's lines.
    @discardableResult
    private func record(
        _ count: Int, to name: String = "r.jsonl", reducer: Reduce<FixtureState, FixtureAction> = fixtureReducer
    ) throws -> [String] {
        try recordFixture(count, to: folder.file(name), reducer: reducer)
        return folder.lines(of: name)
    }

    /// The error replaying `name` through the fixture's reducer throws.
    private func replayError(_ name: String = "r.jsonl") -> (any Error)? {
        do {
            try Replay.verify(recordingAt: folder.file(name), reducer: fixtureReducer)
            return nil
        } catch {
            return error
        }
    }

    @Test("A recording replayed through its own reducer matches at every step")
    func matching() throws {
        try record(20)
        let result = try Replay.verify(recordingAt: folder.file("r.jsonl"), reducer: fixtureReducer)
        expectEqual(result.steps, 20)
        #expect(result.divergence == nil && result.incompleteLastLine == nil)
        var expected = FixtureState()
        for number in 0..<20 { fixtureReducer(&expected, fixtureAction(number)) }
        expectEqual(result.finalState, expected)
    }

    @Test("A recording whose state was changed by hand fails at that step, naming the field and both values")
    func editedState() throws {
        var lines = try record(10)
        // Step 6 (line 7) made count 2; the edit says 5.
        #expect(lines[6].contains(#""count":2"#))
        lines[6] = lines[6].replacingOccurrences(of: #""count":2"#, with: #""count":5"#)
        try folder.write(Array(lines.dropLast()), to: "r.jsonl")
        let divergence = try #require(replayError() as? ReplayDivergence)
        #expect(divergence.step == 6 && divergence.line == 7)
        expectEqual(divergence.action, #"{"increment":{}}"#)
        expectEqual(divergence.differences, ["count: recorded 5, replayed 2"])
        expectEqual(
            divergence.description,
            "step 6 (line 7), after action {\"increment\":{}}, differs from the recording:\n"
                + "  count: recorded 5, replayed 2")
        let result = try Replay.run(recordingAt: folder.file("r.jsonl"), reducer: fixtureReducer)
        #expect(result.steps == 5 && result.divergence?.step == 6)
    }

    @Test("A recording made by another reducer fails at the first step where the two reducers differ")
    func otherReducer() throws {
        try record(16, reducer: fixtureReducerWithABug)
        let divergence = try #require(replayError() as? ReplayDivergence)
        // Step 3 toggles the first item done in both; step 7 toggles it back only in the right reducer.
        expectEqual(divergence.step, 7)
        expectEqual(divergence.action, #"{"toggle":{"_0":0}}"#)
        expectEqual(divergence.differences, ["items[0].done: recorded true, replayed false"])
    }

    @Test("A truncated last line is skipped and reported; the steps before it are verified")
    func truncatedLastLine() throws {
        let lines = try record(8)
        let cut = lines[8].prefix(lines[8].count / 2)
        try Data((lines[0...7].map { $0 + "\n" }.joined() + cut).utf8).write(
            to: URL(fileURLWithPath: folder.file("r.jsonl")))
        let result = try Replay.verify(recordingAt: folder.file("r.jsonl"), reducer: fixtureReducer)
        expectEqual(result.steps, 7)
        expectEqual(result.incompleteLastLine, 9)
    }

    @Test("A complete last line without its newline is read as a step")
    func lastLineWithoutNewline() throws {
        let lines = try record(4)
        try Data(lines[0...4].joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: folder.file("r.jsonl")))
        let result = try Replay.verify(recordingAt: folder.file("r.jsonl"), reducer: fixtureReducer)
        #expect(result.steps == 4 && result.incompleteLastLine == nil)
    }

    @Test(
        "Each kind of bad line is an error naming the file, the line and what is wrong",
        arguments: [
            (3, "not json at all", "line 4: not JSON (unexpected 'n' at column 1)"),
            (
                0, #"{"format":"oneway-recording","version":2}"#,
                "line 1: a recording in format version 2; this version of Oneway reads version 1"
            ),
            (
                0, #"{"kind":"log"}"#,
                #"line 1: not a Oneway recording: its first line has no "format": "oneway-recording""#
            ),
            (3, "[1,2]", "line 4: a step is a JSON object, not an array"),
            (
                3, #"{"seq":9,"time":0,"action":1,"state":{}}"#,
                "line 4: step 9 follows step 2; each step's seq is the previous one plus 1"
            ),
            (3, #"{"seq":3,"time":0,"action":1}"#, #"line 4: step 3 has neither "state" nor "patch""#),
            (
                3, #"{"seq":3,"time":0,"action":1,"patch":[{"op":"remove","path":"/nothing"}]}"#,
                #"line 4: step 3's patch does not apply to the state of step 2: patch operation 1: no member "nothing" to remove (/nothing)"#
            ),
            (
                3, #"{"seq":3,"action":1,"state":{}}"#,
                #"line 4: step 3 has no "time" (a number of seconds, not negative)"#
            ),
        ])
    func badLines(line: Int, text: String, message: String) throws {
        var lines = try record(5)
        lines[line] = text
        try folder.write(Array(lines.dropLast()), to: "r.jsonl")
        let error = try #require(replayError() as? RecordingError)
        #expect("\(error)" == "\(folder.file("r.jsonl")), \(message)")
    }

    @Test("An action that does not decode as the reducer's action type is an error naming its line")
    func undecodableAction() throws {
        var lines = try record(5)
        lines[2] = lines[2].replacingOccurrences(of: #"{"increment":{}}"#, with: #"{"explode":{}}"#)
        try folder.write(Array(lines.dropLast()), to: "r.jsonl")
        let error = try #require(replayError() as? RecordingError)
        expectEqual(error.line, 3)
        #expect(error.message.hasPrefix("step 2's action does not decode as RecordingFixture.FixtureAction"))
    }

    @Test("A missing file and an empty one are errors naming the path")
    func missingAndEmpty() throws {
        let missing = folder.file("nothing.jsonl")
        #expect(
            "\(replayError("nothing.jsonl").map { "\($0)" } ?? "")"
                == "\(missing): cannot open it: No such file or directory")
        try folder.write([], to: "empty.jsonl")
        #expect(
            "\(replayError("empty.jsonl").map { "\($0)" } ?? "")"
                == "\(folder.file("empty.jsonl")): the file is empty; a recording starts with its header line")
    }

    @Test("A recording of another store's types is refused, naming both")
    func otherTypes() throws {
        try record(2)
        #expect {
            try Replay.verify(recordingAt: folder.file("r.jsonl")) { (state: inout Int, action: Int) in state += action
            }
        } throws: { error in
            (error as? RecordingError)?.message
                == "recorded from a store of RecordingFixture.FixtureState and RecordingFixture.FixtureAction, "
                + "replayed as Swift.Int and Swift.Int"
        }
    }

    @Test("A state whose coding loses a field differs at step 0, before any action")
    func lossyCoding() throws {
        struct Lossy: Codable, Sendable {
            var kept = 0
            var dropped = 0
            enum CodingKeys: String, CodingKey { case kept }
            init() {}
            init(from decoder: any Decoder) throws {
                kept = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .kept)
            }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(kept, forKey: .kept)
            }
        }
        let path = folder.file("lossy.jsonl")
        try folder.write(
            [
                #"{"format":"oneway-recording","version":1,"stateType":"\#(String(reflecting: Lossy.self))","#
                    + #""actionType":"Swift.Int","start":"x","state":{"kept":1,"extra":true}}"#
            ], to: "lossy.jsonl")
        let result = try Replay.run(recordingAt: path) { (state: inout Lossy, action: Int) in state.kept = action }
        expectEqual(result.divergence?.step, 0)
        expectEqual(result.divergence?.differences, ["extra: recorded true, missing from the replayed state"])
        expectEqual(result.divergence?.description.hasPrefix("the initial state (line 1) does not survive"), true)
    }
}
