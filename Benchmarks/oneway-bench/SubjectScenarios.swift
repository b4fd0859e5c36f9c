import Oneway

/// Subjects: the cost of broadcasting an event, and of a subscription's whole life.
let subjectScenarios: [Scenario] = [
    Scenario(
        "PublishSubject fan-out to 10 observers",
        unit: .nanoseconds(per: "event"),
        operations: 2_000_000,
        library: { events in
            let subject = PublishSubject<Int>()
            let tally = Tally()
            let disposeBag = DisposeBag()
            for _ in 0..<fanOut {
                subject.subscribe(onNext: { tally.add($0) }).disposed(by: disposeBag)
            }
            return {
                // The bag lives as long as this closure: disposal happens after timing.
                withExtendedLifetime(disposeBag) {
                    for event in 0..<events { subject.onNext(event) }
                }
                return tally.total
            }
        },
        baseline: { events in
            let tally = Tally()
            let observers: [(Int) -> Void] = opaque((0..<fanOut).map { _ in { tally.add($0) } })
            return {
                for event in 0..<events {
                    for observer in observers { observer(event) }
                }
                return tally.total
            }
        }
    ),
    Scenario(
        "PublishSubject onNext, 1 observer",
        unit: .nanoseconds(per: "event"),
        operations: 10_000_000,
        library: { events in
            let subject = PublishSubject<Int>()
            let tally = Tally()
            let subscription = subject.subscribe(onNext: { tally.add($0) })
            return {
                withExtendedLifetime(subscription) {
                    for event in 0..<events { subject.onNext(event) }
                }
                return tally.total
            }
        },
        baseline: { events in
            let tally = Tally()
            let observer: (Int) -> Void = opaque { tally.add($0) }
            return {
                for event in 0..<events { observer(event) }
                return tally.total
            }
        }
    ),
    Scenario(
        "BehaviorSubject onNext, 1 observer",
        unit: .nanoseconds(per: "event"),
        operations: 10_000_000,
        library: { events in
            let subject = BehaviorSubject(value: opaque(0))
            let tally = Tally()
            let subscription = subject.subscribe(onNext: { tally.add($0) })
            return {
                withExtendedLifetime(subscription) {
                    for event in 0..<events { subject.onNext(event) }
                }
                return tally.total
            }
        },
        baseline: keptValueBaseline
    ),
    Scenario(
        "BehaviorRelay accept, 1 observer",
        unit: .nanoseconds(per: "event"),
        operations: 10_000_000,
        library: { events in
            let relay = BehaviorRelay(value: opaque(0))
            let tally = Tally()
            let subscription = relay.subscribe(onNext: { tally.add($0) })
            return {
                withExtendedLifetime(subscription) {
                    for event in 0..<events { relay.accept(event) }
                }
                return tally.total
            }
        },
        baseline: keptValueBaseline
    ),
    Scenario(
        "BehaviorSubject subscribe+dispose",
        unit: .nanoseconds(per: "pair"),
        operations: 1_000_000,
        library: { pairs in
            let subject = BehaviorSubject(value: opaque(1))
            let tally = Tally()
            return {
                for _ in 0..<pairs {
                    subject.subscribe(onNext: { tally.add($0) }).dispose()
                }
                return tally.total
            }
        },
        baseline: { pairs in
            // What a hand-rolled subject does: observers under keys, the current value
            // replayed to each new one.
            let current = opaque(1)
            let tally = Tally()
            return {
                var observers: [Int: (Int) -> Void] = [:]
                var nextKey = 0
                for _ in 0..<pairs {
                    let key = nextKey
                    nextKey += 1
                    observers[key] = { tally.add($0) }
                    observers[key]?(current)
                    observers.removeValue(forKey: key)
                }
                return tally.total
            }
        }
    ),
]

private let fanOut = 10

/// The baseline of a subject or relay that keeps its value: a hand-rolled one that stores the
/// value for the next subscriber, then hands it to its one observer.
private func keptValueBaseline(_ events: Int) -> () -> Int {
    let tally = Tally()
    let observer: (Int) -> Void = opaque { tally.add($0) }
    let current = Tally()
    return {
        for event in 0..<events {
            current.set(event)
            observer(event)
        }
        return tally.total
    }
}
