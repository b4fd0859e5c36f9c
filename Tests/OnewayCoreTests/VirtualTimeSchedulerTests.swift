import Foundation
import Oneway
import OnewayTestSupport
import Testing

/// Whole-second ticks, with no adjustment: the base scheduler's own behaviour.
private struct SecondsConverter: VirtualTimeConverterType {
    func convertFromVirtualTime(_ virtualTime: Int) -> RxTime { Date(timeIntervalSince1970: Double(virtualTime)) }
    func convertToVirtualTime(_ time: RxTime) -> Int { Int(time.timeIntervalSince1970.rounded()) }
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval { Double(virtualTimeInterval) }
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int { Int(timeInterval.rounded()) }
    func offsetVirtualTime(_ time: Int, offset: Int) -> Int { time + offset }
    func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs > rhs ? .greaterThan : .equal
    }
}

private typealias SecondsScheduler = VirtualTimeScheduler<SecondsConverter>

private func makeScheduler(at clock: Int = 0) -> SecondsScheduler {
    SecondsScheduler(initialClock: clock, converter: SecondsConverter())
}

@Suite(.tracksResources)
struct VirtualTimeSchedulerTests {
    @Test("schedule runs at the current clock, behind work already due then")
    func scheduleNow() {
        let scheduler = makeScheduler(at: 10)
        var log: [String] = []
        _ = scheduler.scheduleAbsoluteVirtual(
            "absolute", time: 10, action: action { log.append("\($0) at \(scheduler.clock)") })
        _ = scheduler.schedule("immediate", action: action { log.append("\($0) at \(scheduler.clock)") })
        scheduler.start()
        expectEqual(log, ["absolute at 10", "immediate at 10"])
    }

    @Test("Work runs in due-time order, and same-time work in scheduling order")
    func order() {
        let scheduler = makeScheduler()
        var log: [String] = []
        _ = scheduler.scheduleRelative("c", dueTime: .seconds(5), action: action { log.append($0) })
        _ = scheduler.scheduleRelativeVirtual("a", dueTime: 3, action: action { log.append($0) })
        _ = scheduler.scheduleAbsoluteVirtual("d", time: 5, action: action { log.append($0) })
        _ = scheduler.scheduleRelative("b", dueTime: .milliseconds(3_000), action: action { log.append($0) })
        scheduler.start()
        expectEqual(log, ["a", "b", "c", "d"])
        expectEqual(scheduler.clock, 5)
        expectEqual(scheduler.now, Date(timeIntervalSince1970: 5))
    }

    @Test("Work due in the past runs at the current clock; the clock never moves back")
    func pastWork() {
        let scheduler = makeScheduler(at: 50)
        var ranAt: [Int] = []
        _ = scheduler.scheduleAbsoluteVirtual((), time: 10, action: action { _ in ranAt.append(scheduler.clock) })
        scheduler.start()
        expectEqual(ranAt, [50])
        expectEqual(scheduler.clock, 50)
    }

    @Test("Disposing scheduled work cancels it; disposing after it ran disposes what it returned")
    func disposal() {
        let scheduler = makeScheduler()
        var ran = false
        var returnedDisposed = false
        let cancelled = scheduler.scheduleRelativeVirtual((), dueTime: 5) { _ in
            ran = true
            return Disposables.create()
        }
        let completed = scheduler.scheduleRelativeVirtual((), dueTime: 1) { _ in
            Disposables.create { returnedDisposed = true }
        }
        cancelled.dispose()
        scheduler.start()
        #expect(!ran)
        expectEqual(scheduler.clock, 1)
        #expect(!returnedDisposed)
        completed.dispose()
        #expect(returnedDisposed)
    }

    @Test("start called from scheduled work does nothing; the outer run continues")
    func reentrantStart() {
        let scheduler = makeScheduler()
        var log: [Int] = []
        _ = scheduler.scheduleAbsoluteVirtual((), time: 1) { _ in
            scheduler.start()
            log.append(scheduler.clock)
            return Disposables.create()
        }
        _ = scheduler.scheduleAbsoluteVirtual((), time: 2, action: action { _ in log.append(scheduler.clock) })
        scheduler.start()
        expectEqual(log, [1, 2])
    }

    @Test("advanceTo runs work due up to and including the target")
    func advanceTo() {
        let scheduler = makeScheduler()
        var ranAt: [Int] = []
        for time in [5, 10, 11] {
            _ = scheduler.scheduleAbsoluteVirtual((), time: time, action: action { _ in ranAt.append(scheduler.clock) })
        }
        scheduler.advanceTo(10)
        expectEqual(ranAt, [5, 10])
        expectEqual(scheduler.clock, 10)
        scheduler.advanceTo(20)
        expectEqual(ranAt, [5, 10, 11])
        expectEqual(scheduler.clock, 20)
    }

    @Test("sleep moves the clock by a virtual interval without running work")
    func sleep() {
        let scheduler = makeScheduler()
        var ran = false
        _ = scheduler.scheduleAbsoluteVirtual((), time: 3, action: action { _ in ran = true })
        scheduler.sleep(7)
        expectEqual(scheduler.clock, 7)
        #expect(!ran)
    }

    @Test("schedulePeriodic with no adjustment starts at now for a zero delay and repeats every period")
    func periodic() {
        let scheduler = makeScheduler()
        var runs: [String] = []
        let periodic = scheduler.schedulePeriodic("x", startAfter: .seconds(0), period: .seconds(5)) { state in
            runs.append("\(state) at \(scheduler.clock)")
            return state + "x"
        }
        scheduler.advanceTo(12)
        expectEqual(runs, ["x at 0", "xx at 5", "xxx at 10"])
        periodic.dispose()
        scheduler.start()
        expectEqual(scheduler.clock, 12, "nothing was left queued after the disposal")
    }

    @Test("A periodic run whose disposable was discarded keeps running until the scheduler stops")
    func periodicDiscardedDisposable() {
        let scheduler = makeScheduler()
        var count = 0
        // Weak: the next run stays queued after stop, and a strong capture would be a cycle.
        _ = scheduler.schedulePeriodic(0, startAfter: .seconds(1), period: .seconds(1)) { [weak scheduler] state in
            count += 1
            if state == 3 { scheduler?.stop() }
            return state + 1
        }
        scheduler.start()
        expectEqual(count, 4)
        expectEqual(scheduler.clock, 4)
    }

    @Test("A .never due time or start schedules nothing")
    func never() {
        let scheduler = makeScheduler()
        var ran = false
        _ = scheduler.scheduleRelative((), dueTime: .never) { _ in
            ran = true
            return Disposables.create()
        }
        _ = scheduler.schedulePeriodic((), startAfter: .never, period: .seconds(1)) { ran = true }
        scheduler.start()
        #expect(!ran)
        expectEqual(scheduler.clock, 0)
    }

    @Test("debugDescription lists the clock and the queued due times in order")
    func description() {
        let scheduler = makeScheduler(at: 1)
        _ = scheduler.scheduleAbsoluteVirtual((), time: 9) { Disposables.create() }
        _ = scheduler.scheduleAbsoluteVirtual((), time: 4) { Disposables.create() }
        scheduler.scheduleAbsoluteVirtual((), time: 6) { Disposables.create() }.dispose()
        expectEqual(scheduler.debugDescription, "VirtualTimeScheduler(clock: 1, queued: [4, 9])")
        scheduler.start()
    }
}
