import Foundation
import Oneway
import OnewayTestSupport
import RecordingFixture
import Testing

/// The workflow the recording article describes: a user's recording of a bug, corrected at
/// the step where it went wrong, fails until the reducer is fixed.
@Suite(.tracksResources)
struct BugReportReplayTests {
    let folder = TemporaryFolder()

    @Test(
        "A bug report's recording, corrected where it went wrong, fails with the buggy reducer and passes with the fix")
    func correctedRecording() throws {
        // The user's session, recorded by the app with the bug: step 7 unticks milk, which stays ticked.
        try recordFixture(16, to: folder.file("report.jsonl"), reducer: fixtureReducerWithABug)
        // It replays: the recording reproduces the session exactly.
        try Replay.verify(recordingAt: folder.file("report.jsonl"), reducer: fixtureReducerWithABug)

        // Keep the header and steps 1 to 7, and write in step 7 the state it should have had.
        var lines = Array(folder.lines(of: "report.jsonl")[0...7])
        #expect(lines[7].contains(#"{"done":true,"name":"milk"}"#))
        lines[7] = lines[7].replacingOccurrences(
            of: #"{"done":true,"name":"milk"}"#, with: #"{"done":false,"name":"milk"}"#)
        try folder.write(lines, to: "bug-untick.jsonl")

        #expect {
            try Replay.verify(recordingAt: folder.file("bug-untick.jsonl"), reducer: fixtureReducerWithABug)
        } throws: { error in
            let divergence = error as? ReplayDivergence
            return divergence?.step == 7 && divergence?.differences == ["items[0].done: recorded false, replayed true"]
        }
        let fixed = try Replay.verify(recordingAt: folder.file("bug-untick.jsonl"), reducer: fixtureReducer)
        expectEqual(fixed.steps, 7)
    }
}
