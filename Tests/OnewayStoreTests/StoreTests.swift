import Oneway
import OnewayTestSupport
import Testing

@Suite(.tracksResources)
struct StoreTests {
    @Test("A pure reducer's result is the state as soon as dispatch returns")
    func pureReducer() {
        let store = Store<Int, Int>(reducer: { state, action in state + action }, state: 1)
        store.dispatch(2)
        expectEqual(store.state, 3)
        store.dispatch(10)
        expectEqual(store.state, 13)
    }

    @Test("An in-place reducer mutates the state the store holds")
    func inPlaceReducer() {
        let store = Store(reducer: counterReducer, state: CounterState())
        store.dispatch(.increment)
        store.dispatch(.add(5))
        store.dispatch(.rename("n"))
        expectEqual(store.state, CounterState(count: 6, name: "n"))
    }

    @Test("observe(keyPath) emits the current value on subscription, then only changes")
    func observeKeyPath() {
        let store = Store(reducer: counterReducer, state: CounterState(count: 7))
        var received: [Int] = []
        let subscription = store.observe(\.count).subscribe(onNext: { received.append($0) })
        expectEqual(received, [7])
        store.dispatch(.increment)
        store.dispatch(.rename("x"))
        store.dispatch(.touch)
        store.dispatch(.add(2))
        store.dispatch(.add(0))
        expectEqual(received, [7, 8, 10])
        subscription.dispose()
        store.dispatch(.increment)
        expectEqual(received, [7, 8, 10])
    }

    @Test("observe(keyPath) of an array emits each distinct array, as the seed's overload did")
    func observeArray() {
        let store = Store(reducer: counterReducer, state: CounterState())
        var received: [[String]] = []
        let subscription = store.observe(\.tags).subscribe(onNext: { received.append($0) })
        store.dispatch(.tag("a"))
        store.dispatch(.increment)
        store.dispatch(.tag("b"))
        expectEqual(received, [[], ["a"], ["a", "b"]])
        subscription.dispose()
    }

    @Test("observe(keyPath) through a computed property emits its distinct values")
    func observeComputedKeyPath() {
        let store = Store(reducer: counterReducer, state: CounterState())
        var parity: [Bool] = []
        var tagCounts: [Int] = []
        let bag = DisposeBag()
        store.observe(\.isEven).subscribe(onNext: { parity.append($0) }).disposed(by: bag)
        store.observe(\.tags.count).subscribe(onNext: { tagCounts.append($0) }).disposed(by: bag)
        store.dispatch(.add(2))
        store.dispatch(.increment)
        store.dispatch(.tag("t"))
        store.dispatch(.add(2))
        store.dispatch(.increment)
        expectEqual(parity, [true, false, true])
        expectEqual(tagCounts, [0, 1])
    }

    @Test("observe(select) emits the selected value on subscription, then only changes")
    func observeSelector() {
        let store = Store(reducer: counterReducer, state: CounterState(count: 1, name: "a"))
        var received: [String] = []
        let subscription = store.observe { "\($0.name)\($0.count)" }.subscribe(onNext: { received.append($0) })
        store.dispatch(.increment)
        store.dispatch(.touch)
        store.dispatch(.rename("b"))
        store.dispatch(.tag("ignored"))
        expectEqual(received, ["a1", "a2", "b2"])
        subscription.dispose()
    }

    @Test("observe(keyPath, comparer:) drops values the comparer calls equal to the last one received")
    func observeWithComparer() {
        let store = Store(reducer: counterReducer, state: CounterState(name: "Ada"))
        var received: [String] = []
        let subscription = store.observe(\.name, comparer: { $0.lowercased() == $1.lowercased() })
            .subscribe(onNext: { received.append($0) })
        store.dispatch(.rename("ADA"))
        store.dispatch(.rename("Bob"))
        store.dispatch(.rename("bob"))
        store.dispatch(.rename("Ada"))
        expectEqual(received, ["Ada", "Bob", "Ada"])
        subscription.dispose()
    }

    @Test("observe(select, comparer:) compares selected values with the comparer")
    func observeSelectorWithComparer() {
        let store = Store(reducer: counterReducer, state: CounterState())
        var received: [Int] = []
        let subscription = store.observe({ $0.count }, comparer: { $0 / 10 == $1 / 10 })
            .subscribe(onNext: { received.append($0) })
        store.dispatch(.add(3))
        store.dispatch(.add(8))
        store.dispatch(.add(5))
        store.dispatch(.add(20))
        expectEqual(received, [0, 11, 36])
        subscription.dispose()
    }

    @Test("observe() emits the whole state on subscription and after every dispatch, changed or not")
    func observeWholeState() {
        let store = Store(reducer: counterReducer, state: CounterState())
        var received: [CounterState] = []
        let subscription = store.observe().subscribe(onNext: { received.append($0) })
        store.dispatch(.increment)
        store.dispatch(.touch)
        expectEqual(received, [CounterState(), CounterState(count: 1), CounterState(count: 1)])
        subscription.dispose()
    }

    @Test("observe(\\.self) of an Equatable state emits only changed states")
    func observeSelf() {
        let store = Store(reducer: counterReducer, state: CounterState())
        var received: [CounterState] = []
        let subscription = store.observe(\.self).subscribe(onNext: { received.append($0) })
        store.dispatch(.increment)
        store.dispatch(.touch)
        store.dispatch(.rename("r"))
        expectEqual(received, [CounterState(), CounterState(count: 1), CounterState(count: 1, name: "r")])
        subscription.dispose()
    }

    @Test("A store built from the seed's Reducer typealias and a function reference works unchanged")
    func seedReducerForm() {
        func reduce(_ state: Int, _ action: String) -> Int { state + action.count }
        let reducer: Reducer<Int, String> = reduce
        let store = Store(reducer: reducer, state: 0)
        var received: [Int] = []
        let subscription = store.observe(\.self).subscribe(onNext: { received.append($0) })
        store.dispatch("abc")
        store.dispatch("")
        store.dispatch("de")
        expectEqual(received, [0, 3, 5])
        subscription.dispose()
    }
}
