import Dispatch
import Foundation
import Oneway
import OnewayTestSupport
import Synchronization
import Testing

/// What one subscriber saw: whether its elements kept increasing, whether two deliveries
/// overlapped, and whether anything followed its terminal event.
private final class SubscriberCheck: @unchecked Sendable {
    // Touched only from the subscriber's own deliveries, which must be serial; the atomic
    // counter detects when they are not.
    private var last = Int.min
    private var terminated = false
    private let inFlight = Atomic<Int>(0)
    private(set) var violations: [String] = []

    func on(_ event: Event<Int>) {
        if inFlight.add(1, ordering: .acquiringAndReleasing).newValue > 1 { violations.append("concurrent delivery") }
        if terminated { violations.append("event after termination: \(event)") }
        switch event {
        case .next(let element):
            if element <= last { violations.append("\(element) after \(last)") }
            last = element
        case .error, .completed:
            terminated = true
        }
        inFlight.subtract(1, ordering: .acquiringAndReleasing)
    }
}

/// The checks of every subscriber, appended from many threads.
private final class Checks: Sendable {
    private let checks = Locked<[SubscriberCheck]>([])

    func append(_ check: SubscriberCheck) {
        checks.withLock { $0.append(check) }
    }

    var violations: [String] {
        checks.withLock { $0.flatMap(\.violations) }
    }
}

/// Feeds `subject` increasing numbers from another thread until `stop()`.
private final class Feeder: @unchecked Sendable {
    private let running = Atomic<Bool>(true)
    private let finished = DispatchSemaphore(value: 0)

    init(_ subject: PublishSubject<Int>) {
        DispatchQueue.global().async { [self] in
            var next = 0
            while running.load(ordering: .acquiring) {
                subject.onNext(next)
                next += 1
                // Paced: a subject's deliverer drains what others enqueue, so a feeder that
                // outruns delivery (as it does under the thread sanitizer) keeps a subscribing
                // thread delivering forever and the test never ends. See SubjectCore.
                usleep(100)
            }
            finished.signal()
        }
    }

    func stop() {
        running.store(false, ordering: .releasing)
        finished.waitOrRecordIssue()
    }
}

@Suite(.tracksResources)
struct ShareConcurrencyTests {
    @Test(
        "Subscribers racing to join and leave a shared live source see increasing elements one at a time, and the last leaves no connection",
        arguments: ["share()", "share(replay: 1)", "share(replay: 2, scope: .forever)", "publish().refCount()"])
    func racingSubscribers(operator name: String) {
        let subject = PublishSubject<Int>()
        let shared: Observable<Int> =
            switch name {
            case "share()": subject.share()
            case "share(replay: 1)": subject.share(replay: 1)
            case "share(replay: 2, scope: .forever)": subject.share(replay: 2, scope: .forever)
            default: subject.publish().refCount()
            }
        let feeder = Feeder(subject)
        let checks = Checks()
        let box = Unchecked(shared)
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let shared = box.value
            for round in 0..<400 {
                let check = SubscriberCheck()
                let subscription = shared.subscribe(check.on)
                if round % 3 == 0 {
                    let brief = SubscriberCheck()
                    shared.subscribe(brief.on).dispose()
                    checks.append(brief)
                }
                subscription.dispose()
                checks.append(check)
            }
        }
        feeder.stop()
        expectEqual(checks.violations, [])
        #expect(!subject.hasObservers)
    }

    @Test("connect() and disposing connections race from many threads, leaving the source unsubscribed")
    func racingConnections() {
        let subject = PublishSubject<Int>()
        let connectable = subject.replay(1)
        let feeder = Feeder(subject)
        let checks = Checks()
        let box = Unchecked(connectable)
        DispatchQueue.concurrentPerform(iterations: 4) { index in
            let connectable = box.value
            for round in 0..<400 {
                let check = SubscriberCheck()
                let subscription = connectable.subscribe(check.on)
                let connection = connectable.connect()
                if (round + index) % 2 == 0 { connection.dispose() }
                subscription.dispose()
                connection.dispose()
                checks.append(check)
            }
        }
        feeder.stop()
        expectEqual(checks.violations, [])
        #expect(!subject.hasObservers)
    }

    @Test(
        "Subscribers of share(replay: 1) over a synchronous cold source on many threads each see increasing elements and completion"
    )
    func racingColdSource() {
        let subscriptions = Atomic<Int>(0)
        let source = Observable<Int>.create { observer in
            subscriptions.add(1, ordering: .relaxed)
            for element in 0..<5 { observer.onNext(element) }
            observer.onCompleted()
            return Disposables.create()
        }
        let shared = Unchecked(source.share(replay: 1))
        let checks = Checks()
        let completions = DispatchGroup()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<300 {
                let check = SubscriberCheck()
                checks.append(check)
                completions.enter()
                // A subscriber joining while another thread delivers gets its events from that
                // thread, possibly after `subscribe` returned: wait for completion instead.
                _ = shared.value.subscribe { event in
                    check.on(event)
                    if event.isCompleted { completions.leave() }
                }
            }
        }
        expectEqual(completions.wait(timeout: .now() + 60), .success)
        expectEqual(checks.violations, [])
        #expect((1...1200).contains(subscriptions.load(ordering: .relaxed)))
    }
}
