import Dispatch
import Oneway
import OnewayTestSupport
import Testing

private enum LookUpError: Error, Equatable {
    case failed
}

private enum Request {
    @TaskLocal static var id = 0
}

/// `Single.from`, `Maybe.from`, `Completable.from` and `Infallible.from`: async blocks as traits.
@Suite(.tracksResources)
struct AsyncCreationTests {
    @Test("Single.from emits what the block returns, then completes")
    func singleSuccess() async throws {
        #expect(try await events(of: Single.from { 6 * 7 }) == [.next(42), .completed])
    }

    @Test("Single.from fails with the error the block throws")
    func singleFailure() async throws {
        #expect(try await events(of: Single<Int>.from { throw LookUpError.failed }) == [.error(LookUpError.failed)])
    }

    @Test("Maybe.from emits the block's result, fails with its error, and completes empty with no block")
    func maybe() async throws {
        #expect(try await events(of: Maybe.from { "found" }) == [.next("found"), .completed])
        #expect(try await events(of: Maybe<String>.from { throw LookUpError.failed }) == [.error(LookUpError.failed)])
        #expect(try await events(of: Maybe<String>.from(nil)) == [.completed])
    }

    @Test("Completable.from completes once the block has run, and fails with the error it throws")
    func completable() async throws {
        let ran = Locked(false)
        #expect(try await events(of: Completable.from { ran.withLock { $0 = true } }) == [.completed])
        #expect(ran.withLock { $0 })
        #expect(try await events(of: Completable.from { throw LookUpError.failed }) == [.error(LookUpError.failed)])
    }

    @Test("Infallible.from emits what the block returns, then completes")
    func infallible() async throws {
        var received: [Int] = []
        for await element in Infallible.from({ 5 }).values {
            received.append(element)
        }
        expectEqual(received, [5])
    }

    @Test("Each subscription runs the block anew: two subscriptions, two runs")
    func coldSource() async throws {
        let runs = Locked(0)
        let single = Single.from {
            runs.withLock { runs in
                runs += 1
                return runs
            }
        }
        #expect(try await single.value == 1)
        #expect(try await single.value == 2)
        expectEqual(runs.withLock { $0 }, 2)
    }

    @Test("A CancellationError the block throws while the subscription lives is an error like any other")
    func cancellationErrorWhileLive() async throws {
        #expect(try await events(of: Single<Int>.from { throw CancellationError() }) == [.error(CancellationError())])
    }

    @Test("Disposing cancels the block's task, and the result it returns afterwards is dropped")
    func disposeCancels() async throws {
        let started = Mailbox<Void>()
        let cancelled = Mailbox<Bool>()
        let taskEnded = Mailbox<Void>()
        let events = Locked<[SingleEvent<Int>]>([])
        let subscription = Single<Int>.from { [signal = ReleaseSignal(taskEnded)] in
            signal.touch()
            started.send(())
            await suspendUntilCancelled()
            cancelled.send(Task.isCancelled)
            return 1
        }
        .subscribe { event in events.withLock { $0.append(event) } }
        await started.next()
        subscription.dispose()
        #expect(await cancelled.next() == true)
        await taskEnded.next()
        #expect(events.withLock { $0.isEmpty })
    }

    @Test("The CancellationError a cancelled block throws after dispose is dropped, not delivered")
    func cancellationErrorAfterDisposeDropped() async throws {
        let started = Mailbox<Void>()
        let taskEnded = Mailbox<Void>()
        let failures = Locked<[any Error]>([])
        let subscription = Completable.from { [signal = ReleaseSignal(taskEnded)] in
            signal.touch()
            started.send(())
            await suspendUntilCancelled()
            try Task.checkCancellation()
        }
        .subscribe(onCompleted: {}, onError: { error in failures.withLock { $0.append(error) } })
        await started.next()
        subscription.dispose()
        await taskEnded.next()
        #expect(failures.withLock { $0.isEmpty })
    }

    @Test("Disposed while its outcome arrives, a subscription receives the outcome whole or not at all")
    func disposeRacingTheOutcome() async throws {
        let count = 2_000
        let allTasksEnded = Mailbox<Void>()
        let countdown = Countdown(count) { allTasksEnded.send(()) }
        let outcomes = Locked<[Int: [Int]]>([:])
        // Subscribing all first lets the tasks run on other threads while the loop below
        // disposes: some outcomes arrive before their disposal, some race it, some come after.
        let subscriptions = (0..<count).map { index in
            Single.from { [token = countdown.token()] in
                token.touch()
                return index
            }
            .subscribe(onSuccess: { value in outcomes.withLock { $0[index, default: []].append(value) } })
        }
        for subscription in subscriptions { subscription.dispose() }
        await allTasksEnded.next()
        let received = outcomes.withLock { $0 }
        #expect(received.allSatisfy { index, values in values == [index] })
    }

    @Test("In flatMapLatest, a new query cancels the previous block's task; its stale result never arrives")
    func flatMapLatestCancelsPrevious() async throws {
        let queries = PublishSubject<String>()
        let started = Mailbox<String>()
        let cancelled = Mailbox<String>()
        let firstTaskEnded = Mailbox<Void>()
        let results = Mailbox<String>()
        let received = Locked<[String]>([])
        let subscription = queries.flatMapLatest { query in
            Single.from { [signal = query == "a" ? ReleaseSignal(firstTaskEnded) : nil] in
                signal?.touch()
                started.send(query)
                guard query == "a" else { return query.uppercased() }
                await suspendUntilCancelled()
                cancelled.send(query)
                return "stale"
            }
        }
        .subscribe(onNext: { result in
            received.withLock { $0.append(result) }
            results.send(result)
        })
        queries.onNext("a")
        #expect(await started.next() == "a")
        queries.onNext("b")
        #expect(await cancelled.next() == "a")
        #expect(await results.next() == "B")
        await firstTaskEnded.next()
        expectEqual(received.withLock { $0 }, ["B"])
        subscription.dispose()
    }

    @Test("The block runs off the subscriber's actor: it finishes while the main actor waits for it")
    @MainActor
    func runsOffTheSubscribersActor() {
        let finished = DispatchSemaphore(value: 0)
        let subscription = Single.from {
            finished.signal()
            return 1
        }
        .subscribe(onSuccess: { _ in })
        finished.waitOrRecordIssue("the block waited for the main actor, where it was subscribed")
        subscription.dispose()
    }

    @Test("The task inherits the task-local values of the task that subscribes")
    func inheritsTaskLocals() async throws {
        let single = Single.from { Request.id }
        let id = try await Request.$id.withValue(7) { try await single.value }
        expectEqual(id, 7)
    }
}

/// Every event of one subscription to `source`, awaited.
private func events<Source: ObservableConvertibleType>(of source: Source) async throws -> [Event<Source.Element>]
where Source.Element: Sendable {
    try await source.asObservable().materialize().toArray().value
}
