import Dispatch
import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

/// One download of a list: the row a `forEach` effect runs an instance for.
struct Download: Identifiable, Equatable {
    let id: Int
    var progress = 0
    var isDone = false
}

enum DownloadAction: Equatable {
    case start
    case progressed(Int)
    case finished
}

struct DownloadsState: Equatable {
    var downloads: [Download] = []
}

enum DownloadsAction: Equatable {
    case download(id: Int, action: DownloadAction)
    case add(id: Int)
    case remove(id: Int)
}

extension ActionPath<DownloadsAction, (id: Int, action: DownloadAction)> {
    static let download = ActionPath(embed: DownloadsAction.download) {
        guard case .download(let id, let action) = $0 else { return nil }
        return (id, action)
    }
}

let downloadReducer = Reduce<Download, DownloadAction> { download, action in
    switch action {
    case .start: break
    case .progressed(let progress): download.progress = progress
    case .finished: download.isDone = true
    }
}

let downloadsReducer = Reduce<DownloadsState, DownloadsAction>.combine(
    downloadReducer.forEach(\.downloads, action: .download),
    Reduce { state, action in
        switch action {
        case .add(let id): state.downloads.append(Download(id: id))
        case .remove(let id): state.downloads.removeAll { $0.id == id }
        case .download: break
        }
    }
)

/// The same downloads under names, for the dictionary forms.
struct NamedDownloads: Equatable {
    var byName: [String: Download] = [:]
}

enum NamedDownloadsAction: Equatable {
    case download(id: String, action: DownloadAction)
    case remove(String)
}

extension ActionPath<NamedDownloadsAction, (id: String, action: DownloadAction)> {
    static let named = ActionPath(embed: NamedDownloadsAction.download) {
        guard case .download(let id, let action) = $0 else { return nil }
        return (id, action)
    }
}

let namedDownloadsReducer = Reduce<NamedDownloads, NamedDownloadsAction>.combine(
    downloadReducer.forEach(\.byName, action: .named),
    Reduce { state, action in
        if case .remove(let name) = action { state.byName[name] = nil }
    }
)

/// One download's effect: `.start` finishes it 10 ticks later; reaching 50% finishes it at
/// once, which only its own row's state can trigger.
func downloadEffect(on scheduler: TestScheduler) -> Effect<Download, DownloadAction> {
    Effect { actions, download in
        Observable.merge(
            actions.filter { $0 == .start }.flatMapLatest { _ in
                Observable<Int>.timer(.seconds(10), scheduler: scheduler).map { _ in DownloadAction.finished }
            },
            download.map(\.progress).distinctUntilChanged().filter { $0 == 50 }.map { _ in .finished }
        )
    }
}

func twoDownloads() -> DownloadsState {
    DownloadsState(downloads: [Download(id: 1), Download(id: 2)])
}

@Suite(.tracksResources)
struct EffectForEachTests {
    @Test("Each row's instance reacts to its own actions and answers under its row's id, at its time")
    func instancePerRow() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = TestStore(reducer: downloadsReducer, state: twoDownloads())
        store.run(downloadEffect(on: scheduler).forEach(\.downloads, action: .download))
        store.send(.download(id: 1, action: .start))
        scheduler.advanceTo(4)
        store.send(.download(id: 2, action: .start))
        scheduler.advanceTo(10)
        store.receive(.download(id: 1, action: .finished)) { $0.downloads[0].isDone = true }
        scheduler.advanceTo(14)
        store.receive(.download(id: 2, action: .finished)) { $0.downloads[1].isDone = true }
    }

    @Test("An instance sees its own row's state: another row's change does not reach it")
    func instanceSeesItsRow() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = TestStore(reducer: downloadsReducer, state: twoDownloads())
        store.run(downloadEffect(on: scheduler).forEach(\.downloads, action: .download))
        store.send(.download(id: 2, action: .progressed(50))) { $0.downloads[1].progress = 50 }
        store.receive(.download(id: 2, action: .finished)) { $0.downloads[1].isDone = true }
        store.send(.download(id: 1, action: .progressed(40))) { $0.downloads[0].progress = 40 }
    }

    @Test("Removing a row cancels what its instance had in flight; the other rows go on")
    func removalCancels() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = TestStore(reducer: downloadsReducer, state: twoDownloads())
        store.run(downloadEffect(on: scheduler).forEach(\.downloads, action: .download))
        store.send(.download(id: 1, action: .start))
        store.send(.download(id: 2, action: .start))
        scheduler.advanceTo(5)
        store.send(.remove(id: 2)) { $0.downloads.removeLast() }
        scheduler.advanceTo(30)
        store.receive(.download(id: 1, action: .finished)) { $0.downloads[0].isDone = true }
        #expect(store.receivedActions.isEmpty)
    }

    @Test("A row added later gets an instance; one re-added under a removed id starts afresh")
    func addedAndReAddedRows() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = TestStore(reducer: downloadsReducer, state: DownloadsState())
        store.run(downloadEffect(on: scheduler).forEach(\.downloads, action: .download))
        store.send(.add(id: 3)) { $0.downloads = [Download(id: 3)] }
        store.send(.download(id: 3, action: .start))
        scheduler.advanceTo(2)
        store.send(.remove(id: 3)) { $0.downloads = [] }
        scheduler.advanceTo(3)
        store.send(.add(id: 3)) { $0.downloads = [Download(id: 3)] }
        // The first instance's timer, due at 10, went with it.
        scheduler.advanceTo(15)
        #expect(store.receivedActions.isEmpty)
        store.send(.download(id: 3, action: .start))
        scheduler.advanceTo(25)
        store.receive(.download(id: 3, action: .finished)) { $0.downloads[0].isDone = true }
    }

    @Test("Actions for a row that is not there reach no instance")
    func actionsForMissingRows() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = TestStore(reducer: downloadsReducer, state: twoDownloads())
        store.run(downloadEffect(on: scheduler).forEach(\.downloads, action: .download))
        store.send(.download(id: 9, action: .start))
        scheduler.advanceTo(20)
        #expect(store.receivedActions.isEmpty)
    }

    @Test("Instances answering from concurrent threads: every answer is dispatched, under its row's id")
    func concurrentAnswers() {
        let rows = 50
        let store = Store(
            reducer: downloadsReducer, state: DownloadsState(downloads: (0..<rows).map { Download(id: $0) }))
        let background = ConcurrentDispatchQueueScheduler(qos: .default)
        let answerOnAnotherThread = Effect<Download, DownloadAction> { actions, _ in
            actions.filter { $0 == .start }.flatMap { _ in
                Observable.just(DownloadAction.finished).subscribe(on: background)
            }
        }
        let finished = DispatchSemaphore(value: 0)
        let counting = store.actions.subscribe(onNext: { action in
            if case .download(_, .finished) = action { finished.signal() }
        })
        let running = store.run(answerOnAnotherThread.forEach(\.downloads, action: .download))
        for id in 0..<rows {
            store.dispatch(.download(id: id, action: .start))
        }
        for _ in 0..<rows {
            finished.waitOrRecordIssue()
        }
        expectEqual(store.state.downloads.filter(\.isDone).count, rows)
        running.dispose()
        counting.dispose()
    }

    @Test("The dictionary form runs an instance per key, answers under the key, and cancels it when the key goes")
    func dictionaryForm() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = TestStore(
            reducer: namedDownloadsReducer,
            state: NamedDownloads(byName: ["a": Download(id: 1), "b": Download(id: 2)]))
        store.run(downloadEffect(on: scheduler).forEach(\.byName, action: .named))
        store.send(.download(id: "a", action: .start))
        scheduler.advanceTo(3)
        store.send(.download(id: "b", action: .start))
        scheduler.advanceTo(5)
        store.send(.remove("b")) { $0.byName["b"] = nil }
        scheduler.advanceTo(30)
        store.receive(.download(id: "a", action: .finished)) { $0.byName["a"]?.isDone = true }
        #expect(store.receivedActions.isEmpty)
    }

    @Test("Stopping the effect stops every instance, with its timer")
    func stoppingStopsInstances() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = Store(reducer: downloadsReducer, state: twoDownloads())
        var applied: [DownloadsAction] = []
        let recording = store.actions.subscribe(onNext: { applied.append($0) })
        let running = store.run(downloadEffect(on: scheduler).forEach(\.downloads, action: .download))
        store.dispatch(.download(id: 1, action: .start))
        store.dispatch(.download(id: 2, action: .start))
        scheduler.advanceTo(5)
        running.dispose()
        scheduler.advanceTo(30)
        expectEqual(applied, [.download(id: 1, action: .start), .download(id: 2, action: .start)])
        expectEqual(store.state, twoDownloads())
        recording.dispose()
    }
}
