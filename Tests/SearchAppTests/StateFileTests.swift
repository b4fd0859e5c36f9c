import Foundation
import Oneway
import OnewayTestSupport
import SearchApp
import Testing

/// `--state-file`: the signed-in user and the last query survive from one run to the next,
/// in both wirings, and a file that cannot be used is set aside, never lost.
@Suite("The demo's state file, across runs", .tracksResources)
// On the main actor: script mode drives its view models as a UI does, on the main thread.
@MainActor
struct StateFileTests {
    static let firstRun = """
        sign-in Ada Lovelace ada@example.com
        type ada
        wait 500
        quit
        """

    @Test(
        "a second run starts signed in with the last query, shown on its first line, and searches it again",
        arguments: [Architecture.store, .dispatcher], [Architecture.store, .dispatcher])
    func restoresAcrossRuns(first: Architecture, second: Architecture) throws {
        let folder = TemporaryFolder()
        let stateFile = folder.file("state.json")
        let before = try AppRunScript(Self.firstRun, first, stateFile: stateFile)
        expectEqual(before.problems, [])
        #expect(before.lines.first?.user == nil)

        let after = try AppRunScript("wait 500", second, stateFile: stateFile)
        expectEqual(after.problems, [])
        let firstLine = try #require(after.lines.first)
        expectEqual(firstLine.time, 0)
        expectEqual(firstLine.user, "Ada Lovelace <ada@example.com>")
        expectEqual(firstLine.query, "ada")
        expectEqual(firstLine.page, 0)
        // The restored query is searched once the debounce passes, as a typed one is.
        expectEqual(after.lines.map(\.time), [0, 300, 450])
        expectEqual(after.lines.last?.results, ScriptTests.directory.search("ada", page: 1).items)
    }

    @Test("the file holds the user and the query as typed last, and signing out is remembered too")
    func savesTheLastState() throws {
        for architecture in [Architecture.store, .dispatcher] {
            let folder = TemporaryFolder()
            let stateFile = folder.file("state.json")
            _ = try AppRunScript(Self.firstRun, architecture, stateFile: stateFile)
            let saved = try JSONDecoder().decode(Saved.self, from: Data(contentsOf: URL(fileURLWithPath: stateFile)))
            expectEqual(
                saved,
                Saved(
                    schemaVersion: 1,
                    state: RememberedState(name: "Ada Lovelace", email: "ada@example.com", query: "ada")))
            // Changed after the last timed save: the end of the run saves it.
            _ = try AppRunScript("sign-out\ntype m\nquit", architecture, stateFile: stateFile)
            let next = try AppRunScript("", architecture, stateFile: stateFile)
            #expect(next.lines.first?.user == nil)
            expectEqual(next.lines.first?.query, "adam")
        }
    }

    @Test("without a state file nothing is remembered", arguments: [Architecture.store, .dispatcher])
    func offUnlessGiven(architecture: Architecture) throws {
        _ = try AppRunScript(Self.firstRun, architecture)
        let next = try AppRunScript("", architecture)
        expectEqual(next.lines.map(\.query), [""])
        #expect(next.lines.first?.user == nil)
    }

    @Test(
        "a file that does not decode is moved aside with a warning, and the run starts signed out",
        arguments: [Architecture.store, .dispatcher])
    func corruptFile(architecture: Architecture) throws {
        let folder = TemporaryFolder()
        let stateFile = folder.file("state.json")
        try folder.write(["{\"schemaVersion\":1,\"state\":{\"name\":"], to: "state.json")
        let run = try AppRunScript("type ada\nquit", architecture, stateFile: stateFile)
        expectEqual(run.problems.count, 1)
        let problem = try #require(run.problems.first)
        #expect(problem.hasPrefix("The saved state in \(stateFile) could not be decoded"))
        #expect(problem.hasSuffix("moved it to \(stateFile).corrupt; starting from the default state."))
        #expect(run.lines.first?.user == nil)
        expectEqual(run.lines.first?.query, "")
        expectEqual(folder.lines(of: "state.json.corrupt"), ["{\"schemaVersion\":1,\"state\":{\"name\":", ""])
        // The run's own state was saved in its place.
        let next = try AppRunScript("", architecture, stateFile: stateFile)
        expectEqual(next.problems, [])
        expectEqual(next.lines.first?.query, "ada")
    }

    @Test("a file from a newer version is refused with a message, kept aside, and not overwritten")
    func newerVersion() throws {
        let folder = TemporaryFolder()
        let stateFile = folder.file("state.json")
        let newer = "{\"schemaVersion\":2,\"state\":{\"user\":{\"name\":\"Ada\"}}}"
        try folder.write([newer], to: "state.json")
        let run = try AppRunScript("type x\nquit", .store, stateFile: stateFile)
        expectEqual(
            run.problems,
            [
                "The saved state in \(stateFile) was written by a newer version of this program (schema version 2; "
                    + "this one reads versions up to 1): moved it to \(stateFile).v2; starting from the default state."
            ])
        expectEqual(run.lines.first?.query, "")
        expectEqual(folder.lines(of: "state.json.v2"), [newer, ""])
    }

    @Test("a save that fails is reported, and the run goes on", arguments: [Architecture.store, .dispatcher])
    func failedSave(architecture: Architecture) throws {
        let folder = TemporaryFolder()
        let stateFile = folder.file("removed/state.json")
        let run = try AppRunScript("type ada\nwait 1500\nquit", architecture, stateFile: stateFile)
        // The timed save at 1,000 ms fails; the one at the end, retrying, fails too.
        expectEqual(run.problems.count, 2)
        #expect(run.problems.allSatisfy { $0.hasPrefix("Could not save the state to \(stateFile) (") })
        expectEqual(run.lines.last?.page, 1)
        #expect(!FileManager.default.fileExists(atPath: stateFile))
    }

    /// The file's JSON, as the tests read it back.
    struct Saved: Decodable, Equatable {
        var schemaVersion: Int
        var state: RememberedState
    }
}
