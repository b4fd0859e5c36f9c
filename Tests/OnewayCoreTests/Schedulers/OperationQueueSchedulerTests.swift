#if canImport(Foundation)
    import Dispatch
    import Foundation
    import Oneway
    import OnewayTestSupport
    import Testing

    @Suite(.tracksResources)
    struct OperationQueueSchedulerTests {
        @Test("schedule runs the action as an operation on the given queue, with the given priority")
        func runsOnOperationQueue() {
            let queue = OperationQueue()
            let scheduler = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
            let ran = DispatchSemaphore(value: 0)
            let onQueue = SharedLog<Bool>()
            _ = scheduler.schedule(()) { _ in
                onQueue.append(OperationQueue.current === queue)
                ran.signal()
                return Disposables.create()
            }
            ran.waitOrRecordIssue()
            expectEqual(onQueue.values, [true])
            expectEqual(scheduler.queuePriority, .high)
            #expect(scheduler.operationQueue === queue)
        }

        @Test("Disposing before the operation starts skips the action; disposing after it ran disposes its result")
        func disposal() {
            let queue = OperationQueue()
            queue.maxConcurrentOperationCount = 1
            queue.isSuspended = true
            let scheduler = OperationQueueScheduler(operationQueue: queue)
            let skippedRuns = SharedCounter()
            let resultDisposed = SharedCounter()
            let lastRan = DispatchSemaphore(value: 0)
            let skipped = scheduler.schedule(()) { _ in
                skippedRuns.increment()
                return Disposables.create()
            }
            let last = scheduler.schedule(()) { _ in
                lastRan.signal()
                return Disposables.create { resultDisposed.increment() }
            }
            skipped.dispose()
            queue.isSuspended = false
            lastRan.waitOrRecordIssue()
            queue.waitUntilAllOperationsAreFinished()
            last.dispose()
            last.dispose()
            expectEqual(skippedRuns.value, 0)
            expectEqual(resultDisposed.value, 1)
        }
    }
#endif
