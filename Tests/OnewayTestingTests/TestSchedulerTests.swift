import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct TestSchedulerTests {
    @Test("start(_:) creates at 100, subscribes at 200 and disposes at 1000")
    func startDefaults() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(200, 2), .next(210, 3), .next(1000, 4), .next(1001, 5),
        ])
        var createdAt: TestTime?
        let res = scheduler.start { () -> Observable<Int> in
            createdAt = scheduler.clock
            return xs.map { $0 * 10 }
        }
        expectEqual(createdAt, 100)
        // The events at 200 and 1000 were queued before start's subscribe and dispose:
        // the one at 200 misses the subscription, the one at 1000 still arrives.
        expectEqual(res.events, [.next(210, 30), .next(1000, 40)])
        expectEqual(xs.subscriptions, [Subscription(200, 1000)])
        expectEqual(scheduler.clock, 1001)
    }

    @Test("start(disposed:create:) disposes at the given tick")
    func startDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let res = scheduler.start(disposed: 250) { xs }
        expectEqual(res.events, [.next(210, 1)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("start(created:subscribed:disposed:create:) uses the three given ticks")
    func startExplicitTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .next(15, 2), .completed(20)])
        var createdAt: TestTime?
        let res = scheduler.start(created: 10, subscribed: 20, disposed: 30) { () -> TestableObservable<Int> in
            createdAt = scheduler.clock
            return xs
        }
        expectEqual(createdAt, 10)
        expectEqual(res.events, [.next(25, 1)])
        expectEqual(xs.subscriptions, [Subscription(20, 30)])
    }

    @Test("With simulateProcessingDelay, work scheduled for now runs one tick later")
    func processingDelay() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(1, scheduler: scheduler) }
        expectEqual(res.events, [.next(201, 1), .completed(202)])
    }

    @Test("Without simulateProcessingDelay, work scheduled for now runs at now")
    func noProcessingDelay() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let res = scheduler.start { Observable.just(1, scheduler: scheduler) }
        expectEqual(res.events, [.next(200, 1), .completed(200)])
    }

    @Test("The processing delay moves only work due at or before now; later work keeps its time")
    func processingDelayLeavesLaterWork() {
        for simulate in [true, false] {
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: simulate)
            var ranAt: [TestTime] = []
            scheduler.scheduleAt(300) {
                _ = scheduler.scheduleRelative((), dueTime: .seconds(-5)) { _ in
                    ranAt.append(scheduler.clock)
                    return Disposables.create()
                }
                _ = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in
                    ranAt.append(scheduler.clock)
                    return Disposables.create()
                }
            }
            scheduler.start()
            expectEqual(ranAt, (simulate ? [301, 305] : [300, 305]))
        }
    }

    @Test("scheduleAt runs its action at the absolute tick, without the processing delay")
    func scheduleAt() {
        let scheduler = TestScheduler(initialClock: 0)
        var ranAt: [TestTime] = []
        scheduler.scheduleAt(300) { ranAt.append(scheduler.clock) }
        scheduler.scheduleAt(150) { ranAt.append(scheduler.clock) }
        scheduler.start()
        expectEqual(ranAt, [150, 300])
        expectEqual(scheduler.clock, 300)
    }

    @Test("Work due at the same tick runs in the order it was scheduled")
    func sameTickOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        scheduler.scheduleAt(300) { log.append("first") }
        scheduler.scheduleAt(299) { log.append("earlier") }
        scheduler.scheduleAt(300) {
            log.append("second")
            scheduler.scheduleAt(300) { log.append("scheduled at 300 from 300") }
        }
        scheduler.scheduleAt(300) { log.append("third") }
        scheduler.start()
        expectEqual(log, ["earlier", "first", "second", "third", "scheduled at 300 from 300"])
    }

    @Test("A hot event beats an operator's timer due at the same tick when it was scheduled first")
    func hotEventBeatsTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(300, "event")])
        var log: [String] = []
        _ = xs.subscribe(onNext: { log.append("\($0) at \(scheduler.clock)") })
        scheduler.scheduleAt(290) {
            _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
                log.append("timer at \(scheduler.clock)")
                return Disposables.create()
            }
        }
        scheduler.start()
        expectEqual(log, ["event at 300", "timer at 300"])
    }

    @Test("advanceTo runs the work due by then and leaves the clock at the given tick")
    func advanceTo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.createObserver(Int.self)
        let subscription = xs.subscribe(res)

        scheduler.advanceTo(220)
        expectEqual(res.events, [.next(210, 1), .next(220, 2)])
        expectEqual(scheduler.clock, 220)

        scheduler.advanceTo(250)
        expectEqual(res.events, [.next(210, 1), .next(220, 2)])
        expectEqual(scheduler.clock, 250)

        scheduler.start()
        expectEqual(res.events, [.next(210, 1), .next(220, 2), .completed(300)])
        expectEqual(scheduler.clock, 300)
        subscription.dispose()
        expectEqual(xs.subscriptions, [Subscription(0, 300)])
    }

    @Test("stop ends start after the current action; the rest stays queued")
    func stop() {
        let scheduler = TestScheduler(initialClock: 0)
        var ranAt: [TestTime] = []
        scheduler.scheduleAt(100) { ranAt.append(scheduler.clock) }
        scheduler.scheduleAt(200) {
            ranAt.append(scheduler.clock)
            scheduler.stop()
        }
        scheduler.scheduleAt(300) { ranAt.append(scheduler.clock) }
        scheduler.start()
        expectEqual(ranAt, [100, 200])
        expectEqual(scheduler.clock, 200)
        scheduler.start()
        expectEqual(ranAt, [100, 200, 300])
    }

    @Test("stop inside advanceTo still moves the clock to the target, and late work runs at that clock")
    func stopInsideAdvanceTo() {
        let scheduler = TestScheduler(initialClock: 0)
        var ranAt: [TestTime] = []
        scheduler.scheduleAt(200) {
            ranAt.append(scheduler.clock)
            scheduler.stop()
        }
        scheduler.scheduleAt(300) { ranAt.append(scheduler.clock) }
        scheduler.advanceTo(500)
        expectEqual(ranAt, [200])
        expectEqual(scheduler.clock, 500)
        scheduler.start()
        expectEqual(ranAt, [200, 500])
    }

    @Test("sleep moves the clock without running work; overdue work then runs at the new clock")
    func sleep() {
        let scheduler = TestScheduler(initialClock: 0)
        var ranAt: [TestTime] = []
        scheduler.scheduleAt(10) { ranAt.append(scheduler.clock) }
        scheduler.sleep(50)
        expectEqual(scheduler.clock, 50)
        #expect(ranAt.isEmpty)
        scheduler.start()
        expectEqual(ranAt, [50])
    }

    @Test("resolution converts RxTimeInterval to ticks, rounding to the nearest tick")
    func resolution() {
        let scheduler = TestScheduler(initialClock: 20, resolution: 0.1)
        expectEqual(scheduler.now.timeIntervalSince1970, 2.0)
        var ranAt: [TestTime] = []
        for dueTime: RxTimeInterval in [.seconds(1), .milliseconds(160), .milliseconds(40)] {
            _ = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                ranAt.append(scheduler.clock)
                return Disposables.create()
            }
        }
        scheduler.start()
        // 40 ms rounds to 0 ticks, which the processing delay moves to now + 1.
        expectEqual(ranAt, [21, 22, 30])
    }

    @Test("schedulePeriodic runs after startAfter, then every period, until disposed")
    func schedulePeriodic() {
        let scheduler = TestScheduler(initialClock: 0)
        var runs: [Recorded<Int>] = []
        var periodic: Disposable?
        scheduler.scheduleAt(200) {
            periodic = scheduler.schedulePeriodic(0, startAfter: .seconds(10), period: .seconds(20)) { state in
                runs.append(Recorded(time: scheduler.clock, value: state))
                return state + 1
            }
        }
        scheduler.scheduleAt(260) { periodic?.dispose() }
        scheduler.start()
        expectEqual(
            runs, [Recorded(time: 210, value: 0), Recorded(time: 230, value: 1), Recorded(time: 250, value: 2)])
        expectEqual(scheduler.clock, 260)
    }

    @Test("A periodic action that disposes its own repetition runs no more")
    func schedulePeriodicStopsItself() {
        let scheduler = TestScheduler(initialClock: 0)
        var ranAt: [TestTime] = []
        var periodic: Disposable?
        periodic = scheduler.schedulePeriodic(0, startAfter: .seconds(0), period: .seconds(5)) { state in
            ranAt.append(scheduler.clock)
            if state == 2 { periodic?.dispose() }
            return state + 1
        }
        scheduler.start()
        expectEqual(ranAt, [1, 6, 11])
        periodic = nil
    }

    @Test("A PublishSubject driven by scheduleAt and mapped records its events at their ticks")
    func publishSubjectMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        scheduler.scheduleAt(150) { subject.onNext(1) }
        scheduler.scheduleAt(210) { subject.onNext(2) }
        scheduler.scheduleAt(220) { subject.onNext(3) }
        scheduler.scheduleAt(300) { subject.onCompleted() }
        scheduler.scheduleAt(310) { subject.onNext(4) }
        let res = scheduler.start { subject.map { $0 * 10 } }
        expectEqual(res.events, [.next(210, 20), .next(220, 30), .completed(300)])
    }

    @Test("A disposed scheduled action does not run")
    func disposedActionDoesNotRun() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran = false
        let disposable = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            ran = true
            return Disposables.create()
        }
        disposable.dispose()
        scheduler.start()
        #expect(!ran)
        expectEqual(scheduler.clock, 0)
    }
}
