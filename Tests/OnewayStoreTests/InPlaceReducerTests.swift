import Oneway
import OnewayTestSupport
import Testing

struct LargeState {
    var items: [Int]
    var edits = 0
    var nested = NestedItems()
}

struct NestedItems {
    var items: [Int] = Array(repeating: 0, count: 1_000_000)
}

enum LargeAction {
    case set(index: Int, value: Int)
    case setNested(index: Int, value: Int)
}

func largeReducer(_ state: inout LargeState, _ action: LargeAction) {
    switch action {
    case .set(let index, let value):
        state.items[index] = value
        state.edits += 1
    case .setNested(let index, let value):
        state.nested.items[index] = value
    }
}

/// Where the store's array lives: an in-place change keeps it there, a copy moves it.
func itemsAddress<Action>(_ store: Store<LargeState, Action>) -> UnsafeRawPointer? {
    store.state.items.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
}

@Suite(.tracksResources)
struct InPlaceReducerTests {
    @Test("An in-place reducer changes one element of a 1,000,000-element array without copying it")
    func noCopyPerDispatch() {
        let store = Store(reducer: largeReducer, state: LargeState(items: Array(repeating: 0, count: 1_000_000)))
        var edits: [Int] = []
        let subscription = store.observe(\.edits).subscribe(onNext: { edits.append($0) })
        let address = itemsAddress(store)
        for index in 0..<100 {
            store.dispatch(.set(index: index * 9_999, value: index))
        }
        expectEqual(itemsAddress(store), address)
        expectEqual(store.state.items[99 * 9_999], 99)
        expectEqual(edits, Array(0...100))
        subscription.dispose()
    }

    @Test("Actions queued by an observer are applied in place too")
    func queuedActionsInPlace() {
        let store = Store(reducer: largeReducer, state: LargeState(items: Array(repeating: 0, count: 1_000_000)))
        let address = itemsAddress(store)
        let subscription = store.observe(\.edits).subscribe(onNext: { edits in
            if edits > 0 && edits < 50 { store.dispatch(.set(index: edits, value: edits)) }
        })
        store.dispatch(.set(index: 0, value: -1))
        expectEqual(store.state.edits, 50)
        expectEqual(itemsAddress(store), address)
        subscription.dispose()
    }

    @Test("A child reducer lifted through a WritableKeyPath changes the child's array in place")
    func pulledBackInPlace() {
        let nested = Reduce<NestedItems, LargeAction> { state, action in
            guard case .setNested(let index, let value) = action else { return }
            state.items[index] = value
        }.pullback(state: \LargeState.nested)
        let store = Store(reducer: nested, state: LargeState(items: []))
        let address = store.state.nested.items.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        for index in 0..<10 {
            store.dispatch(.setNested(index: index, value: index + 1))
        }
        expectEqual(store.state.nested.items.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }, address)
        expectEqual(store.state.nested.items[9], 10)
    }
}
