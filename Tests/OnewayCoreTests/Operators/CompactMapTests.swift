import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct CompactMapTests {
    private static let events: [Recorded<Event<String>>] = [
        .next(150, "1"), .next(210, "2"), .next(220, "x"), .next(230, "4"), .next(240, "y"), .next(250, "6"),
    ]

    @Test("compactMap emits the non-nil results at their times and completes with the source")
    func complete() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events + [.completed(300)])
        let res = scheduler.start { xs.compactMap { Int($0) } }
        expectEqual(res.events, [.next(210, 2), .next(230, 4), .next(250, 6), .completed(300)])
        expectEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    @Test("compactMap forwards the source's error")
    func sourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events + [.error(300, CreatingTestError.boom)])
        let res = scheduler.start { xs.compactMap { Int($0) } }
        expectEqual(res.events, [.next(210, 2), .next(230, 4), .next(250, 6), .error(300, CreatingTestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    @Test("compactMap fails when the transform throws and ends the source subscription then")
    func transformThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events + [.completed(300)])
        let res = scheduler.start {
            xs.compactMap { text -> Int? in
                if text == "y" { throw CreatingTestError.bang }
                return Int(text)
            }
        }
        expectEqual(res.events, [.next(210, 2), .next(230, 4), .error(240, CreatingTestError.bang)])
        expectEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    @Test("compactMap disposed in the middle stops at the disposal time")
    func disposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events + [.completed(300)])
        let res = scheduler.start(disposed: 235) { xs.compactMap { Int($0) } }
        expectEqual(res.events, [.next(210, 2), .next(230, 4)])
        expectEqual(xs.subscriptions, [Subscription(200, 235)])
    }
}
