import Oneway

/// RxCocoa's traits: the cost per event of a `Driver` chain, beside the same chain written with
/// `Observable` operators, which is what a `Driver` is built from.
let driverScenarios: [Scenario] = [
    Scenario(
        "Driver: asDriver → map → drive, per event",
        unit: .nanoseconds(per: "event"),
        operations: 2_000_000,
        library: { events in
            // Sent and delivered on the main thread, as a UI's events are: the main scheduler
            // hands each on at once.
            let subject = PublishSubject<Int>()
            let tally = Tally()
            let subscription = subject.asDriver(onErrorJustReturn: 0)
                .map { $0 &* 3 }
                .drive(onNext: { tally.add($0) })
            return {
                withExtendedLifetime(subscription) {
                    for event in 0..<events { subject.onNext(event) }
                }
                return tally.total
            }
        },
        baseline: { events in
            // What the Driver is made of, written out: delivery on the main scheduler, the error
            // handled, and each stage shared with a replay of its latest element.
            let subject = PublishSubject<Int>()
            let tally = Tally()
            let subscription = subject.observe(on: MainScheduler.instance)
                .catchAndReturn(0)
                .share(replay: 1, scope: .whileConnected)
                .map { $0 &* 3 }
                .share(replay: 1, scope: .whileConnected)
                .subscribe(onNext: { tally.add($0) })
            return {
                withExtendedLifetime(subscription) {
                    for event in 0..<events { subject.onNext(event) }
                }
                return tally.total
            }
        }
    )
]
