import Dispatch
import Oneway
import OnewayTestSupport
import Testing

@Suite(.tracksResources)
struct MainSchedulerTests {
    @Test("MainScheduler.instance runs work scheduled from a background thread on the main queue")
    func schedulesFromBackground() {
        DispatchSchedulerChecks.schedulesOnQueue(MainScheduler.instance, tag: MainQueueTag.shared)
    }

    @Test("MainScheduler.instance runs an action at once on the main queue, and defers one scheduled inside it")
    func runsAtOnceOnMainQueue() {
        let log = SharedLog<String>()
        let innerRan = DispatchSemaphore(value: 0)
        onMainQueue {
            log.append("before")
            _ = MainScheduler.instance.schedule(()) { _ in
                log.append("outer")
                _ = MainScheduler.instance.schedule(()) { _ in
                    log.append("inner")
                    innerRan.signal()
                    return Disposables.create()
                }
                log.append("outer ends")
                return Disposables.create()
            }
            log.append("after")
        }
        innerRan.waitOrRecordIssue()
        expectEqual(log.values, ["before", "outer", "outer ends", "after", "inner"])
    }

    @Test("MainScheduler.instance on the main queue dispatches while its earlier work is still queued")
    func keepsOrderWithQueuedWork() {
        let log = SharedLog<Int>()
        let allRan = DispatchSemaphore(value: 0)
        onMainQueue {
            // Scheduled from the main queue with nothing queued: runs at once.
            _ = MainScheduler.instance.schedule(()) { _ in
                log.append(1)
                return Disposables.create()
            }
            // Queued from a background thread, then scheduled here: the second must wait.
            DispatchQueue.global().sync {
                _ = MainScheduler.instance.schedule(()) { _ in
                    log.append(2)
                    return Disposables.create()
                }
            }
            _ = MainScheduler.instance.schedule(()) { _ in
                log.append(3)
                allRan.signal()
                return Disposables.create()
            }
        }
        allRan.waitOrRecordIssue()
        expectEqual(log.values, [1, 2, 3])
    }

    @Test("MainScheduler.asyncInstance dispatches even when called on the main queue")
    func asyncInstanceAlwaysDispatches() {
        let log = SharedLog<String>()
        let ran = DispatchSemaphore(value: 0)
        onMainQueue {
            _ = MainScheduler.asyncInstance.schedule(()) { _ in
                log.append(MainQueueTag.shared.isCurrent ? "action on main" : "action elsewhere")
                ran.signal()
                return Disposables.create()
            }
            log.append("after")
        }
        ran.waitOrRecordIssue()
        expectEqual(log.values, ["after", "action on main"])
    }

    @Test("MainScheduler.instance runs relative work on the main queue, no earlier than due")
    func relativeNotBeforeDue() {
        DispatchSchedulerChecks.relativeRunsNoEarlierThanDue(MainScheduler.instance, tag: MainQueueTag.shared)
        DispatchSchedulerChecks.disposeBeforeDueCancels(MainScheduler.instance)
    }

    @Test("MainScheduler.instance runs periodic work on the main queue and stops on dispose")
    func periodic() {
        DispatchSchedulerChecks.periodicRepeatsAndStopsOnDispose(MainScheduler.instance, tag: MainQueueTag.shared)
    }

    @Test("ensureExecutingOnScheduler returns normally on the main queue")
    func ensureExecutingOnMainQueue() {
        let returned = SharedCounter()
        onMainQueue {
            MainScheduler.ensureExecutingOnScheduler()
            returned.increment()
        }
        expectEqual(returned.value, 1)
    }

    @Test("ensureRunningOnMainThread returns normally on the main queue")
    func ensureRunningOnMainThread() {
        let returned = SharedCounter()
        onMainQueue {
            MainScheduler.ensureRunningOnMainThread()
            returned.increment()
        }
        expectEqual(returned.value, 1)
    }

    @Test("ensureExecutingOnScheduler stops the program off the main queue")
    func ensureExecutingOffMainQueue() async {
        await #expect(processExitsWith: .failure) {
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                MainScheduler.ensureExecutingOnScheduler()
                done.signal()
            }
            done.waitOrRecordIssue()
        }
    }

    @Test("ConcurrentMainScheduler runs at once on the main queue even with MainScheduler work queued")
    func concurrentMainRunsAtOnce() {
        let log = SharedLog<String>()
        let queuedRan = DispatchSemaphore(value: 0)
        onMainQueue {
            _ = MainScheduler.asyncInstance.schedule(()) { _ in
                log.append("queued")
                queuedRan.signal()
                return Disposables.create()
            }
            _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
                log.append("at once")
                return Disposables.create()
            }
        }
        queuedRan.waitOrRecordIssue()
        expectEqual(log.values, ["at once", "queued"])
    }

    @Test("ConcurrentMainScheduler's now is the system's current date")
    func concurrentMainNow() {
        DispatchSchedulerChecks.nowIsTheSystemDate(ConcurrentMainScheduler.instance)
    }

    @Test("ConcurrentMainScheduler dispatches to the main queue from a background thread, timed work too")
    func concurrentMainFromBackground() {
        DispatchSchedulerChecks.schedulesOnQueue(ConcurrentMainScheduler.instance, tag: MainQueueTag.shared)
        DispatchSchedulerChecks.relativeRunsNoEarlierThanDue(ConcurrentMainScheduler.instance, tag: MainQueueTag.shared)
        DispatchSchedulerChecks.periodicRepeatsAndStopsOnDispose(
            ConcurrentMainScheduler.instance,
            tag: MainQueueTag.shared
        )
    }
}
