import Oneway
import OnewayTestSupport
import SearchApp
import Testing

/// What any script can make the demo do: a repeated command costs at most what it can
/// change, and a line costs at most the longest line allowed.
@Suite("Script mode's work, bounded whatever the script", .tracksResources)
// The runner drives a Driver, which is driven from the main thread.
@MainActor
struct ScriptBoundsTests {
    /// A wiring that counts the intents sent to it. Past `limit` it forwards none (a test
    /// has failed by then), so that a run that sends millions still ends soon.
    private final class CountingWiring: Wiring {
        let wrapped: any Wiring
        let limit: Int
        let sent = Locked(0)
        private let last = Locked<ViewModel?>(nil)

        init(_ wrapped: any Wiring, limit: Int) {
            self.wrapped = wrapped
            self.limit = limit
        }

        var viewModel: ViewModel {
            last.withLock { $0 } ?? wrapped.viewModel
        }

        var viewModels: Observable<ViewModel> { wrapped.viewModels }

        func send(_ intent: Intent) {
            let count = sent.withLock { count in
                count += 1
                return count
            }
            if count <= limit {
                wrapped.send(intent)
            } else if count == limit + 1 {
                let view = wrapped.viewModel
                last.withLock { $0 = view }
            }
        }

        func stop() { wrapped.stop() }

        func persist(
            to file: StateFile<RememberedState>, interval: RxTimeInterval, scheduler: (any SchedulerType)?
        ) -> StatePersistence<RememberedState> {
            wrapped.persist(to: file, interval: interval, scheduler: scheduler)
        }
    }

    @Test(
        "backspace with the largest count sends at most one keystroke per character typed, in both wirings",
        arguments: Architecture.allCases)
    func largestBackspace(architecture: Architecture) throws {
        let clock = ScriptClock()
        let backend = EmbeddedBackend(
            directory: UserDirectory(count: 100), latency: .milliseconds(150), scheduler: clock)
        let wiring = CountingWiring(Dependencies(backend: backend, scheduler: clock).start(architecture), limit: 1_000)
        final class Printed { var lines: [String] = [] }
        let printed = Printed()
        let runner = ScriptRunner(wiring: wiring, clock: clock) { printed.lines.append($0) }
        try runner.run(["type ada", "backspace 86400000", "type b", "backspace 1", "backspace"].map { Array($0.utf8) })
        wiring.stop()
        expectEqual(wiring.sent.withLock { $0 }, 3 + 3 + 1 + 1, "each keystroke that changes the query, no more")
        expectEqual(printed.lines.count, 1 + 3 + 3 + 2, "the first state, then one line per change")
        #expect(printed.lines.last?.contains(#""query":"""#) == true)
    }

    @Test("a line of the longest length allowed parses; one byte more is refused, saying the limit")
    func longestLine() throws {
        let longest = "type " + String(repeating: "a", count: ScriptCommand.maximumLineLength - 5)
        expectEqual(try ScriptCommand.parse(Array(longest.utf8)), .type(String(longest.dropFirst(5))))
        #expect(throws: ScriptError("the line is longer than 1,024 bytes, the most a script line may have")) {
            try ScriptCommand.parse(Array((longest + "a").utf8))
        }
    }

    /// A source of `script` in reads of `chunk` bytes, counting the bytes it handed out.
    private final class Source {
        let script: [UInt8]
        let chunk: Int
        private(set) var handedOut = 0

        init(_ script: [UInt8], chunk: Int) {
            self.script = script
            self.chunk = chunk
        }

        func read() -> [UInt8]? {
            guard handedOut < script.count else { return nil }
            let end = min(handedOut + chunk, script.count)
            defer { handedOut = end }
            return Array(script[handedOut..<end])
        }
    }

    @Test("lines come whole whatever the reads cut, the last one without its newline too")
    func lines() {
        for chunk in [1, 3, 4_096] {
            let source = Source(Array("type a\n\nwait 5\r\n# note\nquit".utf8), chunk: chunk)
            let lines = Array(ScriptLines(reading: source.read)).map { String(decoding: $0, as: UTF8.self) }
            expectEqual(lines, ["type a", "", "wait 5\r", "# note", "quit"])
        }
    }

    @Test("a line of 8 MB is handed on cut past the limit once that much came, without reading the rest")
    func hugeLine() {
        let longest = ScriptCommand.maximumLineLength
        let script = Array(("wait 1\ntype " + String(repeating: "a", count: 8 << 20) + "\nquit\n").utf8)
        let source = Source(script, chunk: 65_536)
        var lines = ScriptLines(reading: source.read)
        expectEqual(lines.next().map { String(decoding: $0, as: UTF8.self) }, "wait 1")
        expectEqual(lines.next()?.count, longest + 1)
        #expect(source.handedOut <= 65_536, "read \(source.handedOut) bytes for two lines")
        expectEqual(lines.next().map { String(decoding: $0, as: UTF8.self) }, "quit", "the rest of it is skipped")
        #expect(lines.next() == nil)
    }

    @Test("the runner refuses the long line by its number, after applying the lines before it")
    func longLineRefused() {
        let clock = ScriptClock()
        let backend = EmbeddedBackend(
            directory: UserDirectory(count: 100), latency: .milliseconds(150), scheduler: clock)
        let wiring = Dependencies(backend: backend, scheduler: clock).start(.store)
        defer { wiring.stop() }
        let script = Array(("type a\n# fine\ntype " + String(repeating: "b", count: 2_000) + "\ntype c\n").utf8)
        let source = Source(script, chunk: 512)
        let runner = ScriptRunner(wiring: wiring, clock: clock) { _ in }
        #expect(
            throws: ScriptLineError(
                line: 3, reason: "the line is longer than 1,024 bytes, the most a script line may have")
        ) { try runner.run(ScriptLines(reading: source.read)) }
        expectEqual(wiring.viewModel.query, "a")
    }
}
