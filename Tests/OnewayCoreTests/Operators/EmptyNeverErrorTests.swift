import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct EmptyNeverErrorTests {
    @Test("empty completes at the subscription time with no element")
    func empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.empty() }
        expectEqual(res.events, [.completed(200)])
    }

    @Test("never emits nothing and does not terminate before disposal")
    func never() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.never() }
        #expect(res.events.isEmpty)
    }

    @Test("never's subscription calls onDisposed only when disposed")
    func neverDisposal() {
        var disposed = 0
        let subscription = Observable<Int>.never().subscribe(onDisposed: { disposed += 1 })
        expectEqual(disposed, 0)
        subscription.dispose()
        expectEqual(disposed, 1)
    }

    @Test("error fails at the subscription time with its error")
    func error() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.error(CreatingTestError.boom) }
        expectEqual(res.events, [.error(200, CreatingTestError.boom)])
    }

    @Test("error gives every subscription the same error")
    func errorResubscribes() {
        let failing = Observable<Int>.error(CreatingTestError.bang)
        var errors: [String] = []
        _ = failing.subscribe(onError: { errors.append("\($0)") })
        _ = failing.subscribe(onError: { errors.append("\($0)") })
        expectEqual(errors, ["bang", "bang"])
    }
}
