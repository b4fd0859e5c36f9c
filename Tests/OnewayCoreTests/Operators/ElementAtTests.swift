import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct ElementAtTests {
    private static let events: [Recorded<Event<Int>>] = [
        .next(70, 6), .next(150, 4), .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1),
        .next(300, -1), .next(310, 3), .next(340, 8), .next(370, 11), .next(410, 15), .next(415, 16),
        .next(460, 72), .next(510, 76),
    ]

    @Test("element(at:) emits the element at the index and completes at once")
    func completeAfter() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events + [.completed(690)])
        let res = scheduler.start { xs.element(at: 10) }
        expectEqual(res.events, [.next(460, 72), .completed(460)])
        expectEqual(xs.subscriptions, [Subscription(200, 460)])
    }

    @Test("element(at: 0) emits the first element")
    func first() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events + [.completed(690)])
        let res = scheduler.start { xs.element(at: 0) }
        expectEqual(res.events, [.next(210, 9), .completed(210)])
        expectEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    @Test("element(at:) fails with argumentOutOfRange when the source completes too early")
    func completeBefore() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 4), .next(210, 9), .next(230, 13), .next(270, 7), .completed(320),
        ])
        let res = scheduler.start { xs.element(at: 10) }
        expectEqual(res.events, [.error(320, RxError.argumentOutOfRange)])
        expectEqual(xs.subscriptions, [Subscription(200, 320)])
    }

    @Test("element(at:) ignores a source error after the element")
    func errorAfter() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events + [.error(690, FilteringTestError.boom)])
        let res = scheduler.start { xs.element(at: 10) }
        expectEqual(res.events, [.next(460, 72), .completed(460)])
        expectEqual(xs.subscriptions, [Subscription(200, 460)])
    }

    @Test("element(at:) forwards a source error before the element")
    func errorBefore() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 9), .error(310, FilteringTestError.boom)])
        let res = scheduler.start { xs.element(at: 10) }
        expectEqual(res.events, [.error(310, FilteringTestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 310)])
    }

    @Test("element(at:) disposed before the element emits nothing")
    func disposeBefore() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events)
        let res = scheduler.start(disposed: 250) { xs.element(at: 3) }
        expectEqual(res.events, [])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("element(at:) is unaffected by a disposal after the element")
    func disposeAfter() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events)
        let res = scheduler.start(disposed: 400) { xs.element(at: 3) }
        expectEqual(res.events, [.next(280, 1), .completed(280)])
        expectEqual(xs.subscriptions, [Subscription(200, 280)])
    }

    @Test("element(at:) with a negative index stops the process")
    func negativeIndex() async {
        await #expect(processExitsWith: .failure) {
            _ = Observable<Int>.never().element(at: -1)
        }
    }
}
