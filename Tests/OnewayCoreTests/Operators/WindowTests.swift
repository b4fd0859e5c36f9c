import Dispatch
import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct WindowTests {
    private static let events: [Recorded<Event<Int>>] = [
        .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6), .next(370, 7),
        .next(420, 8), .next(470, 9),
    ]

    /// Each element as "window-index element", through every window.
    private static func labelled(_ windows: Observable<Observable<Int>>) -> Observable<String> {
        windows.enumerated().map { index, window in window.map { "\(index) \($0)" } }.merge()
    }

    @Test("window closes each window when full or when its time span ends and opens the next at once")
    func basic() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events + [.completed(600)])
        let res = scheduler.start {
            Self.labelled(xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler))
        }
        expectEqual(
            res.events,
            [
                .next(205, "0 1"), .next(210, "0 2"), .next(240, "0 3"), .next(280, "1 4"), .next(320, "2 5"),
                .next(350, "2 6"), .next(370, "2 7"), .next(420, "3 8"), .next(470, "4 9"), .completed(600),
            ])
        expectEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    @Test("window emits a window on subscription and one each time a window closes")
    func windowTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events + [.completed(600)])
        let res = scheduler.start {
            xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler).enumerated().map(\.index)
        }
        expectEqual(
            res.events,
            [
                .next(200, 0), .next(240, 1), .next(310, 2), .next(370, 3), .next(440, 4), .next(510, 5),
                .next(580, 6), .completed(600),
            ])
    }

    @Test("window fails the open window and the result with the source's error")
    func error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events + [.error(600, CreatingTestError.boom)])
        let res = scheduler.start {
            Self.labelled(xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler))
        }
        expectEqual(
            res.events,
            [
                .next(205, "0 1"), .next(210, "0 2"), .next(240, "0 3"), .next(280, "1 4"), .next(320, "2 5"),
                .next(350, "2 6"), .next(370, "2 7"), .next(420, "3 8"), .next(470, "4 9"),
                .error(600, CreatingTestError.boom),
            ])
        expectEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    @Test("window disposed in the middle, windows included, ends the source subscription then")
    func disposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(105, 0)] + Self.events + [.completed(600)])
        let res = scheduler.start(disposed: 370) {
            Self.labelled(xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler))
        }
        expectEqual(
            res.events,
            [
                .next(205, "0 1"), .next(210, "0 2"), .next(240, "0 3"), .next(280, "1 4"), .next(320, "2 5"),
                .next(350, "2 6"), .next(370, "2 7"),
            ])
        expectEqual(xs.subscriptions, [Subscription(200, 370)])
    }

    @Test("A subscribed window keeps the source subscribed after the result is disposed, until the window closes")
    func windowOutlivesResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events + [.completed(600)])
        let observer = scheduler.createObserver(Int.self)
        var outer: Disposable?
        var inner: Disposable?
        scheduler.scheduleAt(200) {
            outer = xs.window(timeSpan: .seconds(70), count: 5, scheduler: scheduler).subscribe(onNext: { window in
                if inner == nil { inner = window.subscribe(observer) }
            })
        }
        scheduler.scheduleAt(215) { outer?.dispose() }
        scheduler.scheduleAt(1000) { inner?.dispose() }
        scheduler.start()
        expectEqual(observer.events, [.next(205, 1), .next(210, 2), .next(240, 3), .completed(270)])
        expectEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    @Test("A window subscribed late misses the elements sent before")
    func hotWindows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.events + [.completed(600)])
        let observer = scheduler.createObserver(Int.self)
        var windows: [Observable<Int>] = []
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions.append(
                xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
                    .subscribe(onNext: { windows.append($0) }))
        }
        scheduler.scheduleAt(207) { subscriptions.append(windows[0].subscribe(observer)) }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
        expectEqual(observer.events, [.next(210, 2), .next(240, 3), .completed(240)])
    }

    @Test("window with a source and timers on other threads keeps every element, in order, delivered one at a time")
    func concurrent() {
        let count = 20_000
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let queue = DispatchQueue(label: "oneway.window-tests.source")
        let recorder = ThreadedRecorder<Int>()
        let subscription = threadedSource(Array(0..<count), on: queue)
            .window(timeSpan: .microseconds(50), count: 7, scheduler: scheduler)
            .merge()
            .subscribe(recorder.on)
        recorder.waitForTermination()
        subscription.dispose()
        expectEqual(recorder.overlaps, 0)
        expectEqual(recorder.events.last?.isCompleted, true)
        expectEqual(recorder.elements, Array(0..<count))
    }
}
