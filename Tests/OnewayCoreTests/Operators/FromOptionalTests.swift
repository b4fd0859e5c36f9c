import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct FromOptionalTests {
    @Test("from(optional:) with a value emits it and completes at the subscription time")
    func someImmediate() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from(optional: Int?.some(5)) }
        expectEqual(res.events, [.next(200, 5), .completed(200)])
    }

    @Test("from(optional:) with nil completes at the subscription time")
    func noneImmediate() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from(optional: Int?.none) }
        expectEqual(res.events, [.completed(200)])
    }

    @Test("from(optional:scheduler:) with a value emits from one action and completes from the next")
    func someOnScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from(optional: Int?.some(5), scheduler: scheduler) }
        expectEqual(res.events, [.next(201, 5), .completed(202)])
    }

    @Test("from(optional:scheduler:) with nil completes from the first action")
    func noneOnScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from(optional: Int?.none, scheduler: scheduler) }
        expectEqual(res.events, [.completed(201)])
    }

    @Test("from(optional:scheduler:) disposed after the element cancels the pending completion")
    func disposedAfterElement() {
        let scheduler = TestScheduler(initialClock: 0)
        // The disposal, queued first, runs before the completion due at the same tick.
        let res = scheduler.start(disposed: 202) { Observable.from(optional: Int?.some(5), scheduler: scheduler) }
        expectEqual(res.events, [.next(201, 5)])
    }
}
