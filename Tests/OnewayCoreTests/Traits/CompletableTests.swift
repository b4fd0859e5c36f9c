import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

private enum CompletableTestError: Error {
    case failed
    case thrown
}

@Suite(.tracksResources)
struct CompletableTests {
    @Test("Completable.create delivers the first outcome and disposes its resource right after it")
    func create() {
        let scheduler = TestScheduler(initialClock: 0)
        var observer: Completable.CompletableObserver?
        var disposedAt: TestTime?
        scheduler.scheduleAt(210) { observer?(.error(CompletableTestError.failed)) }
        scheduler.scheduleAt(220) { observer?(.completed) }
        let res = scheduler.start {
            Completable.create { completable in
                observer = completable
                return Disposables.create { disposedAt = scheduler.clock }
            }
        }
        observer = nil
        expectEqual(res.events, [.error(210, CompletableTestError.failed)])
        expectEqual(disposedAt, 210)
    }

    @Test("subscribe(_:) and subscribe(onCompleted:onError:onDisposed:) report the outcome once")
    func subscribe() {
        var calls: [String] = []
        _ = Completable.empty().subscribe { event in
            if case .completed = event { calls.append("event completed") }
        }
        _ = Completable.error(CompletableTestError.failed).subscribe { event in
            if case .error(let error) = event { calls.append("event error \(error)") }
        }
        _ = Completable.empty().subscribe(
            onCompleted: { calls.append("completed") },
            onError: { calls.append("error \($0)") },
            onDisposed: { calls.append("disposed") })
        _ = Completable.error(CompletableTestError.failed).subscribe(
            onCompleted: { calls.append("completed") },
            onError: { calls.append("error \($0)") },
            onDisposed: { calls.append("disposed") })
        expectEqual(
            calls,
            [
                "event completed", "event error failed", "completed", "disposed", "error failed", "disposed",
            ])
    }

    @Test("subscribe(with:) passes the object; never() calls nothing until disposed")
    func subscribeWithObject() {
        final class Owner { var calls: [String] = [] }
        let owner = Owner()
        let subscription = Completable.never().subscribe(
            with: owner,
            onCompleted: { $0.calls.append("completed") },
            onDisposed: { $0.calls.append("disposed") })
        #expect(owner.calls.isEmpty)
        subscription.dispose()
        expectEqual(owner.calls, ["disposed"])
    }

    @Test("subscribe(with:) passes the live object to onCompleted and onError; once gone, nothing is called")
    func subscribeWithObjectAliveOrGone() {
        var calls: [String] = []
        for keepsOwner in [true, false] {
            for event in [Event<Never>.completed, .error(CompletableTestError.failed)] {
                let subject = PublishSubject<Never>()
                var owner: NamedOwner? = NamedOwner(keepsOwner ? "kept" : "gone")
                _ = subject.do(onDispose: { calls.append("source disposed") }).asCompletable().subscribe(
                    with: owner!,
                    onCompleted: { owner in calls.append("\(owner.name) completed") },
                    onError: { owner, error in calls.append("\(owner.name) error \(error)") },
                    onDisposed: { owner in calls.append("\(owner.name) disposed") })
                if !keepsOwner { owner = nil }
                subject.on(event)
                withExtendedLifetime(owner) {}
            }
        }
        expectEqual(
            calls,
            [
                "kept completed", "kept disposed", "source disposed", "kept error failed", "kept disposed",
                "source disposed", "source disposed", "source disposed",
            ])
    }

    @Test("asCompletable forwards an element-less sequence's terminal event")
    func asCompletable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Never.self), .error(260, CompletableTestError.failed)])
        let res = scheduler.start { xs.asCompletable() }
        expectEqual(res.events, [.completed(250)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("andThen subscribes to the next trait when the Completable completes")
    func andThenTiming() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.completed(10, Never.self)])
        let second = scheduler.createColdObservable([.next(20, 1), .completed(20)])
        let res = scheduler.start { first.asCompletable().andThen(second.asSingle()) }
        expectEqual(res.events, [.next(230, 1), .completed(230)])
        expectEqual(first.subscriptions, [Subscription(200, 210)])
        expectEqual(second.subscriptions, [Subscription(210, 230)])
    }

    @Test("andThen never subscribes to the next trait when the Completable fails")
    func andThenError() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.error(10, CompletableTestError.failed, Never.self)])
        let second = scheduler.createColdObservable([.next(20, 1), .completed(20)])
        let res = scheduler.start { first.asCompletable().andThen(second.asMaybe()) }
        expectEqual(res.events, [.error(210, CompletableTestError.failed)])
        #expect(second.subscriptions.isEmpty)
    }

    @Test("andThen chains Completables and Observables, disposing the second on dispose")
    func andThenCompletableAndObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let second = scheduler.createColdObservable([.completed(30, Never.self)])
        let chained = scheduler.start { Completable.empty().andThen(second.asCompletable()) }
        expectEqual(chained.events, [.completed(230)])
        let third = TestScheduler(initialClock: 0)
        let ys = third.createColdObservable([.next(10, 1), .next(20, 2), .next(900, 3)])
        let observed = third.start(disposed: 250) { Completable.empty().andThen(ys.asObservable()) }
        expectEqual(observed.events, [.next(210, 1), .next(220, 2)])
        expectEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    @Test("do runs its closures around the outcome in RxSwift's order")
    func doOrder() {
        var calls: [String] = []
        _ = Completable.empty()
            .do(
                onError: { _ in calls.append("onError") },
                onCompleted: { calls.append("onCompleted") },
                afterCompleted: { calls.append("afterCompleted") },
                onSubscribe: { calls.append("onSubscribe") },
                onDispose: { calls.append("onDispose") }
            )
            .subscribe(onCompleted: { calls.append("completed") })
        expectEqual(calls, ["onSubscribe", "onCompleted", "completed", "afterCompleted", "onDispose"])
        let thrown = TestScheduler(initialClock: 0).start {
            Completable.empty().do(onCompleted: { throw CompletableTestError.thrown })
        }
        expectEqual(thrown.events, [.error(200, CompletableTestError.thrown)])
    }

    @Test("zip runs Completables together and completes when the last one does, in every form")
    func zipMerges() {
        let factories: [(Completable, Completable) -> Completable] = [
            { Completable.zip($0, $1) }, { Completable.zip([$0, $1]) }, { Completable.zip(AnyCollection([$0, $1])) },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let ys1 = scheduler.createHotObservable([
                .completed(250, Never.self), .error(260, CompletableTestError.failed),
            ])
            let ys2 = scheduler.createHotObservable([.completed(300, Never.self)])
            let res = scheduler.start { factory(ys1.asCompletable(), ys2.asCompletable()) }
            expectEqual(res.events, [.completed(300)])
            expectEqual(ys1.subscriptions, [Subscription(200, 250)])
            expectEqual(ys2.subscriptions, [Subscription(200, 300)])
        }
    }

    @Test("concat runs Completables one after the other, in every form")
    func concatRunsInOrder() {
        let factories: [(Completable, Completable) -> Completable] = [
            { Completable.concat($0, $1) }, { Completable.concat([$0, $1]) },
            { Completable.concat(AnyCollection([$0, $1])) }, { Completable.concat(AnySequence([$0, $1])) },
            { $0.concat($1) },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let ys1 = scheduler.createColdObservable([.completed(50, Never.self)])
            let ys2 = scheduler.createColdObservable([.completed(30, Never.self)])
            let res = scheduler.start { factory(ys1.asCompletable(), ys2.asCompletable()) }
            expectEqual(res.events, [.completed(280)])
            expectEqual(ys1.subscriptions, [Subscription(200, 250)])
            expectEqual(ys2.subscriptions, [Subscription(250, 280)])
        }
    }

    @Test("concat stops at the first error, never subscribing to the rest")
    func concatError() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.error(50, CompletableTestError.failed, Never.self)])
        let ys2 = scheduler.createColdObservable([.completed(30, Never.self)])
        let res = scheduler.start { Completable.concat(ys1.asCompletable(), ys2.asCompletable()) }
        expectEqual(res.events, [.error(250, CompletableTestError.failed)])
        #expect(ys2.subscriptions.isEmpty)
    }

    @Test("catch replaces a failure with the fallback Completable")
    func catchFallback() {
        let res = TestScheduler(initialClock: 0).start {
            Completable.error(CompletableTestError.failed).catch { _ in .empty() }
        }
        expectEqual(res.events, [.completed(200)])
    }
}
