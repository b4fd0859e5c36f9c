import Oneway

/// Effects: what it costs to answer actions with an effect, the store's round trip for a
/// follow-up action.
let effectScenarios: [Scenario] = [answeredByEffect]

private enum Exchange {
    case ping(Int)
    case pong(Int)
}

private func tallyExchange(_ state: inout Int, _ action: Exchange) {
    switch action {
    case .ping(let value): state &+= value
    case .pong(let value): state &+= value &* 2
    }
}

private func answer(_ action: Exchange) -> Exchange? {
    guard case .ping(let value) = action else { return nil }
    return .pong(value)
}

/// Each dispatched action answered by an effect with another action, which the store applies
/// before `dispatch` returns; one observer of the state. The baseline applies the action,
/// asks the same answering function, applies the answer, and hands each state to an
/// observer, through closures the optimizer cannot see through.
private let answeredByEffect = Scenario(
    "Store effect: each action answered by an effect's action",
    unit: .nanoseconds(per: "dispatch"),
    operations: 500_000,
    library: { dispatches in
        let store = Store(reducer: tallyExchange, state: 0)
        let tally = Tally()
        let bag = DisposeBag()
        store.observe(\.self).subscribe(onNext: { tally.add($0) }).disposed(by: bag)
        store.run(Effect { actions, _ in actions.compactMap(answer) }).disposed(by: bag)
        return {
            withExtendedLifetime(bag) {
                for dispatch in 0..<dispatches { store.dispatch(.ping(dispatch)) }
            }
            return tally.total &+ store.state
        }
    },
    baseline: { dispatches in
        let reducer = opaque(tallyExchange as (inout Int, Exchange) -> Void)
        let respond = opaque(answer as (Exchange) -> Exchange?)
        let tally = Tally()
        let observer: (Int) -> Void = opaque { tally.add($0) }
        return {
            var state = 0
            observer(state)
            for dispatch in 0..<dispatches {
                var next: Exchange? = .ping(dispatch)
                while let action = next {
                    reducer(&state, action)
                    observer(state)
                    next = respond(action)
                }
            }
            return tally.total &+ state
        }
    }
)
