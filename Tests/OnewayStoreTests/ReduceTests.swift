import Oneway
import OnewayTestSupport
import Testing

struct ProfileState: Equatable {
    var name = ""
    var visits = 0
}

enum ProfileAction: Equatable {
    case rename(String)
    case visit
}

func profileReducer(_ state: ProfileState, _ action: ProfileAction) -> ProfileState {
    var state = state
    switch action {
    case .rename(let name): state.name = name
    case .visit: state.visits += 1
    }
    return state
}

struct AppState: Equatable {
    var counter = CounterState()
    var profile = ProfileState()
    var log: [String] = []
}

enum AppAction: Equatable {
    case counter(CounterAction)
    case profile(ProfileAction)
    case reset
}

extension ActionPath<AppAction, CounterAction> {
    static let counter = ActionPath(embed: AppAction.counter) {
        guard case .counter(let action) = $0 else { return nil }
        return action
    }
}

extension ActionPath<AppAction, ProfileAction> {
    static let profile = ActionPath(embed: AppAction.profile) {
        guard case .profile(let action) = $0 else { return nil }
        return action
    }
}

let logReducer = Reduce<AppState, AppAction> { state, action in
    state.log.append("\(action)")
}

@Suite(.tracksResources)
struct ReduceTests {
    @Test("combine runs every reducer in order, each on the state the previous one left")
    func combineRunsInOrder() {
        let double = Reduce<Int, Int> { state, _ in state *= 2 }
        let add = Reduce<Int, Int> { state, action in state += action }
        expectEqual(Reduce.combine(double, add)(3, 1), 7)
        expectEqual(Reduce.combine(add, double)(3, 1), 8)
        #expect(Reduce<Int, Int>.combine([])(3, 1) == 3)
    }

    @Test("A pure and an in-place reducer wrapped in Reduce compute the same states")
    func pureAndInPlaceAgree() {
        let pure = Reduce(profileReducer)
        var state = ProfileState()
        pure(&state, .rename("Ada"))
        pure(&state, .visit)
        expectEqual(state, ProfileState(name: "Ada", visits: 1))
        expectEqual(Reduce(counterReducer)(CounterState(count: 1), .add(2)), CounterState(count: 3))
    }

    @Test("pullback(state:action:) applies extracted child actions to the child state and ignores the rest")
    func pullbackStateAndAction() {
        let app = Reduce.combine(
            Reduce(counterReducer).pullback(state: \AppState.counter, action: .counter),
            Reduce(profileReducer).pullback(state: \.profile, action: .profile),
            logReducer
        )
        let store = Store(reducer: app, state: AppState())
        store.dispatch(.counter(.add(2)))
        store.dispatch(.profile(.rename("Ada")))
        store.dispatch(.reset)
        store.dispatch(ActionPath.counter.embed(.increment))
        expectEqual(
            store.state,
            AppState(
                counter: CounterState(count: 3),
                profile: ProfileState(name: "Ada"),
                log: [
                    "counter(OnewayStoreTests.CounterAction.add(2))",
                    "profile(OnewayStoreTests.ProfileAction.rename(\"Ada\"))", "reset",
                    "counter(OnewayStoreTests.CounterAction.increment)",
                ]
            )
        )
    }

    @Test("pullback(state:extract:) lifts a child reducer given only how to extract its actions")
    func pullbackWithExtract() {
        let visits = Reduce(profileReducer).pullback(state: \AppState.profile) { (action: AppAction) in
            action == .reset ? .visit : nil
        }
        expectEqual(visits(AppState(), .reset).profile.visits, 1)
        expectEqual(visits(AppState(), .counter(.increment)).profile.visits, 0)
    }

    @Test("pullback(state:) lifts to a parent state and pullback(action:) to a parent action")
    func pullbackOneSide() {
        let everyAction = Reduce<Int, CounterAction> { state, _ in state += 1 }.pullback(state: \CounterState.count)
        expectEqual(everyAction(CounterState(count: 5), .touch), CounterState(count: 6))
        let counterOnly = Reduce(counterReducer).pullback(action: ActionPath.counter)
        expectEqual(counterOnly(CounterState(), .counter(.add(4))), CounterState(count: 4))
        expectEqual(counterOnly(CounterState(), .reset), CounterState())
    }
}
