import Oneway
import OnewayTestSupport
import Testing

/// A value whose comparisons are counted.
struct Compared: Equatable {
    let value: Int
    let comparisons: Counter

    static func == (lhs: Compared, rhs: Compared) -> Bool {
        lhs.comparisons.increment()
        return lhs.value == rhs.value
    }
}

/// A state whose `probed` property counts its reads.
struct ProbedState {
    var value = 0
    var other = 0
    var counters: [Int] = []
    let reads = Counter()
    let comparisons = Counter()

    var probed: Compared {
        reads.increment()
        return Compared(value: value, comparisons: comparisons)
    }
}

enum ProbedAction {
    case set(Int)
    case other
    case counter(Int)
}

func probedReducer(_ state: inout ProbedState, _ action: ProbedAction) {
    switch action {
    case .set(let value): state.value = value
    case .other: state.other += 1
    case .counter(let index): state.counters[index] += 1
    }
}

@Suite(.tracksResources)
struct StoreSharingTests {
    @Test("1,000 observers of one key path cost one read and one comparison per dispatch")
    func sharedReadAndCompare() {
        let store = Store(reducer: probedReducer, state: ProbedState())
        let state = store.state
        let delivered = Counter()
        let bag = DisposeBag()
        for _ in 0..<1000 {
            store.observe(\.probed).subscribe(onNext: { _ in delivered.increment() }).disposed(by: bag)
        }
        // The first subscriber reads the value; the 999 others are handed the shared one.
        expectEqual(state.reads.value, 1)
        expectEqual(delivered.value, 1000)
        store.dispatch(.other)
        store.dispatch(.other)
        store.dispatch(.set(1))
        expectEqual(state.reads.value, 4)
        expectEqual(state.comparisons.value, 3)
        expectEqual(delivered.value, 2000)
    }

    @Test("Observers of distinct key paths each read and compare their own value")
    func distinctKeyPathsAreNotShared() {
        let store = Store(reducer: probedReducer, state: ProbedState(counters: Array(repeating: 0, count: 100)))
        var received: [[Int]] = Array(repeating: [], count: 100)
        let bag = DisposeBag()
        for index in 0..<100 {
            store.observe(\.counters[index]).subscribe(onNext: { received[index].append($0) }).disposed(by: bag)
        }
        store.dispatch(.counter(3))
        store.dispatch(.counter(3))
        store.dispatch(.counter(99))
        expectEqual(received[3], [0, 1, 2])
        expectEqual(received[99], [0, 1])
        expectEqual(received[0], [0])
        expectEqual(received.reduce(0) { $0 + $1.count }, 103)
    }

    @Test("A subscriber joining a shared observation late gets the current value, then only changes")
    func lateJoiner() {
        let store = Store(reducer: counterReducer, state: CounterState())
        var early: [Int] = []
        var late: [Int] = []
        let bag = DisposeBag()
        store.observe(\.count).subscribe(onNext: { early.append($0) }).disposed(by: bag)
        store.dispatch(.add(5))
        store.observe(\.count).subscribe(onNext: { late.append($0) }).disposed(by: bag)
        store.dispatch(.touch)
        store.dispatch(.increment)
        expectEqual(early, [0, 5, 6])
        expectEqual(late, [5, 6])
    }

    @Test("When an observer dispatches, the observers after it see every state once, in order")
    func reentrantDispatchSkipsNothing() {
        // ReSwift's subscribers after a dispatching one skip a state and get the newest twice.
        let store = Store(reducer: counterReducer, state: CounterState())
        var first: [Int] = []
        var second: [Int] = []
        let bag = DisposeBag()
        store.observe(\.count).subscribe(onNext: { count in
            first.append(count)
            if count == 1 { store.dispatch(.increment) }
        }).disposed(by: bag)
        store.observe(\.count).subscribe(onNext: { second.append($0) }).disposed(by: bag)
        store.dispatch(.increment)
        expectEqual(first, [0, 1, 2])
        expectEqual(second, [0, 1, 2])
    }

    @Test("A subscriber added from inside a callback gets the current value once, then changes")
    func reentrantSubscribeToSharedObservation() {
        let store = Store(reducer: counterReducer, state: CounterState())
        var inner: [Int] = []
        var innerSubscription: Disposable?
        let outer = store.observe(\.count).subscribe(onNext: { count in
            guard count == 1 else { return }
            innerSubscription = store.observe(\.count).subscribe(onNext: { inner.append($0) })
        })
        store.dispatch(.increment)
        store.dispatch(.increment)
        expectEqual(inner, [1, 2])
        outer.dispose()
        innerSubscription?.dispose()
    }

    @Test("A subscriber added from inside a callback to a key path nobody observes starts from the current state")
    func reentrantSubscribeToNewObservation() {
        let store = Store(reducer: counterReducer, state: CounterState())
        var names: [String] = []
        var innerSubscription: Disposable?
        let outer = store.observe(\.count).subscribe(onNext: { count in
            if count == 1 {
                store.dispatch(.rename("queued"))
                innerSubscription = store.observe(\.name).subscribe(onNext: { names.append($0) })
            }
        })
        store.dispatch(.increment)
        outer.dispose()
        innerSubscription?.dispose()
        // The rename was queued behind the current notification, so the newcomer first sees
        // the name before it, then the rename.
        expectEqual(names, ["", "queued"])
    }

    @Test("Disposing one member of a shared observation leaves the others receiving")
    func disposeOneMember() {
        let store = Store(reducer: counterReducer, state: CounterState())
        var kept: [Int] = []
        var dropped: [Int] = []
        let keep = store.observe(\.count).subscribe(onNext: { kept.append($0) })
        let drop = store.observe(\.count).subscribe(onNext: { dropped.append($0) })
        store.dispatch(.increment)
        drop.dispose()
        store.dispatch(.increment)
        expectEqual(kept, [0, 1, 2])
        expectEqual(dropped, [0, 1])
        keep.dispose()
    }

    @Test("Once the last member leaves, the store stops reading the key path; a new subscriber starts afresh")
    func lastMemberLeaves() {
        let store = Store(reducer: probedReducer, state: ProbedState())
        let reads = store.state.reads
        let first = store.observe(\.probed).subscribe(onNext: { _ in })
        store.dispatch(.other)
        expectEqual(reads.value, 2)
        first.dispose()
        store.dispatch(.other)
        store.dispatch(.set(3))
        expectEqual(reads.value, 2)
        var received: [Int] = []
        let second = store.observe(\.probed).subscribe(onNext: { received.append($0.value) })
        store.dispatch(.set(4))
        expectEqual(received, [3, 4])
        expectEqual(reads.value, 4)
        second.dispose()
    }

    @Test("Observers of the whole state share it; a late one starts from the current state")
    func sharedWholeState() {
        let store = Store(reducer: counterReducer, state: CounterState())
        var first: [Int] = []
        var late: [Int] = []
        let bag = DisposeBag()
        store.observe().subscribe(onNext: { first.append($0.count) }).disposed(by: bag)
        store.dispatch(.increment)
        store.observe().subscribe(onNext: { late.append($0.count) }).disposed(by: bag)
        store.dispatch(.touch)
        store.dispatch(.increment)
        expectEqual(first, [0, 1, 1, 2])
        expectEqual(late, [1, 1, 2])
    }

    @Test("A member disposed by an earlier member's callback gets nothing more, even in the same notification")
    func disposedDuringTheSameNotification() {
        let store = Store(reducer: counterReducer, state: CounterState())
        var second: [Int] = []
        var secondSubscription: Disposable?
        let first = store.observe(\.count).subscribe(onNext: { count in
            if count == 1 { secondSubscription?.dispose() }
        })
        secondSubscription = store.observe(\.count).subscribe(onNext: { second.append($0) })
        store.dispatch(.increment)
        store.dispatch(.increment)
        expectEqual(second, [0])
        first.dispose()
    }
}
