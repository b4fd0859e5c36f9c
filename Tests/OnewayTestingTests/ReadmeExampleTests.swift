import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

/// The README's search feature, with its effect.
private struct SearchState: Equatable {
    var query = ""
    var results: [String] = []
}

private enum SearchAction: Equatable {
    case type(String)
    case found([String])
}

private func searchReducer(_ state: inout SearchState, _ action: SearchAction) {
    switch action {
    case .type(let query): state.query = query
    case .found(let results): state.results = results
    }
}

private func searchEffect(
    lookUp: @escaping (String) -> Single<[String]>, scheduler: SchedulerType
) -> Effect<SearchState, SearchAction> {
    Effect { actions, state in
        state.map(\.query).distinctUntilChanged().skip(1)
            .debounce(.milliseconds(300), scheduler: scheduler)
            .flatMapLatest { query in lookUp(query).asObservable().catchAndReturn([]) }
            .map { .found($0) }
    }
}

/// The README's examples, so that the front page cannot drift from what compiles and passes.
@Suite(.tracksResources)
struct ReadmeExampleTests {
    @Test("The README's debounced query emits at the times it states")
    func debouncedQuery() {
        let scheduler = TestScheduler(initialClock: 0)
        let typed = scheduler.createHotObservable([
            .next(210, "o"), .next(220, "on"), .next(400, "one"), .completed(500),
        ])
        let result = scheduler.start {
            typed.debounce(.seconds(50), scheduler: scheduler)
        }
        #expect(result.events == [.next(270, "on"), .next(450, "one"), .completed(500)])
        #expect(typed.subscriptions == [Subscription(200, 500)])
    }

    @Test("The README's core example maps each query before printing it")
    func coreExample() {
        var printed: [String] = []
        do {
            let disposeBag = DisposeBag()
            let query = PublishSubject<String>()
            query
                .map { $0.lowercased() }
                .subscribe(onNext: { printed.append("searching for \($0)") })
                .disposed(by: disposeBag)
            query.onNext("Oneway")
        }
        #expect(printed == ["searching for oneway"])
    }

    @Test("The README's search effect is received 300 ms after typing, with the state it makes")
    func searchEffectExample() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)  // 1 tick = 1 ms
        let store = TestStore(reducer: searchReducer, state: SearchState())
        store.run(searchEffect(lookUp: { .just(["\($0)!"]) }, scheduler: scheduler))
        store.send(.type("one")) { $0.query = "one" }
        scheduler.advanceTo(299)
        #expect(store.receivedActions.isEmpty)
        scheduler.advanceTo(300)
        store.receive(.found(["one!"])) { $0.results = ["one!"] }
    }
}
