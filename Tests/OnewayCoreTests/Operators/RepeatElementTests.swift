import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct RepeatElementTests {
    @Test("repeatElement sends the element from one action after another until disposed")
    func onScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 207) { Observable.repeatElement(42, scheduler: scheduler) }
        expectEqual(
            res.events,
            [
                .next(201, 42), .next(202, 42), .next(203, 42), .next(204, 42), .next(205, 42), .next(206, 42),
            ])
    }

    @Test("repeatElement on the trampoline ends when take has enough")
    func withTake() {
        var received: [String] = []
        var completed = false
        _ = Observable.repeatElement("x").take(4)
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        expectEqual(received, ["x", "x", "x", "x"])
        #expect(completed)
    }
}
