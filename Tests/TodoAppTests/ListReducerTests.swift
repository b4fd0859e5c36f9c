import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing
import TodoApp

@Suite("The list feature", .tracksResources)
struct ListReducerTests {
    private func storeWithItems(_ titles: String...) -> TestStore<ListState, ListAction> {
        TestStore(reducer: listReducer, state: ListState(items: titles.map { TodoItem($0) }))
    }

    @Test("adding trims the title, appends the item, selects it and remembers the list before")
    func adding() {
        let store = storeWithItems("milk")
        store.send(.add("  eggs ")) {
            $0.items.append(TodoItem("eggs"))
            $0.cursor = 1
            $0.history = [[TodoItem("milk")]]
        }
    }

    @Test("a blank title adds nothing and says why")
    func addingBlank() {
        let store = storeWithItems("milk")
        store.send(.add("   ")) { $0.problem = "an item needs a title" }
    }

    @Test("toggling marks one item done, and again not done")
    func toggling() {
        let store = storeWithItems("milk", "eggs")
        store.send(.toggle(at: 1)) {
            $0.items[1].isDone = true
            $0.history = [[TodoItem("milk"), TodoItem("eggs")]]
        }
        store.send(.toggle(at: 1)) {
            $0.items[1].isDone = false
            $0.history.append([TodoItem("milk"), TodoItem("eggs", isDone: true)])
        }
    }

    @Test(
        "a row that does not exist changes nothing, names the row as the user counts, and the next action clears the problem"
    )
    func missingRow() {
        let store = storeWithItems("milk")
        store.send(.toggle(at: 3)) { $0.problem = "there is no item 4" }
        store.send(.remove(at: -1)) { $0.problem = "there is no item 0" }
        store.send(.moveCursor(by: 1)) { $0.problem = nil }
    }

    @Test("removing the last row moves the selection up to the row that is now last")
    func removingLast() {
        let store = storeWithItems("milk", "eggs", "tea")
        store.send(.moveCursor(by: 2)) { $0.cursor = 2 }
        store.send(.remove(at: 2)) {
            $0.items.removeLast()
            $0.cursor = 1
            $0.history = [[TodoItem("milk"), TodoItem("eggs"), TodoItem("tea")]]
        }
    }

    @Test("the selection stays within the list, and at 0 when the list is empty")
    func cursorBounds() {
        let store = storeWithItems("milk", "eggs")
        store.send(.moveCursor(by: -5))
        store.send(.moveCursor(by: 7)) { $0.cursor = 1 }
        let empty = storeWithItems()
        empty.send(.moveCursor(by: 1))
        empty.send(.moveCursor(by: -1))
    }

    @Test("undo brings back the list before each change, latest first, then says there is nothing left")
    func undo() {
        let store = storeWithItems()
        store.send(.add("milk")) {
            $0.items = [TodoItem("milk")]; $0.history = [[]]
        }
        store.send(.toggle(at: 0)) {
            $0.items[0].isDone = true
            $0.history.append([TodoItem("milk")])
        }
        store.send(.undo) {
            $0.items[0].isDone = false
            $0.history.removeLast()
        }
        store.send(.undo) {
            $0.items = []
            $0.cursor = 0
            $0.history = []
        }
        store.send(.undo) { $0.problem = "nothing to undo" }
    }

    @Test("undo remembers at most historyLimit versions, dropping the oldest")
    func historyLimit() {
        let store = Store(reducer: listReducer, state: ListState())
        for number in 0...ListState.historyLimit { store.dispatch(.add("item \(number)")) }
        #expect(store.state.history.count == ListState.historyLimit)
        // The version before the first add (the empty list) was dropped; the oldest kept
        // is the list after it.
        #expect(store.state.history.first == [TodoItem("item 0")])
    }
}
