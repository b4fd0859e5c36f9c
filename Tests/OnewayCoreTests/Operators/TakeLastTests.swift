import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct TakeLastTests {
    private static let events: [Recorded<Event<Int>>] = [
        .next(70, 6), .next(150, 4), .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1),
        .next(300, -1), .next(310, 3), .next(340, 8), .next(370, 11),
    ]

    @Test("takeLast with a count above the number of elements emits them all at completion")
    func completeAfter() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events + [.completed(400)])
        let res = scheduler.start { xs.takeLast(20) }
        expectEqual(
            res.events,
            [
                .next(400, 9), .next(400, 13), .next(400, 7), .next(400, 1), .next(400, -1), .next(400, 3),
                .next(400, 8), .next(400, 11), .completed(400),
            ]
        )
        expectEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    @Test("takeLast with a count equal to the number of elements emits them all at completion")
    func completeSame() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events + [.completed(400)])
        let res = scheduler.start { xs.takeLast(8) }
        expectEqual(
            res.events,
            [
                .next(400, 9), .next(400, 13), .next(400, 7), .next(400, 1), .next(400, -1), .next(400, 3),
                .next(400, 8), .next(400, 11), .completed(400),
            ]
        )
        expectEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    @Test("takeLast(n) emits only the last n elements, in order, when the source completes")
    func completeBefore() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events + [.completed(400)])
        let res = scheduler.start { xs.takeLast(3) }
        expectEqual(res.events, [.next(400, 3), .next(400, 8), .next(400, 11), .completed(400)])
        expectEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    @Test("takeLast forwards a source error at once and drops its buffer")
    func error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events + [.error(400, FilteringTestError.boom)])
        let res = scheduler.start { xs.takeLast(3) }
        expectEqual(res.events, [.error(400, FilteringTestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    @Test("takeLast on a source that never completes emits nothing")
    func never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events)
        let res = scheduler.start { xs.takeLast(3) }
        expectEqual(res.events, [])
        expectEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    @Test("takeLast(0) emits only the completion")
    func zero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events + [.completed(400)])
        let res = scheduler.start { xs.takeLast(0) }
        expectEqual(res.events, [.completed(400)])
        expectEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    @Test("takeLast stops emitting its buffer once the observer's subscription ends")
    func downstreamStopsDuringFlush() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events + [.completed(400)])
        let res = scheduler.start { xs.takeLast(3).take(2) }
        expectEqual(res.events, [.next(400, 3), .next(400, 8), .completed(400)])
    }

    @Test("takeLast with a negative count stops the process")
    func negativeCount() async {
        await #expect(processExitsWith: .failure) {
            _ = Observable<Int>.never().takeLast(-1)
        }
    }
}
