import Oneway

/// The Flux dispatcher: one payload fanned out to 100 stores that switch on it.
let fluxScenarios: [Scenario] = [
    Scenario(
        "Dispatcher fan-out to 100 register callbacks",
        unit: .nanoseconds(per: "dispatch"),
        operations: 1_000_000,
        library: { dispatches in
            let dispatcher = BenchDispatcher()
            let tally = Tally()
            let store = AnyObservableDispatcher(dispatcher)
            for _ in 0..<storeCount {
                store.register { apply($0, to: tally) }
            }
            let action = AnyObserverDispatcher(dispatcher)
            let payloads = opaque(benchPayloads)
            return {
                for index in 0..<dispatches { action.dispatch(payloads[index % payloads.count]) }
                return tally.total
            }
        },
        baseline: fanOutBaseline
    ),
    Scenario(
        "Dispatcher fan-out to 100 Rx observers",
        unit: .nanoseconds(per: "dispatch"),
        operations: 1_000_000,
        library: { dispatches in
            let dispatcher = BenchDispatcher()
            let tally = Tally()
            let disposeBag = DisposeBag()
            for _ in 0..<storeCount {
                AnyObservableDispatcher(dispatcher).subscribe(onNext: { apply($0, to: tally) })
                    .disposed(by: disposeBag)
            }
            let action = AnyObserverDispatcher(dispatcher)
            let payloads = opaque(benchPayloads)
            return {
                withExtendedLifetime(disposeBag) {
                    for index in 0..<dispatches { action.dispatch(payloads[index % payloads.count]) }
                }
                return tally.total
            }
        },
        baseline: fanOutBaseline
    ),
]

/// The same work by hand: each payload handed to 100 closures in an array.
private let fanOutBaseline: Scenario.Body = { dispatches in
    let tally = Tally()
    let stores: [(BenchDispatcher.State) -> Void] = opaque((0..<storeCount).map { _ in { apply($0, to: tally) } })
    let payloads = opaque(benchPayloads)
    return {
        for index in 0..<dispatches {
            let payload = payloads[index % payloads.count]
            for store in stores { store(payload) }
        }
        return tally.total
    }
}

private let storeCount = 100
private let benchPayloads: [BenchDispatcher.State] = [.add(3), .subtract(1), .add(5), .reset(0)]

/// What each store does: switch on the payload and fold it into the tally.
@inline(__always)
private func apply(_ payload: BenchDispatcher.State, to tally: Tally) {
    switch payload {
    case .add(let value): tally.add(value)
    case .subtract(let value): tally.add(-value)
    case .reset(let value): tally.add(value &* 7)
    }
}

/// A dispatcher as an app declares one.
private final class BenchDispatcher: Dispatchable, @unchecked Sendable {
    // Sendable: both faces come from `properties()`, whose channel is thread-safe.
    enum State {
        case add(Int)
        case subtract(Int)
        case reset(Int)
    }

    static let shared = BenchDispatcher()
    let observerState: AnyObserver<State>
    let observableState: Observable<State>

    init() {
        (observerState, observableState) = Self.properties()
    }
}
