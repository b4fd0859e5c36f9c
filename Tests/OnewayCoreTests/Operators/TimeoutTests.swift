import Dispatch
import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct TimeoutTests {
    @Test("timeout passes a completion that comes in time")
    func emptyInTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .completed(300)])
        let res = scheduler.start { xs.timeout(.seconds(200), scheduler: scheduler) }
        expectEqual(res.events, [.completed(300)])
        expectEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    @Test("timeout passes an error that comes in time")
    func errorInTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .error(300, HigherOrderTestError.boom)])
        let res = scheduler.start { xs.timeout(.seconds(200), scheduler: scheduler) }
        expectEqual(res.events, [.error(300, HigherOrderTestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    @Test("timeout restarts its timer after each element")
    func elementsInTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 42), .next(25, 43), .next(40, 44), .next(50, 45), .completed(60),
        ])
        let res = scheduler.start { xs.timeout(.seconds(30), scheduler: scheduler) }
        expectEqual(res.events, [.next(210, 42), .next(225, 43), .next(240, 44), .next(250, 45), .completed(260)])
        expectEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    @Test("An element due at the timer's tick wins: the source scheduled it first")
    func elementAtTheExactTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 42), .next(20, 43), .next(50, 44), .next(60, 45), .completed(70),
        ])
        let res = scheduler.start { xs.timeout(.seconds(30), scheduler: scheduler) }
        expectEqual(res.events, [.next(210, 42), .next(220, 43), .next(250, 44), .next(260, 45), .completed(270)])
        expectEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    @Test("A late element fails the result with RxError.timeout and disposes the source")
    func timesOut() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 42), .next(20, 43), .next(50, 44), .next(60, 45), .completed(70),
        ])
        let res = scheduler.start { xs.timeout(.seconds(25), scheduler: scheduler) }
        expectEqual(res.events, [.next(210, 42), .next(220, 43), .error(245, RxError.timeout)])
        expectEqual(xs.subscriptions, [Subscription(200, 245)])
    }

    @Test("Disposing timeout in the middle disposes the source")
    func disposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6),
            .next(370, 7), .next(420, 8), .next(470, 9), .completed(600),
        ])
        let res = scheduler.start(disposed: 370) { xs.timeout(.seconds(40), scheduler: scheduler) }
        expectEqual(
            res.events,
            [
                .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6),
                .next(370, 7),
            ]
        )
        expectEqual(xs.subscriptions, [Subscription(200, 370)])
    }

    @Test("timeout(_:other:) switches to the other sequence when the first element is late")
    func switchesBeforeFirstElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(130, 2), .next(310, 3), .next(400, 4), .completed(500),
        ])
        let ys = scheduler.createColdObservable([.next(50, -1), .next(200, -2), .next(310, -3), .completed(320)])
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        expectEqual(res.events, [.next(350, -1), .next(500, -2), .next(610, -3), .completed(620)])
        expectEqual(xs.subscriptions, [Subscription(200, 300)])
        expectEqual(ys.subscriptions, [Subscription(300, 620)])
    }

    @Test("timeout(_:other:) switches after the elements that came in time")
    func switchesAfterElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(130, 2), .next(240, 3), .next(310, 4), .next(430, 5), .completed(500),
        ])
        let ys = scheduler.createColdObservable([.next(50, -1), .next(200, -2), .next(310, -3), .completed(320)])
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        expectEqual(
            res.events,
            [
                .next(240, 3), .next(310, 4), .next(460, -1), .next(610, -2), .next(720, -3), .completed(730),
            ]
        )
        expectEqual(xs.subscriptions, [Subscription(200, 410)])
        expectEqual(ys.subscriptions, [Subscription(410, 730)])
    }

    @Test("After the switch, the source's completion and the other's silence leave the result open")
    func switchedToSilentOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.completed(500)])
        let ys = scheduler.createColdObservable([.next(100, -1)])
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        expectEqual(res.events, [.next(400, -1)])
        expectEqual(xs.subscriptions, [Subscription(200, 300)])
        expectEqual(ys.subscriptions, [Subscription(300, 1000)])
    }

    @Test("timeout(_:other:) forwards the other sequence's error")
    func otherFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.next(500, 42)])
        let ys: TestableObservable<Int> = scheduler.createColdObservable([.error(100, HigherOrderTestError.boom)])
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        expectEqual(res.events, [.error(400, HigherOrderTestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 300)])
        expectEqual(ys.subscriptions, [Subscription(300, 400)])
    }

    @Test("timeout(_:other:) never subscribes to the other sequence when the source ends in time")
    func otherUnused() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 1), .next(130, 2), .next(240, 3), .next(320, 4), .next(410, 5), .completed(500),
        ])
        let ys = scheduler.createColdObservable([.next(50, -1), .completed(320)])
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        expectEqual(res.events, [.next(240, 3), .next(320, 4), .next(410, 5), .completed(500)])
        expectEqual(xs.subscriptions, [Subscription(200, 500)])
        expectEqual(ys.subscriptions, [])
    }

    @Test("Elements racing timers on other threads: one winner, no overlapping delivery")
    func realThreads() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let subject = PublishSubject<Int>()
        let recorder = ThreadedRecorder<Int>()
        let fallback = Observable<Int>.just(-1)
        let subscription = subject.timeout(.microseconds(50), other: fallback, scheduler: scheduler)
            .subscribe(recorder.on)
        for element in 0..<100_000 {
            subject.onNext(element)
        }
        subject.onCompleted()
        recorder.waitForTermination()
        let elements = recorder.elements
        let sourceElements = elements.filter { $0 >= 0 }
        expectEqual(sourceElements, Array(0..<sourceElements.count))
        #expect(elements.count == sourceElements.count || elements.last == -1)
        expectEqual(recorder.events.last?.isCompleted, true)
        expectEqual(recorder.overlaps, 0)
        subscription.dispose()
    }

}
