import Oneway
import OnewayTestSupport
import Testing

private enum WorkError: Error, Equatable {
    case failed
}

private enum Request {
    @TaskLocal static var id = 0
}

/// RxSwift 6.10's async `create` forms: `Observable.create(detached:priority:work:)`,
/// `Infallible.create(…)` and `Single.create(…)`.
@Suite(.tracksResources)
struct AsyncCreateTests {
    @Test("Observable.create emits what the work emits, in order, then completes when it returns")
    func observableCreate() async throws {
        let source = Observable<Int>.create { emit in
            for element in 1...3 {
                await Task.yield()
                emit(element)
            }
        }
        #expect(try await source.toArray().value == [1, 2, 3])
    }

    @Test("Observable.create fails with what the work throws, after what it emitted")
    func observableCreateFails() async throws {
        let source = Observable<Int>.create { emit in
            emit(1)
            throw WorkError.failed
        }
        #expect(try await source.materialize().toArray().value == [.next(1), .error(WorkError.failed)])
    }

    @Test("Infallible.create emits what the work emits, then completes")
    func infallibleCreate() async {
        let source = Infallible<String>.create { emit in
            emit("a")
            emit("b")
        }
        var received: [String] = []
        for await element in source.values { received.append(element) }
        expectEqual(received, ["a", "b"])
    }

    @Test("Single.create with an async closure emits its result, or fails with what it throws")
    func singleCreate() async throws {
        #expect(try await Single<Int>.create { 42 }.value == 42)
        await #expect(throws: WorkError.failed) { try await Single<Int>.create { throw WorkError.failed }.value }
    }

    @Test("Each subscription runs the work in a task of its own")
    func oneTaskPerSubscription() async throws {
        let runs = Locked(0)
        let source = Single<Int>.create {
            runs.withLock { $0 += 1 }
            return 1
        }
        _ = try await source.value
        _ = try await source.value
        expectEqual(runs.withLock { $0 }, 2)
    }

    @Test("A detached task inherits no task-local value; an attached one inherits the subscriber's")
    func detachedOrNot() async throws {
        let attached = Single<Int>.create { Request.id }
        let detached = Single<Int>.create(detached: true) { Request.id }
        let ids = try await Request.$id.withValue(7) { (try await attached.value, try await detached.value) }
        #expect(ids == (7, 0))
    }

    @Test("The task runs at the priority given")
    func priority() async throws {
        let observed = try await Single<TaskPriority>.create(detached: true, priority: .low) { Task.currentPriority }
            .value
        expectEqual(observed, .low)
    }

    @Test("Disposing an Observable.create subscription cancels its task and drops what it emits afterwards")
    func disposeCancelsObservableWork() async throws {
        let started = Mailbox<Void>()
        let cancelled = Mailbox<Bool>()
        let taskEnded = Mailbox<Void>()
        let received = Locked<[Event<Int>]>([])
        let subscription = Observable<Int>.create { [signal = ReleaseSignal(taskEnded)] emit in
            signal.touch()
            emit(1)
            started.send(())
            await suspendUntilCancelled()
            cancelled.send(Task.isCancelled)
            emit(2)
        }
        .subscribe { event in received.withLock { $0.append(event) } }
        await started.next()
        subscription.dispose()
        #expect(await cancelled.next() == true)
        await taskEnded.next()
        expectEqual(received.withLock { $0 }, [.next(1)])
    }

    @Test("Disposing a Single.create subscription cancels its task, and its result is dropped")
    func disposeCancelsSingleWork() async throws {
        let started = Mailbox<Void>()
        let cancelled = Mailbox<Bool>()
        let taskEnded = Mailbox<Void>()
        let received = Locked<[SingleEvent<Int>]>([])
        let subscription = Single<Int>.create { [signal = ReleaseSignal(taskEnded)] in
            signal.touch()
            started.send(())
            await suspendUntilCancelled()
            cancelled.send(Task.isCancelled)
            return 1
        }
        .subscribe { event in received.withLock { $0.append(event) } }
        await started.next()
        subscription.dispose()
        #expect(await cancelled.next() == true)
        await taskEnded.next()
        #expect(received.withLock { $0.isEmpty })
    }

    @Test("An AsyncSequence as an Observable runs at the priority given")
    func asObservablePriority() async throws {
        let stream = AsyncStream<Int> { continuation in
            continuation.yield(1)
            continuation.finish()
        }
        let priorities = Locked<[TaskPriority]>([])
        let source = stream.asObservable(detached: true, priority: .low)
            .do(onNext: { _ in priorities.withLock { $0.append(Task.currentPriority) } })
        #expect(try await source.toArray().value == [1])
        expectEqual(priorities.withLock { $0 }, [.low])
    }
}
