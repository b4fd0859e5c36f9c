import Oneway
import OnewayTestSupport
import Synchronization
import Testing

/// Hands the observer `Observable.create` gives a producer to the test, which then plays
/// the producer, well-behaved or not.
final class ProducerHandle<Element>: @unchecked Sendable {
    // Set once during subscribe, before any thread reads it.
    private(set) var observer: AnyObserver<Element>?
    let disposable = CountingDisposable()

    lazy var observable = Observable<Element>.create { [unowned self] observer in
        self.observer = observer
        return self.disposable
    }

    func send(_ event: Event<Element>) { observer?.on(event) }

    /// Drops the observer, breaking the cycle a subscriber that captures this handle makes
    /// (a producer that keeps its observer keeps the subscriber alive, as in RxSwift).
    func forget() { observer = nil }
}

@Suite(.tracksResources)
struct CreateTests {
    @Test("Events a producer sends after completed are dropped")
    func nothingAfterCompleted() {
        let recorder = Recorder<Int>()
        _ = recorder.subscribe(
            to: Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onCompleted()
                observer.onNext(2)
                observer.onError(TestFailure.boom)
                observer.onCompleted()
                return Disposables.create()
            })
        expectEqual(recorder.events, [.next(1), .completed])
    }

    @Test("Events a producer sends after an error are dropped")
    func nothingAfterError() {
        let recorder = Recorder<Int>()
        _ = recorder.subscribe(
            to: Observable<Int>.create { observer in
                observer.onError(TestFailure.boom)
                observer.onNext(1)
                observer.onError(TestFailure.other)
                observer.onCompleted()
                return Disposables.create()
            })
        expectEqual(recorder.events, [.error(.boom)])
    }

    @Test("Events a producer sends after dispose() are dropped, and its disposable runs once")
    func nothingAfterDispose() {
        let producer = ProducerHandle<Int>()
        let recorder = Recorder<Int>()
        let subscription = recorder.subscribe(to: producer.observable)
        producer.send(.next(1))
        subscription.dispose()
        subscription.dispose()
        producer.send(.next(2))
        producer.send(.completed)
        expectEqual(recorder.events, [.next(1)])
        expectEqual(producer.disposable.count, 1)
    }

    @Test("The producer's disposable is disposed once, right after the terminal event is delivered")
    func disposedAfterTerminal() {
        let producer = ProducerHandle<Int>()
        var disposedWhenCompletionArrived: Int?
        let subscription = producer.observable.subscribe(onCompleted: {
            disposedWhenCompletionArrived = producer.disposable.count
        })
        producer.send(.completed)
        expectEqual(disposedWhenCompletionArrived, 0)
        expectEqual(producer.disposable.count, 1)
        subscription.dispose()
        expectEqual(producer.disposable.count, 1)
        producer.forget()
    }

    @Test("Completing inside the subscribe closure disposes the disposable it returns, once")
    func synchronousCompletionDisposesReturnedDisposable() {
        let disposable = CountingDisposable()
        let recorder = Recorder<Int>()
        let subscription = recorder.subscribe(
            to: Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onCompleted()
                return disposable
            })
        expectEqual(recorder.events, [.next(1), .completed])
        expectEqual(disposable.count, 1)
        subscription.dispose()
        expectEqual(disposable.count, 1)
    }

    @Test("An element sent from inside onNext is delivered after the current one returns, never nested")
    func reentrantSendIsQueued() {
        let producer = ProducerHandle<Int>()
        var log: [String] = []
        let subscription = producer.observable.subscribe(onNext: { element in
            log.append("start \(element)")
            if element == 1 { producer.send(.next(2)) }
            log.append("end \(element)")
        })
        producer.send(.next(1))
        expectEqual(log, ["start 1", "end 1", "start 2", "end 2"])
        subscription.dispose()
        producer.forget()
    }

    @Test("Disposing inside onNext drops the elements already queued behind it")
    func disposeInsideOnNextDropsQueued() {
        let producer = ProducerHandle<Int>()
        var received: [Int] = []
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(
            producer.observable.subscribe(onNext: { element in
                received.append(element)
                producer.send(.next(element + 1))
                producer.send(.next(element + 2))
                subscription.dispose()
            }))
        producer.send(.next(1))
        expectEqual(received, [1])
        expectEqual(producer.disposable.count, 1)
        producer.forget()
    }

    @Test("Sends from 4 threads arrive one at a time, in each thread's order, then one terminal event")
    func concurrentSendsAreSerialized() {
        let producer = ProducerHandle<Tag>()
        let probe = SubscriptionProbe()
        let subscription = producer.observable.subscribe { probe.receive($0) }
        let sendsPerSender = 10_000
        runConcurrently(threads: 4) { index in
            for sequence in 0..<sendsPerSender {
                producer.send(.next(Tag(sender: index, sequence: sequence, stamp: 0)))
            }
            // Every thread tries to end the sequence; exactly one terminal event gets through.
            producer.send(index % 2 == 0 ? .completed : .error(TestFailure.boom))
            producer.send(.next(Tag(sender: index, sequence: sendsPerSender, stamp: 0)))
        }
        expectEqual(probe.overlaps.load(ordering: .acquiring), 0)
        expectEqual(probe.gaps, 0)
        expectEqual(probe.terminals.count, 1)
        expectEqual(probe.eventsAfterTerminal, 0)
        #expect((0..<4).allSatisfy { probe.count(from: $0) <= sendsPerSender })
        expectEqual(producer.disposable.count, 1)
        subscription.dispose()
    }

    @Test("A producer that keeps sending from 4 threads after dispose() delivers nothing sent after it")
    func concurrentSendsRacingDispose() {
        runConcurrently(
            threads: 4,
            rounds: 50,
            prepare: { () -> CreateRace in CreateRace() },
            { race, index in
                for sequence in 0..<300 {
                    if index == 0 && sequence == 150 {
                        race.subscription.dispose()
                        race.probe.cutoff.store(
                            race.clock.load(ordering: .sequentiallyConsistent), ordering: .releasing)
                    }
                    let stamp = race.clock.add(1, ordering: .sequentiallyConsistent).newValue
                    race.producer.send(.next(Tag(sender: index, sequence: sequence, stamp: stamp)))
                }
            },
            verify: { race in
                expectEqual(race.probe.deliveredAfterDispose, [])
                expectEqual(race.probe.overlaps.load(ordering: .acquiring), 0)
                expectEqual(race.probe.gaps, 0)
                expectEqual(race.producer.disposable.count, 1)
            }
        )
    }

    @Test("Completion frees everything the subscription allocated")
    func completionFreesResources() {
        let before = Resources.total
        do {
            let producer = ProducerHandle<Int>()
            _ = producer.observable.map { $0 + 1 }.subscribe(onNext: { _ in })
            producer.send(.next(1))
            producer.send(.completed)
        }
        expectEqual(Resources.total, before)
    }
}

/// One round of `concurrentSendsRacingDispose`.
final class CreateRace: @unchecked Sendable {
    let producer = ProducerHandle<Tag>()
    let probe = SubscriptionProbe()
    let clock = Atomic<Int>(0)
    // Set before the round's threads start.
    private(set) var subscription: Disposable = Disposables.create()

    init() {
        subscription = producer.observable.subscribe { [probe] in probe.receive($0) }
    }
}
