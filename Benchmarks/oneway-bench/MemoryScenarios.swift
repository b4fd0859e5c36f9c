import Oneway

/// Memory: the heap a live subscription occupies, for screens that keep many of them.
let memoryScenarios: [Scenario] = [
    Scenario(
        "PublishSubject heap per live subscription",
        unit: .heapBytes(per: "subscription"),
        operations: 100_000,
        library: { subscriptions in
            let subject = PublishSubject<Int>()
            let tally = Tally()
            // Made with room for every subscription, so that only the subscriptions count.
            let held = HeldSubscriptions(capacity: subscriptions)
            return {
                for _ in 0..<subscriptions {
                    held.append(subject.subscribe(onNext: { tally.add($0) }))
                }
                subject.onNext(1)
                return tally.total
            }
        },
        baseline: { subscriptions in
            // What a hand-rolled subject holds: each observer under its key.
            let tally = Tally()
            let observers = ObserversByKey()
            return {
                for key in 0..<subscriptions {
                    observers.byKey[key] = { tally.add($0) }
                }
                for observer in observers.byKey.values { observer(1) }
                return tally.total
            }
        }
    )
]

/// The subscriptions a memory scenario keeps alive until its work is released, in storage
/// reserved beforehand; disposed then.
private final class HeldSubscriptions {
    private var subscriptions: ContiguousArray<Disposable> = []

    init(capacity: Int) {
        subscriptions.reserveCapacity(capacity)
    }

    deinit {
        for subscription in subscriptions { subscription.dispose() }
    }

    func append(_ subscription: Disposable) {
        subscriptions.append(subscription)
    }
}

/// The baseline's observer list, kept alive with the work like the library's subscriptions.
private final class ObserversByKey {
    var byKey: [Int: (Int) -> Void] = [:]
}
