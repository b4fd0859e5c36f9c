import Oneway
import OnewayTestSupport
import Testing

private enum BridgeError: Error, Equatable {
    case boom
}

@Suite(.tracksResources)
struct AsyncBridgeTests {
    @Test("values yields every element in order, then ends when the sequence completes")
    func valuesCompletes() async throws {
        var received: [Int] = []
        for try await element in Observable.of(1, 2, 3).values {
            received.append(element)
        }
        expectEqual(received, [1, 2, 3])
    }

    @Test("values throws the sequence's error after the elements before it")
    func valuesFails() async {
        var received: [Int] = []
        await #expect(throws: BridgeError.boom) {
            for try await element in Observable.of(1, 2).concat(Observable<Int>.error(BridgeError.boom)).values {
                received.append(element)
            }
        }
        expectEqual(received, [1, 2])
    }

    @Test("Leaving a values loop early disposes the subscription")
    func valuesLoopLeftEarly() async throws {
        let subject = BehaviorSubject(value: 1)
        for try await element in subject.values {
            expectEqual(element, 1)
            #expect(subject.hasObservers)
            break
        }
        #expect(!subject.hasObservers)
    }

    @Test("Cancelling the task that iterates values throws CancellationError and disposes the subscription")
    func valuesCancelled() async throws {
        let subject = PublishSubject<Int>()
        let before = Resources.total
        let stream = subject.values
        #expect(subject.hasObservers)
        let task = Task {
            var count = 0
            for try await _ in stream { count += 1 }
            return count
        }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(!subject.hasObservers)
        expectEqual(Resources.total, before)
    }

    @Test("A task iterating never().values, cancelled, does not go past the loop: it throws CancellationError")
    func neverValuesCancelled() async {
        let before = Resources.total
        let outcome = Task { () -> String in
            do {
                for try await _ in Observable<Int>.never().values {}
                return "ended without an error"
            } catch {
                return Task.isCancelled && error is CancellationError ? "cancelled" : "threw \(error)"
            }
        }
        outcome.cancel()
        #expect(await outcome.value == "cancelled")
        expectEqual(Resources.total, before)
    }

    @Test("Cancelled after the sequence completed, a values loop still ends as the sequence did")
    func valuesCancelledAfterCompletion() async throws {
        let stream = Observable.of(1, 2, 3).values
        let task = Task {
            var received: [Int] = []
            for try await element in stream { received.append(element) }
            return received
        }
        task.cancel()
        // The sequence completed while the stream was made: its elements and its end are
        // buffered, so the loop gets them whether or not the cancellation came first.
        #expect(try await task.value == [1, 2, 3])
    }

    @Test("An Infallible's values is an AsyncStream that ends with the sequence")
    func infallibleValues() async {
        var received: [String] = []
        for await element in Infallible.from(["a", "b"]).values {
            received.append(element)
        }
        expectEqual(received, ["a", "b"])
    }

    @Test("An AsyncSequence as an Observable emits its elements, then completes")
    func asyncSequenceAsObservable() async throws {
        let numbers = AsyncStream<Int> { continuation in
            for number in 1...3 { continuation.yield(number) }
            continuation.finish()
        }
        #expect(try await numbers.asObservable().toArray().value == [1, 2, 3])
    }

    @Test("An AsyncSequence that throws becomes an Observable that fails with the error")
    func asyncSequenceThrowing() async {
        let failing = AsyncThrowingStream<Int, any Error> { continuation in
            continuation.yield(1)
            continuation.finish(throwing: BridgeError.boom)
        }
        await #expect(throws: BridgeError.boom) {
            try await failing.asObservable(detached: true).toArray().value
        }
    }

    @Test("An AsyncSequence that throws CancellationError becomes an Observable that completes, as in RxSwift")
    func asyncSequenceCancelled() async throws {
        let cancelled = AsyncThrowingStream<Int, any Error> { continuation in
            continuation.yield(1)
            continuation.finish(throwing: CancellationError())
        }
        #expect(try await cancelled.asObservable().materialize().toArray().value == [.next(1), .completed])
    }

    @Test("Single.value returns the success or throws the failure")
    func singleValue() async throws {
        #expect(try await Single.just(5).value == 5)
        await #expect(throws: BridgeError.boom) { try await Single<Int>.error(BridgeError.boom).value }
    }

    @Test("Maybe.value returns the element, or nil when the Maybe completes empty")
    func maybeValue() async throws {
        #expect(try await Maybe.just("x").value == "x")
        #expect(try await Maybe<String>.empty().value == nil)
        await #expect(throws: BridgeError.boom) { try await Maybe<Int>.error(BridgeError.boom).value }
    }

    @Test("Completable.value returns on completion and throws the error")
    func completableValue() async throws {
        try await Completable.empty().value
        await #expect(throws: BridgeError.boom) { try await Completable.error(BridgeError.boom).value }
    }

    // Traits are not Sendable, so these compile only because `value` runs on the caller's
    // actor (`nonisolated(nonsending)`) instead of carrying the trait off it.
    @Test("A trait's value can be awaited from the main actor and from inside an actor")
    @MainActor
    func valueAwaitedOnAnActor() async throws {
        let single = Single.just(7)
        #expect(try await single.value == 7)
        #expect(try await Maybe<Int>.empty().value == nil)
        try await Completable.empty().value
        #expect(try await TraitHolder().doubledValue() == 14)
    }

    @Test("Cancelling the task awaiting a value disposes the subscription and throws CancellationError")
    func valueCancelled() async {
        let subject = PublishSubject<Int>()
        let single = subject.asSingle()
        let task = Task { try await single.value }
        // Cancel only once the subscription exists, so that both orders are not left to chance.
        let deadline = Deadline()
        while !subject.hasObservers && !deadline.hasPassed { await Task.yield() }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(!subject.hasObservers)
    }
}

/// An actor holding a trait, which it awaits from its own isolation.
private actor TraitHolder {
    let single = Single.just(7)

    func doubledValue() async throws -> Int { try await single.value * 2 }
}
