import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct RangeTests {
    @Test("range sends each number from its own action on the scheduler, then the completion")
    func onScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.range(start: -2, count: 3, scheduler: scheduler) }
        expectEqual(res.events, [.next(201, -2), .next(202, -1), .next(203, 0), .completed(204)])
    }

    @Test("range reaches the type's largest value without overflowing")
    func boundaries() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.range(start: Int.max, count: 1, scheduler: scheduler) }
        expectEqual(res.events, [.next(201, Int.max), .completed(202)])
        let bytes = TestScheduler(initialClock: 0).start { Observable<UInt8>.range(start: 254, count: 2) }
        expectEqual(bytes.events, [.next(200, 254), .next(200, 255), .completed(200)])
    }

    @Test("range disposed in the middle stops between two numbers")
    func disposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 204) { Observable.range(start: -10, count: 5, scheduler: scheduler) }
        expectEqual(res.events, [.next(201, -10), .next(202, -9), .next(203, -8)])
    }

    @Test("range with a count of 0 completes with no element")
    func empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.range(start: 5, count: 0) }
        expectEqual(res.events, [.completed(200)])
    }

    @Test("range on the default scheduler emits everything before subscribe returns")
    func immediate() {
        var received: [Int] = []
        _ = Observable.range(start: 1, count: 10).subscribe(onNext: { received.append($0) })
        received.append(0)
        expectEqual(received, Array(1...10) + [0])
    }
}
