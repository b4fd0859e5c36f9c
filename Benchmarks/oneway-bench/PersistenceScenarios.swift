import Foundation
import Oneway

/// The Store with a persistence attached, against the same store without one: what saving
/// the state costs the dispatching thread (the saves themselves run on the persistence's own
/// queue, at most once a second).
let persistenceScenarios: [Scenario] = [
    persisted("a part the screen shows too, changed by 1 in 100 dispatches", part: true, shown: true, changeEvery: 100),
    persisted(
        "a part nothing else observes, changed by 1 in 100 dispatches", part: true, shown: false, changeEvery: 100),
    persisted("a part the screen shows too, changed by every dispatch", part: true, shown: true, changeEvery: 1),
    persisted("the whole state, changed by every dispatch", part: false, shown: false, changeEvery: 1),
]

/// An app's state: a session worth keeping, and a tick count and progress that change often
/// and are not.
private struct Workspace: Codable, Equatable, Sendable {
    struct Session: Codable, Equatable, Sendable {
        var user = "ada"
        var query = ""
    }

    var session = Session()
    var ticks = 0
    var progress = [Int](repeating: 0, count: 8)
}

private enum WorkspaceAction {
    case tick
    case search(String)
}

private func workspaceReducer(_ state: inout Workspace, _ action: WorkspaceAction) {
    switch action {
    case .tick:
        state.ticks &+= 1
        state.progress[state.ticks & 7] &+= 1
    case .search(let query):
        state.ticks &+= 1
        state.session.query = query
    }
}

/// The actions of a run: ticks, and a search every `changeEvery` dispatches.
private func workspaceActions(_ dispatches: Int, changeEvery: Int) -> [WorkspaceAction] {
    let queries = ["milk", "eggs", "egg noodles", "bread", "tea"]
    return (0..<dispatches).map { index in
        index % changeEvery == 0 ? .search(queries[index / changeEvery % queries.count]) : .tick
    }
}

/// The app's screen on both sides: an observer of the tick count, and, if `shown`, one of the
/// session; the library side also persists `\.session` (or the whole state) to a file, with the
/// default interval and queue. Observers of the same key path share one read and comparison
/// per dispatch, so persisting a part the screen shows adds no comparison.
private func persisted(_ what: String, part: Bool, shown: Bool, changeEvery: Int) -> Scenario {
    Scenario(
        "Store persistence: \(what)",
        unit: .rate(of: "dispatches"),
        operations: 1_000_000,
        library: { dispatches in
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
                "oneway-bench-\(UUID().uuidString)")
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let (store, tally, bag) = observedStore(showingSession: shown)
            let persistence: Disposable =
                part
                ? store.persist(\.session, to: StateFile(url: directory.appendingPathComponent("session.json")))
                : store.persist(\.self, to: StateFile(url: directory.appendingPathComponent("state.json")))
            // Untimed, when the harness drops the body: the last save, then the directory.
            let teardown = Teardown {
                persistence.dispose()
                try? FileManager.default.removeItem(at: directory)
            }
            let actions = opaque(workspaceActions(dispatches, changeEvery: changeEvery))
            return {
                withExtendedLifetime((bag, teardown)) {
                    for action in actions { store.dispatch(action) }
                }
                return tally.total &+ store.state.session.query.count
            }
        },
        baseline: { dispatches in
            let (store, tally, bag) = observedStore(showingSession: shown)
            let actions = opaque(workspaceActions(dispatches, changeEvery: changeEvery))
            return {
                withExtendedLifetime(bag) {
                    for action in actions { store.dispatch(action) }
                }
                return tally.total &+ store.state.session.query.count
            }
        }
    )
}

/// A workspace store with an observer of the tick count and, if `showingSession`, one of the
/// session, adding to a tally.
private func observedStore(showingSession: Bool) -> (Store<Workspace, WorkspaceAction>, Tally, DisposeBag) {
    let store = Store(reducer: workspaceReducer, state: Workspace())
    let tally = Tally()
    let bag = DisposeBag()
    store.observe(\.ticks).subscribe(onNext: { tally.add($0) }).disposed(by: bag)
    if showingSession {
        store.observe(\.session).subscribe(onNext: { tally.add($0.query.utf8.count) }).disposed(by: bag)
    }
    return (store, tally, bag)
}

/// Runs its closure when released.
private final class Teardown {
    private let body: () -> Void

    init(_ body: @escaping () -> Void) { self.body = body }

    deinit { body() }
}
