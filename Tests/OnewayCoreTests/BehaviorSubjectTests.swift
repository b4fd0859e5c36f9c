import Oneway
import OnewayTestSupport
import Testing

@Suite(.tracksResources)
struct BehaviorSubjectTests {
    @Test("A new subscriber gets the current value first, then every later element")
    func replaysCurrentValue() throws {
        let subject = BehaviorSubject(value: 0)
        let first = Recorder<Int>()
        _ = first.subscribe(to: subject)
        subject.onNext(1)
        subject.onNext(2)
        let late = Recorder<Int>()
        _ = late.subscribe(to: subject)
        subject.onNext(3)
        expectEqual(first.events, [.next(0), .next(1), .next(2), .next(3)])
        expectEqual(late.events, [.next(2), .next(3)])
        #expect(try subject.value() == 3)
        subject.dispose()
    }

    @Test("asObserver() is the subject itself: what is sent through it is the value and reaches the subscribers")
    func asObserver() throws {
        let subject = BehaviorSubject(value: 0)
        let recorder = Recorder<Int>()
        let subscription = recorder.subscribe(to: subject)
        let observer = subject.asObserver()
        #expect(observer === subject)
        observer.onNext(1)
        #expect(try subject.value() == 1)
        expectEqual(recorder.events, [.next(0), .next(1)])
        subscription.dispose()
    }

    @Test("value() reflects onNext as soon as it returns, with or without observers")
    func valueIsCurrent() throws {
        let subject = BehaviorSubject(value: "a")
        #expect(try subject.value() == "a")
        subject.onNext("b")
        #expect(try subject.value() == "b")
        var seen: [String] = []
        let subscription = subject.subscribe(onNext: { _ in seen.append((try? subject.value()) ?? "?") })
        subject.onNext("c")
        expectEqual(seen, ["b", "c"])
        subscription.dispose()
    }

    @Test("After completion, value() still returns the last value and a new subscriber gets only completed")
    func afterCompletion() throws {
        let subject = BehaviorSubject(value: 1)
        let first = Recorder<Int>()
        _ = first.subscribe(to: subject)
        subject.onNext(2)
        subject.onCompleted()
        subject.onNext(3)
        let late = Recorder<Int>()
        _ = late.subscribe(to: subject)
        expectEqual(first.events, [.next(1), .next(2), .completed])
        expectEqual(late.events, [.completed])
        #expect(try subject.value() == 2)
    }

    @Test("After an error, value() throws that error and a new subscriber gets only the error")
    func afterError() {
        let subject = BehaviorSubject(value: 1)
        let first = Recorder<Int>()
        _ = first.subscribe(to: subject)
        subject.onError(TestFailure.boom)
        subject.onNext(2)
        let late = Recorder<Int>()
        _ = late.subscribe(to: subject)
        expectEqual(first.events, [.next(1), .error(.boom)])
        expectEqual(late.events, [.error(.boom)])
        #expect(throws: TestFailure.boom) { try subject.value() }
    }

    @Test("After dispose(), value() throws RxError.disposed and a new subscriber gets RxError.disposed")
    func afterDispose() {
        let subject = BehaviorSubject(value: 1)
        let first = Recorder<Int>()
        _ = first.subscribe(to: subject)
        subject.dispose()
        subject.onNext(2)
        let late = Recorder<Int>()
        _ = late.subscribe(to: subject)
        #expect(subject.isDisposed)
        #expect(!subject.hasObservers)
        expectEqual(first.events, [.next(1)])
        expectEqual(late.events, [.error(.disposed)])
        #expect(throws: TestFailure.disposed) {
            do { _ = try subject.value() } catch { throw TestFailure(error) }
        }
    }

    @Test("Disposing after an error makes value() throw RxError.disposed instead of the error")
    func disposeAfterError() {
        let subject = BehaviorSubject(value: 1)
        subject.onError(TestFailure.boom)
        subject.dispose()
        #expect(throws: TestFailure.disposed) {
            do { _ = try subject.value() } catch { throw TestFailure(error) }
        }
    }

    @Test("hasObservers follows subscribe, dispose and termination")
    func hasObservers() {
        let subject = BehaviorSubject(value: 0)
        #expect(!subject.hasObservers)
        let subscription = subject.subscribe { _ in }
        #expect(subject.hasObservers)
        subscription.dispose()
        #expect(!subject.hasObservers)
        _ = subject.subscribe { _ in }
        subject.onError(TestFailure.boom)
        #expect(!subject.hasObservers)
    }

    @Test("A subscription made inside onNext gets the current value before subscribe returns")
    func reentrantSubscribeReplaysSynchronously() {
        let subject = BehaviorSubject(value: 0)
        let inner = Recorder<Int>()
        var receivedBeforeReturn: [Delivered<Int>] = []
        var innerSubscription: Disposable?
        let outer = subject.subscribe(onNext: { element in
            guard element == 1 else { return }
            innerSubscription = inner.subscribe(to: subject)
            receivedBeforeReturn = inner.events
        })
        subject.onNext(1)
        subject.onNext(2)
        expectEqual(receivedBeforeReturn, [.next(1)])
        expectEqual(inner.events, [.next(1), .next(2)])
        outer.dispose()
        innerSubscription?.dispose()
    }

    @Test("A subscription made inside onNext while sends are queued gets the newest value once, synchronously")
    func reentrantSubscribeWithQueuedSends() {
        let subject = BehaviorSubject(value: 0)
        let outer = Recorder<Int>()
        let inner = Recorder<Int>()
        var receivedBeforeReturn: [Delivered<Int>] = []
        var innerSubscription: Disposable?
        let outerSubscription = subject.subscribe { event in
            outer.on(event)
            guard case .next(1) = event else { return }
            subject.onNext(2)
            subject.onNext(3)
            innerSubscription = inner.subscribe(to: subject)
            receivedBeforeReturn = inner.events
        }
        subject.onNext(1)
        subject.onNext(4)
        expectEqual(receivedBeforeReturn, [.next(3)])
        expectEqual(inner.events, [.next(3), .next(4)])
        expectEqual(outer.events, [.next(0), .next(1), .next(2), .next(3), .next(4)])
        outerSubscription.dispose()
        innerSubscription?.dispose()
    }

    @Test("Subscribing inside onNext after completion was queued gets only completed, once")
    func reentrantSubscribeAfterQueuedCompletion() {
        let subject = BehaviorSubject(value: 0)
        let inner = Recorder<Int>()
        _ = subject.subscribe(onNext: { element in
            guard element == 1 else { return }
            subject.onCompleted()
            _ = inner.subscribe(to: subject)
        })
        subject.onNext(1)
        expectEqual(inner.events, [.completed])
    }

    @Test("The replaced value is released outside the lock: its deinit may use the subject")
    func replacedValueReleasedOutsideLock() {
        let subject = BehaviorSubject(value: DeinitProbe(0))
        let observedInDeinit = finishing { () -> Bool? in
            var observed: Bool?
            subject.onNext(DeinitProbe(1) { observed = subject.hasObservers })
            subject.onNext(DeinitProbe(2))
            return observed
        }
        expectEqual(observedInDeinit, .some(false), "onNext deadlocked or did not release the previous value")
        if observedInDeinit != nil { subject.dispose() }
    }

    @Test("dispose() releases the value outside the lock: its deinit may use the subject")
    func disposeReleasesOutsideLock() {
        let subject = BehaviorSubject(value: DeinitProbe(0))
        let disposedInDeinit = finishing { () -> Bool? in
            var disposed: Bool?
            subject.onNext(DeinitProbe(1) { disposed = subject.isDisposed })
            subject.dispose()
            return disposed
        }
        expectEqual(disposedInDeinit, .some(true), "dispose() deadlocked or did not release the value")
    }

    @Test("Completion frees every subscription's resources without dispose")
    func completionFreesSubscriptions() {
        let subject = BehaviorSubject(value: 0)
        let before = Resources.total
        for _ in 0..<5 { _ = subject.map { $0 + 1 }.subscribe(onNext: { _ in }) }
        subject.onCompleted()
        expectEqual(Resources.total, before)
    }
}
