import Dispatch
import Oneway
import OnewayTestSupport
import Testing

/// `observe(on: MainScheduler.instance)` follows the scheduler's rule for each event: at once
/// on the main queue when none of the scheduler's work is waiting, queued behind it otherwise.
@Suite(.tracksResources)
struct MainSchedulerObserveOnTests {
    @Test(
        "observe(on: MainScheduler.instance) delivers at once on the main queue, behind the scheduler's queued work otherwise"
    )
    func deliversAtOnceOrInOrder() {
        let log = SharedLog<String>()
        let lastDelivered = DispatchSemaphore(value: 0)
        let subject = PublishSubject<Int>()
        let subscription = subject.observe(on: MainScheduler.instance).subscribe(onNext: { element in
            log.append("\(element) \(MainQueueTag.shared.isCurrent ? "on main" : "elsewhere")")
            if element == 3 { lastDelivered.signal() }
        })
        onMainQueue {
            subject.onNext(1)
            log.append("sent 1")
            // Work scheduled from another thread waits on the main queue; the next event,
            // though sent from the main queue, must not overtake it.
            DispatchQueue.global().sync {
                _ = MainScheduler.instance.schedule(()) { _ in
                    log.append("queued work")
                    return Disposables.create()
                }
            }
            subject.onNext(2)
            log.append("sent 2")
        }
        // From this thread, off the main queue: queued behind everything above.
        subject.onNext(3)
        lastDelivered.waitOrRecordIssue()
        expectEqual(log.values, ["1 on main", "sent 1", "sent 2", "queued work", "2 on main", "3 on main"])
        subscription.dispose()
    }

    @Test("observe(on: MainScheduler.instance) drops the events still queued when the subscription is disposed")
    func disposeDropsQueuedEvents() {
        let log = SharedLog<String>()
        let subject = PublishSubject<Int>()
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(
            subject.observe(on: MainScheduler.instance).subscribe(
                onNext: { log.append("next \($0)") },
                onCompleted: { log.append("completed") }
            )
        )
        onMainQueue {
            subject.onNext(1)
            // Queued (sent off the main queue), then disposed before the main queue runs it.
            DispatchQueue.global().sync {
                subject.onNext(2)
                subject.onCompleted()
            }
            subscription.dispose()
        }
        // The queued deliveries have run (and dropped their events) once this runs.
        onMainQueue { log.append("drained") }
        expectEqual(log.values, ["next 1", "drained"])
    }
}
