import Oneway
import OnewayTestSupport
import Testing

@Suite(.tracksResources)
struct PublishSubjectTests {
    @Test("Each element goes to every observer subscribed before it was sent, and to no later one")
    func lateSubscribersGetOnlyLaterElements() {
        let subject = PublishSubject<Int>()
        let early = Recorder<Int>()
        let late = Recorder<Int>()
        let earlySubscription = early.subscribe(to: subject)
        subject.onNext(1)
        let lateSubscription = late.subscribe(to: subject)
        subject.onNext(2)
        subject.onCompleted()
        expectEqual(early.events, [.next(1), .next(2), .completed])
        expectEqual(late.events, [.next(2), .completed])
        earlySubscription.dispose()
        lateSubscription.dispose()
    }

    @Test("After completion, sends are ignored and a new subscriber gets only completed")
    func afterCompletion() {
        let subject = PublishSubject<Int>()
        let first = Recorder<Int>()
        _ = first.subscribe(to: subject)
        subject.onNext(1)
        subject.onCompleted()
        subject.onNext(2)
        subject.onError(TestFailure.boom)
        subject.onCompleted()
        let late = Recorder<Int>()
        _ = late.subscribe(to: subject)
        expectEqual(first.events, [.next(1), .completed])
        expectEqual(late.events, [.completed])
        #expect(!subject.hasObservers)
    }

    @Test("After an error, sends are ignored and a new subscriber gets only that error")
    func afterError() {
        let subject = PublishSubject<Int>()
        let first = Recorder<Int>()
        _ = first.subscribe(to: subject)
        subject.onNext(1)
        subject.onError(TestFailure.boom)
        subject.onNext(2)
        subject.onCompleted()
        let late = Recorder<Int>()
        _ = late.subscribe(to: subject)
        expectEqual(first.events, [.next(1), .error(.boom)])
        expectEqual(late.events, [.error(.boom)])
    }

    @Test("After dispose(), current observers get nothing more and new ones get RxError.disposed")
    func afterDispose() {
        let subject = PublishSubject<Int>()
        let first = Recorder<Int>()
        let subscription = first.subscribe(to: subject)
        subject.onNext(1)
        #expect(!subject.isDisposed)
        subject.dispose()
        #expect(subject.isDisposed)
        #expect(!subject.hasObservers)
        subject.onNext(2)
        subject.onCompleted()
        let late = Recorder<Int>()
        _ = late.subscribe(to: subject)
        expectEqual(first.events, [.next(1)])
        expectEqual(late.events, [.error(.disposed)])
        subject.dispose()
        subscription.dispose()
    }

    @Test("hasObservers follows subscribe, dispose and termination")
    func hasObservers() {
        let subject = PublishSubject<Int>()
        #expect(!subject.hasObservers)
        let first = subject.subscribe { _ in }
        let second = subject.subscribe { _ in }
        #expect(subject.hasObservers)
        first.dispose()
        #expect(subject.hasObservers)
        second.dispose()
        #expect(!subject.hasObservers)
        _ = subject.subscribe { _ in }
        #expect(subject.hasObservers)
        subject.onCompleted()
        #expect(!subject.hasObservers)
    }

    @Test("A disposed subscription receives nothing more while the others keep receiving")
    func disposeOneOfMany() {
        let subject = PublishSubject<Int>()
        let kept = Recorder<Int>()
        let dropped = Recorder<Int>()
        let keptSubscription = kept.subscribe(to: subject)
        let droppedSubscription = dropped.subscribe(to: subject)
        subject.onNext(1)
        droppedSubscription.dispose()
        droppedSubscription.dispose()
        subject.onNext(2)
        expectEqual(kept.events, [.next(1), .next(2)])
        expectEqual(dropped.events, [.next(1)])
        keptSubscription.dispose()
    }

    @Test("An element sent from inside onNext is delivered to everyone after the current one, never nested")
    func reentrantSendIsQueued() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let a = subject.subscribe(onNext: { element in
            log.append("a\(element)")
            if element == 1 { subject.onNext(2) }
            log.append("a\(element) end")
        })
        let b = subject.subscribe(onNext: { log.append("b\($0)") })
        subject.onNext(1)
        expectEqual(log, ["a1", "a1 end", "b1", "a2", "a2 end", "b2"])
        a.dispose()
        b.dispose()
    }

    @Test("onNext, on(.next), ObserverType's onNext and an AnyObserver send alike: in order, queued behind a delivery")
    func everyWayToSendAnElement() {
        let subject = PublishSubject<Int>()
        func sendThroughTheProtocol<Observer: ObserverType>(_ element: Int, to observer: Observer)
        where Observer.Element == Int {
            observer.onNext(element)
        }
        var log: [String] = []
        let a = subject.subscribe(onNext: { element in
            log.append("a\(element)")
            // From inside the delivery, each way queues its element behind the current one.
            switch element {
            case 1: subject.on(.next(2))
            case 2: sendThroughTheProtocol(3, to: subject)
            case 3: subject.asObserver().onNext(4)
            case 4: AnyObserver(subject).onNext(5)
            default: break
            }
            log.append("a\(element) end")
        })
        let b = subject.subscribe(onNext: { log.append("b\($0)") })
        subject.onNext(1)
        expectEqual(
            log,
            [
                "a1", "a1 end", "b1", "a2", "a2 end", "b2", "a3", "a3 end", "b3",
                "a4", "a4 end", "b4", "a5", "a5 end", "b5",
            ])
        subject.on(.completed)
        subject.onNext(6)
        sendThroughTheProtocol(7, to: subject)
        #expect(log.count == 15)
        a.dispose()
        b.dispose()
    }

    @Test("Completing from inside onNext lets the current element reach every observer first")
    func reentrantCompletionIsQueued() {
        let subject = PublishSubject<Int>()
        let first = Recorder<Int>()
        let second = Recorder<Int>()
        _ = subject.subscribe { event in
            first.on(event)
            if case .next = event { subject.onCompleted() }
        }
        _ = second.subscribe(to: subject)
        subject.onNext(1)
        expectEqual(first.events, [.next(1), .completed])
        expectEqual(second.events, [.next(1), .completed])
    }

    @Test("Disposing a later observer from inside onNext keeps the current element from reaching it")
    func reentrantDisposeOfAnother() {
        let subject = PublishSubject<Int>()
        let later = Recorder<Int>()
        var laterSubscription: Disposable?
        let first = subject.subscribe(onNext: { _ in laterSubscription?.dispose() })
        laterSubscription = later.subscribe(to: subject)
        subject.onNext(1)
        subject.onNext(2)
        expectEqual(later.events, [])
        #expect(subject.hasObservers)
        first.dispose()
        #expect(!subject.hasObservers)
    }

    @Test("An observer that disposes itself inside onNext receives nothing more")
    func reentrantSelfDispose() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = subject.subscribe(onNext: { element in
            received.append(element)
            subscription?.dispose()
            subject.onNext(element + 10)
        })
        subject.onNext(1)
        subject.onNext(2)
        expectEqual(received, [1])
        #expect(!subject.hasObservers)
    }

    @Test("A subscription made inside onNext misses the element being delivered and gets the later ones")
    func reentrantSubscribe() {
        let subject = PublishSubject<Int>()
        let inner = Recorder<Int>()
        var innerSubscription: Disposable?
        let outer = subject.subscribe(onNext: { element in
            guard element == 1 else { return }
            innerSubscription = inner.subscribe(to: subject)
            subject.onNext(2)
        })
        subject.onNext(1)
        subject.onNext(3)
        expectEqual(inner.events, [.next(2), .next(3)])
        outer.dispose()
        innerSubscription?.dispose()
    }

    @Test("An undisposed subscription to a subject nobody holds is freed with the subject")
    func droppedSubjectFreesSubscription() {
        let before = Resources.total
        weak var weakSubject: PublishSubject<Int>?
        var received: [Int] = []
        do {
            let subject = PublishSubject<Int>()
            weakSubject = subject
            _ = subject.map { $0 * 2 }.subscribe(onNext: { received.append($0) })
            subject.onNext(1)
            #expect(Resources.total > before)
        }
        #expect(weakSubject == nil)
        expectEqual(received, [2])
        expectEqual(Resources.total, before)
    }

    @Test("A disposable kept after the subject is gone still disposes safely, and frees everything")
    func disposeAfterSubjectIsGone() {
        let before = Resources.total
        var subscription: Disposable?
        do {
            let subject = PublishSubject<Int>()
            subscription = subject.subscribe { _ in }
        }
        subscription?.dispose()
        subscription = nil
        expectEqual(Resources.total, before)
    }

    @Test("Completion frees every subscription without dispose")
    func completionFreesSubscriptions() {
        let subject = PublishSubject<Int>()
        let before = Resources.total
        for _ in 0..<10 {
            _ = subject.map { $0 + 1 }.subscribe(onNext: { _ in })
        }
        #expect(Resources.total > before)
        subject.onCompleted()
        expectEqual(Resources.total, before)
    }

    @Test("Dispose frees everything but the disposables the caller still holds")
    func disposeFreesSubscriptions() {
        let subject = PublishSubject<Int>()
        let before = Resources.total
        var subscriptions = (0..<10).map { _ in subject.map { $0 + 1 }.subscribe(onNext: { _ in }) }
        subject.onNext(1)
        for subscription in subscriptions { subscription.dispose() }
        expectEqual(Resources.total, before + Int32(subscriptions.count))
        subscriptions = []
        expectEqual(Resources.total, before)
    }

    @Test("Disposing 10,000 observers in an interleaved order stops exactly those, and the rest keep their order")
    func manyUnsubscribes() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscriptions = (0..<10_000).map { index in subject.subscribe(onNext: { _ in received.append(index) }) }
        for index in stride(from: 9_999, to: 0, by: -2) { subscriptions[index].dispose() }
        subject.onNext(1)
        expectEqual(received, Array(stride(from: 0, to: 10_000, by: 2)))
        for subscription in subscriptions { subscription.dispose() }
        #expect(!subject.hasObservers)
    }
}
