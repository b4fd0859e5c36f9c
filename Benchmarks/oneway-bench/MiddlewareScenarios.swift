import Oneway

/// A store dispatching through middleware, against the same store without any: what the
/// chain costs a dispatch (its turn, a closure call per middleware, and the notification
/// after the chain).
let middlewareScenarios: [Scenario] = [1, 3].map(passThrough)

/// `count` middleware that each add to a tally and hand the action on, and one observer;
/// the baseline store has the observer and adds to the tally `count` times per dispatch by
/// hand.
private func passThrough(_ count: Int) -> Scenario {
    Scenario(
        "Store middleware: \(count) pass-through middleware, one observer",
        unit: .rate(of: "dispatches"),
        operations: 1_000_000,
        library: { dispatches in
            let tally = Tally()
            let middleware = (0..<count).map { _ in
                Middleware<Int, Int>(onAction: { _, action, next in
                    tally.add(1)
                    next(action)
                })
            }
            let store = Store<Int, Int>(reducer: { $0 &+= $1 }, state: 0, middleware: middleware)
            let subscription = store.observe(\.self).subscribe(onNext: { tally.add($0) })
            return {
                withExtendedLifetime(subscription) {
                    for _ in 0..<dispatches { store.dispatch(1) }
                }
                return tally.total
            }
        },
        baseline: { dispatches in
            let tally = Tally()
            let store = Store<Int, Int>(reducer: { $0 &+= $1 }, state: 0)
            let subscription = store.observe(\.self).subscribe(onNext: { tally.add($0) })
            let perDispatch = opaque(count)
            return {
                withExtendedLifetime(subscription) {
                    for _ in 0..<dispatches {
                        for _ in 0..<perDispatch { tally.add(1) }
                        store.dispatch(1)
                    }
                }
                return tally.total
            }
        }
    )
}
