import Oneway
import OnewayTestSupport
import Synchronization
import Testing

/// A hand-written observable that ignores the grammar: it calls whatever observers it
/// holds, whenever the test says so, terminated or disposed or not.
final class UnrulySource: ObservableType, @unchecked Sendable {
    typealias Element = Int
    // Appended during subscribe, before the threads that read it start.
    private(set) var observers: [AnyObserver<Int>] = []

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
        observers.append(observer.asObserver())
        return Disposables.create()
    }

    func send(_ event: Event<Int>) {
        for observer in observers { observer.on(event) }
    }

    /// Drops the observers, breaking the cycle a subscriber that captures this source makes.
    func forget() { observers = [] }
}

@Suite(.tracksResources)
struct SubscribeTests {
    @Test("subscribe(onNext:onError:onCompleted:onDisposed:) delivers elements, completion, then onDisposed once")
    func closuresOnCompletion() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let subscription = subject.subscribe(
            onNext: { log.append("next \($0)") },
            onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        subject.onNext(1)
        subject.onCompleted()
        subscription.dispose()
        expectEqual(log, ["next 1", "completed", "disposed"])
    }

    @Test("An error reaches onError, then onDisposed runs once")
    func closuresOnError() {
        var log: [String] = []
        let subscription = Observable<Int>.error(TestFailure.boom).subscribe(
            onNext: { log.append("next \($0)") },
            onError: { log.append("error \(TestFailure($0))") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        subscription.dispose()
        expectEqual(log, ["error boom", "disposed"])
    }

    @Test("Disposing runs onDisposed once and nothing is delivered after")
    func closuresOnDispose() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let subscription = subject.subscribe(
            onNext: { log.append("next \($0)") }, onDisposed: { log.append("disposed") })
        subject.onNext(1)
        subscription.dispose()
        subscription.dispose()
        subject.onNext(2)
        subject.onCompleted()
        expectEqual(log, ["next 1", "disposed"])
    }

    @Test("An error with no onError goes to Hooks.defaultErrorHandler")
    func unhandledErrorGoesToHook() {
        let original = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = original }
        var handled: [TestFailure] = []
        Hooks.defaultErrorHandler = { _, error in handled.append(TestFailure(error)) }
        _ = Observable<Int>.error(TestFailure.boom).subscribe(onNext: { _ in })
        _ = Observable<Int>.error(TestFailure.other).subscribe(onNext: { _ in }, onError: { _ in })
        expectEqual(handled, [.boom])
    }

    @Test("subscribe(with:) passes the object while it lives and stops calling once it is gone")
    func subscribeWithObjectIsWeak() {
        final class Owner { var received: [Int] = [] }
        let subject = PublishSubject<Int>()
        var owner: Owner? = Owner()
        weak let weakOwner = owner
        var disposedWithOwner = false
        let subscription = subject.subscribe(
            with: owner!,
            onNext: { owner, element in owner.received.append(element) },
            onDisposed: { _ in disposedWithOwner = true }
        )
        subject.onNext(1)
        expectEqual(owner?.received, [1])
        owner = nil
        #expect(weakOwner == nil)
        subject.onNext(2)
        subscription.dispose()
        #expect(!disposedWithOwner)
    }

    @Test("subscribe(with:) passes the object to onError while it lives; once it is gone nothing is called")
    func subscribeWithObjectOnError() {
        var log: [String] = []
        for keepsOwner in [true, false] {
            let subject = PublishSubject<Int>()
            var owner: NamedOwner? = NamedOwner(keepsOwner ? "kept" : "gone")
            _ = subject.do(onDispose: { log.append("source disposed") }).subscribe(
                with: owner!,
                onNext: { owner, element in log.append("\(owner.name) next \(element)") },
                onError: { owner, error in log.append("\(owner.name) error \(TestFailure(error))") },
                onCompleted: { owner in log.append("\(owner.name) completed") },
                onDisposed: { owner in log.append("\(owner.name) disposed") }
            )
            subject.onNext(1)
            if !keepsOwner { owner = nil }
            subject.onNext(2)
            subject.onError(TestFailure.boom)
            withExtendedLifetime(owner) {}
        }
        // Either way the error ends the subscription: the source is disposed.
        expectEqual(
            log,
            [
                "kept next 1", "kept next 2", "kept error boom", "kept disposed", "source disposed",
                "gone next 1", "source disposed",
            ])
    }

    @Test("A hand-written observable that keeps sending after its terminal event delivers nothing after it")
    func handWrittenSourceAfterTerminal() {
        let source = UnrulySource()
        let recorder = Recorder<Int>()
        let subscription = recorder.subscribe(to: source)
        source.send(.next(1))
        source.send(.error(TestFailure.boom))
        source.send(.next(2))
        source.send(.completed)
        expectEqual(recorder.events, [.next(1), .error(.boom)])
        subscription.dispose()
    }

    @Test("A hand-written observable that keeps sending after dispose() delivers nothing after it")
    func handWrittenSourceAfterDispose() {
        let source = UnrulySource()
        var received: [Int] = []
        let subscription = source.subscribe(onNext: { received.append($0) })
        source.send(.next(1))
        subscription.dispose()
        source.send(.next(2))
        source.send(.completed)
        expectEqual(received, [1])
    }

    @Test("A nested call into the same subscriber on the same thread is allowed (reentrancy, not concurrency)")
    func nestedCallOnSameThreadIsAllowed() {
        let source = UnrulySource()
        var log: [String] = []
        let subscription = source.subscribe(onNext: { element in
            log.append("start \(element)")
            if element == 1 { source.send(.next(2)) }
            log.append("end \(element)")
        })
        source.send(.next(1))
        expectEqual(log, ["start 1", "start 2", "end 2", "end 1"])
        subscription.dispose()
        source.forget()
    }

    @Test("Calls into one subscriber from different threads, one after another, are allowed")
    func serialCallsFromDifferentThreads() {
        let source = UnrulySource()
        let received = Locked<[Int]>([])
        let subscription = source.subscribe(onNext: { element in received.withLock { $0.append(element) } })
        // Each thread sends only after the previous one has finished: serial, not concurrent.
        for index in 0..<4 {
            runConcurrently(threads: 1) { _ in source.send(.next(index)) }
        }
        expectEqual(received.withLock { $0 }, [0, 1, 2, 3])
        subscription.dispose()
    }

    @Test("subscribe(_:) with an observer delivers every event to it and nothing after dispose")
    func subscribeObserver() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = subject.subscribe(AnyObserver(eventHandler: recorder.on))
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        expectEqual(recorder.events, [.next(1)])
    }
}
