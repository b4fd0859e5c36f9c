import Dispatch
import Oneway
import OnewayTestSupport
import Testing

@Suite(.tracksResources)
struct SerialDispatchQueueSchedulerTests {
    private static func makeScheduler() -> (SerialDispatchQueueScheduler, QueueTag) {
        let tag = QueueTag("serial")
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "serial") { tag.mark($0) }
        return (scheduler, tag)
    }

    @Test("schedule runs the action on the internal serial queue that serialQueueConfiguration configured")
    func schedulesOnInternalQueue() {
        let (scheduler, tag) = Self.makeScheduler()
        DispatchSchedulerChecks.schedulesOnQueue(scheduler, tag: tag)
    }

    @Test("init(queue:internalSerialQueueName:) runs work on a serial queue that targets the given queue")
    func schedulesOnTargetQueue() {
        let tag = QueueTag("target")
        let target = DispatchQueue(label: "target", attributes: .concurrent)
        tag.mark(target)
        let scheduler = SerialDispatchQueueScheduler(queue: target, internalSerialQueueName: "proxy")
        DispatchSchedulerChecks.schedulesOnQueue(scheduler, tag: tag)
    }

    @Test("init(qos:) runs work serially, off the main queue")
    func schedulesOnGlobalQueue() {
        let scheduler = SerialDispatchQueueScheduler(qos: .utility)
        let overlap = OverlapDetector()
        let onMainQueue = SharedLog<Bool>()
        let remaining = SharedCounter()
        let allRan = DispatchSemaphore(value: 0)
        DispatchQueue.concurrentPerform(iterations: 100) { _ in
            _ = scheduler.schedule(()) { _ in
                overlap.enter()
                onMainQueue.append(MainQueueTag.shared.isCurrent)
                overlap.leave()
                remaining.increment()
                if remaining.value == 100 { allRan.signal() }
                return Disposables.create()
            }
        }
        allRan.waitOrRecordIssue()
        expectEqual(overlap.maximumOverlap, 1)
        expectEqual(onMainQueue.values, Array(repeating: false, count: 100))
    }

    @Test("Actions scheduled from four threads never overlap and run in each thread's order")
    func neverRunsTwoActionsAtOnce() {
        let (scheduler, _) = Self.makeScheduler()
        let overlap = OverlapDetector()
        let order = SharedLog<(thread: Int, index: Int)>()
        let remaining = SharedCounter()
        let allRan = DispatchSemaphore(value: 0)
        let threads = 4
        let perThread = 250
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for index in 0..<perThread {
                _ = scheduler.schedule(()) { _ in
                    overlap.enter()
                    order.append((thread, index))
                    overlap.leave()
                    remaining.increment()
                    if remaining.value == threads * perThread { allRan.signal() }
                    return Disposables.create()
                }
            }
        }
        allRan.waitOrRecordIssue()
        expectEqual(overlap.maximumOverlap, 1)
        for thread in 0..<threads {
            expectEqual(order.values.filter { $0.thread == thread }.map(\.index), Array(0..<perThread))
        }
    }

    @Test("Disposing a scheduled action before the queue reaches it skips it")
    func disposeBeforeRunSkips() {
        let (scheduler, _) = Self.makeScheduler()
        let gate = DispatchSemaphore(value: 0)
        let skippedRuns = SharedCounter()
        _ = scheduler.schedule(()) { _ in
            // Holds the queue until the next action has been disposed.
            _ = gate.wait(timeout: .now() + .seconds(10))
            return Disposables.create()
        }
        let skipped = scheduler.schedule(()) { _ in
            skippedRuns.increment()
            return Disposables.create()
        }
        skipped.dispose()
        gate.signal()
        DispatchSchedulerChecks.waitOnScheduler(scheduler, for: .nanoseconds(0))
        expectEqual(skippedRuns.value, 0)
    }

    @Test("now is the system's current date, on MainScheduler too")
    func now() {
        DispatchSchedulerChecks.nowIsTheSystemDate(Self.makeScheduler().0)
        DispatchSchedulerChecks.nowIsTheSystemDate(MainScheduler.instance)
    }

    @Test("scheduleRelative runs on the queue, no earlier than the due time")
    func relativeNotBeforeDue() {
        let (scheduler, tag) = Self.makeScheduler()
        DispatchSchedulerChecks.relativeRunsNoEarlierThanDue(scheduler, tag: tag)
    }

    @Test("Disposing a relative action before its due time cancels it")
    func disposeBeforeDue() {
        let (scheduler, _) = Self.makeScheduler()
        DispatchSchedulerChecks.disposeBeforeDueCancels(scheduler)
    }

    @Test("schedulePeriodic repeats on the queue, threading the state, and stops on dispose")
    func periodic() {
        let (scheduler, tag) = Self.makeScheduler()
        DispatchSchedulerChecks.periodicRepeatsAndStopsOnDispose(scheduler, tag: tag)
    }
}
