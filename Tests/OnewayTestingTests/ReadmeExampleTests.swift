import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

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
}
