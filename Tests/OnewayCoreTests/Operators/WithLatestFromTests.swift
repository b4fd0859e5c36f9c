import Dispatch
import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct WithLatestFromTests {
    private static let firstEvents: [Recorded<Event<Int>>] = [
        .next(90, 1), .next(180, 2), .next(250, 3), .next(260, 4), .next(310, 5), .next(340, 6), .next(410, 7),
        .next(420, 8), .next(470, 9), .next(550, 10),
    ]

    @Test("Each element is combined with the latest of the second sequence; earlier ones are dropped")
    func combines() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.firstEvents + [.completed(590)])
        let ys = scheduler.createHotObservable([
            .next(255, "bar"), .next(330, "foo"), .next(350, "qux"), .completed(400),
        ])
        let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }
        expectEqual(
            res.events,
            [
                .next(260, "4bar"), .next(310, "5bar"), .next(340, "6foo"), .next(410, "7qux"), .next(420, "8qux"),
                .next(470, "9qux"), .next(550, "10qux"), .completed(590),
            ]
        )
        expectEqual(xs.subscriptions, [Subscription(200, 590)])
        expectEqual(ys.subscriptions, [Subscription(200, 400)])
    }

    @Test("Without a selector, the latest element of the second sequence is emitted")
    func secondElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.firstEvents + [.completed(590)])
        let ys = scheduler.createHotObservable([
            .next(255, "bar"), .next(330, "foo"), .next(350, "qux"), .completed(400),
        ])
        let res = scheduler.start { xs.withLatestFrom(ys) }
        expectEqual(
            res.events,
            [
                .next(260, "bar"), .next(310, "bar"), .next(340, "foo"), .next(410, "qux"), .next(420, "qux"),
                .next(470, "qux"), .next(550, "qux"), .completed(590),
            ]
        )
    }

    @Test("The first sequence completing completes the result and ends the second subscription")
    func firstCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Array(Self.firstEvents.prefix(6)) + [.completed(390)])
        let ys = scheduler.createHotObservable([
            .next(245, "bar"), .next(330, "foo"), .next(350, "qux"), .next(370, "baz"), .completed(400),
        ])
        let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }
        expectEqual(
            res.events,
            [
                .next(250, "3bar"), .next(260, "4bar"), .next(310, "5bar"), .next(340, "6foo"), .completed(390),
            ]
        )
        expectEqual(xs.subscriptions, [Subscription(200, 390)])
        expectEqual(ys.subscriptions, [Subscription(200, 390)])
    }

    @Test("An error of either sequence fails the result and ends both subscriptions")
    func errors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.firstEvents + [.error(590, CombiningTestError.first)])
        let ys = scheduler.createHotObservable([
            .next(255, "bar"), .next(330, "foo"), .next(350, "qux"), .completed(400),
        ])
        let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }
        expectEqual(res.events.last, .error(590, CombiningTestError.first))
        expectEqual(res.events.count, 8)
        expectEqual(xs.subscriptions, [Subscription(200, 590)])

        let other = TestScheduler(initialClock: 0)
        let xs2 = other.createHotObservable(Array(Self.firstEvents.prefix(6)) + [.completed(390)])
        let ys2 = other.createHotObservable([
            .next(255, "bar"), .next(330, "foo"), .next(350, "qux"), .error(370, CombiningTestError.second),
        ])
        let res2 = other.start { xs2.withLatestFrom(ys2) { "\($0)\($1)" } }
        expectEqual(
            res2.events,
            [
                .next(260, "4bar"), .next(310, "5bar"), .next(340, "6foo"), .error(370, CombiningTestError.second),
            ]
        )
        expectEqual(xs2.subscriptions, [Subscription(200, 370)])
        expectEqual(ys2.subscriptions, [Subscription(200, 370)])
    }

    @Test("A result selector that throws fails the result at that element")
    func selectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Array(Self.firstEvents.prefix(6)) + [.completed(390)])
        let ys = scheduler.createHotObservable([.next(255, "bar"), .next(330, "foo"), .completed(400)])
        let res = scheduler.start {
            xs.withLatestFrom(ys) { x, y throws -> String in
                if x == 5 { throw CombiningTestError.first }
                return "\(x)\(y)"
            }
        }
        expectEqual(res.events, [.next(260, "4bar"), .error(310, CombiningTestError.first)])
        expectEqual(xs.subscriptions, [Subscription(200, 310)])
        expectEqual(ys.subscriptions, [Subscription(200, 310)])
    }

    @Test("The second sequence is subscribed first, so its current value is ready for the first element")
    func secondSubscribedFirst() {
        let xs = BehaviorSubject(value: 3)
        let ys = BehaviorSubject(value: 5)
        let res = TestScheduler(initialClock: 0).start { xs.withLatestFrom(ys) { "\($0)\($1)" } }
        expectEqual(res.events, [.next(200, "35")])
    }

    @Test("Disposing in the middle ends both subscriptions at that tick")
    func disposeInTheMiddle() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.firstEvents + [.completed(590)])
        let ys = scheduler.createHotObservable([.next(255, "bar"), .next(330, "foo"), .completed(400)])
        let res = scheduler.start(disposed: 300) { xs.withLatestFrom(ys) { "\($0)\($1)" } }
        expectEqual(res.events, [.next(260, "4bar")])
        expectEqual(xs.subscriptions, [Subscription(200, 300)])
        expectEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    @Test("Sequences on different threads: pairs are consistent and never delivered concurrently")
    func concurrentSequences() {
        let count = 2_000
        let queues = combiningQueues(2)
        let check = ThreadedRecorder<[Int]>()
        // The synchronous -1 makes a latest element ready before the first sequence starts.
        let second = Observable.just(-1).concat(threadedSource(Array(0..<count), on: queues[1]))
        let subscription = threadedSource(Array(0..<count), on: queues[0])
            .withLatestFrom(second) { [$0, $1] }
            .subscribe(check.on)
        check.waitForTermination()
        subscription.dispose()
        expectEqual(check.overlaps, 0)
        #expect(check.completed)
        let pairs = check.elements
        expectEqual(pairs.map { $0[0] }, Array(0..<count))
        #expect(zip(pairs, pairs.dropFirst()).allSatisfy { $0[1] <= $1[1] })
    }
}
