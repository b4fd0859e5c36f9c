import Oneway
import OnewayTestSupport
import Testing

@Suite(.tracksResources)
struct AsyncSubjectTests {
    @Test("Nothing is emitted until completion, then the last element and completed")
    func emitsLastElementOnCompletion() {
        let subject = AsyncSubject<Int>()
        let recorder = Recorder<Int>()
        _ = recorder.subscribe(to: subject)
        subject.onNext(1)
        subject.onNext(2)
        expectEqual(recorder.events, [])
        subject.onCompleted()
        expectEqual(recorder.events, [.next(2), .completed])
    }

    @Test("asObserver() is the subject itself: what is sent through it reaches the subscribers")
    func asObserver() {
        let subject = AsyncSubject<Int>()
        let recorder = Recorder<Int>()
        _ = recorder.subscribe(to: subject)
        let observer = subject.asObserver()
        #expect(observer === subject)
        observer.onNext(1)
        observer.onCompleted()
        expectEqual(recorder.events, [.next(1), .completed])
    }

    @Test("Completion without an element emits only completed")
    func completionWithoutElement() {
        let subject = AsyncSubject<Int>()
        let recorder = Recorder<Int>()
        _ = recorder.subscribe(to: subject)
        subject.onCompleted()
        expectEqual(recorder.events, [.completed])
        let late = Recorder<Int>()
        _ = late.subscribe(to: subject)
        expectEqual(late.events, [.completed])
    }

    @Test("An error emits only the error; the last element is dropped")
    func errorDropsLastElement() {
        let subject = AsyncSubject<Int>()
        let recorder = Recorder<Int>()
        _ = recorder.subscribe(to: subject)
        subject.onNext(1)
        subject.onError(TestFailure.boom)
        subject.onCompleted()
        let late = Recorder<Int>()
        _ = late.subscribe(to: subject)
        expectEqual(recorder.events, [.error(.boom)])
        expectEqual(late.events, [.error(.boom)])
    }

    @Test("A subscriber after completion gets the last element and completed; later sends are ignored")
    func lateSubscriberAfterCompletion() {
        let subject = AsyncSubject<Int>()
        subject.onNext(1)
        subject.onCompleted()
        subject.onNext(2)
        let late = Recorder<Int>()
        _ = late.subscribe(to: subject)
        expectEqual(late.events, [.next(1), .completed])
        #expect(!subject.hasObservers)
    }

    @Test("Every observer gets the last element before anyone gets completed")
    func elementThenCompletionToAll() {
        let subject = AsyncSubject<Int>()
        var log: [String] = []
        _ = subject.subscribe(onNext: { log.append("a\($0)") }, onCompleted: { log.append("a|") })
        _ = subject.subscribe(onNext: { log.append("b\($0)") }, onCompleted: { log.append("b|") })
        subject.onNext(7)
        subject.onCompleted()
        expectEqual(log, ["a7", "b7", "a|", "b|"])
    }

    @Test("After dispose(), a new subscriber gets RxError.disposed and completion emits nothing")
    func afterDispose() {
        let subject = AsyncSubject<Int>()
        let first = Recorder<Int>()
        _ = first.subscribe(to: subject)
        subject.onNext(1)
        subject.dispose()
        subject.onCompleted()
        let late = Recorder<Int>()
        _ = late.subscribe(to: subject)
        #expect(subject.isDisposed)
        expectEqual(first.events, [])
        expectEqual(late.events, [.error(.disposed)])
    }

    @Test("hasObservers follows subscribe, dispose and termination")
    func hasObservers() {
        let subject = AsyncSubject<Int>()
        let subscription = subject.subscribe { _ in }
        #expect(subject.hasObservers)
        subscription.dispose()
        #expect(!subject.hasObservers)
        _ = subject.subscribe { _ in }
        subject.onCompleted()
        #expect(!subject.hasObservers)
    }

    @Test("A subscription made inside onNext at completion gets the element and completed synchronously")
    func reentrantSubscribeAtCompletion() {
        let subject = AsyncSubject<Int>()
        let inner = Recorder<Int>()
        var receivedBeforeReturn: [Delivered<Int>] = []
        _ = subject.subscribe(onNext: { _ in
            _ = inner.subscribe(to: subject)
            receivedBeforeReturn = inner.events
        })
        subject.onNext(5)
        subject.onCompleted()
        expectEqual(receivedBeforeReturn, [.next(5), .completed])
        expectEqual(inner.events, [.next(5), .completed])
    }

    @Test("A replaced last element is released outside the lock: its deinit may use the subject")
    func replacedElementReleasedOutsideLock() {
        let subject = AsyncSubject<DeinitProbe>()
        let observedInDeinit = finishing { () -> Bool? in
            var observed: Bool?
            subject.onNext(DeinitProbe(1) { observed = subject.hasObservers })
            subject.onNext(DeinitProbe(2))
            return observed
        }
        expectEqual(observedInDeinit, .some(false), "onNext deadlocked or kept the replaced element")
        if observedInDeinit != nil { subject.dispose() }
    }
}
