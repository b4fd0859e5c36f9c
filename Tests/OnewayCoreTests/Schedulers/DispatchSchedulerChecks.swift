import Dispatch
import Oneway
import OnewayTestSupport
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Behaviour every scheduler on a dispatch queue shares, checked on real threads. Each check
/// waits for the work it scheduled with a semaphore, never with a sleep, and asserts only
/// "not before" about wall-clock time.
enum DispatchSchedulerChecks {
    /// `schedule` runs the action on the scheduler's queue, and disposing after it ran
    /// disposes what the action returned.
    static func schedulesOnQueue(_ scheduler: some ImmediateSchedulerType, tag: QueueTag) {
        let ran = DispatchSemaphore(value: 0)
        let onQueue = SharedLog<Bool>()
        let disposedResult = DispatchSemaphore(value: 0)
        let subscription = scheduler.schedule(()) { _ in
            onQueue.append(tag.isCurrent)
            ran.signal()
            return Disposables.create { disposedResult.signal() }
        }
        ran.waitOrRecordIssue()
        expectEqual(onQueue.values, [true])
        // The action may not have returned yet: either way its result is disposed, once.
        subscription.dispose()
        disposedResult.waitOrRecordIssue()
    }

    /// `now` is the system's current date, read when asked.
    static func nowIsTheSystemDate(_ scheduler: some SchedulerType) {
        let before = Date()
        let now = scheduler.now
        let after = Date()
        #expect(before <= now && now <= after)
    }

    /// `scheduleRelative` runs the action on the queue, not before `dueTime`.
    static func relativeRunsNoEarlierThanDue(_ scheduler: some SchedulerType, tag: QueueTag) {
        let dueTime = 20_000_000
        let ran = DispatchSemaphore(value: 0)
        let elapsed = SharedLog<UInt64>()
        let onQueue = SharedLog<Bool>()
        let start = DispatchTime.now().uptimeNanoseconds
        let subscription = scheduler.scheduleRelative((), dueTime: .nanoseconds(dueTime)) { _ in
            elapsed.append(DispatchTime.now().uptimeNanoseconds - start)
            onQueue.append(tag.isCurrent)
            ran.signal()
            return Disposables.create()
        }
        ran.waitOrRecordIssue()
        subscription.dispose()
        expectEqual(onQueue.values, [true])
        expectEqual(elapsed.values.count, 1)
        #expect(elapsed.values.allSatisfy { $0 >= UInt64(dueTime) })
    }

    /// Disposing before the due time cancels the action: a later action scheduled on the
    /// same scheduler runs, and the cancelled one never did.
    static func disposeBeforeDueCancels(_ scheduler: some SchedulerType) {
        let cancelledRuns = SharedCounter()
        let subscription = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
            cancelledRuns.increment()
            return Disposables.create()
        }
        subscription.dispose()
        waitOnScheduler(scheduler, for: .milliseconds(60))
        expectEqual(cancelledRuns.value, 0)
    }

    /// `schedulePeriodic` runs on the queue with the state threaded through, repeats, and
    /// starts no run after it is disposed (here, from inside the third run).
    static func periodicRepeatsAndStopsOnDispose(_ scheduler: some SchedulerType, tag: QueueTag) {
        let states = SharedLog<Int>()
        let onQueue = SharedLog<Bool>()
        let thirdRun = DispatchSemaphore(value: 0)
        let subscription = SingleAssignmentDisposable()
        let periodic = scheduler.schedulePeriodic(0, startAfter: .milliseconds(5), period: .milliseconds(5)) { state in
            states.append(state)
            onQueue.append(tag.isCurrent)
            if state == 2 {
                subscription.dispose()
                thirdRun.signal()
            }
            return state + 1
        }
        subscription.setDisposable(periodic)
        thirdRun.waitOrRecordIssue()
        // Six more periods: a timer still running would have ticked again by then.
        waitOnScheduler(scheduler, for: .milliseconds(30))
        expectEqual(states.values, [0, 1, 2])
        expectEqual(onQueue.values, [true, true, true])
    }

    /// Waits until an action scheduled on `scheduler` after `interval` has run.
    static func waitOnScheduler(_ scheduler: some SchedulerType, for interval: RxTimeInterval) {
        let ran = DispatchSemaphore(value: 0)
        let subscription = scheduler.scheduleRelative((), dueTime: interval) { _ in
            ran.signal()
            return Disposables.create()
        }
        ran.waitOrRecordIssue()
        subscription.dispose()
    }
}
