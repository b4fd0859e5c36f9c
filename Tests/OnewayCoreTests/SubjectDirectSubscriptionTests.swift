import Dispatch
import Oneway
import OnewayTestSupport
import Testing

/// `subscribe(onNext:onError:onCompleted:)` and `subscribe(_:)` straight on a subject, with
/// no `onDisposed`: the subject's own subscription is what the subscriber disposes, and
/// every guarantee of a chain's end must hold all the same.
@Suite(.tracksResources)
struct SubjectDirectSubscriptionTests {
    enum Kind: CaseIterable, Sendable {
        case publish, behavior, replay, async

        func make() -> TestSubject {
            switch self {
            case .publish:
                let subject = PublishSubject<Int>()
                return TestSubject(subject, on: subject.on, hasObservers: { subject.hasObservers })
            case .behavior:
                let subject = BehaviorSubject(value: 0)
                return TestSubject(subject, on: subject.on, hasObservers: { subject.hasObservers })
            case .replay:
                let subject = ReplaySubject<Int>.create(bufferSize: 1)
                return TestSubject(subject, on: subject.on, hasObservers: { subject.hasObservers })
            case .async:
                let subject = AsyncSubject<Int>()
                return TestSubject(subject, on: subject.on, hasObservers: { subject.hasObservers })
            }
        }
    }

    /// One of the four subjects, seen through what every one of them offers.
    struct TestSubject {
        let observable: Observable<Int>
        let on: (Event<Int>) -> Void
        let hasObservers: () -> Bool

        init(_ observable: Observable<Int>, on: @escaping (Event<Int>) -> Void, hasObservers: @escaping () -> Bool) {
            self.observable = observable
            self.on = on
            self.hasObservers = hasObservers
        }
    }

    @Test("Disposing from another thread while the observer handles an event stops what is sent after")
    func disposeDuringDeliveryOnAnotherThread() {
        let subject = PublishSubject<Int>()
        let received = Locked<[Int]>([])
        let entered = DispatchSemaphore(value: 0)
        let resume = DispatchSemaphore(value: 0)
        let subscription = subject.subscribe(onNext: { value in
            received.withLock { $0.append(value) }
            guard value == 1 else { return }
            entered.signal()
            resume.waitOrRecordIssue("the disposing thread never let the delivery go on")
        })
        let sender = DispatchGroup()
        DispatchQueue.global().async(group: sender) {
            subject.onNext(1)
            subject.onNext(2)
        }
        entered.waitOrRecordIssue("the first event never reached the observer")
        // The delivery of 1 is still running on the sender's thread: dispose must not wait
        // for it, and nothing the sender sends after it (2) may reach the observer.
        subscription.dispose()
        #expect(!subject.hasObservers)
        resume.signal()
        sender.waitOrRecordIssue()
        subject.onNext(3)
        #expect(received.withLock { $0 } == [1])
    }

    @Test("Disposing twice does nothing more, and the subscription reports it ended", arguments: Kind.allCases)
    func disposeTwice(_ kind: Kind) {
        let subject = kind.make()
        var received = 0
        let subscription = subject.observable.subscribe(onNext: { _ in received += 1 })
        let cancelable = subscription as? Cancelable
        #expect(cancelable?.isDisposed == false)
        subscription.dispose()
        subscription.dispose()
        #expect(cancelable?.isDisposed == true)
        #expect(!subject.hasObservers())
        let before = received
        subject.on(.next(1))
        subject.on(.completed)
        #expect(received == before)
    }

    @Test("Disposing inside onNext stops later events to that observer only")
    func disposeInsideOnNext() {
        let subject = BehaviorSubject(value: 0)
        var received: [Int] = []
        var others: [Int] = []
        var subscription: Disposable?
        subscription = subject.subscribe(onNext: { value in
            received.append(value)
            if value == 2 { subscription?.dispose() }
        })
        let other = subject.subscribe(onNext: { others.append($0) })
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        #expect(received == [0, 1, 2])
        #expect(others == [0, 1, 2, 3])
        other.dispose()
        #expect(!subject.hasObservers)
    }

    @Test("Completion ends the subscription once; disposing after it does nothing", arguments: Kind.allCases)
    func completionThenDispose(_ kind: Kind) {
        let subject = kind.make()
        var completions = 0
        var eventsAfterCompletion = 0
        let subscription = subject.observable.subscribe(
            onNext: { _ in if completions > 0 { eventsAfterCompletion += 1 } },
            onCompleted: { completions += 1 })
        subject.on(.next(1))
        subject.on(.completed)
        subject.on(.next(2))
        subject.on(.completed)
        #expect(completions == 1)
        #expect(eventsAfterCompletion == 0)
        #expect((subscription as? Cancelable)?.isDisposed == true)
        #expect(!subject.hasObservers())
        subscription.dispose()
        #expect(completions == 1)
    }

    @Test("A subscriber to a stopped subject gets its replay and an ended subscription")
    func subscribeAfterCompletion() {
        let subject = BehaviorSubject(value: 7)
        subject.onCompleted()
        var events: [Event<Int>] = []
        let subscription = subject.subscribe { events.append($0) }
        #expect(events.count == 1)
        #expect(events.first?.isCompleted == true)
        #expect((subscription as? Cancelable)?.isDisposed == true)
        subscription.dispose()
    }

    @Test("An error reaches onError once, then the subscription is ended")
    func errorEndsSubscription() {
        let subject = PublishSubject<Int>()
        var errors = 0
        let subscription = subject.subscribe(onNext: { _ in }, onError: { _ in errors += 1 })
        subject.onError(DeliveredFailure())
        subject.onError(DeliveredFailure())
        #expect(errors == 1)
        #expect((subscription as? Cancelable)?.isDisposed == true)
        subscription.dispose()
    }

    @Test("A live subscription straight to a subject counts as one resource", arguments: Kind.allCases)
    func oneResourcePerSubscription(_ kind: Kind) throws {
        try #require(Resources.isTracking)
        let subject = kind.make()
        let before = Resources.total
        var subscription: Disposable? = subject.observable.subscribe(onNext: { _ in })
        #expect(Resources.total == before + 1)
        var events: Disposable? = subject.observable.subscribe { _ in }
        #expect(Resources.total == before + 2)
        subscription?.dispose()
        events?.dispose()
        subscription = nil
        events = nil
        #expect(Resources.total == before)
    }

    @Test("With onDisposed, disposing runs it once, and completion runs it after onCompleted")
    func onDisposedStillRuns() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let disposed = subject.subscribe(onDisposed: { log.append("first disposed") })
        disposed.dispose()
        disposed.dispose()
        let completed = subject.subscribe(
            onCompleted: { log.append("second completed") }, onDisposed: { log.append("second disposed") })
        subject.onCompleted()
        completed.dispose()
        #expect(log == ["first disposed", "second completed", "second disposed"])
    }

    @Test("Disposing frees the observer's closures while the subscription is still held", arguments: Kind.allCases)
    func closuresFreedAtDispose(_ kind: Kind) {
        let subject = kind.make()
        weak var weakNext: Captured?
        weak var weakEvents: Captured?
        let (withClosures, withHandler): (Disposable, Disposable)
        do {
            let next = Captured()
            let events = Captured()
            weakNext = next
            weakEvents = events
            withClosures = subject.observable.subscribe(onNext: { [next] _ in next.count += 1 })
            withHandler = subject.observable.subscribe { [events] _ in events.count += 1 }
        }
        #expect(weakNext != nil)
        #expect(weakEvents != nil)
        withClosures.dispose()
        withHandler.dispose()
        #expect(weakNext == nil)
        #expect(weakEvents == nil)
        withExtendedLifetime((subject, withClosures, withHandler)) {}
    }

    @Test("Completion frees the observer's closures while the subscription is still held")
    func closuresFreedAtCompletion() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        weak var weakCaptured: Captured?
        let subscription: Disposable
        do {
            let captured = Captured()
            weakCaptured = captured
            subscription = subject.subscribe(onNext: { [captured] _ in captured.count += 1 })
        }
        subject.onCompleted()
        #expect(weakCaptured == nil)
        withExtendedLifetime((subject, subscription)) {}
    }
}

private final class Captured {
    var count = 0
}

private struct DeliveredFailure: Error {}
