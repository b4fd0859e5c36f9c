import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct ToArrayTests {
    @Test("toArray emits every element as one array when the source completes")
    func complete() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
        let res = scheduler.start { xs.toArray() }
        expectEqual(res.events, [.next(250, [2, 3, 4, 5]), .completed(250)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("toArray of an empty sequence emits an empty array")
    func empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.toArray() }
        expectEqual(res.events, [.next(250, []), .completed(250)])
    }

    @Test("toArray forwards an error and drops the collected elements")
    func error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .error(230, CreatingTestError.boom),
        ])
        let res = scheduler.start { xs.toArray() }
        expectEqual(res.events, [.error(230, CreatingTestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    @Test("toArray of a source that never ends emits nothing until disposed")
    func never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2)])
        let res = scheduler.start(disposed: 500) { xs.toArray() }
        #expect(res.events.isEmpty)
        expectEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    @Test("toArray is a Single: each subscription succeeds with its own array, or fails")
    func single() {
        let collected: Single<[Int]> = Observable.of(1, 2, 3).toArray()
        var arrays: [[Int]] = []
        _ = collected.subscribe(onSuccess: { arrays.append($0) })
        _ = collected.subscribe(onSuccess: { arrays.append($0) })
        expectEqual(arrays, [[1, 2, 3], [1, 2, 3]])
        var failure: String?
        _ = Observable<Int>.error(CreatingTestError.bang).toArray().subscribe(onFailure: { failure = "\($0)" })
        expectEqual(failure, "bang")
    }
}
