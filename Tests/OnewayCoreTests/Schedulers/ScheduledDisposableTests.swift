import Dispatch
import Oneway
import OnewayTestSupport
import Testing

@Suite(.tracksResources)
struct ScheduledDisposableTests {
    @Test("dispose() disposes the wrapped disposable on the scheduler, once, and isDisposed follows")
    func disposesOnScheduler() {
        let tag = QueueTag("disposal")
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "disposal") { tag.mark($0) }
        let gate = DispatchSemaphore(value: 0)
        let disposedOnQueue = SharedLog<Bool>()
        let innerDisposed = DispatchSemaphore(value: 0)
        let disposable = ScheduledDisposable(
            scheduler: scheduler,
            disposable: Disposables.create {
                disposedOnQueue.append(tag.isCurrent)
                innerDisposed.signal()
            }
        )
        _ = scheduler.schedule(()) { _ in
            // Holds the queue so that the disposal cannot have run before the checks below.
            _ = gate.wait(timeout: .now() + .seconds(10))
            return Disposables.create()
        }
        disposable.dispose()
        disposable.dispose()
        #expect(!disposable.isDisposed)
        #expect(disposedOnQueue.values.isEmpty)
        gate.signal()
        innerDisposed.waitOrRecordIssue()
        DispatchSchedulerChecks.waitOnScheduler(scheduler, for: .nanoseconds(0))
        #expect(disposable.isDisposed)
        expectEqual(disposedOnQueue.values, [true])
    }

    @Test("On CurrentThreadScheduler outside a trampoline, dispose() disposes at once")
    func disposesAtOnceOnCurrentThread() {
        var disposedCount = 0
        let disposable = ScheduledDisposable(
            scheduler: CurrentThreadScheduler.instance,
            disposable: Disposables.create { disposedCount += 1 }
        )
        #expect(disposable.scheduler is CurrentThreadScheduler)
        disposable.dispose()
        #expect(disposable.isDisposed)
        expectEqual(disposedCount, 1)
    }
}
