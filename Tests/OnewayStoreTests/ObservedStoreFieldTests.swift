import Dispatch
import Observation
import Oneway
import OnewayTestSupport
import Synchronization
import Testing

/// A panel's state: fields that change apart, a nested value, and a field that is not
/// `Equatable`.
private struct Panel: Equatable {
    var query = ""
    var page = 1
    var results: [String] = []
    var user = Account()
    var session = Session()
    var sorted = Sorted()

    static func == (left: Panel, right: Panel) -> Bool {
        left.query == right.query && left.page == right.page && left.results == right.results
            && left.user == right.user && left.session.token == right.session.token && left.sorted == right.sorted
    }

    /// Not stored: read through the key path, not at an offset.
    var summary: String { "\(query) p\(page)" }
}

private struct Account: Equatable {
    var name = ""
    var email = ""
}

/// Not `Equatable`: the model cannot tell whether it changed.
private struct Session {
    var token = 0
}

/// A value whose `==` counts its calls, to see which fields a new state is compared on.
private struct Sorted: Equatable {
    nonisolated(unsafe) static var comparisons = 0
    var ascending = true

    static func == (left: Sorted, right: Sorted) -> Bool {
        comparisons += 1
        return left.ascending == right.ascending
    }
}

private enum PanelAction {
    case search(String)
    case nextPage
    case results([String])
    case rename(String)
    case email(String)
    case renew
    case sort(ascending: Bool)
    case none
}

private func panelReducer(_ state: inout Panel, _ action: PanelAction) {
    switch action {
    case .search(let query): state.query = query
    case .nextPage: state.page += 1
    case .results(let results): state.results = results
    case .rename(let name): state.user.name = name
    case .email(let email): state.user.email = email
    case .renew: state.session.token += 1
    case .sort(let ascending): state.sorted.ascending = ascending
    case .none: break
    }
}

/// The counts a reader's `onChange` writes, from whichever thread Observation calls it on.
private final class Notifications: Sendable {
    static let mainQueue: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    let count = Atomic(0)
    let offMainQueue = Atomic(0)

    func record() {
        if DispatchQueue.getSpecific(key: Self.mainQueue) != true { offMainQueue.add(1, ordering: .relaxed) }
        count.add(1, ordering: .relaxed)
    }
}

/// A reader that follows the model as a SwiftUI view does: it reads inside
/// `withObservationTracking`, is notified once, by the next change of what it read, and reads
/// again (re-arms) when the test redraws it.
@MainActor
private final class Reader<Value> {
    private let read: () -> Value
    private let notifications = Notifications()
    /// Notifications when it last read: one more ends its registration.
    private var notifiedWhenRead = 0
    /// What the reader read last.
    private(set) var value: Value

    init(_ read: @escaping () -> Value) {
        self.read = read
        let notifications = notifications
        _ = Notifications.mainQueue
        value = withObservationTracking(read) { notifications.record() }
    }

    /// Notifications so far.
    var notified: Int { notifications.count.load(ordering: .relaxed) }
    /// Notifications that arrived off the main queue.
    var notifiedOffMainQueue: Int { notifications.offMainQueue.load(ordering: .relaxed) }

    /// Reads again, registering for the next change, if a notification ended the last
    /// registration, as a view redraws when invalidated.
    func redraw() {
        guard notified > notifiedWhenRead else { return }
        notifiedWhenRead = notified
        let notifications = notifications
        value = withObservationTracking(read) { notifications.record() }
    }
}

@Suite(.tracksResources, .serialized)
@MainActor
struct ObservedStoreFieldTests {
    private func model(_ state: Panel = Panel()) -> ObservedStore<Panel, PanelAction> {
        ObservedStore(Store(reducer: panelReducer, state: state))
    }

    @Test("A reader of one field is not notified by actions that change other fields, and once when its field changes")
    func readerOfOneField() {
        let model = model()
        let reader = Reader { model.query }
        model.dispatch(.nextPage)
        model.dispatch(.results(["ada"]))
        model.dispatch(.rename("Ada"))
        expectEqual(reader.notified, 0)
        model.dispatch(.search("ada"))
        expectEqual(reader.notified, 1)
        reader.redraw()
        expectEqual(reader.value, "ada")
        model.dispatch(.nextPage)
        expectEqual(reader.notified, 1)
        model.dispatch(.search("grace"))
        expectEqual(reader.notified, 2)
    }

    @Test("Readers of different fields are notified independently, each once per change of its field")
    func readersOfDifferentFields() {
        let model = model()
        let query = Reader { model.query }
        let page = Reader { model.page }
        let results = Reader { model.results }
        for step in 1...3 {
            model.dispatch(.nextPage)
            expectEqual([query.notified, page.notified, results.notified], [0, step, 0])
            page.redraw()
            expectEqual(page.value, step + 1)
        }
        model.dispatch(.results(["ada", "grace"]))
        expectEqual([query.notified, page.notified, results.notified], [0, 3, 1])
        results.redraw()
        expectEqual(results.value, ["ada", "grace"])
    }

    @Test("A reader of several fields that one action changes together is notified once")
    func severalFieldsOneNotification() {
        let store = Store(
            reducer: { (state: inout Panel, query: String) in
                state.query = query
                state.page = 1
                state.results = []
            }, state: Panel(query: "a", page: 3, results: ["ada"]))
        let model = ObservedStore(store)
        let reader = Reader { "\(model.query) \(model.page) \(model.results)" }
        model.dispatch("b")
        expectEqual(reader.notified, 1)
        reader.redraw()
        expectEqual(reader.value, "b 1 []")
    }

    @Test("An action that changes nothing notifies nobody, readers of the whole Equatable state included")
    func unchangedStateNotifiesNobody() {
        let model = model()
        let readers = [
            Reader { model.query as Any }, Reader { model.page as Any }, Reader { model.user.name as Any },
            Reader { model.state as Any },
        ]
        model.dispatch(.none)
        model.dispatch(.search(""))
        model.dispatch(.sort(ascending: true))
        expectEqual(readers.map(\.notified), [0, 0, 0, 0])
        model.dispatch(.search("ada"))
        expectEqual(readers.map(\.notified), [1, 0, 0, 1])
    }

    @Test("A reader of the whole state is notified by a change of any field; field readers only by theirs")
    func wholeStateBesideFields() {
        let model = model()
        let whole = Reader { model.state.page }
        let query = Reader { model.query }
        model.dispatch(.rename("Ada"))
        expectEqual([whole.notified, query.notified], [1, 0])
        whole.redraw()
        model.dispatch(.search("ada"))
        expectEqual([whole.notified, query.notified], [2, 1])
    }

    @Test("A nested read registers its first component: a change anywhere in it notifies, a change beside it does not")
    func nestedRead() {
        let model = model()
        let name = Reader { model.user.name }
        model.dispatch(.search("ada"))
        expectEqual(name.notified, 0)
        model.dispatch(.email("ada@example.com"))
        expectEqual(name.notified, 1)
        name.redraw()
        model.dispatch(.rename("Ada"))
        expectEqual(name.notified, 2)
        name.redraw()
        expectEqual(name.value, "Ada")
    }

    @Test(
        "A field that is not Equatable notifies its readers at every state that differs; an Equatable field only when it changes"
    )
    func fieldNotEquatable() {
        let model = model()
        let session = Reader { model.session.token }
        let query = Reader { model.query }
        model.dispatch(.nextPage)
        expectEqual([session.notified, query.notified], [1, 0])
        session.redraw()
        model.dispatch(.renew)
        expectEqual([session.notified, query.notified], [2, 0])
        session.redraw()
        expectEqual(session.value, 1)
        // The whole state is Equatable and unchanged: nobody is notified.
        model.dispatch(.none)
        expectEqual([session.notified, query.notified], [2, 0])
    }

    @Test(
        "In a state that is not Equatable, an unchanged Equatable field notifies nobody, a field that is not notifies at every state"
    )
    func stateNotEquatable() {
        struct Plain {
            var count = 0
            var session = Session()
        }
        let model = ObservedStore(
            Store(reducer: { (state: inout Plain, add: Int) in state.count += add }, state: Plain()))
        let count = Reader { model.count }
        let session = Reader { model.session.token }
        model.dispatch(0)
        expectEqual([count.notified, session.notified], [0, 1])
        model.dispatch(2)
        expectEqual([count.notified, session.notified], [1, 1])
        count.redraw()
        expectEqual(count.value, 2)
    }

    @Test("A field nobody read again after its change is not compared at later states; reading it again tracks it")
    func untrackedAfterChange() {
        let model = model()
        let sorted = Reader { model.sorted.ascending }
        Sorted.comparisons = 0
        model.dispatch(.nextPage)
        expectEqual(Sorted.comparisons, 1)
        model.dispatch(.sort(ascending: false))
        expectEqual(Sorted.comparisons, 2)
        expectEqual(sorted.notified, 1)
        for _ in 0..<5 { model.dispatch(.nextPage) }
        expectEqual(Sorted.comparisons, 2)
        sorted.redraw()
        model.dispatch(.sort(ascending: true))
        expectEqual(Sorted.comparisons, 3)
        expectEqual(sorted.notified, 2)
    }

    @Test("A model of a scoped store tracks the scoped state's fields")
    func scopedStore() {
        let root = Store(
            reducer: Reduce(panelReducer).pullback(state: \Panels.panel), state: Panels())
        let model = ObservedStore(root.scope(state: \.panel))
        let query = Reader { model.query }
        let page = Reader { model.page }
        root.dispatch(.nextPage)
        expectEqual([query.notified, page.notified], [0, 1])
        model.dispatch(.search("ada"))
        expectEqual([query.notified, page.notified], [1, 1])
        query.redraw()
        page.redraw()
        expectEqual(query.value, "ada")
        expectEqual(page.value, 2)
        expectEqual(root.state.panel.query, "ada")
    }

    @Test(
        "A dispatch from another thread notifies a field's reader later, on the main actor, and it reads the new value")
    func dispatchFromAnotherThread() async {
        let store = Store(reducer: panelReducer, state: Panel())
        let model = ObservedStore(store)
        let page = Reader { model.page }
        let query = Reader { model.query }
        let dispatched = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            store.dispatch(.nextPage)
            dispatched.signal()
        }
        _ = await Task.detached { dispatched.waitOrRecordIssue() }.value
        // The state is queued on the main queue behind this test's job: let it run.
        let deadline = Deadline()
        while page.notified == 0 && !deadline.hasPassed { await Task.yield() }
        expectEqual([page.notified, query.notified], [1, 0])
        expectEqual(page.notifiedOffMainQueue, 0)
        page.redraw()
        expectEqual(page.value, 2)
    }

    @Test("Fields read through key paths made apart, computed properties and values that own storage read right")
    func keyPathsAndValues() {
        let model = model(Panel(query: "ada", page: 4, results: ["a", "b"]))
        let made = (\Panel.user).appending(path: \Account.name)
        expectEqual(model[dynamicMember: made], "")
        expectEqual(model.summary, "ada p4")
        model.dispatch(.rename("Ada"))
        model.dispatch(.results(["c"]))
        for _ in 0..<3 { expectEqual(model[dynamicMember: (\Panel.user).appending(path: \Account.name)], "Ada") }
        expectEqual(model.results, ["c"])
        let summary = Reader { model.summary }
        model.dispatch(.nextPage)
        expectEqual(summary.notified, 1)
        summary.redraw()
        expectEqual(summary.value, "ada p5")
    }

    @Test("Releasing a model whose fields have readers releases it and its fields")
    func releasingWithReaders() {
        let store = Store(reducer: panelReducer, state: Panel())
        weak var released: ObservedStore<Panel, PanelAction>?
        do {
            let model = ObservedStore(store)
            released = model
            let reader = Reader { model.query + model.user.name + "\(model.session.token)" }
            model.dispatch(.search("ada"))
            expectEqual(reader.notified, 1)
        }
        #expect(released == nil)
        store.dispatch(.nextPage)
        expectEqual(store.state.page, 2)
    }
}

/// A panel inside a larger state, for a scoped store.
private struct Panels {
    var panel = Panel()
    var others: [Panel] = []
}
