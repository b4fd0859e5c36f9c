import Dispatch
import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct SampleTests {
    private static let source: [Recorded<Event<Int>>] = [
        .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .next(300, 5), .next(310, 6),
    ]
    private static let sampler: [Recorded<Event<String>>] = [
        .next(150, ""), .next(210, "bar"), .next(250, "foo"), .next(260, "qux"), .next(320, "baz"),
    ]

    @Test("sample emits the latest new element at each tick and nothing when there is none")
    func simple() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.source + [.completed(400)])
        let ys = scheduler.createHotObservable(Self.sampler + [.completed(500)])
        let res = scheduler.start { xs.sample(ys) }
        expectEqual(res.events, [.next(250, 3), .next(320, 6), .completed(500)])
        expectEqual(xs.subscriptions, [Subscription(200, 400)])
        expectEqual(ys.subscriptions, [Subscription(200, 500)])
    }

    @Test("The sampler's completion takes a last sample before the result completes")
    func samplerCompletionSamples() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.source + [.next(360, 7), .completed(400)])
        let ys = scheduler.createHotObservable(Self.sampler + [.completed(500)])
        let res = scheduler.start { xs.sample(ys) }
        expectEqual(res.events, [.next(250, 3), .next(320, 6), .next(500, 7), .completed(500)])
        expectEqual(xs.subscriptions, [Subscription(200, 400)])
        expectEqual(ys.subscriptions, [Subscription(200, 500)])
    }

    @Test("The source's completion waits for the next sampler tick, which samples and completes")
    func sourceCompletionWaitsForTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .completed(300),
        ])
        let ys = scheduler.createHotObservable(Self.sampler + [.completed(500)])
        let res = scheduler.start { xs.sample(ys) }
        expectEqual(res.events, [.next(250, 3), .next(320, 4), .completed(320)])
        expectEqual(xs.subscriptions, [Subscription(200, 300)])
        expectEqual(ys.subscriptions, [Subscription(200, 320)])
    }

    @Test("With a default value, a tick with no new element emits the default, the sampler's completion too")
    func defaultValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.source + [.completed(400)])
        let ys = scheduler.createHotObservable(Self.sampler + [.completed(500)])
        let res = scheduler.start { xs.sample(ys, defaultValue: 0) }
        expectEqual(
            res.events,
            [
                .next(210, 0), .next(250, 3), .next(260, 0), .next(320, 6), .next(500, 0), .completed(500),
            ]
        )
        expectEqual(xs.subscriptions, [Subscription(200, 400)])
        expectEqual(ys.subscriptions, [Subscription(200, 500)])
    }

    @Test("sample forwards the sampler's error at once")
    func samplerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.source + [.completed(400)])
        let ys = scheduler.createHotObservable([
            .next(150, ""), .next(210, "bar"), .next(250, "foo"), .next(260, "qux"),
            .error(320, FilteringTestError.boom),
        ])
        let res = scheduler.start { xs.sample(ys) }
        expectEqual(res.events, [.next(250, 3), .error(320, FilteringTestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 320)])
        expectEqual(ys.subscriptions, [Subscription(200, 320)])
    }

    @Test("sample forwards the source's error at once")
    func sourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .next(300, 5), .next(310, 6),
            .error(320, FilteringTestError.boom),
        ])
        let ys = scheduler.createHotObservable([
            .next(150, ""), .next(210, "bar"), .next(250, "foo"), .next(260, "qux"), .next(300, "baz"),
            .completed(400),
        ])
        let res = scheduler.start { xs.sample(ys) }
        expectEqual(res.events, [.next(250, 3), .next(300, 5), .error(320, FilteringTestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 320)])
        expectEqual(ys.subscriptions, [Subscription(200, 320)])
    }

    @Test("After the sampler completed, a completed source leaves the result without a terminal event")
    func samplerCompletedFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .completed(250)])
        let res = scheduler.start { xs.sample(ys) }
        expectEqual(res.events, [.next(220, 1)])
        expectEqual(xs.subscriptions, [Subscription(200, 300)])
        expectEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    @Test("sample subscribes to the source before the sampler")
    func subscriptionOrder() {
        var log: [String] = []
        let source = Observable<Int>.create { _ in
            log.append("source")
            return Disposables.create()
        }
        let sampler = Observable<Int>.create { _ in
            log.append("sampler")
            return Disposables.create()
        }
        source.sample(sampler).subscribe { _ in }.dispose()
        expectEqual(log, ["source", "sampler"])
    }

    @Test("sample disposed in the middle disposes both subscriptions")
    func disposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.source + [.completed(400)])
        let ys = scheduler.createHotObservable(Self.sampler + [.completed(500)])
        let res = scheduler.start(disposed: 300) { xs.sample(ys) }
        expectEqual(res.events, [.next(250, 3)])
        expectEqual(xs.subscriptions, [Subscription(200, 300)])
        expectEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    @Test("sample fed from two threads delivers increasing samples one at a time and completes after the source")
    func realThreads() {
        let source = PublishSubject<Int>()
        let sampler = PublishSubject<Void>()
        let recorder = ThreadedRecorder<Int>()
        let subscription = source.sample(sampler).subscribe(recorder.on)
        let count = 100_000
        let group = DispatchGroup()
        runOnAnotherThread(group) {
            for element in 0..<count { source.onNext(element) }
        }
        runOnAnotherThread(group) {
            for _ in 0..<20_000 { sampler.onNext(()) }
        }
        group.waitOrRecordIssue()
        source.onCompleted()
        sampler.onNext(())
        recorder.waitForTermination()
        let received = recorder.elements
        #expect(recorder.completed)
        expectEqual(received.last, count - 1)
        #expect(zip(received, received.dropFirst()).allSatisfy { $0 < $1 })
        expectEqual(recorder.overlaps, 0)
        subscription.dispose()
    }
}
