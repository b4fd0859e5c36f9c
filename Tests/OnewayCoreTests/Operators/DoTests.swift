import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct DoTests {
    @Test("do(onNext:) sees every element at its time and passes the events through")
    func onNextSeesElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(250),
        ])
        var seen: [Int] = []
        let res = scheduler.start { xs.do(onNext: { seen.append($0 * 10 + scheduler.clock / 10) }) }
        expectEqual(res.events, [.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)])
        expectEqual(seen, [41, 52, 63])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("An error thrown by onNext is forwarded instead of the element and ends the subscription")
    func onNextThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)])
        let res = scheduler.start {
            xs.do(onNext: { if $0 == 3 { throw HigherOrderTestError.boom } })
        }
        expectEqual(res.events, [.next(210, 2), .error(220, HigherOrderTestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    @Test("An error thrown by afterNext is forwarded after the element")
    func afterNextThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start {
            xs.do(afterNext: { if $0 == 2 { throw HigherOrderTestError.boom } })
        }
        expectEqual(res.events, [.next(210, 2), .error(210, HigherOrderTestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    @Test("An error thrown by onCompleted replaces the completion")
    func onCompletedThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let res = scheduler.start { xs.do(onCompleted: { throw HigherOrderTestError.boom }) }
        expectEqual(res.events, [.next(210, 2), .error(250, HigherOrderTestError.boom)])
    }

    @Test("An error thrown by onError replaces the source's error")
    func onErrorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(250, HigherOrderTestError.boom)])
        var seen: [String] = []
        let res = scheduler.start {
            xs.do(onError: { error in
                seen.append("\(error)")
                throw HigherOrderTestError.bang
            })
        }
        expectEqual(res.events, [.next(210, 2), .error(250, HigherOrderTestError.bang)])
        expectEqual(seen, ["boom"])
    }

    @Test("Errors thrown after a terminal event are dropped: the sequence has ended")
    func afterTerminalThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let otherScheduler = TestScheduler(initialClock: 0)
        let ys = otherScheduler.createHotObservable([.next(210, 2), .error(250, HigherOrderTestError.boom)])
        let completed = scheduler.start { xs.do(afterCompleted: { throw HigherOrderTestError.bang }) }
        let failed = otherScheduler.start { ys.do(afterError: { _ in throw HigherOrderTestError.bang }) }
        expectEqual(completed.events, [.next(210, 2), .completed(250)])
        expectEqual(failed.events, [.next(210, 2), .error(250, HigherOrderTestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
        expectEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    @Test("The closures run in RxSwift's order around the subscription, the events and completion")
    func orderOnCompletion() {
        var log: [String] = []
        let subject = PublishSubject<Int>()
        let source = Observable<Int>.create { observer in
            log.append("source subscribed")
            return subject.subscribe(observer)
        }
        _ = source.do(
            onNext: { log.append("onNext \($0)") },
            afterNext: { log.append("afterNext \($0)") },
            onError: { _ in log.append("onError") },
            afterError: { _ in log.append("afterError") },
            onCompleted: { log.append("onCompleted") },
            afterCompleted: { log.append("afterCompleted") },
            onSubscribe: { log.append("onSubscribe") },
            onSubscribed: { log.append("onSubscribed") },
            onDispose: { log.append("onDispose") }
        )
        .subscribe(
            onNext: { log.append("observer \($0)") },
            onCompleted: { log.append("observer completed") },
            onDisposed: { log.append("observer disposed") }
        )
        subject.onNext(1)
        subject.onCompleted()
        expectEqual(
            log,
            [
                "onSubscribe", "source subscribed", "onSubscribed", "onNext 1", "observer 1", "afterNext 1",
                "onCompleted", "observer completed", "observer disposed", "afterCompleted", "onDispose",
            ]
        )
    }

    @Test("onError and afterError run around the error's delivery, then onDispose")
    func orderOnError() {
        var log: [String] = []
        let subject = PublishSubject<Int>()
        _ = subject.do(
            onError: { log.append("onError \($0)") },
            afterError: { log.append("afterError \($0)") },
            onDispose: { log.append("onDispose") }
        )
        .subscribe(onError: { log.append("observer \($0)") })
        subject.onError(HigherOrderTestError.boom)
        expectEqual(log, ["onError boom", "observer boom", "afterError boom", "onDispose"])
    }

    @Test("Disposing the subscription disposes the source, then runs onDispose, once")
    func disposeOrder() {
        var log: [String] = []
        let source = Observable<Int>.create { _ in Disposables.create { log.append("source disposed") } }
        let subscription = source.do(onDispose: { log.append("onDispose") }).subscribe()
        subscription.dispose()
        subscription.dispose()
        expectEqual(log, ["source disposed", "onDispose"])
    }

    @Test("A later completion of a create source disposes that source before onDispose runs")
    func laterCompletionDisposesSourceFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let source = Observable<String>.create { observer in
            scheduler.scheduleAt(340) {
                observer.onNext("x")
                observer.onCompleted()
            }
            return Disposables.create { log.append("source disposed at \(scheduler.clock)") }
        }
        let res = scheduler.start {
            source.do(
                onCompleted: { log.append("onCompleted") },
                onDispose: { log.append("onDispose at \(scheduler.clock)") }
            )
        }
        expectEqual(res.events, [.next(340, "x"), .completed(340)])
        expectEqual(log, ["onCompleted", "source disposed at 340", "onDispose at 340"])
    }

    @Test("A later error travelling through map disposes the create source before onDispose runs")
    func laterErrorThroughMapDisposesSourceFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let source = Observable<Int>.create { observer in
            scheduler.scheduleAt(260) { observer.onError(HigherOrderTestError.bang) }
            return Disposables.create { log.append("source disposed at \(scheduler.clock)") }
        }
        let res = scheduler.start {
            source.map { $0 * 3 }.do(
                afterError: { _ in log.append("afterError") },
                onDispose: { log.append("onDispose at \(scheduler.clock)") }
            )
        }
        expectEqual(res.events, [.error(260, HigherOrderTestError.bang)])
        expectEqual(log, ["afterError", "source disposed at 260", "onDispose at 260"])
    }

    @Test("onDispose runs at the virtual time of disposal")
    func onDisposeOnDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(300, 3)])
        var disposals: [Int] = []
        let res = scheduler.start(disposed: 250) {
            xs.do(onDispose: { disposals.append(scheduler.clock) })
        }
        expectEqual(res.events, [.next(210, 2)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
        expectEqual(disposals, [250])
    }

    @Test("onSubscribe and onSubscribed run for each subscription")
    func perSubscription() {
        var subscribes = 0
        var subscribed = 0
        let sequence = Observable<Int>.just(1).do(onSubscribe: { subscribes += 1 }, onSubscribed: { subscribed += 1 })
        _ = sequence.subscribe()
        _ = sequence.subscribe()
        expectEqual(subscribes, 2)
        expectEqual(subscribed, 2)
    }
}
