import Dispatch
import Oneway
import OnewayTestSupport
import Synchronization
import Testing

/// The token a subject hands its subscribers, and the observer bag behind it: what the
/// benchmark-driven rewrite of both must keep.
@Suite(.tracksResources)
struct SubjectSubscriptionTests {
    @Test("Disposing a subject's subscription stops delivery and removes the observer")
    func disposeStopsDelivery() {
        let subject = BehaviorSubject(value: 1)
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { received.append($0) })
        subject.onNext(2)
        subscription.dispose()
        subject.onNext(3)
        expectEqual(received, [1, 2])
        #expect(!subject.hasObservers)
    }

    @Test("Disposing a subscription twice, or after its subject is gone, does nothing")
    func disposeIsIdempotent() {
        var received: [Int] = []
        var subject: PublishSubject<Int>? = PublishSubject()
        let first = subject!.subscribe(onNext: { received.append($0) })
        let second = subject!.subscribe(onNext: { received.append($0 * 10) })
        first.dispose()
        first.dispose()
        subject!.onNext(1)
        subject = nil
        second.dispose()
        second.dispose()
        expectEqual(received, [10])
    }

    @Test("An undisposed subscription does not keep its subject alive")
    func subscriptionHoldsSubjectWeakly() {
        weak var weakSubject: PublishSubject<Int>?
        let subscription: Disposable
        do {
            let subject = PublishSubject<Int>()
            weakSubject = subject
            subscription = subject.subscribe(onNext: { _ in })
        }
        #expect(weakSubject == nil)
        subscription.dispose()
    }

    @Test("Observers subscribed and disposed in any order keep receiving in subscription order")
    func bagKeepsOrderThroughChurn() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var subscriptions: [Int: Disposable] = [:]
        // 40 observers; dispose every one except multiples of 7, so that the bag compacts
        // and empties its holes several times along the way.
        for observer in 0..<40 {
            subscriptions[observer] = subject.subscribe(onNext: { received.append(observer * 1000 + $0) })
        }
        for observer in 0..<40 where observer % 7 != 0 { subscriptions.removeValue(forKey: observer)?.dispose() }
        subject.onNext(1)
        expectEqual(received, [1, 7001, 14001, 21001, 28001, 35001])
        for (_, subscription) in subscriptions { subscription.dispose() }
        #expect(!subject.hasObservers)
        received = []
        let late = subject.subscribe(onNext: { received.append($0) })
        subject.onNext(2)
        expectEqual(received, [2])
        late.dispose()
    }

    @Test("Four threads subscribing and disposing while a fifth sends: nothing sent after dispose, no leak")
    func concurrentSubscribeDispose() throws {
        let subject = BehaviorSubject(value: 0)
        // The value whose `onNext` started last; stored before the call, so that a value above
        // what a subscriber read after its `dispose()` returned was sent after that return.
        let lastSent = Atomic<Int>(0)
        let lateDeliveries = Atomic<Int>(0)
        // Bounded on both sides: a subscriber that finds the subject idle becomes its
        // deliverer and drains whatever the sender queues meanwhile.
        let (events, pairsPerThread) = (50_000, 10_000)
        DispatchQueue.concurrentPerform(iterations: 5) { thread in
            guard thread > 0 else {
                for value in 1...events {
                    lastSent.store(value, ordering: .sequentiallyConsistent)
                    subject.onNext(value)
                }
                return
            }
            for _ in 0..<pairsPerThread {
                let cutoff = Cutoff()
                let subscription = subject.subscribe(onNext: { value in
                    // A delivery already under way when dispose() returned may still land;
                    // one of a value sent after that return must not.
                    if value > cutoff.value.load(ordering: .sequentiallyConsistent) {
                        lateDeliveries.add(1, ordering: .relaxed)
                    }
                })
                subscription.dispose()
                cutoff.value.store(lastSent.load(ordering: .sequentiallyConsistent), ordering: .sequentiallyConsistent)
            }
        }
        expectEqual(lateDeliveries.load(ordering: .relaxed), 0)
        #expect(!subject.hasObservers)
        #expect(try subject.value() == events)
    }
}

private final class Cutoff: Sendable {
    let value = Atomic<Int>(.max)
}

/// Each subject lets go of its observers when it is freed, even while their subscriptions
/// are still held: a subscription keeps only what it needs to dispose safely.
@Suite(.tracksResources)
struct SubjectReleaseTests {
    enum Kind: CaseIterable, Sendable {
        case publish, behavior, replay, async

        func make() -> Observable<Int> {
            switch self {
            case .publish: PublishSubject<Int>()
            case .behavior: BehaviorSubject(value: 0)
            case .replay: ReplaySubject<Int>.create(bufferSize: 1)
            case .async: AsyncSubject<Int>()
            }
        }
    }

    @Test(
        "An undisposed subscription held after its subject is freed keeps no observer alive", arguments: Kind.allCases)
    func observerFreedWithSubject(_ kind: Kind) {
        weak var weakSubject: Observable<Int>?
        weak var weakCaptured: Captured?
        let subscription: Disposable
        do {
            let subject = kind.make()
            let captured = Captured()
            weakSubject = subject
            weakCaptured = captured
            subscription = subject.subscribe(onNext: { [captured] _ in captured.count += 1 })
            #expect(weakCaptured != nil)
        }
        #expect(weakSubject == nil)
        #expect(weakCaptured == nil)
        subscription.dispose()
        subscription.dispose()
    }
}

private final class Captured {
    var count = 0
}

/// The elements a subject stores are freed with it, even while subscriptions are held.
@Suite(.tracksResources)
struct SubjectStorageReleaseTests {
    @Test("An undisposed subscription held after a ReplaySubject is freed keeps none of its buffer")
    func bufferFreedWithSubject() {
        weak var weakElement: Captured?
        let subscription: Disposable
        do {
            let subject = ReplaySubject<Captured>.create(bufferSize: 2)
            let element = Captured()
            weakElement = element
            subject.onNext(element)
            subscription = subject.subscribe(onNext: { _ in })
        }
        #expect(weakElement == nil)
        subscription.dispose()
    }
}
