import Dispatch
import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct TimerTests {
    @Test("timer without a period emits 0 after the due time and completes at once")
    func oneShot() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.seconds(100), scheduler: scheduler) }
        expectEqual(res.events, [.next(300, 0), .completed(300)])
    }

    @Test("timer with a zero due time fires one tick after subscription")
    func zeroDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.seconds(0), scheduler: scheduler) }
        expectEqual(res.events, [.next(201, 0), .completed(201)])
    }

    @Test("timer disposed before its due time emits nothing")
    func oneShotDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 299) { Observable<Int>.timer(.seconds(100), scheduler: scheduler) }
        #expect(res.events.isEmpty)
    }

    @Test("timer with a period emits 0 after the due time, then the next number every period")
    func periodic() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.timer(.seconds(100), period: .seconds(50), scheduler: scheduler)
        }
        let expected: [Recorded<Event<Int>>] = [
            .next(300, 0), .next(350, 1), .next(400, 2), .next(450, 3), .next(500, 4), .next(550, 5), .next(600, 6),
            .next(650, 7), .next(700, 8), .next(750, 9), .next(800, 10), .next(850, 11), .next(900, 12),
            .next(950, 13),
        ]
        expectEqual(res.events, expected)
    }

    @Test("interval emits 0, 1, 2, … every period, starting one period after subscription")
    func interval() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int64>.interval(.seconds(100), scheduler: scheduler) }
        let expected: [Recorded<Event<Int64>>] = [
            .next(300, 0), .next(400, 1), .next(500, 2), .next(600, 3), .next(700, 4), .next(800, 5), .next(900, 6),
        ]
        expectEqual(res.events, expected)
    }

    @Test("interval with a zero period emits on every tick until disposed")
    func zeroPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 210) { Observable<Int64>.interval(.seconds(0), scheduler: scheduler) }
        let expected: [Recorded<Event<Int64>>] = [
            .next(201, 0), .next(202, 1), .next(203, 2), .next(204, 3), .next(205, 4), .next(206, 5), .next(207, 6),
            .next(208, 7), .next(209, 8),
        ]
        expectEqual(res.events, expected)
    }

    @Test("interval disposed before its first period emits nothing")
    func intervalDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int64>.interval(.seconds(1000), scheduler: scheduler) }
        #expect(res.events.isEmpty)
    }

    @Test("interval's counter wraps around at the element type's largest value")
    func wrapsAround() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 460) { Observable<UInt8>.interval(.seconds(1), scheduler: scheduler) }
        expectEqual(res.events.count, 259)
        expectEqual(Array(res.events.suffix(4)), [.next(456, 255), .next(457, 0), .next(458, 1), .next(459, 2)])
    }

    @Test("interval on a concurrent dispatch scheduler emits in order, one at a time, until take stops it")
    func realScheduler() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let recorder = ThreadedRecorder<Int>()
        let subscription = Observable<Int>.interval(.milliseconds(2), scheduler: scheduler).take(5)
            .subscribe(recorder.on)
        recorder.waitForTermination()
        subscription.dispose()
        expectEqual(recorder.overlaps, 0)
        expectEqual(recorder.elements, [0, 1, 2, 3, 4])
        expectEqual(recorder.events.last?.isCompleted, true)
    }
}
