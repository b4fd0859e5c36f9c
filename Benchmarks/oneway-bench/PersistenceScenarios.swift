import Foundation
import Oneway

/// The Store with a persistence attached, against the same store without one: what saving
/// the state costs the dispatching thread (the saves themselves run on the persistence's own
/// queue, at most once a second).
let persistenceScenarios: [Scenario] = [
    persisted("a persisted part, changed by 1 in 100 dispatches", part: true, changeEvery: 100),
    persisted("a persisted part, changed by every dispatch", part: true, changeEvery: 1),
    persisted("the whole state persisted, changed by every dispatch", part: false, changeEvery: 1),
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

/// One observer of the tick count (the app's screen) on both sides; the library side also
/// persists `\.session` (or the whole state) to a file, with the default interval and queue.
private func persisted(_ what: String, part: Bool, changeEvery: Int) -> Scenario {
    Scenario(
        "Store persistence: \(what)",
        unit: .rate(of: "dispatches"),
        operations: 1_000_000,
        library: { dispatches in
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
                "oneway-bench-\(UUID().uuidString)")
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let (store, tally, bag) = observedStore()
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
            let (store, tally, bag) = observedStore()
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

/// A workspace store with one observer of the tick count, adding to a tally.
private func observedStore() -> (Store<Workspace, WorkspaceAction>, Tally, DisposeBag) {
    let store = Store(reducer: workspaceReducer, state: Workspace())
    let tally = Tally()
    let bag = DisposeBag()
    store.observe(\.ticks).subscribe(onNext: { tally.add($0) }).disposed(by: bag)
    return (store, tally, bag)
}

/// Runs its closure when released.
private final class Teardown {
    private let body: () -> Void

    init(_ body: @escaping () -> Void) { self.body = body }

    deinit { body() }
}
