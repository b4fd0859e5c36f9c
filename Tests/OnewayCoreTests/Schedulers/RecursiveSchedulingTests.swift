import Dispatch
import Oneway
import OnewayTestSupport
import Synchronization
import Testing

@Suite(.tracksResources)
struct RecursiveSchedulingTests {
    @Test("The default schedulePeriodic runs first after startAfter, then every period, threading the state")
    func periodicEmulation() {
        let scheduler = ManualScheduler()
        var runs: [(time: Int, state: Int)] = []
        let subscription = scheduler.schedulePeriodic(0, startAfter: .milliseconds(5), period: .milliseconds(10)) {
            runs.append((scheduler.clock, $0))
            return $0 + 1
        }
        scheduler.advance(to: 40)
        subscription.dispose()
        #expect(runs.map(\.time) == [5, 15, 25, 35])
        #expect(runs.map(\.state) == [0, 1, 2, 3])
    }

    @Test("The default schedulePeriodic schedules the next tick before running the action")
    func periodicSchedulesNextTickFirst() {
        let scheduler = ManualScheduler()
        var pendingDuringAction: [[Int]] = []
        let subscription = scheduler.schedulePeriodic((), startAfter: .milliseconds(5), period: .milliseconds(10)) {
            pendingDuringAction.append(scheduler.pendingDueTimes)
        }
        scheduler.advance(to: 15)
        subscription.dispose()
        #expect(pendingDuringAction == [[15], [25]])
    }

    @Test("Disposing the default schedulePeriodic stops it and cancels the pending tick")
    func periodicStopsOnDispose() {
        let scheduler = ManualScheduler()
        var times: [Int] = []
        let subscription = scheduler.schedulePeriodic((), startAfter: .milliseconds(10), period: .milliseconds(10)) {
            times.append(scheduler.clock)
        }
        scheduler.advance(to: 25)
        subscription.dispose()
        #expect(scheduler.pendingDueTimes.isEmpty)
        scheduler.advance(to: 100)
        #expect(times == [10, 20])
    }

    @Test("Disposing the default schedulePeriodic before the first tick runs nothing")
    func periodicDisposedBeforeStart() {
        let scheduler = ManualScheduler()
        var runs = 0
        let subscription = scheduler.schedulePeriodic((), startAfter: .milliseconds(10), period: .milliseconds(10)) {
            runs += 1
        }
        subscription.dispose()
        scheduler.advance(to: 100)
        #expect(runs == 0)
        #expect(scheduler.pendingDueTimes.isEmpty)
    }

    @Test("scheduleRecursive on an immediate scheduler with a clock runs each step as that scheduler schedules it")
    func recursionOnManualScheduler() {
        let scheduler = ManualScheduler()
        var steps: [(time: Int, state: Int)] = []
        let subscription = scheduler.scheduleRecursive(0) { (state: Int, recurse) in
            steps.append((scheduler.clock, state))
            if state < 3 { recurse(state + 1) }
        }
        #expect(steps.isEmpty)
        scheduler.advance(to: 0)
        subscription.dispose()
        #expect(steps.map(\.state) == [0, 1, 2, 3])
        #expect(steps.map(\.time) == [0, 0, 0, 0])
    }

    @Test("Disposing scheduleRecursive cancels the pending step on the underlying scheduler")
    func recursionDisposeCancelsPendingStep() {
        let scheduler = ManualScheduler()
        var states: [Int] = []
        let subscription = scheduler.scheduleRecursive(0) { (state: Int, recurse) in
            states.append(state)
            recurse(state + 1)
        }
        scheduler.runNext()
        scheduler.runNext()
        scheduler.runNext()
        // Each step schedules the next at the same time: the fourth is pending.
        #expect(states == [0, 1, 2])
        #expect(scheduler.pendingDueTimes == [0])
        subscription.dispose()
        #expect(scheduler.pendingDueTimes.isEmpty)
        scheduler.advance(to: 10)
        #expect(states == [0, 1, 2])
    }

    @Test("scheduleRecursive on a concurrent dispatch scheduler runs every step, one after another")
    func recursionOnDispatchQueue() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let done = DispatchSemaphore(value: 0)
        let overlap = OverlapDetector()
        let visited = Recorder<Int>()
        let subscription = scheduler.scheduleRecursive(0) { (step: Int, recurse) in
            overlap.enter()
            visited.append(step)
            overlap.leave()
            if step < 999 { recurse(step + 1) } else { done.signal() }
        }
        #expect(signalled(done))
        subscription.dispose()
        #expect(visited.values == Array(0..<1000))
        #expect(overlap.maximumOverlap == 1)
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
        #expect(signalled(reachedTen))
        subscription.dispose()
        let atDispose = steps.load(ordering: .relaxed)
        // At most the step running while dispose ran can still start its successor's check.
        let flushed = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            flushed.signal()
            return Disposables.create()
        }
        #expect(signalled(flushed))
        let afterFlush = steps.load(ordering: .relaxed)
        #expect(afterFlush - atDispose <= 1)
    }
}
