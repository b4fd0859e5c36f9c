import Oneway

/// Operator chains: the cost per event of a pipeline of simple operators on a subject.
let operatorScenarios: [Scenario] = [
    Scenario(
        "map → filter → distinctUntilChanged → scan, on a PublishSubject",
        unit: .nanoseconds(per: "event"),
        operations: 10_000_000,
        library: { events in
            let subject = PublishSubject<Int>()
            let tally = Tally()
            let subscription =
                subject
                .map { $0 >> 1 }
                .filter { $0 % 3 != 0 }
                .distinctUntilChanged()
                .scan(0) { $0 &+ $1 }
                .subscribe(onNext: { tally.add($0) })
            return {
                withExtendedLifetime(subscription) {
                    for event in 0..<events { subject.onNext(event) }
                }
                return tally.total
            }
        },
        baseline: { events in
            // The same stages by hand: the same closures, called through values the
            // optimizer cannot see through (as the library's are), and the same state.
            let transform = opaque(halve)
            let predicate = opaque(isNotMultipleOfThree)
            let accumulator = opaque(add)
            let tally = Tally()
            let observer: (Int) -> Void = opaque { tally.add($0) }
            return {
                var lastKey: Int?
                var accumulate = 0
                for event in 0..<events {
                    let element = transform(event)
                    guard predicate(element) else { continue }
                    if let lastKey, lastKey == element { continue }
                    lastKey = element
                    accumulate = accumulator(accumulate, element)
                    observer(accumulate)
                }
                return tally.total
            }
        }
    )
]

// Each value arrives twice in a row after `halve`, so distinctUntilChanged drops half of
// what filter lets through: every stage does real work.
private let halve: @Sendable (Int) -> Int = { $0 >> 1 }
private let isNotMultipleOfThree: @Sendable (Int) -> Bool = { $0 % 3 != 0 }
private let add: @Sendable (Int, Int) -> Int = { $0 &+ $1 }
