import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

/// One row of a list: the element a `forEach` reducer works on.
struct Row: Identifiable, Equatable {
    let id: Int
    var title: String
    var isDone = false
    var marks: [Int] = []
}

enum RowAction: Equatable {
    case toggle
    case rename(String)
    case mark(index: Int, value: Int)
}

let rowReducer = Reduce<Row, RowAction> { row, action in
    switch action {
    case .toggle: row.isDone.toggle()
    case .rename(let title): row.title = title
    case .mark(let index, let value): row.marks[index] = value
    }
}

struct RowsState: Equatable {
    var rows: [Row] = []
    var rowsByName: [String: Row] = [:]
    var log: [RowsAction] = []
}

enum RowsAction: Equatable {
    case row(id: Int, action: RowAction)
    case named(id: String, action: RowAction)
    case remove(id: Int)
    case removeNamed(String)
}

extension ActionPath<RowsAction, (id: Int, action: RowAction)> {
    static let row = ActionPath(embed: RowsAction.row) {
        guard case .row(let id, let action) = $0 else { return nil }
        return (id, action)
    }
}

extension ActionPath<RowsAction, (id: String, action: RowAction)> {
    static let named = ActionPath(embed: RowsAction.named) {
        guard case .named(let id, let action) = $0 else { return nil }
        return (id, action)
    }
}

/// The list's own reducer, run after the rows': it removes rows and logs every action.
let rowsListReducer = Reduce<RowsState, RowsAction> { state, action in
    switch action {
    case .remove(let id): state.rows.removeAll { $0.id == id }
    case .removeNamed(let name): state.rowsByName[name] = nil
    case .row, .named: break
    }
    state.log.append(action)
}

let rowsReducer = Reduce<RowsState, RowsAction>.combine(
    rowReducer.forEach(\.rows, action: .row),
    rowReducer.forEach(\.rowsByName, action: .named),
    rowsListReducer
)

func threeRows() -> RowsState {
    RowsState(
        rows: [Row(id: 1, title: "milk"), Row(id: 2, title: "eggs"), Row(id: 3, title: "tea")],
        rowsByName: ["milk": Row(id: 1, title: "milk"), "eggs": Row(id: 2, title: "eggs")]
    )
}

/// Where a row's marks live: an in-place change keeps them there, a copy moves them.
func marksAddress(_ row: Row?) -> UnsafeRawPointer? {
    row?.marks.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
}

@Suite(.tracksResources)
struct ForEachReducerTests {
    @Test("forEach applies a row's action to the row with its id and leaves the other rows alone")
    func appliesToTheRowWithTheId() {
        var state = threeRows()
        rowsReducer(&state, .row(id: 2, action: .toggle))
        rowsReducer(&state, .row(id: 3, action: .rename("green tea")))
        expectEqual(
            state.rows,
            [
                Row(id: 1, title: "milk"), Row(id: 2, title: "eggs", isDone: true),
                Row(id: 3, title: "green tea"),
            ])
        expectEqual(state.rowsByName, threeRows().rowsByName)
        expectEqual(state.log, [.row(id: 2, action: .toggle), .row(id: 3, action: .rename("green tea"))])
    }

    @Test("The dictionary form applies a row's action to the row under its key and no other")
    func dictionaryAppliesUnderTheKey() {
        var state = threeRows()
        rowsReducer(&state, .named(id: "eggs", action: .toggle))
        expectEqual(state.rowsByName["eggs"], Row(id: 2, title: "eggs", isDone: true))
        expectEqual(state.rowsByName["milk"], Row(id: 1, title: "milk"))
        expectEqual(state.rows, threeRows().rows)
    }

    @Test("Actions that carry no row action leave the rows to the other reducers")
    func otherActionsPassThrough() {
        var state = threeRows()
        rowsReducer(&state, .remove(id: 1))
        rowsReducer(&state, .removeNamed("milk"))
        expectEqual(state.rows.map(\.id), [2, 3])
        expectEqual(state.rowsByName.keys.sorted(), ["eggs"])
        expectEqual(state.log.count, 2)
    }

    @Test("An action for a removed row is ignored, and the actions around it are applied")
    func removedRowIsIgnored() {
        let store = Store(reducer: rowsReducer, state: threeRows())
        var titles: [[String]] = []
        let subscription = store.observe { $0.rows.map(\.title) }.subscribe(onNext: { titles.append($0) })
        store.dispatch(.remove(id: 2))
        store.dispatch(.row(id: 2, action: .rename("late answer")))
        store.dispatch(.named(id: "tea", action: .rename("late answer")))
        store.dispatch(.row(id: 3, action: .rename("green tea")))
        expectEqual(store.state.rows, [Row(id: 1, title: "milk"), Row(id: 3, title: "green tea")])
        // No row is added for a key the dictionary does not hold.
        expectEqual(store.state.rowsByName, threeRows().rowsByName)
        expectEqual(store.state.log.count, 4)
        expectEqual(titles, [["milk", "eggs", "tea"], ["milk", "tea"], ["milk", "green tea"]])
        subscription.dispose()
    }

    @Test("When rows share an id, the first of them gets the action")
    func firstOfDuplicateIds() {
        var state = RowsState(rows: [Row(id: 7, title: "a"), Row(id: 7, title: "b")])
        rowsReducer(&state, .row(id: 7, action: .toggle))
        expectEqual(state.rows.map(\.isDone), [true, false])
    }

    @Test("A row is changed in place, in an array or a dictionary: its own array is not copied")
    func changesInPlace() {
        let store = Store(
            reducer: rowsReducer,
            state: RowsState(
                rows: [
                    Row(id: 1, title: "milk"), Row(id: 2, title: "eggs", marks: Array(repeating: 0, count: 100_000)),
                ],
                rowsByName: ["eggs": Row(id: 2, title: "eggs", marks: Array(repeating: 0, count: 100_000))]))
        var observed: [Int] = []
        let subscription = store.observe { $0.rows[1].marks[99_999] }.subscribe(onNext: { observed.append($0) })
        let rowAddress = marksAddress(store.state.rows[1])
        let namedAddress = marksAddress(store.state.rowsByName["eggs"])
        #expect(rowAddress != namedAddress)
        for value in 1...10 {
            store.dispatch(.row(id: 2, action: .mark(index: 99_999, value: value)))
            store.dispatch(.named(id: "eggs", action: .mark(index: value, value: value)))
        }
        expectEqual(marksAddress(store.state.rows[1]), rowAddress)
        expectEqual(marksAddress(store.state.rowsByName["eggs"]), namedAddress)
        expectEqual(observed, Array(0...10))
        expectEqual(store.state.rowsByName["eggs"]?.marks[10], 10)
        subscription.dispose()
    }

    @Test("forEach and pullback compose: a list feature lifted into an app")
    func composesWithPullback() {
        struct App: Equatable {
            var list = threeRows()
            var opened = 0
        }
        enum AppAction {
            case list(RowsAction)
            case open
        }
        let appReducer = Reduce<App, AppAction>.combine(
            rowsReducer.pullback(state: \.list) { action in
                guard case .list(let action) = action else { return nil }
                return action
            },
            Reduce { app, action in if case .open = action { app.opened += 1 } }
        )
        var app = App()
        appReducer(&app, .list(.row(id: 1, action: .toggle)))
        appReducer(&app, .open)
        #expect(app.list.rows[0].isDone)
        expectEqual(app.opened, 1)
        expectEqual(app.list.log, [.row(id: 1, action: .toggle)])
    }

    @Test("A TestStore checks a row's change like any other, and a late action for a removed row as no change")
    func testStoreChecksRows() {
        let store = TestStore(reducer: rowsReducer, state: threeRows())
        store.send(.row(id: 1, action: .toggle)) {
            $0.rows[0].isDone = true
            $0.log = [.row(id: 1, action: .toggle)]
        }
        store.send(.remove(id: 1)) {
            $0.rows.removeFirst()
            $0.log.append(.remove(id: 1))
        }
        store.send(.row(id: 1, action: .toggle)) {
            $0.log.append(.row(id: 1, action: .toggle))
        }
    }
}
