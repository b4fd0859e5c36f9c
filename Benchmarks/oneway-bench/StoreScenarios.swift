import Dispatch
import Foundation
import Oneway
import Synchronization

/// The Store: fan-out to many observations, sharing one key path, in-place reducers on large
/// states, and dispatching from several threads.
let storeScenarios: [Scenario] =
    [1, 10, 100, 1000].flatMap { observers in
        [fanOutKeyPaths(observers), fanOutSelectors(observers)]
    } + [sharedKeyPath, distinctKeyPaths] + [1, 1000, 1_000_000].map(inPlaceReducer) + [contention]

// MARK: Fan-out

/// The state of the fan-out scenarios: one counter per observer.
private struct Counters {
    var counters: [Int]
    var other = 0
}

private enum CountersAction {
    case bump(Int)
    case other
}

private typealias CountersReducer = (inout Counters, CountersAction) -> Void

private func countersReducer(_ state: inout Counters, _ action: CountersAction) {
    switch action {
    case .bump(let index): state.counters[index] &+= 1
    case .other: state.other &+= 1
    }
}

/// K observers of `\.counters[i]`, one counter changing per dispatch, beside a loop over K
/// closures reading and comparing. Key paths with a subscript go through the runtime's
/// key-path interpreter, so this measures that interpreter as much as the store.
private func fanOutKeyPaths(_ observers: Int) -> Scenario {
    Scenario(
        "Store fan-out: \(observers) observers of \\.counters[i]",
        unit: .rate(of: "dispatches"),
        operations: max(2_000, 2_000_000 / observers / 10),
        library: { dispatches in
            let store = Store(
                reducer: countersReducer, state: Counters(counters: [Int](repeating: 0, count: observers)))
            let tally = Tally()
            let bag = DisposeBag()
            for index in 0..<observers {
                store.observe(\.counters[index]).subscribe(onNext: { tally.add($0) }).disposed(by: bag)
            }
            return {
                withExtendedLifetime(bag) {
                    for dispatch in 0..<dispatches { store.dispatch(.bump(dispatch % observers)) }
                }
                return tally.total
            }
        },
        baseline: { dispatches in fanOutBaseline(observers: observers, dispatches: dispatches) }
    )
}

/// The same fan-out through selector closures, which the store calls directly.
private func fanOutSelectors(_ observers: Int) -> Scenario {
    Scenario(
        "Store fan-out: \(observers) observers of { $0.counters[i] }",
        unit: .rate(of: "dispatches"),
        operations: max(20_000, 2_000_000 / observers),
        library: { dispatches in
            let store = Store(
                reducer: countersReducer, state: Counters(counters: [Int](repeating: 0, count: observers)))
            let tally = Tally()
            let bag = DisposeBag()
            for index in 0..<observers {
                store.observe { $0.counters[index] }.subscribe(onNext: { tally.add($0) }).disposed(by: bag)
            }
            return {
                withExtendedLifetime(bag) {
                    for dispatch in 0..<dispatches { store.dispatch(.bump(dispatch % observers)) }
                }
                return tally.total
            }
        },
        baseline: { dispatches in fanOutBaseline(observers: observers, dispatches: dispatches) }
    )
}

/// K closures reading their counter and comparing it with the last one seen; each observer
/// first "receives" its initial value, as a store subscriber does. Each dispatch bumps one
/// counter, or, unless `bumping`, changes another field only.
private func fanOutBaseline(observers: Int, dispatches: Int, initial: Int = 0, bumping: Bool = true) -> () -> Int {
    var state = Counters(counters: Array(repeating: initial, count: observers))
    let reducer = opaque(countersReducer as CountersReducer)
    let reads: [(Counters) -> Int] = opaque((0..<observers).map { index in { $0.counters[index] } })
    let tally = Tally()
    var last = reads.map { $0(state) }
    for value in last { tally.add(value) }
    return {
        for dispatch in 0..<dispatches {
            reducer(&state, bumping ? .bump(dispatch % observers) : .other)
            for index in 0..<observers {
                let value = reads[index](state)
                if value != last[index] {
                    last[index] = value
                    tally.add(value)
                }
            }
        }
        return tally.total
    }
}

// MARK: Sharing

/// 1,000 observers of one unchanged key path while another field changes: one read and one
/// comparison per dispatch. Compare with the next scenario's 1,000 distinct key paths.
private let sharedKeyPath = Scenario(
    "Store shared: 1000 observers of one key path (unchanged)",
    unit: .rate(of: "dispatches"),
    operations: 200_000,
    library: { dispatches in
        let store = Store(reducer: countersReducer, state: Counters(counters: [0]))
        let tally = Tally()
        let bag = DisposeBag()
        for _ in 0..<1000 {
            store.observe(\.counters).subscribe(onNext: { tally.add($0.count) }).disposed(by: bag)
        }
        return {
            withExtendedLifetime(bag) {
                for _ in 0..<dispatches { store.dispatch(.other) }
            }
            return tally.total
        }
    },
    baseline: { dispatches in
        // One read and one comparison per dispatch, the 1,000 observers called on change only.
        var state = Counters(counters: [0])
        let reducer = opaque(countersReducer as CountersReducer)
        let tally = Tally()
        let observers: [([Int]) -> Void] = opaque((0..<1000).map { _ in { tally.add($0.count) } })
        var last = state.counters
        for observer in observers { observer(last) }
        return {
            for _ in 0..<dispatches {
                reducer(&state, .other)
                if state.counters != last {
                    last = state.counters
                    for observer in observers { observer(last) }
                }
            }
            return tally.total
        }
    }
)

/// 1,000 observers of 1,000 distinct key paths, none changing: 1,000 reads per dispatch.
private let distinctKeyPaths = Scenario(
    "Store shared: 1000 observers of 1000 distinct key paths (unchanged)",
    unit: .rate(of: "dispatches"),
    operations: 2_000,
    library: { dispatches in
        let store = Store(reducer: countersReducer, state: Counters(counters: Array(repeating: 1, count: 1000)))
        let tally = Tally()
        let bag = DisposeBag()
        for index in 0..<1000 {
            store.observe(\.counters[index]).subscribe(onNext: { tally.add($0) }).disposed(by: bag)
        }
        return {
            withExtendedLifetime(bag) {
                for _ in 0..<dispatches { store.dispatch(.other) }
            }
            return tally.total
        }
    },
    baseline: { dispatches in fanOutBaseline(observers: 1000, dispatches: dispatches, initial: 1, bumping: false) }
)

// MARK: State size

private struct Items {
    var items: [Int]
    var edits = 0
}

private func setItem(_ state: inout Items, _ action: (index: Int, value: Int)) {
    state.items[action.index] = action.value
    state.edits &+= 1
}

/// An in-place reducer setting one element of an array of `count` elements, with one
/// observer of the edit count: the cost per dispatch must not grow with the array.
private func inPlaceReducer(_ count: Int) -> Scenario {
    Scenario(
        "Store in-place reducer: one element of \(count)",
        unit: .nanoseconds(per: "dispatch"),
        operations: 500_000,
        library: { dispatches in
            let store = Store(reducer: setItem, state: Items(items: Array(repeating: 0, count: count)))
            let tally = Tally()
            let bag = DisposeBag()
            store.observe(\.edits).subscribe(onNext: { tally.add($0) }).disposed(by: bag)
            return {
                withExtendedLifetime(bag) {
                    for dispatch in 0..<dispatches { store.dispatch((dispatch % count, dispatch)) }
                }
                return tally.total &+ store.state.items[(dispatches - 1) % count]
            }
        },
        baseline: { dispatches in
            var state = Items(items: Array(repeating: 0, count: count))
            let reducer = opaque(setItem as (inout Items, (index: Int, value: Int)) -> Void)
            let tally = Tally()
            let observer: (Int) -> Void = opaque { tally.add($0) }
            var last = state.edits
            observer(last)
            return {
                for dispatch in 0..<dispatches {
                    reducer(&state, (dispatch % count, dispatch))
                    if state.edits != last {
                        last = state.edits
                        observer(last)
                    }
                }
                return tally.total &+ state.items[(dispatches - 1) % count]
            }
        }
    )
}

// MARK: Contention

/// Four threads dispatching at once, one observer; the checksum is the final count, so a
/// lost action fails the run. Real threads, not `concurrentPerform`, which runs no more
/// threads than there are cores (2 on the reference machine).
private let contention = Scenario(
    "Store contention: 4 threads dispatching",
    unit: .rate(of: "dispatches"),
    operations: 1_000_000,
    library: contentionLibrary,
    baseline: contentionBaseline
)

private func contentionLibrary(_ dispatches: Int) -> () -> Int {
    let store = Store<Int, Int>(reducer: { state, action in state &+= action }, state: 0)
    let seen = SharedCount()
    let subscription = store.observe(\.self).subscribe(onNext: { seen.set($0) })
    return {
        onFourThreads {
            for _ in 0..<dispatches / 4 { store.dispatch(1) }
        }
        subscription.dispose()
        precondition(seen.value == store.state, "Store contention: the last state was not delivered")
        return store.state
    }
}

/// The same work by hand: a lock around an in-place reducer, the new value handed to one
/// observer after each change.
private func contentionBaseline(_ dispatches: Int) -> () -> Int {
    let state = LockedCount()
    let seen = SharedCount()
    let add: @Sendable (inout Int, Int) -> Void = { $0 &+= $1 }
    let reducer = opaque(add)
    return {
        onFourThreads {
            for _ in 0..<dispatches / 4 {
                seen.set(state.update { reducer(&$0, 1) })
            }
        }
        return state.update { _ in }
    }
}

/// Runs `body` on four new threads at once and returns when all four have finished.
private func onFourThreads(_ body: @escaping @Sendable () -> Void) {
    let finished = DispatchGroup()
    for _ in 0..<4 {
        finished.enter()
        Thread {
            body()
            finished.leave()
        }.start()
    }
    finished.wait()
}

/// The last value an observer saw, from any thread.
private final class SharedCount: Sendable {
    private let count = Atomic(0)

    var value: Int { count.load(ordering: .relaxed) }

    func set(_ value: Int) {
        count.store(value, ordering: .relaxed)
    }
}

/// A count behind a lock, in a class so that the threads' closures can share it.
private final class LockedCount: Sendable {
    private let count = Mutex(0)

    /// Applies `change` under the lock and returns the new value.
    func update(_ change: (inout Int) -> Void) -> Int {
        count.withLock { value in
            change(&value)
            return value
        }
    }
}
