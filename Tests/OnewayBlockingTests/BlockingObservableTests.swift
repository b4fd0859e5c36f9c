import Dispatch
import Oneway
import OnewayBlocking
import OnewayTestSupport
import Testing

enum BlockingError: Error, Equatable {
    case boom
}

/// Whether `error` is `RxError.timeout`.
func isTimeout(_ error: (any Error)?) -> Bool {
    guard case .timeout? = error as? RxError else { return false }
    return true
}

/// A sequence that emits `elements` and then ends (with `error` if given) from a thread of its
/// own, after the subscriber has started waiting or not: the order is up to the threads.
func fromAnotherThread(_ elements: [Int], failing error: BlockingError? = nil) -> Observable<Int> {
    Observable.create { observer in
        let observer = UncheckedBox(observer)
        DispatchQueue.global().async {
            for element in elements { observer.value.onNext(element) }
            if let error { observer.value.onError(error) } else { observer.value.onCompleted() }
        }
        return Disposables.create()
    }
}

/// Carries `create`'s observer, which accepts events from any thread, to another thread.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

@Suite(.tracksResources)
struct BlockingObservableTests {
    @Test("toArray returns every element in order once the sequence completes")
    func toArray() throws {
        #expect(try Observable.of(1, 2, 3).toBlocking().toArray() == [1, 2, 3])
        #expect(try Observable<Int>.empty().toBlocking().toArray() == [])
    }

    @Test("toArray throws the sequence's error, even after elements")
    func toArrayThrows() {
        #expect(throws: BlockingError.boom) {
            try Observable.of(1, 2).concat(Observable.error(BlockingError.boom)).toBlocking().toArray()
        }
    }

    @Test("first returns the first element and disposes the subscription at once")
    func first() throws {
        let seen = Locked<[Int]>([])
        var disposed = false
        let element = try Observable.of(1, 2, 3)
            .do(onNext: { element in seen.withLock { $0.append(element) } }, onDispose: { disposed = true })
            .toBlocking().first()
        expectEqual(element, 1)
        expectEqual(seen.withLock { $0 }, [1])
        #expect(disposed)
    }

    @Test("first returns nil for an empty sequence and throws an error that comes before any element")
    func firstEmptyOrFailing() throws {
        #expect(try Observable<Int>.empty().toBlocking().first() == nil)
        #expect(throws: BlockingError.boom) { try Observable<Int>.error(BlockingError.boom).toBlocking().first() }
    }

    @Test("last returns the last element, or nil for an empty sequence")
    func last() throws {
        #expect(try Observable.of(1, 2, 3).toBlocking().last() == 3)
        #expect(try Observable<Int>.empty().toBlocking().last() == nil)
        #expect(throws: BlockingError.boom) { try Observable<Int>.error(BlockingError.boom).toBlocking().last() }
    }

    @Test("single returns the only element, and throws noElements for none")
    func single() throws {
        #expect(try Observable.just(42).toBlocking().single() == 42)
        let error = #expect(throws: RxError.self) { try Observable<Int>.empty().toBlocking().single() }
        guard case .noElements? = error else {
            Issue.record("expected noElements, got \(String(describing: error))")
            return
        }
    }

    @Test("single throws moreThanOneElement as soon as a second element arrives")
    func singleOfSeveral() {
        let seen = Locked<[Int]>([])
        let error = #expect(throws: RxError.self) {
            try Observable.of(1, 2, 3, 4).do(onNext: { element in seen.withLock { $0.append(element) } })
                .toBlocking().single()
        }
        guard case .moreThanOneElement? = error else {
            Issue.record("expected moreThanOneElement, got \(String(describing: error))")
            return
        }
        expectEqual(seen.withLock { $0 }, [1, 2])
    }

    @Test("single with a predicate tests elements until a second one matches, and returns a lone match")
    func singleWithPredicate() throws {
        var tested: [Int] = []
        let element = try Observable.of(42, 43, 44, 45).toBlocking().single { element in
            tested.append(element)
            return element == 44
        }
        expectEqual(element, 44)
        expectEqual(tested, [42, 43, 44, 45])

        tested = []
        let error = #expect(throws: RxError.self) {
            try Observable.of(42, 43, 44, 45).toBlocking().single { element in
                tested.append(element)
                return element >= 43
            }
        }
        guard case .moreThanOneElement? = error else {
            Issue.record("expected moreThanOneElement, got \(String(describing: error))")
            return
        }
        expectEqual(tested, [42, 43, 44])
    }

    @Test("single with a predicate throws what the predicate throws, and noElements when nothing matches")
    func singleWithThrowingPredicate() {
        #expect(throws: BlockingError.boom) {
            try Observable.of(1, 2).toBlocking().single { element in
                if element == 2 { throw BlockingError.boom }
                return false
            }
        }
        let error = #expect(throws: RxError.self) { try Observable.of(1, 2).toBlocking().single { $0 > 5 } }
        guard case .noElements? = error else {
            Issue.record("expected noElements, got \(String(describing: error))")
            return
        }
    }

    @Test("materialize returns the elements with how the sequence ended, and never throws")
    func materialize() {
        guard case .completed(let elements) = Observable.of(1, 2).toBlocking().materialize() else {
            Issue.record("expected completed")
            return
        }
        expectEqual(elements, [1, 2])
        let failing = Observable.of(1, 2).concat(Observable.error(BlockingError.boom))
        guard case .failed(let before, let error) = failing.toBlocking().materialize() else {
            Issue.record("expected failed")
            return
        }
        expectEqual(before, [1, 2])
        expectEqual(error as? BlockingError, .boom)
    }

    @Test("a timeout throws RxError.timeout and disposes the subscription")
    func timeout() {
        var disposed = false
        let never = Observable<Int>.never().do(onDispose: { disposed = true })
        let error = #expect(throws: RxError.self) { try never.toBlocking(timeout: 0.01).toArray() }
        #expect(isTimeout(error))
        #expect(disposed)
        for operation in [
            { try never.toBlocking(timeout: 0.01).first() },
            { try never.toBlocking(timeout: 0.01).last() },
            { try never.toBlocking(timeout: 0.01).single() },
            { try never.toBlocking(timeout: 0.01).single { _ in true } },
        ] as [() throws -> Int?] {
            #expect(isTimeout(#expect(throws: RxError.self, performing: operation)))
        }
    }

    @Test("materialize after a timeout returns the elements that came before it, failed with the timeout")
    func materializeTimeout() {
        let subject = BehaviorSubject(value: 7)
        guard case .failed(let elements, let error) = subject.toBlocking(timeout: 0.01).materialize() else {
            Issue.record("expected failed")
            return
        }
        expectEqual(elements, [7])
        #expect(isTimeout(error))
    }

    @Test("elements and the end sent from another thread reach the blocked thread")
    func anotherThread() throws {
        for _ in 0..<100 {
            #expect(try fromAnotherThread([1, 2, 3]).toBlocking().toArray() == [1, 2, 3])
            #expect(try fromAnotherThread([1, 2, 3]).toBlocking().first() == 1)
            #expect(throws: BlockingError.boom) {
                try fromAnotherThread([1], failing: .boom).toBlocking(timeout: 120).last()
            }
        }
    }

    @Test("a source on a concurrent scheduler, subscribed there, delivers to the blocked thread")
    func concurrentScheduler() throws {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        for _ in 0..<20 {
            #expect(try Observable.of(1, 2).subscribe(on: scheduler).toBlocking().toArray() == [1, 2])
            #expect(try Observable.just(1).subscribe(on: scheduler).toBlocking().single() == 1)
        }
    }

    @Test("Called from a callback inside a trampoline, an operator finishes for a source that does not schedule on it")
    func insideACallback() {
        var inner: [Int]?
        _ = Observable.just(0).subscribe(onNext: { _ in
            inner = try? fromAnotherThread([1, 2]).toBlocking(timeout: 120).toArray()
        })
        expectEqual(inner, [1, 2])
    }

    @Test("Called from a callback inside a trampoline, a source scheduled on that trampoline ends with the timeout")
    func insideACallbackOnTheTrampoline() {
        // `of` schedules its elements on the current thread's trampoline, which runs them only
        // after the callback returns, so the wait cannot end before its timeout (as in RxBlocking).
        var error: (any Error)?
        _ = Observable.just(0).subscribe(onNext: { _ in
            do {
                _ = try Observable.of(1, 2).toBlocking(timeout: 0.05).toArray()
            } catch let caught {
                error = caught
            }
        })
        #expect(isTimeout(error))
    }

    @Test("Single, Maybe, Completable and Infallible block too")
    func traits() throws {
        #expect(try Single.just(1).toBlocking().single() == 1)
        #expect(try Maybe<Int>.empty().toBlocking().first() == nil)
        #expect(try Maybe.just(2).toBlocking().first() == 2)
        #expect(try Completable.empty().toBlocking().toArray().isEmpty)
        #expect(throws: BlockingError.boom) { try Completable.error(BlockingError.boom).toBlocking().toArray() }
        #expect(try Infallible.from([1, 2]).toBlocking().toArray() == [1, 2])
    }
}
