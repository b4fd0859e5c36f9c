import Dispatch
import Foundation
import Oneway
import OnewayTestSupport
import Synchronization
import Testing

@Suite(.tracksResources)
struct RecursiveSchedulingTests {
    @Test("The default schedulePeriodic runs first after startAfter, then every period, threading the state")
    func periodicEmulation() {
        let scheduler = ManualClockScheduler()
        var runs: [(time: Int, state: Int)] = []
        let subscription = scheduler.schedulePeriodic(0, startAfter: .milliseconds(5), period: .milliseconds(10)) {
            runs.append((scheduler.clock, $0))
            return $0 + 1
        }
        scheduler.advance(to: 40)
        subscription.dispose()
        expectEqual(runs.map(\.time), [5, 15, 25, 35])
        expectEqual(runs.map(\.state), [0, 1, 2, 3])
    }

    @Test("The default schedulePeriodic schedules the next tick before running the action")
    func periodicSchedulesNextTickFirst() {
        let scheduler = ManualClockScheduler()
        var pendingDuringAction: [[Int]] = []
        let subscription = scheduler.schedulePeriodic((), startAfter: .milliseconds(5), period: .milliseconds(10)) {
            pendingDuringAction.append(scheduler.pendingDueTimes)
        }
        scheduler.advance(to: 15)
        subscription.dispose()
        expectEqual(pendingDuringAction, [[15], [25]])
    }

    @Test("Disposing the default schedulePeriodic stops it and cancels the pending tick")
    func periodicStopsOnDispose() {
        let scheduler = ManualClockScheduler()
        var times: [Int] = []
        let subscription = scheduler.schedulePeriodic((), startAfter: .milliseconds(10), period: .milliseconds(10)) {
            times.append(scheduler.clock)
        }
        scheduler.advance(to: 25)
        subscription.dispose()
        #expect(scheduler.pendingDueTimes.isEmpty)
        scheduler.advance(to: 100)
        expectEqual(times, [10, 20])
    }

    @Test("Disposing the default schedulePeriodic before the first tick runs nothing")
    func periodicDisposedBeforeStart() {
        let scheduler = ManualClockScheduler()
        var runs = 0
        let subscription = scheduler.schedulePeriodic((), startAfter: .milliseconds(10), period: .milliseconds(10)) {
            runs += 1
        }
        subscription.dispose()
        scheduler.advance(to: 100)
        expectEqual(runs, 0)
        #expect(scheduler.pendingDueTimes.isEmpty)
    }

    @Test("Disposing the default schedulePeriodic while it schedules its next tick cancels that tick")
    func periodicDisposedWhileScheduling() {
        let scheduler = ManualClockScheduler()
        var times: [Int] = []
        var periodic: Disposable?
        periodic = scheduler.schedulePeriodic((), startAfter: .milliseconds(10), period: .milliseconds(10)) {
            times.append(scheduler.clock)
        }
        // The first tick schedules the next one before running the action: dispose in between.
        scheduler.willSchedule = { periodic?.dispose() }
        scheduler.advance(to: 10)
        scheduler.willSchedule = nil
        #expect(scheduler.pendingDueTimes.isEmpty)
        scheduler.advance(to: 100)
        // The tick that was running still runs its action, as a started step does.
        expectEqual(times, [10])
    }

    @Test("scheduleRecursive on an immediate scheduler with a clock runs each step as that scheduler schedules it")
    func recursionOnManualScheduler() {
        let scheduler = ManualClockScheduler()
        var steps: [(time: Int, state: Int)] = []
        let subscription = scheduler.scheduleRecursive(0) { (state: Int, recurse) in
            steps.append((scheduler.clock, state))
            if state < 3 { recurse(state + 1) }
        }
        #expect(steps.isEmpty)
        scheduler.advance(to: 0)
        subscription.dispose()
        expectEqual(steps.map(\.state), [0, 1, 2, 3])
        expectEqual(steps.map(\.time), [0, 0, 0, 0])
    }

    @Test("Disposing scheduleRecursive cancels the pending step on the underlying scheduler")
    func recursionDisposeCancelsPendingStep() {
        let scheduler = ManualClockScheduler()
        var states: [Int] = []
        let subscription = scheduler.scheduleRecursive(0) { (state: Int, recurse) in
            states.append(state)
            recurse(state + 1)
        }
        scheduler.runNext()
        scheduler.runNext()
        scheduler.runNext()
        // Each step schedules the next at the same time: the fourth is pending.
        expectEqual(states, [0, 1, 2])
        expectEqual(scheduler.pendingDueTimes, [0])
        subscription.dispose()
        #expect(scheduler.pendingDueTimes.isEmpty)
        scheduler.advance(to: 10)
        expectEqual(states, [0, 1, 2])
    }

    @Test("Disposing scheduleRecursive while it schedules its next step cancels that step")
    func recursionDisposedWhileScheduling() {
        let scheduler = ManualClockScheduler()
        var states: [Int] = []
        var recursion: Disposable?
        recursion = scheduler.scheduleRecursive(0) { (state: Int, recurse) in
            states.append(state)
            scheduler.willSchedule = { recursion?.dispose() }
            recurse(state + 1)
            scheduler.willSchedule = nil
        }
        scheduler.runNext()
        // The step scheduled while the recursion was disposed is cancelled, not left queued.
        #expect(scheduler.pendingDueTimes.isEmpty)
        scheduler.advance(to: 10)
        expectEqual(states, [0])
    }

    @Test("scheduleRecursive on a concurrent dispatch scheduler runs every step, one after another")
    func recursionOnDispatchQueue() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let done = DispatchSemaphore(value: 0)
        let overlap = OverlapDetector()
        let visited = SharedLog<Int>()
        let subscription = scheduler.scheduleRecursive(0) { (step: Int, recurse) in
            overlap.enter()
            visited.append(step)
            overlap.leave()
            if step < 999 { recurse(step + 1) } else { done.signal() }
        }
        done.waitOrRecordIssue()
        subscription.dispose()
        expectEqual(visited.values, Array(0..<1000))
        expectEqual(overlap.maximumOverlap, 1)
    }

    @Test("Disposing scheduleRecursive from another thread stops a recursion running on a dispatch queue")
    func recursionDisposedFromAnotherThread() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "recursion")
        let reachedTen = DispatchSemaphore(value: 0)
        let steps = Atomic<Int>(0)
        let subscription = scheduler.scheduleRecursive(0) { (step: Int, recurse) in
            steps.add(1, ordering: .relaxed)
            if step == 10 { reachedTen.signal() }
            recurse(step + 1)
        }
        reachedTen.waitOrRecordIssue()
        subscription.dispose()
        let atDispose = steps.load(ordering: .relaxed)
        // At most the step running while dispose ran can still start its successor's check.
        let flushed = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            flushed.signal()
            return Disposables.create()
        }
        flushed.waitOrRecordIssue()
        let afterFlush = steps.load(ordering: .relaxed)
        #expect(afterFlush - atDispose <= 1)
    }

    @Test("The default schedulePeriodic catches up on ticks that came while the action ran, one run at a time")
    func periodicCatchesUp() {
        let scheduler = TriggeredScheduler()
        let firstRunStarted = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let thirdRun = DispatchSemaphore(value: 0)
        let overlap = OverlapDetector()
        let states = SharedLog<Int>()
        let periodic = scheduler.schedulePeriodic(0, startAfter: .milliseconds(5), period: .milliseconds(5)) { state in
            overlap.enter()
            states.append(state)
            if state == 0 {
                firstRunStarted.signal()
                _ = release.wait(timeout: .now() + .seconds(10))
            }
            if state == 2 { thirdRun.signal() }
            overlap.leave()
            return state + 1
        }
        // Tick 1 runs the action on another thread, where it blocks; ticks 2 and 3 come
        // meanwhile, on this thread, and only queue their runs.
        DispatchQueue.global().async { scheduler.fireNextTimer() }
        firstRunStarted.waitOrRecordIssue()
        scheduler.fireNextTimer()
        scheduler.fireNextTimer()
        expectEqual(states.values, [0])
        release.signal()
        thirdRun.waitOrRecordIssue()
        periodic.dispose()
        // Both queued runs went through `schedule`, each after the previous one returned.
        expectEqual(scheduler.immediateSchedules.value, 2)
        expectEqual(overlap.maximumOverlap, 1)
        expectEqual(states.values, [0, 1, 2])
    }
}

/// A scheduler whose timers fire only when the test calls `fireNextTimer()`, on the calling
/// thread, and whose immediate work runs on a global queue; it counts the immediate work.
/// Disposing a timer removes it.
private final class TriggeredScheduler: SchedulerType, @unchecked Sendable {
    // Sendable: the timers are guarded by their lock; each timer's action runs once, on the
    // thread that fires it.
    private struct Timer: @unchecked Sendable {
        let work: () -> Void
    }

    private let timers = Locked<(pending: [(id: Int, timer: Timer)], nextID: Int)>(([], 0))
    let immediateSchedules = SharedCounter()

    var now: RxTime {
        Date()
    }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        immediateSchedules.increment()
        let timer = Timer { _ = action(state) }
        DispatchQueue.global().async { timer.work() }
        return Disposables.create()
    }

    func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let id = timers.withLock { timers in
            defer { timers.nextID += 1 }
            timers.pending.append((timers.nextID, Timer { _ = action(state) }))
            return timers.nextID
        }
        return Disposables.create { [self] in
            timers.withLock { $0.pending.removeAll { $0.id == id } }
        }
    }

    /// Runs the oldest timer not yet fired, on the calling thread.
    func fireNextTimer() {
        let timer = timers.withLock { $0.pending.isEmpty ? nil : $0.pending.removeFirst().timer }
        timer?.work()
    }
}
