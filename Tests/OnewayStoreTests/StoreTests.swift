import Oneway
import OnewayTestSupport
import Testing

/// A counter feature, small enough to check every value.
struct Counter: Equatable {
    var count = 0
    var name = ""
    var tags: [String] = []
}

enum CounterAction {
    case increment
    case add(Int)
    case rename(String)
    case tag(String)
    case touch
}

func counterReducer(_ state: inout Counter, _ action: CounterAction) {
    switch action {
    case .increment: state.count += 1
    case .add(let amount): state.count += amount
    case .rename(let name): state.name = name
    case .tag(let tag): state.tags.append(tag)
    case .touch: break
    }
}

@Suite(.tracksResources)
struct StoreTests {
    @Test("A pure reducer's result becomes the state when dispatch returns")
    func pureReducer() {
        let store = Store<Int, Int>(reducer: { state, action in state + action }, state: 1)
        store.dispatch(2)
        #expect(store.state == 3)
        store.dispatch(10)
        #expect(store.state == 13)
    }

    @Test("An in-place reducer mutates the state the store holds")
    func inPlaceReducer() {
        let store = Store(reducer: counterReducer, state: Counter())
        store.dispatch(.increment)
        store.dispatch(.add(5))
        store.dispatch(.rename("n"))
        #expect(store.state == Counter(count: 6, name: "n"))
    }

    @Test("observe(_:) emits the current value on subscription, then only changes")
    func observeKeyPath() {
        let store = Store(reducer: counterReducer, state: Counter(count: 7))
        var received: [Int] = []
        let subscription = store.observe(\.count).subscribe(onNext: { received.append($0) })
        #expect(received == [7])
        store.dispatch(.increment)
        store.dispatch(.rename("x"))
        store.dispatch(.touch)
        store.dispatch(.add(2))
        #expect(received == [7, 8, 10])
        subscription.dispose()
        store.dispatch(.increment)
        #expect(received == [7, 8, 10])
    }
}
