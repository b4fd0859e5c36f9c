import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

private enum SingleTestError: Error {
    case failed
    case other
}

/// A `SingleEvent` written as a comparable string, since `Result<_, any Error>` is not `Equatable`.
private func describe(_ event: SingleEvent<Int>) -> String {
    switch event {
    case .success(let element): "success(\(element))"
    case .failure(let error): "failure(\(error))"
    }
}

@Suite(.tracksResources)
struct SingleTests {
    @Test("Single.create delivers the first success as next and completed, then disposes its resource")
    func createSuccess() {
        let scheduler = TestScheduler(initialClock: 0)
        var observer: Single<Int>.SingleObserver?
        var disposedAt: TestTime?
        scheduler.scheduleAt(201) { observer?(.success(1)) }
        scheduler.scheduleAt(202) { observer?(.success(2)) }
        scheduler.scheduleAt(203) { observer?(.failure(SingleTestError.failed)) }
        let res = scheduler.start {
            Single<Int>.create { single in
                observer = single
                return Disposables.create { disposedAt = scheduler.clock }
            }
        }
        observer = nil
        expectEqual(res.events, [.next(201, 1), .completed(201)])
        expectEqual(disposedAt, 201)
    }

    @Test("Single.create delivers the first failure as an error and ignores later outcomes")
    func createFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        var observer: Single<Int>.SingleObserver?
        var disposedAt: TestTime?
        scheduler.scheduleAt(201) { observer?(.failure(SingleTestError.failed)) }
        scheduler.scheduleAt(202) { observer?(.success(1)) }
        let res = scheduler.start {
            Single<Int>.create { single in
                observer = single
                return Disposables.create { disposedAt = scheduler.clock }
            }
        }
        observer = nil
        expectEqual(res.events, [.error(201, SingleTestError.failed)])
        expectEqual(disposedAt, 201)
    }

    @Test("Disposing a created Single disposes its resource and drops later outcomes")
    func createDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        var observer: Single<Int>.SingleObserver?
        var disposedAt: TestTime?
        scheduler.scheduleAt(203) { observer?(.success(1)) }
        let res = scheduler.start(disposed: 202) {
            Single<Int>.create { single in
                observer = single
                return Disposables.create { disposedAt = scheduler.clock }
            }
        }
        observer = nil
        #expect(res.events.isEmpty)
        expectEqual(disposedAt, 202)
    }

    @Test("subscribe(_:) receives .success or .failure once")
    func subscribeEvent() {
        var events: [String] = []
        _ = Single.just(1).subscribe { events.append(describe($0)) }
        _ = Single<Int>.error(SingleTestError.failed).subscribe { events.append(describe($0)) }
        _ = Single<Int>.never().subscribe { events.append(describe($0)) }.dispose()
        expectEqual(events, ["success(1)", "failure(failed)"])
    }

    @Test("subscribe(onSuccess:onFailure:onDisposed:) calls onDisposed right after the outcome, once")
    func subscribeClosures() {
        var calls: [String] = []
        let subscription = Single.just(7).subscribe(
            onSuccess: { calls.append("success \($0)") },
            onFailure: { calls.append("failure \($0)") },
            onDisposed: { calls.append("disposed") })
        subscription.dispose()
        _ = Single<Int>.error(SingleTestError.other).subscribe(
            onSuccess: { calls.append("success \($0)") },
            onFailure: { calls.append("failure \($0)") },
            onDisposed: { calls.append("disposed") })
        expectEqual(calls, ["success 7", "disposed", "failure other", "disposed"])
    }

    @Test("Disposing before the outcome calls only onDisposed")
    func subscribeDisposedFirst() {
        var calls: [String] = []
        let subscription = Single<Int>.never().subscribe(
            onSuccess: { calls.append("success \($0)") },
            onDisposed: { calls.append("disposed") })
        subscription.dispose()
        subscription.dispose()
        expectEqual(calls, ["disposed"])
    }

    @Test("A failure with no onFailure goes to Hooks.defaultErrorHandler")
    func defaultErrorHandler() {
        let saved = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = saved }
        var handled: [String] = []
        Hooks.defaultErrorHandler = { _, error in handled.append("\(error)") }
        _ = Single<Int>.error(SingleTestError.failed).subscribe(onSuccess: { _ in })
        expectEqual(handled, ["failed"])
    }

    @Test("subscribe(with:) passes the object while it lives and calls nothing once it is gone")
    func subscribeWithObject() {
        final class Owner { var received: [Int] = [] }
        let subject = PublishSubject<Int>()
        let owner = Owner()
        var gone: Owner? = Owner()
        var calls: [String] = []
        _ = subject.asSingle().subscribe(
            with: owner,
            onSuccess: { owner, element in owner.received.append(element) },
            onDisposed: { _ in calls.append("owner disposed") })
        _ = subject.asSingle().subscribe(
            with: gone!,
            onSuccess: { _, element in calls.append("gone \(element)") },
            onDisposed: { _ in calls.append("gone disposed") })
        gone = nil
        subject.onNext(5)
        subject.onCompleted()
        expectEqual(owner.received, [5])
        expectEqual(calls, ["owner disposed"])
    }

    @Test("subscribe(with:) passes the object to onFailure while it lives; once it is gone nothing is called")
    func subscribeWithObjectOnFailure() {
        var calls: [String] = []
        for keepsOwner in [true, false] {
            let subject = PublishSubject<Int>()
            var owner: NamedOwner? = NamedOwner(keepsOwner ? "kept" : "gone")
            _ = subject.do(onDispose: { calls.append("source disposed") }).asSingle().subscribe(
                with: owner!,
                onSuccess: { owner, element in calls.append("\(owner.name) success \(element)") },
                onFailure: { owner, error in calls.append("\(owner.name) failure \(error)") },
                onDisposed: { owner in calls.append("\(owner.name) disposed") })
            if !keepsOwner { owner = nil }
            subject.onError(SingleTestError.failed)
            withExtendedLifetime(owner) {}
        }
        expectEqual(calls, ["kept failure failed", "kept disposed", "source disposed", "source disposed"])
    }

    @Test("just, error and never emit at subscription time, or not at all")
    func creation() {
        let scheduler = TestScheduler(initialClock: 0)
        expectEqual(scheduler.start { Single.just(1) }.events, [.next(200, 1), .completed(200)])
        let failed = TestScheduler(initialClock: 0).start { Single<Int>.error(SingleTestError.failed) }
        expectEqual(failed.events, [.error(200, SingleTestError.failed)])
        #expect(TestScheduler(initialClock: 0).start { Single<Int>.never() }.events.isEmpty)
    }

    @Test("just(_:scheduler:) succeeds from one action on the scheduler and completes from the next, as in RxSwift")
    func justOnScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(3, scheduler: scheduler) }
        expectEqual(res.events, [.next(201, 3), .completed(202)])
    }
}
