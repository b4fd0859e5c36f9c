import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct CatchTests {
    @Test("catch calls the handler at the error's time and continues with the sequence it returns")
    func continuesWithHandlerSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .error(230, HigherOrderTestError.boom),
        ])
        let ys = scheduler.createHotObservable([.next(220, 0), .next(240, 4), .completed(250)])
        var handlerCalls: [Int] = []
        let res = scheduler.start {
            xs.catch { _ in
                handlerCalls.append(scheduler.clock)
                return ys.asObservable()
            }
        }
        expectEqual(res.events, [.next(210, 2), .next(220, 3), .next(240, 4), .completed(250)])
        expectEqual(handlerCalls, [230])
        expectEqual(xs.subscriptions, [Subscription(200, 230)])
        expectEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    @Test("catch forwards the error the handler throws")
    func handlerThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(230, HigherOrderTestError.boom)])
        let res = scheduler.start {
            xs.catch { _ in throw HigherOrderTestError.bang }
        }
        expectEqual(res.events, [.next(210, 2), .error(230, HigherOrderTestError.bang)])
        expectEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    @Test("catch passes completion through and never calls the handler")
    func completionPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(230)])
        let ys = scheduler.createHotObservable([.next(240, 4), .completed(250)])
        var handlerCalled = false
        let res = scheduler.start {
            xs.catch { _ in
                handlerCalled = true
                return ys.asObservable()
            }
        }
        expectEqual(res.events, [.next(210, 2), .completed(230)])
        #expect(!handlerCalled)
        expectEqual(ys.subscriptions, [])
    }

    @Test("catch forwards the error of the handler's sequence")
    func fallbackFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, HigherOrderTestError.boom, Int.self)])
        let ys = scheduler.createHotObservable([.next(240, 4), .error(250, HigherOrderTestError.bang)])
        let res = scheduler.start { xs.catch { _ in ys.asObservable() } }
        expectEqual(res.events, [.next(240, 4), .error(250, HigherOrderTestError.bang)])
        expectEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    @Test("Disposing catch while the fallback runs disposes the fallback")
    func disposeDuringFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, HigherOrderTestError.boom, Int.self)])
        let ys = scheduler.createHotObservable([.next(240, 4), .next(260, 5), .completed(270)])
        let res = scheduler.start(disposed: 250) { xs.catch { _ in ys.asObservable() } }
        expectEqual(res.events, [.next(240, 4)])
        expectEqual(xs.subscriptions, [Subscription(200, 230)])
        expectEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    @Test("catch switches to the fallback when the source fails while it is being subscribed")
    func synchronousFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.error(HigherOrderTestError.boom).catch { _ in Observable.just(7) }
        }
        expectEqual(res.events, [.next(200, 7), .completed(200)])
    }

    @Test("catchAndReturn replaces the error by the element and completes")
    func catchAndReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(230, HigherOrderTestError.boom)])
        let res = scheduler.start { xs.catchAndReturn(99) }
        expectEqual(res.events, [.next(210, 2), .next(230, 99), .completed(230)])
        expectEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    @Test("catch(sequence:) moves to the next sequence after each error and ends with the first to complete")
    func sequenceOfCold() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([
            .next(10, 1), .next(20, 2), .next(30, 3), .error(40, HigherOrderTestError.boom),
        ])
        let xs2 = scheduler.createColdObservable([.next(10, 4), .next(20, 5), .error(30, HigherOrderTestError.bang)])
        let xs3 = scheduler.createColdObservable([
            .next(10, 6), .next(20, 7), .next(30, 8), .next(40, 9), .completed(50),
        ])
        let res = scheduler.start {
            Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable(), xs3.asObservable()])
        }
        expectEqual(
            res.events,
            [
                .next(210, 1), .next(220, 2), .next(230, 3), .next(250, 4), .next(260, 5), .next(280, 6),
                .next(290, 7), .next(300, 8), .next(310, 9), .completed(320),
            ]
        )
        expectEqual(xs1.subscriptions, [Subscription(200, 240)])
        expectEqual(xs2.subscriptions, [Subscription(240, 270)])
        expectEqual(xs3.subscriptions, [Subscription(270, 320)])
    }

    @Test("catch(sequence:) fails with the last error when every sequence fails")
    func sequenceAllFail() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 2), .error(215, HigherOrderTestError.boom)])
        let xs2 = scheduler.createHotObservable([.next(220, 3), .error(225, HigherOrderTestError.bang)])
        let res = scheduler.start { Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable()]) }
        expectEqual(res.events, [.next(210, 2), .next(220, 3), .error(225, HigherOrderTestError.bang)])
        expectEqual(xs1.subscriptions, [Subscription(200, 215)])
        expectEqual(xs2.subscriptions, [Subscription(215, 225)])
    }

    @Test("catch(sequence:) of no sequence completes at once")
    func sequenceEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.catch(sequence: []) }
        expectEqual(res.events, [.completed(200)])
    }

    @Test("catch(sequence:) stays on a sequence that neither fails nor completes")
    func sequenceNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(150, 1)])
        let xs2 = scheduler.createHotObservable([.next(240, 4), .completed(250)])
        let res = scheduler.start { Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable()]) }
        expectEqual(res.events, [])
        expectEqual(xs1.subscriptions, [Subscription(200, 1000)])
        expectEqual(xs2.subscriptions, [])
    }
}
