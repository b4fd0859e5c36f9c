import Oneway

/// Higher-order operators: the cost of switching a `flatMapLatest` to a new inner sequence.
let flatMapScenarios: [Scenario] = [
    Scenario(
        "flatMapLatest switches between live inner sequences",
        unit: .nanoseconds(per: "switch"),
        operations: 1_000_000,
        library: { switches in
            // Each switch disposes the subscription to one live BehaviorSubject and subscribes
            // to the next, which replays its value: the checksum.
            let outer = PublishSubject<Int>()
            let inners = (0..<innerCount).map { BehaviorSubject(value: $0) }
            let tally = Tally()
            // Disposed by the bag when the work is released, after timing. Without disposal the
            // subscription would outlive the run: its sink holds the selector, the selector the
            // inner subjects, and the current inner its observer, the sink (as in RxSwift).
            let bag = DisposeBag()
            outer.flatMapLatest { inners[$0 & innerMask] }.subscribe(onNext: { tally.add($0) }).disposed(by: bag)
            return {
                withExtendedLifetime(bag) {
                    for value in 0..<switches { outer.onNext(value) }
                }
                return tally.total
            }
        },
        baseline: { switches in
            // The same by hand: leave one inner's observers, join the next, receive its value.
            let inners = opaque((0..<innerCount).map { HandRolledInner(value: $0) })
            let tally = Tally()
            return {
                var current: (inner: HandRolledInner, key: Int)?
                var nextKey = 0
                for value in 0..<switches {
                    if let current { current.inner.observers.removeValue(forKey: current.key) }
                    let inner = inners[value & innerMask]
                    let key = nextKey
                    nextKey += 1
                    inner.observers[key] = { tally.add($0) }
                    current = (inner, key)
                    inner.observers[key]?(inner.value)
                }
                return tally.total
            }
        }
    ),
    Scenario(
        "flatMapLatest switches to Observable.just",
        unit: .nanoseconds(per: "switch"),
        operations: 1_000_000,
        library: { switches in
            // A search path: each element selects a new inner sequence (here one that emits
            // at once and completes), replacing the previous one.
            let outer = PublishSubject<Int>()
            let tally = Tally()
            let bag = DisposeBag()
            outer.flatMapLatest { Observable.just($0) }.subscribe(onNext: { tally.add($0) }).disposed(by: bag)
            return {
                withExtendedLifetime(bag) {
                    for value in 0..<switches { outer.onNext(value) }
                }
                return tally.total
            }
        },
        baseline: { switches in
            // The same by hand: each value makes a one-shot source that hands it to the observer.
            let tally = Tally()
            let observer: (Int) -> Void = opaque({ tally.add($0) })
            return {
                for value in 0..<switches { opaque(HandRolledJust(value)).emit(to: observer) }
                return tally.total
            }
        }
    ),
]

private let innerCount = 16
private let innerMask = innerCount - 1

/// A hand-rolled subject for the baseline: a current value and observers under keys.
private final class HandRolledInner {
    let value: Int
    var observers: [Int: (Int) -> Void] = [:]

    init(value: Int) {
        self.value = value
    }
}

/// A hand-rolled one-shot source for the baseline: one object per switch, as `just` makes.
private final class HandRolledJust {
    let value: Int

    init(_ value: Int) {
        self.value = value
    }

    func emit(to observer: (Int) -> Void) {
        observer(value)
    }
}
