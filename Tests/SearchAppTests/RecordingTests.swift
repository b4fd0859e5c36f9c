import Foundation
import Oneway
import OnewayTestSupport
import SearchApp
import Testing

/// `--record` and `--replay`: a script run recorded by the Store wiring replays through its
/// reducer; a recording edited by hand, or replayed through another reducer, fails at the
/// step that differs.
@Suite("The demo's recording and replay", .tracksResources)
// On the main actor: script mode drives its view models as a UI does, on the main thread.
@MainActor
struct RecordingTests {
    /// Signs in (step 1), types three keys (2–4), is searched and answered (5, 6), asks for
    /// the next page (7), which is searched and answered (8, 9).
    static let script = """
        sign-in Ada Lovelace ada@example.com
        type ada
        wait 500
        next-page
        wait 200
        quit
        """

    /// Records `script` to `name` in `folder`, and returns the recording's path.
    private func record(
        in folder: TemporaryFolder, _ name: String = "session.jsonl", stateFile: String? = nil
    ) throws -> String {
        let path = folder.file(name)
        let run = try AppRunScript(Self.script, .store, stateFile: stateFile, recording: path)
        expectEqual(run.problems, [])
        expectEqual(run.lines.last?.page, 2)
        return path
    }

    @Test("a recorded run replays: one line per action after the header, every state as recorded")
    func replaysAsRecorded() throws {
        let folder = TemporaryFolder()
        let path = try record(in: folder)
        let lines = folder.lines(of: "session.jsonl")
        expectEqual(lines.count, 1 + 9 + 1)  // the header, 9 steps, and the empty string after the last newline
        #expect(lines[1].hasPrefix("{\"seq\":1,\"time\":"))
        #expect(lines[1].contains("\"action\":{\"signIn\":{\"email\":\"ada@example.com\",\"name\":\"Ada Lovelace\"}}"))
        #expect(lines[7].contains("\"action\":{\"nextPage\":{}}"))
        expectEqual(
            ReplayReport(replaying: path),
            ReplayReport(status: 0, message: path + ": 9 step(s) replayed, every state as recorded"))
    }

    @Test("a run that started from a state file records the restored state as its start, and replays")
    func recordsTheRestoredStart() throws {
        let folder = TemporaryFolder()
        let stateFile = folder.file("state.json")
        _ = try AppRunScript("sign-in Grace Hopper grace@example.com\ntype grace\nquit", .store, stateFile: stateFile)
        let path = folder.file("session.jsonl")
        // The restored query is searched (steps 1 and 2) though nothing was typed.
        let run = try AppRunScript("wait 500\nquit", .store, stateFile: stateFile, recording: path)
        expectEqual(run.lines.map(\.time), [0, 300, 450])
        let lines = folder.lines(of: "session.jsonl")
        expectEqual(lines.count, 1 + 2 + 1)
        #expect(lines[0].contains("\"name\":\"Grace Hopper\""))
        #expect(lines[0].contains("\"query\":\"grace\""))
        expectEqual(ReplayReport(replaying: path).message, path + ": 2 step(s) replayed, every state as recorded")
    }

    @Test("a state edited by hand fails the replay at its step, with the action and the field")
    func editedState() throws {
        let folder = TemporaryFolder()
        _ = try record(in: folder)
        var lines = folder.lines(of: "session.jsonl")
        // Step 5, line 6: `loading(true)`, the search starting.
        #expect(lines[5].contains("\"isLoading\":true"))
        lines[5] = lines[5].replacing("\"isLoading\":true", with: "\"isLoading\":false")
        try folder.write(lines.dropLast(), to: "edited.jsonl")
        let path = folder.file("edited.jsonl")
        #expect(
            ReplayReport(replaying: path)
                == ReplayReport(
                    status: 1,
                    message: path + """
                        : step 5 (line 6), after action {"loading":{"_0":true}}, differs from the recording:
                          search.isLoading: recorded false, replayed true
                        """))
    }

    @Test("the recorded actions replayed through another reducer fail at the first step it changes differently")
    func anotherReducer() throws {
        let folder = TemporaryFolder()
        let path = try record(in: folder)
        // A reducer that forgets to sign in: the session stays empty.
        let forgetful = Reduce<AppState, AppAction> { state, action in
            if case .signIn = action { return }
            Reducers.root.reduce(&state, action)
        }
        let report = ReplayReport(replaying: path, through: forgetful)
        expectEqual(report.status, 1)
        #expect(
            report.message
                == path + """
                    : step 1 (line 2), after action {"signIn":{"email":"ada@example.com","name":"Ada Lovelace"}}, \
                    differs from the recording:
                      session.email: recorded "ada@example.com", replayed ""
                      session.name: recorded "Ada Lovelace", replayed ""
                    """)
    }

    @Test("a missing file, or a file that is not a recording of this app, cannot be replayed: status 2, naming it")
    func unusableFiles() throws {
        let folder = TemporaryFolder()
        let missing = folder.file("missing.jsonl")
        expectEqual(
            ReplayReport(replaying: missing),
            ReplayReport(status: 2, message: missing + ": cannot open it: No such file or directory"))
        try folder.write(["not json"], to: "text.jsonl")
        let text = ReplayReport(replaying: folder.file("text.jsonl"))
        expectEqual(text.status, 2)
        #expect(text.message.hasPrefix(folder.file("text.jsonl") + ", line 1: "))
        let other = try record(in: folder)
        var lines = folder.lines(of: "session.jsonl")
        lines[0] = lines[0].replacing("SearchApp.AppState", with: "Todo.State")
        try folder.write(lines.dropLast(), to: "other.jsonl")
        let foreign = ReplayReport(replaying: folder.file("other.jsonl"))
        expectEqual(foreign.status, 2)
        #expect(foreign.message.contains("recorded from a store of Todo.State and SearchApp.AppAction"))
        expectEqual(ReplayReport(replaying: other).status, 0)
    }

    @Test("a recording that cannot be created stops the run before it starts, saying why")
    func uncreatableRecording() {
        let folder = TemporaryFolder()
        let path = folder.file("no-such-folder/session.jsonl")
        #expect(throws: UsageError("--record: \(path): cannot create it: No such file or directory")) {
            _ = try AppRunScript("type a", .store, recording: path)
        }
    }
}
