import Foundation
import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct StateFileRestoreTests {
    @Test("A missing file restores the default value, with no problem and no file written")
    func missingFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = StateFile<Notes>(url: directory.file("state.json"))
        let restored = file.restore(default: Notes(draft: "default"))
        expectEqual(restored.value, Notes(draft: "default"))
        expectEqual(restored.source, .defaultValue)
        #expect(restored.problem == nil)
        expectEqual(directory.names, [])
    }

    @Test("A file at the current version restores its value")
    func currentVersion() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("state.json")
        try write(
            #"{"schemaVersion":1,"state":{"count":3,"draft":"hi","session":{"query":"q","user":"ada"}}}"#, to: url)
        let restored = StateFile<Notes>(url: url).restore(default: Notes())
        expectEqual(restored.value, Notes(session: .init(user: "ada", query: "q"), draft: "hi", count: 3))
        expectEqual(restored.source, .file)
        #expect(restored.problem == nil)
    }

    @Test("A file that does not decode is moved to FILE.corrupt, reported, and the default is used")
    func corruptFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("state.json")
        try write(#"{"schemaVersion":1,"state":{"count":"#, to: url)
        let restored = StateFile<Notes>(url: url).restore(default: Notes(draft: "default"))
        expectEqual(restored.value, Notes(draft: "default"))
        expectEqual(restored.source, .defaultValue)
        let problem = try #require(restored.problem)
        expectEqual(problem.kind, .undecodable)
        expectEqual(problem.movedTo, directory.file("state.json.corrupt"))
        #expect(problem.description.hasPrefix("The saved state in \(url.path) could not be decoded ("))
        #expect(problem.description.hasSuffix("moved it to \(url.path).corrupt; starting from the default state."))
        expectEqual(directory.names, ["state.json.corrupt"])
        expectEqual(contents(of: directory.file("state.json.corrupt")), #"{"schemaVersion":1,"state":{"count":"#)
    }

    @Test("A file of the wrong shape is reported with the key that is missing")
    func wrongShape() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("state.json")
        try write(#"{"schemaVersion":1,"state":{"count":3,"draft":"hi"}}"#, to: url)
        let problem = try #require(StateFile<Notes>(url: url).restore(default: Notes()).problem)
        expectEqual(problem.kind, .undecodable)
        #expect(problem.description.contains("could not be decoded (no value for 'session' at state)"))
    }

    @Test("A corrupt file whose .corrupt name is taken goes to a time-stamped name; neither is overwritten")
    func corruptNameTaken() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("state.json")
        try write("first bad file", to: directory.file("state.json.corrupt"))
        try write("second bad file", to: url)
        let problem = try #require(StateFile<Notes>(url: url).restore(default: Notes()).problem)
        let moved = try #require(problem.movedTo)
        #expect(moved.lastPathComponent.wholeMatch(of: /state\.json\.corrupt\.\d{8}T\d{6}Z/) != nil)
        expectEqual(contents(of: moved), "second bad file")
        expectEqual(contents(of: directory.file("state.json.corrupt")), "first bad file")
        expectEqual(directory.names.count, 2)
        // The same second again: a suffix after the time stamp.
        try write("third bad file", to: url)
        let third = try #require(StateFile<Notes>(url: url).restore(default: Notes()).problem?.movedTo)
        expectEqual(contents(of: third), "third bad file")
        expectEqual(contents(of: moved), "second bad file")
        expectEqual(directory.names.count, 3)
    }

    @Test("A path that cannot be read (a directory) is reported as unreadable and moved aside")
    func unreadable() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("state.json")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        let restored = StateFile<Notes>(url: url).restore(default: Notes(draft: "default"))
        expectEqual(restored.value, Notes(draft: "default"))
        let problem = try #require(restored.problem)
        expectEqual(problem.kind, .unreadable)
        expectEqual(problem.errorCode, EISDIR)
        #expect(problem.description.contains("could not be read (read \(url.path): Is a directory)"))
        expectEqual(directory.names, ["state.json.corrupt"])
    }

    @Test("An older version is migrated, and the first save writes it at today's version")
    func migration() throws {
        struct NotesV1: Decodable {
            var user: String
            var text: String
        }
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("state.json")
        try write(#"{"schemaVersion":1,"state":{"text":"old draft","user":"ada"}}"#, to: url)
        let file = StateFile<Notes>(url: url, version: 2) { stored in
            expectEqual(stored.version, 1)
            let old = try stored.decode(NotesV1.self)
            return Notes(session: .init(user: old.user), draft: old.text)
        }
        let restored = file.restore(default: Notes())
        expectEqual(restored.value, Notes(session: .init(user: "ada"), draft: "old draft"))
        expectEqual(restored.source, .migrated(fromVersion: 1))
        #expect(restored.problem == nil)

        let scheduler = TestScheduler(initialClock: 0)
        do {
            let store = Store(reducer: notesReducer, state: restored.value)
            store.persist(\.self, to: file, interval: .seconds(5), scheduler: scheduler)
            scheduler.start()
        }
        let saved = try #require(contents(of: url))
        #expect(saved.hasPrefix(#"{"schemaVersion":2,"state":{"#))
        expectEqual(StateFile<Notes>(url: url, version: 2).restore(default: Notes()).value, restored.value)
    }

    @Test("An older version without a migration is moved aside as corrupt, saying why")
    func olderWithoutMigration() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("state.json")
        try write(#"{"schemaVersion":1,"state":{}}"#, to: url)
        let problem = try #require(StateFile<Notes>(url: url, version: 3).restore(default: Notes()).problem)
        expectEqual(problem.kind, .undecodable)
        #expect(problem.description.contains("it has schema version 1, and no migration to version 3 was given"))
        expectEqual(directory.names, ["state.json.corrupt"])
    }

    @Test("A migration that throws counts as undecodable: the file is moved aside and the default used")
    func failingMigration() throws {
        struct Unsupported: Error, CustomStringConvertible {
            var description: String { "version 1 had no users" }
        }
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("state.json")
        try write(#"{"schemaVersion":1,"state":{}}"#, to: url)
        let file = StateFile<Notes>(url: url, version: 2) { _ in throw Unsupported() }
        let restored = file.restore(default: Notes(draft: "default"))
        expectEqual(restored.value, Notes(draft: "default"))
        expectEqual(restored.problem?.description.contains("could not be decoded (version 1 had no users)"), true)
        expectEqual(directory.names, ["state.json.corrupt"])
    }

    @Test("A newer version is refused: kept aside as FILE.v<version>, and later saves do not overwrite it")
    func newerVersion() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("state.json")
        let newer = #"{"schemaVersion":3,"state":{"shape":"from the future"}}"#
        try write(newer, to: url)
        let file = StateFile<Notes>(url: url, version: 2)
        let restored = file.restore(default: Notes(draft: "default"))
        expectEqual(restored.value, Notes(draft: "default"))
        let problem = try #require(restored.problem)
        expectEqual(problem.kind, .newerVersion(found: 3, supported: 2))
        expectEqual(
            problem.description,
            "The saved state in \(url.path) was written by a newer version of this program (schema version 3; "
                + "this one reads versions up to 2): moved it to \(url.path).v3; starting from the default state.")

        let scheduler = TestScheduler(initialClock: 0)
        do {
            let store = Store(reducer: notesReducer, state: restored.value)
            store.persist(\.self, to: file, interval: .seconds(5), scheduler: scheduler)
            scheduler.scheduleAt(1) { store.dispatch(.type(" edited")) }
            scheduler.start()
        }
        expectEqual(contents(of: directory.file("state.json.v3")), newer)
        expectEqual(StateFile<Notes>(url: url, version: 2).restore(default: Notes()).value.draft, "default edited")
    }

    @Test("Temporary files left by a process killed while saving are removed at restore, and nothing else")
    func staleTemporaries() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("state.json")
        try write(#"{"schemaVersion":1,"state":{"count":1,"draft":"","session":{"query":"","user":""}}}"#, to: url)
        try write("torn", to: directory.file(".state.json.tmp-123-4"))
        try write("other", to: directory.file(".other.json.tmp-123-4"))
        let restored = StateFile<Notes>(url: url).restore(default: Notes())
        expectEqual(restored.value.count, 1)
        expectEqual(directory.names, [".other.json.tmp-123-4", "state.json"])
    }

    @Test("A corrupt file that cannot be moved aside stays in place and is not overwritten until it can be")
    func corruptInReadOnlyDirectory() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("state.json")
        try write("not json", to: url)
        let scheduler = TestScheduler(initialClock: 0)
        let errors = Recorder<PersistenceError>()
        chmod(directory.url.path, 0o555)
        let file = StateFile<Notes>(url: url)
        let restored = withFilePermissionsChecked { file.restore(default: Notes()) }
        expectEqual(restored.problem?.kind, .undecodable)
        #expect(restored.problem?.movedTo == nil)
        expectEqual(restored.problem?.description.contains("it stays where it is and will not be overwritten"), true)
        do {
            let store = Store(reducer: notesReducer, state: restored.value)
            let persistence = store.persist(\.self, to: file, interval: .seconds(5), scheduler: scheduler)
            let subscription = persistence.errors.subscribe(onNext: { errors.append($0) })
            defer { subscription.dispose() }
            scheduler.scheduleAt(1) { store.dispatch(.type("a")) }
            scheduler.scheduleAt(21) { store.dispatch(.type("b")) }
            withFilePermissionsChecked { scheduler.advanceTo(20) }
            expectEqual(contents(of: url), "not json")
            chmod(directory.url.path, 0o777)
            withFilePermissionsChecked { scheduler.start() }
        }
        expectEqual(errors.values.map(\.kind), [.writeFailed])
        expectEqual(errors.values.first?.description.contains("it is not overwritten"), true)
        expectEqual(contents(of: directory.file("state.json.corrupt")), "not json")
        expectEqual(StateFile<Notes>(url: url).restore(default: Notes()).value.draft, "ab")
    }
}
