import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

private enum MaybeTestError: Error {
    case failed
    case thrown
}

private func describe(_ event: MaybeEvent<Int>) -> String {
    switch event {
    case .success(let element): "success(\(element))"
    case .error(let error): "error(\(error))"
    case .completed: "completed"
    }
}

@Suite(.tracksResources)
struct MaybeTests {
    @Test("Maybe.create delivers the first outcome and disposes its resource right after it")
    func create() {
        let scheduler = TestScheduler(initialClock: 0)
        var observer: Maybe<Int>.MaybeObserver?
        var disposedAt: TestTime?
        scheduler.scheduleAt(201) { observer?(.completed) }
        scheduler.scheduleAt(202) { observer?(.success(1)) }
        let res = scheduler.start {
            Maybe<Int>.create { maybe in
                observer = maybe
                return Disposables.create { disposedAt = scheduler.clock }
            }
        }
        observer = nil
        expectEqual(res.events, [.completed(201)])
        expectEqual(disposedAt, 201)
    }

    @Test("Maybe.create turns success into next and completed, and error into error")
    func createOutcomes() {
        let success = TestScheduler(initialClock: 0).start {
            Maybe<Int>.create { observer in
                observer(.success(4))
                return Disposables.create()
            }
        }
        expectEqual(success.events, [.next(200, 4), .completed(200)])
        let failure = TestScheduler(initialClock: 0).start {
            Maybe<Int>.create { observer in
                observer(.error(MaybeTestError.failed))
                return Disposables.create()
            }
        }
        expectEqual(failure.events, [.error(200, MaybeTestError.failed)])
    }

    @Test("subscribe(_:) receives one of .success, .completed and .error")
    func subscribeEvent() {
        var events: [String] = []
        _ = Maybe.just(1).subscribe { events.append(describe($0)) }
        _ = Maybe<Int>.empty().subscribe { events.append(describe($0)) }
        _ = Maybe<Int>.error(MaybeTestError.failed).subscribe { events.append(describe($0)) }
        expectEqual(events, ["success(1)", "completed", "error(failed)"])
    }

    @Test("subscribe(onSuccess:onError:onCompleted:onDisposed:) calls one handler, then onDisposed")
    func subscribeClosures() {
        var calls: [String] = []
        for maybe in [Maybe.just(2), Maybe.empty(), Maybe.error(MaybeTestError.failed)] {
            _ = maybe.subscribe(
                onSuccess: { calls.append("success \($0)") },
                onError: { calls.append("error \($0)") },
                onCompleted: { calls.append("completed") },
                onDisposed: { calls.append("disposed") })
        }
        expectEqual(calls, ["success 2", "disposed", "completed", "disposed", "error failed", "disposed"])
    }

    @Test("subscribe(with:) passes the object to the handlers")
    func subscribeWithObject() {
        final class Owner { var calls: [String] = [] }
        let owner = Owner()
        _ = Maybe<Int>.empty().subscribe(
            with: owner,
            onCompleted: { $0.calls.append("completed") },
            onDisposed: { $0.calls.append("disposed") })
        expectEqual(owner.calls, ["completed", "disposed"])
    }

    @Test("subscribe(with:) passes the live object to onSuccess and onError; once it is gone nothing is called")
    func subscribeWithObjectAliveOrGone() {
        var calls: [String] = []
        for keepsOwner in [true, false] {
            for event in [Event<Int>.next(1), .error(MaybeTestError.failed)] {
                let subject = PublishSubject<Int>()
                var owner: NamedOwner? = NamedOwner(keepsOwner ? "kept" : "gone")
                _ = subject.do(onDispose: { calls.append("source disposed") }).asMaybe().subscribe(
                    with: owner!,
                    onSuccess: { owner, element in calls.append("\(owner.name) success \(element)") },
                    onError: { owner, error in calls.append("\(owner.name) error \(error)") },
                    onCompleted: { owner in calls.append("\(owner.name) completed") },
                    onDisposed: { owner in calls.append("\(owner.name) disposed") })
                if !keepsOwner { owner = nil }
                subject.on(event)
                subject.onCompleted()
                withExtendedLifetime(owner) {}
            }
        }
        expectEqual(
            calls,
            [
                "kept success 1", "kept disposed", "source disposed", "kept error failed", "kept disposed",
                "source disposed", "source disposed", "source disposed",
            ])
    }

    @Test("just, just on a scheduler, empty, error and never emit as documented")
    func creation() {
        expectEqual(TestScheduler(initialClock: 0).start { Maybe.just(1) }.events, [.next(200, 1), .completed(200)])
        let scheduler = TestScheduler(initialClock: 0)
        let scheduled = scheduler.start { Maybe.just(2, scheduler: scheduler) }
        expectEqual(scheduled.events, [.next(201, 2), .completed(202)])
        expectEqual(TestScheduler(initialClock: 0).start { Maybe<Int>.empty() }.events, [.completed(200)])
        let failed = TestScheduler(initialClock: 0).start { Maybe<Int>.error(MaybeTestError.failed) }
        expectEqual(failed.events, [.error(200, MaybeTestError.failed)])
        #expect(TestScheduler(initialClock: 0).start { Maybe<Int>.never() }.events.isEmpty)
    }

    @Test("map, filter and compactMap transform or drop the element")
    func transforms() {
        expectEqual(
            TestScheduler(initialClock: 0).start { Maybe.just(2).map { $0 + 1 } }.events,
            [
                .next(200, 3), .completed(200),
            ])
        expectEqual(TestScheduler(initialClock: 0).start { Maybe.just(2).filter { $0 > 5 } }.events, [.completed(200)])
        let compact = TestScheduler(initialClock: 0).start { Maybe.just("9").compactMap { Int($0) } }
        expectEqual(compact.events, [.next(200, 9), .completed(200)])
    }

    @Test("flatMap chains to the inner Maybe, and completes empty when the source is empty")
    func flatMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(5, 10), .completed(5)])
        let chained = scheduler.start { Maybe.just(1).flatMap { element in ys.asMaybe().map { $0 + element } } }
        expectEqual(chained.events, [.next(205, 11), .completed(205)])
        expectEqual(ys.subscriptions, [Subscription(200, 205)])
        var selectorCalls = 0
        let empty = TestScheduler(initialClock: 0).start {
            Maybe<Int>.empty().flatMap { element -> Maybe<Int> in
                selectorCalls += 1
                return .just(element)
            }
        }
        expectEqual(empty.events, [.completed(200)])
        expectEqual(selectorCalls, 0)
    }

    @Test("catch, catchAndReturn and do work on a Maybe")
    func catchAndDo() {
        let caught = TestScheduler(initialClock: 0).start {
            Maybe<Int>.error(MaybeTestError.failed).catch { _ in .empty() }
        }
        expectEqual(caught.events, [.completed(200)])
        let returned = TestScheduler(initialClock: 0).start {
            Maybe<Int>.error(MaybeTestError.failed).catchAndReturn(3)
        }
        expectEqual(returned.events, [.next(200, 3), .completed(200)])
        var calls: [String] = []
        _ = Maybe<Int>.empty()
            .do(
                onNext: { calls.append("onNext \($0)") },
                onCompleted: { calls.append("onCompleted") },
                afterCompleted: { calls.append("afterCompleted") },
                onSubscribe: { calls.append("onSubscribe") },
                onSubscribed: { calls.append("onSubscribed") },
                onDispose: { calls.append("onDispose") }
            )
            .subscribe(onCompleted: { calls.append("completed") })
        expectEqual(calls, ["onSubscribe", "onCompleted", "completed", "afterCompleted", "onSubscribed", "onDispose"])
        let thrown = TestScheduler(initialClock: 0).start {
            Maybe<Int>.empty().do(onCompleted: { throw MaybeTestError.thrown })
        }
        expectEqual(thrown.events, [.error(200, MaybeTestError.thrown)])
    }
}
