import Oneway
import OnewayTestSupport
import Testing

@Suite(.tracksResources)
struct ReplaySubjectTests {
    /// Sends `1...count` to a subject with `bufferSize` (nil: unbound), then returns what a
    /// late subscriber receives, followed by one more element.
    private func lateSubscriberEvents(bufferSize: Int?, sending count: Int) -> [Delivered<Int>] {
        let subject: ReplaySubject<Int> = bufferSize.map { .create(bufferSize: $0) } ?? .createUnbounded()
        for element in 1...count { subject.onNext(element) }
        let late = Recorder<Int>()
        let subscription = late.subscribe(to: subject)
        subject.onNext(-1)
        subscription.dispose()
        return late.events
    }

    @Test("A late subscriber gets the latest bufferSize elements, then later ones", arguments: [0, 1, 2, 5, 10])
    func replaysLatestElements(bufferSize: Int) {
        let events = lateSubscriberEvents(bufferSize: bufferSize, sending: 5)
        let replayed = (1...5).suffix(bufferSize).map { Delivered<Int>.next($0) }
        expectEqual(events, replayed + [.next(-1)])
    }

    @Test("An unbound subject replays every element it received")
    func unboundReplaysEverything() {
        let events = lateSubscriberEvents(bufferSize: nil, sending: 1_000)
        expectEqual(events, (1...1_000).map { .next($0) } + [.next(-1)])
    }

    @Test(
        "After completion, a new subscriber gets the buffered elements and then completed",
        arguments: [1, 2, 5])
    func afterCompletion(bufferSize: Int) {
        let subject = ReplaySubject<Int>.create(bufferSize: bufferSize)
        let first = Recorder<Int>()
        _ = first.subscribe(to: subject)
        for element in 1...3 { subject.onNext(element) }
        subject.onCompleted()
        subject.onNext(4)
        let late = Recorder<Int>()
        _ = late.subscribe(to: subject)
        expectEqual(first.events, [.next(1), .next(2), .next(3), .completed])
        expectEqual(late.events, (1...3).suffix(bufferSize).map { .next($0) } + [.completed])
        #expect(!subject.hasObservers)
    }

    @Test("After an error, a new subscriber gets the buffered elements and then the error", arguments: [nil, 1])
    func afterError(bufferSize: Int?) {
        let subject: ReplaySubject<Int> = bufferSize.map { .create(bufferSize: $0) } ?? .createUnbound()
        subject.onNext(1)
        subject.onError(TestFailure.boom)
        subject.onNext(2)
        let late = Recorder<Int>()
        _ = late.subscribe(to: subject)
        expectEqual(late.events, [.next(1), .error(.boom)])
    }

    @Test("A subject that completed before any element replays only completed", arguments: [1, 2])
    func completedEmpty(bufferSize: Int) {
        let subject = ReplaySubject<Int>.create(bufferSize: bufferSize)
        subject.onCompleted()
        let late = Recorder<Int>()
        _ = late.subscribe(to: subject)
        expectEqual(late.events, [.completed])
    }

    @Test("With bufferSize 0, a subscriber after completion gets only completed")
    func zeroBufferAfterCompletion() {
        let subject = ReplaySubject<Int>.create(bufferSize: 0)
        subject.onNext(1)
        subject.onCompleted()
        let late = Recorder<Int>()
        _ = late.subscribe(to: subject)
        expectEqual(late.events, [.completed])
    }

    @Test("After dispose(), the buffer is gone and a new subscriber gets RxError.disposed", arguments: [nil, 1])
    func afterDispose(bufferSize: Int?) {
        let subject: ReplaySubject<Int> = bufferSize.map { .create(bufferSize: $0) } ?? .createUnbound()
        let first = Recorder<Int>()
        _ = first.subscribe(to: subject)
        subject.onNext(1)
        subject.dispose()
        subject.onNext(2)
        let late = Recorder<Int>()
        _ = late.subscribe(to: subject)
        #expect(subject.isDisposed)
        #expect(!subject.hasObservers)
        expectEqual(first.events, [.next(1)])
        expectEqual(late.events, [.error(.disposed)])
    }

    @Test("hasObservers follows subscribe, dispose and termination")
    func hasObservers() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        #expect(!subject.hasObservers)
        let subscription = subject.subscribe { _ in }
        #expect(subject.hasObservers)
        subscription.dispose()
        #expect(!subject.hasObservers)
    }

    @Test("A subscription made inside onNext gets the whole buffer, current element included, synchronously")
    func reentrantSubscribeReplaysSynchronously() {
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        let inner = Recorder<Int>()
        var receivedBeforeReturn: [Delivered<Int>] = []
        var innerSubscription: Disposable?
        subject.onNext(1)
        let outer = subject.subscribe(onNext: { element in
            guard element == 2 else { return }
            subject.onNext(3)
            innerSubscription = inner.subscribe(to: subject)
            receivedBeforeReturn = inner.events
        })
        subject.onNext(2)
        subject.onNext(4)
        expectEqual(receivedBeforeReturn, [.next(1), .next(2), .next(3)])
        expectEqual(inner.events, [.next(1), .next(2), .next(3), .next(4)])
        outer.dispose()
        innerSubscription?.dispose()
    }

    @Test("An evicted element is released outside the lock: its deinit may use the subject")
    func evictedElementReleasedOutsideLock() {
        let subject = ReplaySubject<DeinitProbe>.create(bufferSize: 1)
        let observedInDeinit = finishing { () -> Bool? in
            var observed: Bool?
            subject.onNext(DeinitProbe(1) { observed = subject.hasObservers })
            subject.onNext(DeinitProbe(2))
            return observed
        }
        expectEqual(observedInDeinit, .some(false), "onNext deadlocked or kept the evicted element")
        if observedInDeinit != nil { subject.dispose() }
    }

    @Test("An element is released as soon as it is evicted, not kept by the buffer", arguments: [1, 2])
    func evictedElementIsNotRetained(bufferSize: Int) {
        let subject = ReplaySubject<DeinitProbe>.create(bufferSize: bufferSize)
        weak var first: DeinitProbe?
        do {
            let probe = DeinitProbe(1)
            first = probe
            subject.onNext(probe)
        }
        for element in 2...bufferSize + 1 {
            #expect(first != nil)
            subject.onNext(DeinitProbe(element))
        }
        #expect(first == nil)
        subject.dispose()
    }

    @Test("dispose() releases the buffered elements", arguments: [1, 3])
    func disposeReleasesBuffer(bufferSize: Int) {
        let subject = ReplaySubject<DeinitProbe>.create(bufferSize: bufferSize)
        weak var kept: DeinitProbe?
        do {
            let probe = DeinitProbe(1)
            kept = probe
            subject.onNext(probe)
        }
        #expect(kept != nil)
        subject.dispose()
        #expect(kept == nil)
    }

    @Test("Completion frees every subscription's resources without dispose")
    func completionFreesSubscriptions() {
        let subject = ReplaySubject<Int>.create(bufferSize: 4)
        subject.onNext(1)
        let before = Resources.total
        for _ in 0..<5 { _ = subject.map { $0 + 1 }.subscribe(onNext: { _ in }) }
        subject.onCompleted()
        expectEqual(Resources.total, before)
    }
}
