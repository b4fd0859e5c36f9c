import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

/// A store made with `callbacksOn: TestScheduler`: its callbacks run in virtual time.
@Suite(.tracksResources)
struct StoreOnTestSchedulerTests {
    @Test("Nothing reaches the store's observers until the scheduler advances, then everything in order")
    func deliversWhenTheSchedulerRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = Store<Int, Int>(reducer: { $0 += $1 }, state: 0, callbacksOn: scheduler)
        var log: [String] = []
        var isRunning = false
        let place = { isRunning ? "at \(scheduler.clock)" : "outside the scheduler" }
        let bag = DisposeBag()
        store.observe(\.self).subscribe(onNext: { log.append("state \($0) \(place())") }).disposed(by: bag)
        store.actions.subscribe(onNext: { action in
            log.append("action \(action) \(place())")
            if action == 1 {
                store.dispatch(10)
                log.append("queued 10, state \(store.state)")
            }
        }).disposed(by: bag)
        store.dispatch(1)
        expectEqual(store.state, 1)
        store.dispatch(2)
        expectEqual(store.state, 3)
        #expect(log.isEmpty)
        isRunning = true
        scheduler.start()
        isRunning = false
        expectEqual(
            log,
            [
                "state 3 at 1", "action 1 at 1", "queued 10, state 3", "action 2 at 1", "state 13 at 1",
                "action 10 at 1",
            ])
        expectEqual(store.state, 13)
    }

    @Test("An action dispatched later is delivered at the virtual time the scheduler reaches next")
    func laterDispatch() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = Store<Int, Int>(reducer: { $0 += $1 }, state: 0, callbacksOn: scheduler)
        var log: [String] = []
        let subscription = store.observe(\.self).subscribe(onNext: { log.append("\($0) at \(scheduler.clock)") })
        scheduler.scheduleAt(100) { store.dispatch(5) }
        scheduler.advanceTo(50)
        expectEqual(log, ["0 at 1"])
        scheduler.start()
        expectEqual(log, ["0 at 1", "5 at 101"])
        subscription.dispose()
    }
}
