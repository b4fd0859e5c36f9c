import Dispatch
import Foundation
import Oneway
import OnewayTestSupport
import RecordingFixture
import Testing

@testable import OnewayStore

@Suite(.tracksResources)
struct StoreRecorderTests {
    let folder = TemporaryFolder()

    /// Records `count` actions of the fixture's script through a store, and finishes.
    private func record(
        _ count: Int, to name: String, options: RecordingOptions = RecordingOptions(),
        reducer: Reduce<FixtureState, FixtureAction> = fixtureReducer
    ) throws {
        try recordFixture(count, to: folder.file(name), options: options, reducer: reducer)
    }

    @Test("A recording is a header, then one line per applied action with its seq, time, action and the state after it")
    func lineFormat() throws {
        try record(3, to: "r.jsonl")
        let lines = folder.lines(of: "r.jsonl")
        expectEqual(lines.count, 5)
        expectEqual(lines.last, "", "the file ends with a newline")
        let header = try JSONValue(parsing: lines[0])
        expectEqual(header["format"], .string("oneway-recording"))
        expectEqual(header["version"], .number("1"))
        expectEqual(header["stateType"], .string("RecordingFixture.FixtureState"))
        expectEqual(header["actionType"], .string("RecordingFixture.FixtureAction"))
        expectEqual(header["start"]?.stringValue?.hasSuffix("Z"), true)
        #expect(header["state"] == (try JSONValue(parsing: #"{"count":0,"items":[],"notes":"","title":"groceries"}"#)))
        let steps = try lines[1...3].map { try JSONValue(parsing: $0) }
        expectEqual(steps.map { $0["seq"] }, [.number("1"), .number("2"), .number("3")])
        #expect(lines[1].hasPrefix(#"{"seq":1,"time":"#))
        let times = steps.compactMap { $0["time"]?.doubleValue }
        #expect(times.count == 3 && times == times.sorted() && times[0] >= 0)
        #expect(steps[0]["action"] == (try JSONValue(parsing: #"{"add":{"_0":"milk"}}"#)))
        #expect(steps[1]["action"] == (try JSONValue(parsing: #"{"increment":{}}"#)))
        #expect(steps[2]["state"]?["items"] == (try JSONValue(parsing: #"[{"done":true,"name":"milk"}]"#)))
        expectEqual(steps[2]["state"]?["count"], .number("1"))
    }

    @Test("Recorded from four threads dispatching at once, every action is in the file once, in the store's order")
    func severalThreads() throws {
        let recorder = try StoreRecorder<FixtureState, FixtureAction>(
            writingTo: folder.file("threads.jsonl"), initialState: FixtureState())
        let store = Store(reducer: recorder.recording(fixtureReducer), state: FixtureState())
        let done = DispatchGroup()
        for thread in 0..<4 {
            DispatchQueue.global().async(group: done) {
                for number in 0..<500 { store.dispatch(number % 2 == 0 ? .increment : .rename("t\(thread)-\(number)")) }
            }
        }
        done.waitOrRecordIssue()
        recorder.flush()
        let (_, steps, incomplete) = try RecordingReader.read(at: folder.file("threads.jsonl"))
        #expect(incomplete == nil)
        expectEqual(steps.map(\.seq), Array(1...2000))
        #expect(steps.filter { $0.action == (try? JSONValue(parsing: #"{"increment":{}}"#)) }.count == 1000)
        // In the store's order: each recorded state is the previous one with that action applied.
        try Replay.verify(recordingAt: folder.file("threads.jsonl"), reducer: fixtureReducer)
        expectEqual(steps.last?.state["count"], .number("1000"))
        try recorder.finish()
    }

    @Test("With the state in full every 5 steps, the lines between carry patches, and the same states are rebuilt")
    func fullStateEvery() throws {
        try record(40, to: "full.jsonl")
        try record(40, to: "patched.jsonl", options: RecordingOptions(fullStateEvery: 5))
        let lines = folder.lines(of: "patched.jsonl")
        let steps = try lines[1..<lines.count - 1].map { try JSONValue(parsing: $0) }
        for step in steps {
            let seq = try #require(step["seq"]?.intValue)
            expectEqual((step["state"] != nil), (seq % 5 == 0), "step \(seq)")
            expectEqual((step["patch"] != nil), (seq % 5 != 0), "step \(seq)")
        }
        let full = try RecordingReader.read(at: folder.file("full.jsonl"))
        let patched = try RecordingReader.read(at: folder.file("patched.jsonl"))
        expectEqual(patched.header.fullStateEvery, 5)
        expectEqual(full.steps.map(\.state), patched.steps.map(\.state))
        expectEqual(full.steps.map(\.action), patched.steps.map(\.action))
        try Replay.verify(recordingAt: folder.file("patched.jsonl"), reducer: fixtureReducer)
    }

    @Test("A state that cannot be encoded stops the recording before its step, and finish throws naming the step")
    func encodingFailure() throws {
        struct Measured: Codable, Sendable { var value = 0.0 }
        let recorder = try StoreRecorder<Measured, Double>(
            writingTo: folder.file("nan.jsonl"), initialState: Measured())
        let store = Store(reducer: recorder.recording { $0.value = $1 }, state: Measured())
        store.dispatch(1)
        store.dispatch(.nan)
        store.dispatch(2)
        #expect(throws: RecordingError.self) { try recorder.finish() }
        let failure = try #require(recorder.failure)
        expectEqual(failure.line, 3)
        #expect(failure.message.contains("step 2's action cannot be encoded"), "\(failure)")
        let lines = folder.lines(of: "nan.jsonl")
        expectEqual(lines.count, 3, "the header, step 1, and the final newline: \(lines)")
        let result = try Replay.run(recordingAt: folder.file("nan.jsonl")) { (state: inout Measured, value: Double) in
            state.value = value
        }
        #expect(result.steps == 1 && result.divergence == nil)
    }

    @Test("Actions recorded after finish are not written")
    func afterFinish() throws {
        let recorder = try StoreRecorder<FixtureState, FixtureAction>(
            writingTo: folder.file("after.jsonl"), initialState: FixtureState())
        recorder.record(action: .increment, stateAfter: FixtureState())
        try recorder.finish()
        recorder.record(action: .increment, stateAfter: FixtureState())
        recorder.flush()
        expectEqual(folder.lines(of: "after.jsonl").count, 3)
    }

    @Test("A recorder that cannot create its file throws, naming the path and the system's reason")
    func cannotCreate() {
        let path = folder.file("missing-folder/r.jsonl")
        #expect {
            _ = try StoreRecorder<FixtureState, FixtureAction>(writingTo: path, initialState: FixtureState())
        } throws: { error in
            "\(error)" == "\(path): cannot create it: No such file or directory"
        }
    }

    @Test("A recorder killed with SIGKILL mid-run leaves every complete line intact, and replay verifies them all")
    func killedMidRun() throws {
        guard let executable = recordingFixtureExecutable() else {
            Issue.record("recording-fixture is not beside the test binary: build the whole package first (swift build)")
            return
        }
        let path = folder.file("killed.jsonl")
        // Long lines, written without pause: the kill lands while the recorder is busy.
        let (pid, output) = try spawn(executable, [path, "--actions", "-1", "--notes", "20000", "--ready-after", "20"])
        defer { close(output) }
        let wasReady = waitForOutput("ready", from: output)
        if !wasReady { Issue.record("the fixture never said it had recorded 20 steps") }
        kill(pid, SIGKILL)
        // Bounded: a process that SIGKILL reached ends at once.
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        expectEqual(status & 0x7F, SIGKILL, "ended by SIGKILL, not on its own (status \(status))")
        guard wasReady else { return }

        let text = try #require(try? Data(contentsOf: URL(fileURLWithPath: path)))
        let lines = text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let complete = lines.dropLast()
        #expect(complete.count >= 21, "the 20 steps written before 'ready', and the header")
        for (number, line) in complete.enumerated() {
            #expect(throws: Never.self, "line \(number + 1)") { try JSONValue(parsing: line) }
        }
        let result = try Replay.verify(recordingAt: path, reducer: fixtureReducer)
        expectEqual(result.steps, complete.count - 1)
        expectEqual(result.incompleteLastLine, (lines.last!.isEmpty ? nil : complete.count + 1))
    }
}

/// Starts `executable` with `arguments`, its standard output into a new pipe; returns its
/// process id and the pipe's reading end.
///
/// Through `posix_spawn` rather than Foundation's `Process`, which on Linux leaves the
/// process object, its pipe and its run-loop source behind (the leak checker finds them).
private func spawn(_ executable: String, _ arguments: [String]) throws -> (pid: pid_t, output: Int32) {
    struct SpawnError: Error { let code: Int32 }
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw SpawnError(code: errno) }
    #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
    #else
        var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, ends[1], STDOUT_FILENO)
    posix_spawn_file_actions_addclose(&actions, ends[0])
    posix_spawn_file_actions_addclose(&actions, ends[1])
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, executable, &actions, nil, argv, environ)
    close(ends[1])
    guard result == 0 else {
        close(ends[0])
        throw SpawnError(code: result)
    }
    return (pid, ends[0])
}

/// Reads `descriptor` until what was read contains `text` (true), or until it ends or
/// `lostSignalTimeout` passes (false).
private func waitForOutput(_ text: String, from descriptor: Int32) -> Bool {
    let deadline = Deadline()
    var received = ""
    var buffer = [UInt8](repeating: 0, count: 256)
    while !received.contains(text) {
        guard !deadline.hasPassed else { return false }
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&request, 1, 1000)
        if ready < 0 && errno != EINTR { return false }
        guard ready > 0 else { continue }
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return false }
        received += String(decoding: buffer[..<count], as: UTF8.self)
    }
    return true
}
