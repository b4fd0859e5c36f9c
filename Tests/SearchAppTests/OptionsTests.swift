import Foundation
import OnewayTestSupport
import SearchApp
import Testing

@Suite("The demo's command line", .tracksResources)
struct OptionsTests {
    @Test("no flags: the Store wiring on the embedded backend, 150 ms latency, no failures")
    func defaults() throws {
        let options = try Options.parse([])
        expectEqual(options.architecture, .store)
        expectEqual(options.backend, .embedded)
        expectEqual(options.latency, 150)
        expectEqual(options.failRate, 0)
        expectEqual(options.debounce, 300)
        expectEqual(options.apiBase, GitHubBackend.defaultAPIBase)
    }

    @Test("every flag, as --flag value or --flag=value")
    func flags() throws {
        let options = try Options.parse([
            "--arch", "dispatcher", "--backend=github", "--latency", "20", "--fail-rate=0.25", "--seed", "7",
            "--users", "500", "--debounce=50", "--api-base", "http://127.0.0.1:8080", "-h",
        ])
        expectEqual(options.architecture, .dispatcher)
        expectEqual(options.backend, .github)
        expectEqual(options.latency, 20)
        expectEqual(options.failRate, 0.25)
        expectEqual(options.seed, 7)
        expectEqual(options.users, 500)
        expectEqual(options.debounce, 50)
        expectEqual(options.apiBase, URL(string: "http://127.0.0.1:8080"))
        #expect(options.showsHelp)
    }

    @Test("--state-file, --record and --replay take a path; the first two go together")
    func fileFlags() throws {
        let running = try Options.parse(["--state-file", "state.json", "--record=session.jsonl"])
        expectEqual(running.stateFile, "state.json")
        expectEqual(running.recording, "session.jsonl")
        #expect(running.replay == nil)
        let replaying = try Options.parse(["--replay", "session.jsonl"])
        expectEqual(replaying.replay, "session.jsonl")
        #expect(replaying.stateFile == nil && replaying.recording == nil)
        #expect(try Options.parse([]).stateFile == nil)
    }

    @Test(
        "an unknown flag or a bad value is a usage error that names it",
        arguments: [
            (["--fast"], "unknown argument '--fast'"),
            (["--arch", "mvc"], "--arch needs store or dispatcher, got 'mvc'"),
            (["--latency"], "--latency needs a value (MS)"),
            (["--latency", "-5"], "--latency needs a whole number from 0 to 600000, got '-5'"),
            (["--fail-rate", "1.5"], "--fail-rate needs a number from 0 to 1, got '1.5'"),
            (["--api-base", "ftp://x"], "--api-base needs an http or https URL, got 'ftp://x'"),
            (["--help=yes"], "--help takes no value"),
            (["--state-file", ""], "--state-file needs a file path"),
            (["--record"], "--record needs a value (FILE)"),
            (
                ["--arch", "dispatcher", "--record", "r.jsonl"],
                "--record needs --arch store: a recording holds the Store's actions, which the Flux dispatchers do not "
                    + "have"
            ),
            (
                ["--replay", "r.jsonl", "--state-file", "s.json"],
                "--replay checks a recording and runs nothing: drop --state-file"
            ),
            (
                ["--record", "a.jsonl", "--replay", "r.jsonl"],
                "--replay checks a recording and runs nothing: drop --record"
            ),
        ])
    func usageErrors(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try Options.parse(arguments) }
    }

    @Test("the usage lists every flag")
    func usage() {
        for flag in [
            "--arch", "--backend", "--latency", "--fail-rate", "--seed", "--users", "--debounce", "--api-base",
            "--state-file", "--record", "--replay", "--help", "Exit status",
        ] {
            #expect(Options.usage.contains(flag))
        }
    }
}
