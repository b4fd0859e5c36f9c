import Dispatch
import Foundation
import Oneway
import OnewayTestSupport
import Testing

/// Chains built in main-actor code, as most app code is in the Swift 6 language mode.
///
/// Their closures inherit the main actor's isolation in the compiler's eyes, yet run on
/// whatever thread delivers the event: here, not the thread the main-actor test runs on. (On
/// Linux, once `dispatchMain()` runs, a worker thread serves the main actor's queue, so
/// `Thread.isMainThread` would not say where the actor is.) RxSwift imported with
/// `@preconcurrency` traps there, at run time, even for closures that touch no actor state
/// (RxSwift issue 2638).
@Suite(.tracksResources)
@MainActor
struct MainActorChainTests {
    @Test("Closures of a chain built on the main actor run on the thread that sends, without trapping")
    func closuresRunWhereEventsArrive() {
        let testThread = ObjectIdentifier(Thread.current)
        let subject = PublishSubject<Int>()
        let received = Locked<[Int]>([])
        let ranOnTestThread = Locked<[Bool]>([])
        let subscription =
            subject
            .map { value in
                ranOnTestThread.withLock { $0.append(ObjectIdentifier(Thread.current) == testThread) }
                return value * 2
            }
            .filter { $0 > 2 }
            .subscribe(onNext: { value in received.withLock { $0.append(value) } })
        let sent = DispatchSemaphore(value: 0)
        let sender = Unchecked(subject)
        DispatchQueue(label: "sender").async {
            sender.value.onNext(1)
            sender.value.onNext(2)
            sent.signal()
        }
        sent.waitOrRecordIssue()
        expectEqual(received.withLock { $0 }, [4])
        expectEqual(ranOnTestThread.withLock { $0 }, [false, false])
        subscription.dispose()
    }

    @Test("observe(on:) a background scheduler moves a main-actor chain's closures off the main thread")
    func observeOnMovesClosures() {
        let testThread = ObjectIdentifier(Thread.current)
        let subject = PublishSubject<Int>()
        let ranOnTestThread = Locked<[Bool]>([])
        let delivered = DispatchSemaphore(value: 0)
        let subscription =
            subject
            .observe(on: SerialDispatchQueueScheduler(qos: .default))
            .map { value in
                ranOnTestThread.withLock { $0.append(ObjectIdentifier(Thread.current) == testThread) }
                return value + 1
            }
            .subscribe(onNext: { _ in delivered.signal() })
        subject.onNext(1)
        delivered.waitOrRecordIssue()
        expectEqual(ranOnTestThread.withLock { $0 }, [false])
        subscription.dispose()
    }
}
