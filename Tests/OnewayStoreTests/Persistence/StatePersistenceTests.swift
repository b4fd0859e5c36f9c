import Foundation
import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite(.tracksResources)
struct StatePersistenceTests {
    /// Records each save (virtual time and value) and each error of `persistence`.
    final class Log<Value: Codable & Sendable> {
        var saves: [(time: TestTime, value: Value)] = []
        var errors: [(time: TestTime, error: PersistenceError)] = []
        let bag = DisposeBag()

        init(_ persistence: StatePersistence<Value>, on scheduler: TestScheduler) {
            persistence.saved.subscribe(onNext: { [unowned self] in saves.append((scheduler.clock, $0)) })
                .disposed(by: bag)
            persistence.errors.subscribe(onNext: { [unowned self] in errors.append((scheduler.clock, $0)) })
                .disposed(by: bag)
        }
    }

    /// A notes store saving its whole state to `state.json` (in `directory`, or in its
    /// subdirectory `subdirectory`) with an interval of 10 ticks, and the log of its saves.
    /// Released, it disposes the persistence and removes the directory.
    final class PersistedNotes {
        let directory: TemporaryDirectory
        let url: URL
        let scheduler = TestScheduler(initialClock: 0)
        let store = Store(reducer: notesReducer, state: Notes())
        let persistence: StatePersistence<Notes>
        let log: Log<Notes>

        init(subdirectory: String? = nil) throws {
            directory = try TemporaryDirectory()
            var folder = directory.url
            if let subdirectory {
                folder = directory.file(subdirectory)
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
            }
            url = folder.appendingPathComponent("state.json")
            persistence = store.persist(\.self, to: StateFile(url: url), interval: .seconds(10), scheduler: scheduler)
            log = Log(persistence, on: scheduler)
        }

        /// What a new restore of the file gives.
        var restored: Notes { StateFile<Notes>(url: url).restore(default: Notes()).value }

        deinit {
            persistence.dispose()
            directory.remove()
        }
    }

    @Test("1,000 dispatches within an interval make one write, of the last state")
    func coalescing() throws {
        let notes = try PersistedNotes()
        notes.scheduler.scheduleAt(3) {
            for _ in 0..<1000 { notes.store.dispatch(.bump) }
        }
        notes.scheduler.advanceTo(9)
        #expect(contents(of: notes.url) == nil)
        notes.scheduler.start()
        expectEqual(notes.log.saves.map(\.time), [10])
        expectEqual(notes.log.saves.map(\.value.count), [1000])
        expectEqual(notes.restored.count, 1000)
        expectEqual(notes.directory.names, ["state.json"])
    }

    @Test("Changes in later intervals make one write per interval, each with the latest state")
    func onePerInterval() throws {
        let notes = try PersistedNotes()
        for time in [2, 5, 12, 31, 33, 40, 43] {
            notes.scheduler.scheduleAt(time) { notes.store.dispatch(.bump) }
        }
        notes.scheduler.start()
        // Armed by the current state at 0, then by the changes at 12, 31 and 43.
        expectEqual(notes.log.saves.map(\.time), [10, 22, 41, 53])
        expectEqual(notes.log.saves.map(\.value.count), [2, 3, 6, 7])
    }

    @Test("Nothing is written when nothing changed: a restored state, and a change undone")
    func nothingChanged() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("state.json")
        let original = #"{"schemaVersion":1,"state":{"count":0,"draft":"","session":{"query":"","user":"ada"}}}"#
        try write(original + "\n", to: url)
        let file = StateFile<Notes>(url: url)
        let scheduler = TestScheduler(initialClock: 0)
        let store = Store(reducer: notesReducer, state: file.restore(default: Notes()).value)
        let persistence = store.persist(\.self, to: file, interval: .seconds(10), scheduler: scheduler)
        let log = Log(persistence, on: scheduler)
        scheduler.scheduleAt(3) { store.dispatch(.signIn("bob")) }
        scheduler.scheduleAt(4) { store.dispatch(.signIn("ada")) }
        scheduler.scheduleAt(30) { store.dispatch(.signIn("ada")) }
        scheduler.start()
        #expect(log.saves.isEmpty)
        expectEqual(contents(of: url), original + "\n")
        persistence.dispose()
        #expect(log.saves.isEmpty)
    }

    @Test("A missing file is not created while the state stays the default")
    func defaultNotWritten() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = StateFile<Notes>(url: directory.file("state.json"))
        let scheduler = TestScheduler(initialClock: 0)
        do {
            let store = Store(reducer: notesReducer, state: file.restore(default: Notes()).value)
            store.persist(\.self, to: file, interval: .seconds(10), scheduler: scheduler)
            scheduler.start()
        }
        expectEqual(directory.names, [])
    }

    @Test("Releasing the store saves its last state at once, before any interval has passed")
    func flushOnRelease() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("state.json")
        let scheduler = TestScheduler(initialClock: 0)
        var store: Store<Notes, NotesAction>? = Store(reducer: notesReducer, state: Notes())
        let persistence = store?.persist(\.self, to: StateFile(url: url), interval: .seconds(10), scheduler: scheduler)
        let log = try Log(#require(persistence), on: scheduler)
        var completed = false
        persistence?.saved.subscribe(onCompleted: { completed = true }).disposed(by: log.bag)
        store?.dispatch(.type("unsaved"))
        store?.dispatch(.bump)
        #expect(contents(of: url) == nil)
        store = nil
        expectEqual(log.saves.map(\.time), [0])
        #expect(completed)
        let restored = StateFile<Notes>(url: url).restore(default: Notes()).value
        expectEqual(restored, Notes(draft: "unsaved", count: 1))
    }

    @Test("flush() saves the pending state on the calling thread; a second flush writes nothing")
    func flush() throws {
        let notes = try PersistedNotes()
        notes.store.dispatch(.type("now"))
        try notes.persistence.flush()
        expectEqual(notes.restored.draft, "now")
        try notes.persistence.flush()
        notes.scheduler.start()
        expectEqual(notes.log.saves.map(\.time), [0])
    }

    @Test("dispose() saves the last state, stops persisting and frees the file for another store")
    func dispose() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("state.json")
        let file = StateFile<Notes>(url: url)
        let scheduler = TestScheduler(initialClock: 0)
        let store = Store(reducer: notesReducer, state: Notes())
        let persistence = store.persist(\.self, to: file, interval: .seconds(10), scheduler: scheduler)
        store.dispatch(.type("kept"))
        persistence.dispose()
        store.dispatch(.type(" and not saved"))
        scheduler.start()
        expectEqual(StateFile<Notes>(url: url).restore(default: Notes()).value.draft, "kept")
        let other = Store(reducer: notesReducer, state: Notes(draft: "other"))
        other.persist(\.self, to: file, interval: .seconds(10), scheduler: scheduler).dispose()
        expectEqual(StateFile<Notes>(url: url).restore(default: Notes()).value.draft, "other")
    }

    @Test("A key-path part is saved alone, and changes elsewhere in the state write nothing")
    func keyPathPart() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("session.json")
        let file = StateFile<Notes.Session>(url: url)
        let scheduler = TestScheduler(initialClock: 0)
        var initial = Notes(draft: "not saved")
        initial.session = file.restore(default: initial.session).value
        let store = Store(reducer: notesReducer, state: initial)
        let persistence = store.persist(\.session, to: file, interval: .seconds(10), scheduler: scheduler)
        let log = Log(persistence, on: scheduler)
        scheduler.scheduleAt(2) { store.dispatch(.signIn("ada")) }
        scheduler.scheduleAt(3) { store.dispatch(.search("milk")) }
        scheduler.scheduleAt(20) { store.dispatch(.type("!")) }
        scheduler.scheduleAt(25) { store.dispatch(.bump) }
        scheduler.start()
        expectEqual(log.saves.map(\.time), [10])
        expectEqual(contents(of: url), #"{"schemaVersion":1,"state":{"query":"milk","user":"ada"}}"# + "\n")
        // The changes at 20 and 25 armed one check, at 30, which found the part unchanged.
        expectEqual(scheduler.clock, 30)
        persistence.dispose()
    }

    @Test("A scoped store persists its part of the root's state; releasing the root saves the part's last value")
    func scopedPart() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("user.json")
        let scheduler = TestScheduler(initialClock: 0)
        var store: Store<Notes, NotesAction>? = Store(reducer: notesReducer, state: Notes())
        var session = store?.scope(state: \.session)
        let persistence = try #require(session).persist(
            \.user, to: StateFile<String>(url: url), interval: .seconds(10), scheduler: scheduler)
        let log = Log(persistence, on: scheduler)
        scheduler.scheduleAt(2) { store?.dispatch(.signIn("ada")) }
        scheduler.scheduleAt(3) { store?.dispatch(.type("not the part")) }
        scheduler.advanceTo(20)
        expectEqual(log.saves.map(\.time), [10])
        expectEqual(log.saves.map(\.value), ["ada"])
        session?.dispatch(.signIn("grace"))
        session = nil
        store = nil
        expectEqual(log.saves.map(\.time), [10, 20])
        expectEqual(StateFile<String>(url: url).restore(default: "").value, "grace")
    }

    @Test("A part that is not Equatable is saved too, and a save that would write the same bytes writes nothing")
    func nonEquatablePart() throws {
        struct Tally: Codable, Sendable {
            var counts: [String: Int] = [:]
        }
        struct State {
            var tally = Tally()
            var other = 0
        }
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("tally.json")
        let scheduler = TestScheduler(initialClock: 0)
        let store = Store(
            reducer: { (state: inout State, action: String) in
                if action == "other" { state.other += 1 } else { state.tally.counts[action, default: 0] += 1 }
            }, state: State())
        let persistence = store.persist(\.tally, to: StateFile(url: url), interval: .seconds(10), scheduler: scheduler)
        let log = Log(persistence, on: scheduler)
        scheduler.scheduleAt(1) { ["b", "a", "c", "a"].forEach(store.dispatch) }
        scheduler.scheduleAt(20) { store.dispatch("other") }
        scheduler.start()
        expectEqual(log.saves.map(\.time), [10])
        expectEqual(contents(of: url), #"{"schemaVersion":1,"state":{"counts":{"a":2,"b":1,"c":1}}}"# + "\n")
        // The change at 20 scheduled a save, which ran at 30 and found the file up to date.
        expectEqual(scheduler.clock, 30)
        persistence.dispose()
    }

    @Test("A read-only directory is reported, the store keeps going, and the save succeeds once it is writable")
    func readOnlyDirectory() throws {
        let notes = try PersistedNotes()
        let (scheduler, store, log, directory) = (notes.scheduler, notes.store, notes.log, notes.directory.url)
        scheduler.scheduleAt(1) { store.dispatch(.type("a")) }
        scheduler.scheduleAt(40) { store.dispatch(.type("b")) }
        scheduler.scheduleAt(45) { store.dispatch(.type("c")) }
        chmod(directory.path, 0o555)
        withFilePermissionsChecked { scheduler.advanceTo(30) }
        chmod(directory.path, 0o777)
        withFilePermissionsChecked { scheduler.start() }
        expectEqual(log.errors.map(\.time), [10])
        let error = try #require(log.errors.first?.error)
        expectEqual(error.kind, .writeFailed)
        expectEqual(error.errorCode, EACCES)
        #expect(
            error.description.hasPrefix(
                "Could not save the state to \(notes.url.path) (create \(directory.path)/.state.json.tmp-"))
        #expect(error.description.hasSuffix(": Permission denied). Retrying at the next change."))
        expectEqual(store.state.draft, "abc")
        expectEqual(log.saves.map(\.time), [50])
        expectEqual(log.saves.map(\.value.draft), ["abc"])
        expectEqual(notes.directory.names, ["state.json"])
    }

    @Test("A removed directory is reported at each save until it is back; flush throws the same error")
    func removedDirectory() throws {
        let notes = try PersistedNotes(subdirectory: "data")
        let (scheduler, store, log, persistence) = (notes.scheduler, notes.store, notes.log, notes.persistence)
        let directory = notes.url.deletingLastPathComponent()
        scheduler.scheduleAt(1) { store.dispatch(.bump) }
        scheduler.advanceTo(10)
        expectEqual(log.saves.map(\.value.count), [1])
        try FileManager.default.removeItem(at: directory)
        scheduler.scheduleAt(11) { store.dispatch(.bump) }
        scheduler.scheduleAt(30) { store.dispatch(.bump) }
        scheduler.advanceTo(45)
        expectEqual(log.errors.map(\.time), [21, 40])
        expectEqual(log.errors.map(\.error.errorCode), [ENOENT, ENOENT])
        #expect(throws: PersistenceError.self) { try persistence.flush() }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        try persistence.flush()
        expectEqual(log.saves.map(\.value.count), [1, 3])
        expectEqual(notes.restored.count, 3)
    }

    @Test("A value that fails to encode is reported, and the store keeps going")
    func encodingFailure() throws {
        struct Fragile: Codable, Equatable, Sendable {
            var value = 0.0
        }
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let scheduler = TestScheduler(initialClock: 0)
        let store = Store(reducer: { (state: inout Fragile, action: Double) in state.value = action }, state: Fragile())
        let persistence = store.persist(
            \.self, to: StateFile(url: directory.file("state.json")), interval: .seconds(10), scheduler: scheduler)
        let log = Log(persistence, on: scheduler)
        scheduler.scheduleAt(1) { store.dispatch(.infinity) }
        scheduler.scheduleAt(20) { store.dispatch(2) }
        scheduler.start()
        expectEqual(log.errors.map(\.error.kind), [.encodingFailed])
        expectEqual(log.saves.map(\.value), [Fragile(value: 2)])
        persistence.dispose()
    }

    @Test("Saves run on the persistence's own queue by default, never on the dispatching thread")
    func defaultScheduler() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("state.json")
        let store = Store(reducer: notesReducer, state: Notes())
        let persistence = store.persist(\.self, to: StateFile(url: url), interval: .milliseconds(1))
        let saved = DispatchSemaphore(value: 0)
        let dispatching = pthread_self()
        let onDispatchingThread = Recorder<Bool>()
        let subscription = persistence.saved.subscribe(onNext: { notes in
            onDispatchingThread.append(pthread_equal(pthread_self(), dispatching) != 0)
            if notes.count == 100 { saved.signal() }
        })
        for _ in 0..<100 { store.dispatch(.bump) }
        saved.waitOrRecordIssue("the last state was never saved")
        #expect(!onDispatchingThread.values.isEmpty)
        #expect(onDispatchingThread.values.allSatisfy { !$0 })
        expectEqual(StateFile<Notes>(url: url).restore(default: Notes()).value.count, 100)
        subscription.dispose()
        persistence.dispose()
    }
}

@Suite(.tracksResources)
struct ObservablePersistenceTests {
    @Test("An observable's elements are saved coalesced, and its completion saves the last one at once")
    func observableElements() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("session.json")
        let scheduler = TestScheduler(initialClock: 0)
        let sessions = scheduler.createHotObservable([
            .next(0, Notes.Session()),
            .next(3, Notes.Session(user: "ada")),
            .next(4, Notes.Session(user: "ada", query: "m")),
            .next(30, Notes.Session(user: "ada", query: "milk")),
            .completed(32),
        ])
        var saves: [(TestTime, Notes.Session)] = []
        var completed: TestTime?
        let persistence = sessions.persist(to: StateFile(url: url), interval: .seconds(10), scheduler: scheduler)
        let subscription = persistence.saved.subscribe(
            onNext: { saves.append((scheduler.clock, $0)) }, onCompleted: { completed = scheduler.clock })
        defer { subscription.dispose() }
        scheduler.start()
        expectEqual(saves.map(\.0), [10, 32])
        expectEqual(saves.map(\.1.query), ["m", "milk"])
        expectEqual(completed, 32)
        expectEqual(StateFile<Notes.Session>(url: url).restore(default: .init()).value.query, "milk")
    }
}
