import Dispatch
import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct SwitchLatestTests {
    /// Three cold inner sources arriving at 300, 400 and 500 on a hot outer sequence.
    private struct Inners {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1: TestableObservable<Int>
        let ys2: TestableObservable<Int>
        let ys3: TestableObservable<Int>

        init(ys2Ends: Event<Int> = .completed) {
            ys1 = scheduler.createColdObservable([
                .next(10, 101), .next(20, 102), .next(110, 103), .next(120, 104), .next(210, 105), .next(220, 106),
                .completed(230),
            ])
            ys2 = scheduler.createColdObservable([
                .next(10, 201), .next(20, 202), .next(30, 203), .next(40, 204), Recorded(time: 50, value: ys2Ends),
            ])
            ys3 = scheduler.createColdObservable([
                .next(10, 301), .next(20, 302), .next(30, 303), .next(40, 304), .completed(150),
            ])
        }
    }

    @Test("Follows the latest inner sequence; the outer completing waits for the live inner one")
    func switches() {
        let inners = Inners()
        let xs = inners.scheduler.createHotObservable([
            .next(300, inners.ys1), .next(400, inners.ys2), .next(500, inners.ys3), .completed(600),
        ])
        let res = inners.scheduler.start { xs.switchLatest() }
        expectEqual(
            res.events,
            [
                .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(430, 203), .next(440, 204),
                .next(510, 301), .next(520, 302), .next(530, 303), .next(540, 304), .completed(650),
            ]
        )
        expectEqual(xs.subscriptions, [Subscription(200, 600)])
        expectEqual(inners.ys1.subscriptions, [Subscription(300, 400)])
        expectEqual(inners.ys2.subscriptions, [Subscription(400, 450)])
        expectEqual(inners.ys3.subscriptions, [Subscription(500, 650)])
    }

    @Test("An element of the next inner sequence, switched to from inside a delivery, follows it, never nested")
    func reentrantSwitch() {
        let outer = PublishSubject<Observable<Int>>()
        let first = PublishSubject<Int>()
        var received: [Int] = []
        var depth = 0
        var maxDepth = 0
        let subscription = outer.switchLatest().subscribe(onNext: { element in
            depth += 1
            maxDepth = max(maxDepth, depth)
            received.append(element)
            // The next inner sequence emits while it is subscribed, inside this delivery.
            if element == 1 { outer.onNext(.just(2)) }
            depth -= 1
        })
        outer.onNext(first)
        first.onNext(1)
        first.onNext(3)
        subscription.dispose()
        expectEqual(received, [1, 2])
        expectEqual(maxDepth, 1)
        #expect(!first.hasObservers)
    }

    @Test("An error of the latest inner sequence fails the result and ends the outer subscription")
    func innerError() {
        let inners = Inners(ys2Ends: .error(CombiningTestError.first))
        let xs = inners.scheduler.createHotObservable([
            .next(300, inners.ys1), .next(400, inners.ys2), .next(500, inners.ys3), .completed(600),
        ])
        let res = inners.scheduler.start { xs.switchLatest() }
        expectEqual(
            res.events,
            [
                .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(430, 203), .next(440, 204),
                .error(450, CombiningTestError.first),
            ]
        )
        expectEqual(xs.subscriptions, [Subscription(200, 450)])
        expectEqual(inners.ys3.subscriptions, [])
    }

    @Test("An outer error fails the result at once")
    func outerError() {
        let inners = Inners()
        let xs = inners.scheduler.createHotObservable([
            .next(300, inners.ys1), .next(400, inners.ys2), .error(500, CombiningTestError.first),
        ])
        let res = inners.scheduler.start { xs.switchLatest() }
        expectEqual(
            res.events,
            [
                .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(430, 203), .next(440, 204),
                .error(500, CombiningTestError.first),
            ]
        )
        expectEqual(xs.subscriptions, [Subscription(200, 500)])
        expectEqual(inners.ys1.subscriptions, [Subscription(300, 400)])
        expectEqual(inners.ys2.subscriptions, [Subscription(400, 450)])
    }

    @Test("The outer sequence completing with no live inner sequence completes the result at once")
    func outerCompletesAfterInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let xs = scheduler.createHotObservable([.next(300, ys), .completed(400)])
        let res = scheduler.start { xs.switchLatest() }
        expectEqual(res.events, [.next(310, 1), .completed(400)])
        expectEqual(ys.subscriptions, [Subscription(300, 320)])
    }

    @Test("Disposing in the middle ends the outer and the latest inner subscription")
    func disposeInTheMiddle() {
        let inners = Inners()
        let xs = inners.scheduler.createHotObservable([
            .next(300, inners.ys1), .next(400, inners.ys2), .next(500, inners.ys3), .completed(600),
        ])
        let res = inners.scheduler.start(disposed: 515) { xs.switchLatest() }
        expectEqual(
            res.events,
            [
                .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(430, 203), .next(440, 204),
                .next(510, 301),
            ]
        )
        expectEqual(xs.subscriptions, [Subscription(200, 515)])
        expectEqual(inners.ys3.subscriptions, [Subscription(500, 515)])
    }

    @Test("The previous inner subscription is disposed before the next inner sequence is subscribed")
    func disposesBeforeSubscribing() {
        var log: [String] = []
        func inner(_ name: String) -> Observable<Int> {
            Observable.create { _ in
                log.append("subscribe \(name)")
                return Disposables.create { log.append("dispose \(name)") }
            }
        }
        let outer = PublishSubject<Observable<Int>>()
        let subscription = outer.switchLatest().subscribe()
        outer.onNext(inner("a"))
        outer.onNext(inner("b"))
        subscription.dispose()
        expectEqual(log, ["subscribe a", "dispose a", "subscribe b", "dispose b"])
    }

    @Test("Inner sequences on other threads: nothing from a replaced inner sequence follows its successor")
    func concurrentInners() {
        let innerCount = 50
        let count = 200
        let queues = combiningQueues(4)
        let inners = (0..<innerCount).map { inner in
            threadedSource(Array(inner * count..<(inner + 1) * count), on: queues[1 + inner % 3])
        }
        let check = ThreadedRecorder<Int>()
        let subscription = threadedSource(inners, on: queues[0]).switchLatest().subscribe(check.on)
        check.waitForTermination()
        subscription.dispose()
        expectEqual(check.overlaps, 0)
        #expect(check.completed)
        let elements = check.elements
        #expect(zip(elements, elements.dropFirst()).allSatisfy { $0 < $1 })
        let last = (innerCount - 1) * count..<innerCount * count
        expectEqual(elements.filter(last.contains), Array(last))
    }
}
