import Dispatch
import Oneway
import OnewayTestSupport
import Testing

@Suite(.tracksResources)
struct ConcurrentDispatchQueueSchedulerTests {
    private static func makeScheduler() -> (ConcurrentDispatchQueueScheduler, QueueTag) {
        let tag = QueueTag("concurrent")
        let queue = DispatchQueue(label: "concurrent", attributes: .concurrent)
        tag.mark(queue)
        return (ConcurrentDispatchQueueScheduler(queue: queue), tag)
    }

    @Test("schedule runs the action on the given queue")
    func schedulesOnQueue() {
        let (scheduler, tag) = Self.makeScheduler()
        DispatchSchedulerChecks.schedulesOnQueue(scheduler, tag: tag)
    }

    @Test("init(qos:) runs every action on a concurrent queue of its own")
    func qosInitializer() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let remaining = SharedCounter()
        let allRan = DispatchSemaphore(value: 0)
        for _ in 0..<100 {
            _ = scheduler.schedule(()) { _ in
                remaining.increment()
                if remaining.value == 100 { allRan.signal() }
                return Disposables.create()
            }
        }
        allRan.waitOrRecordIssue()
        expectEqual(remaining.value, 100)
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
