import Dispatch
import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct BufferTests {
    private static let events: [Recorded<Event<Int>>] = [
        .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6), .next(370, 7),
        .next(420, 8), .next(470, 9),
    ]

    @Test("buffer emits when full or when its time span ends, restarting the timer each time, empty arrays included")
    func basic() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events + [.completed(600)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        expectEqual(
            res.events,
            [
                .next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7]), .next(440, [8]), .next(510, [9]),
                .next(580, []), .next(600, []), .completed(600),
            ])
        expectEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    @Test("buffer forwards an error at once and drops the pending elements")
    func error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events + [.next(590, 10), .error(600, CreatingTestError.boom)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        expectEqual(
            res.events,
            [
                .next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7]), .next(440, [8]), .next(510, [9]),
                .next(580, []), .error(600, CreatingTestError.boom),
            ])
        expectEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    @Test("buffer emits the pending elements when the source completes")
    func completionFlushes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(100), count: 5, scheduler: scheduler) }
        expectEqual(res.events, [.next(230, [1, 2]), .completed(230)])
        expectEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    @Test("buffer disposed in the middle stops its timer and the source subscription")
    func disposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events + [.completed(600)])
        let res = scheduler.start(disposed: 370) { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        expectEqual(res.events, [.next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7])])
        expectEqual(xs.subscriptions, [Subscription(200, 370)])
    }

    @Test("buffer of a synchronous source splits it by count and completes at once")
    func synchronousSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.of(1, 2, 3, 4, 5).buffer(timeSpan: .seconds(10), count: 2, scheduler: scheduler)
        }
        expectEqual(res.events, [.next(200, [1, 2]), .next(200, [3, 4]), .next(200, [5]), .completed(200)])
    }

    @Test("buffer with a source and timers on other threads keeps every element, in order, delivered one at a time")
    func concurrent() {
        let count = 20_000
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let queue = DispatchQueue(label: "oneway.buffer-tests.source")
        let recorder = ThreadedRecorder<[Int]>()
        let subscription = threadedSource(Array(0..<count), on: queue)
            .buffer(timeSpan: .microseconds(50), count: 7, scheduler: scheduler)
            .subscribe(recorder.on)
        recorder.waitForTermination()
        subscription.dispose()
        expectEqual(recorder.overlaps, 0)
        expectEqual(recorder.events.last?.isCompleted, true)
        #expect(recorder.elements.allSatisfy { $0.count <= 7 })
        expectEqual(recorder.elements.flatMap { $0 }, Array(0..<count))
    }
}
