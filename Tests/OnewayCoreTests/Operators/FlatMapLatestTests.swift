import Dispatch
import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct FlatMapLatestTests {
    @Test("flatMapLatest follows the latest inner sequence; the outer completion waits for it")
    func switches() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(280, 3), .completed(285)])
        let inners = InnerSequences(scheduler)
        let res = scheduler.start { xs.flatMapLatest { inners($0) } }
        // ys1's element due at 220 is lost: the outer element at 220 was scheduled first.
        expectEqual(res.events, [.next(225, 21), .next(235, 22), .next(290, 31), .completed(300)])
        expectEqual(xs.subscriptions, [Subscription(200, 285)])
        expectEqual(inners.ys1.subscriptions, [Subscription(210, 220)])
        expectEqual(inners.ys2.subscriptions, [Subscription(220, 280)])
        expectEqual(inners.ys3.subscriptions, [Subscription(280, 300)])
    }

    @Test("The inner subscription switched away from is disposed before the next one is subscribed")
    func disposesBeforeSubscribing() {
        var log: [String] = []
        let subject = PublishSubject<Int>()
        let subscription = subject.flatMapLatest { key in
            Observable<Int>.create { _ in
                log.append("subscribe \(key)")
                return Disposables.create { log.append("dispose \(key)") }
            }
        }
        .subscribe()
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        subscription.dispose()
        expectEqual(log, ["subscribe 1", "dispose 1", "subscribe 2", "dispose 2", "subscribe 3", "dispose 3"])
    }

    @Test("An outer completion with the latest inner sequence already completed completes at once")
    func latestAlreadyCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 3), .completed(250)])
        let inners = InnerSequences(scheduler)
        let res = scheduler.start { xs.flatMapLatest { inners($0) } }
        expectEqual(res.events, [.next(220, 31), .completed(250)])
        expectEqual(inners.ys3.subscriptions, [Subscription(210, 230)])
    }

    @Test("An outer sequence that completes without elements completes flatMapLatest at once")
    func emptyOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let inners = InnerSequences(scheduler)
        let res = scheduler.start { xs.flatMapLatest { inners($0) } }
        expectEqual(res.events, [.completed(250)])
        expectEqual(inners.ys1.subscriptions, [])
    }

    @Test("An error of the latest inner sequence fails flatMapLatest and disposes the outer")
    func innerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(280, 3), .completed(300)])
        let inners = InnerSequences(scheduler, failing2: true)
        let res = scheduler.start { xs.flatMapLatest { inners($0) } }
        expectEqual(res.events, [.next(225, 21), .error(235, HigherOrderTestError.bang)])
        expectEqual(xs.subscriptions, [Subscription(200, 235)])
        expectEqual(inners.ys2.subscriptions, [Subscription(220, 235)])
    }

    @Test("An outer error fails flatMapLatest and disposes the live inner sequence")
    func outerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, HigherOrderTestError.boom)])
        let inners = InnerSequences(scheduler)
        let res = scheduler.start { xs.flatMapLatest { inners($0) } }
        expectEqual(res.events, [.next(225, 21), .error(230, HigherOrderTestError.boom)])
        expectEqual(inners.ys2.subscriptions, [Subscription(220, 230)])
    }

    @Test("An error thrown by the selector fails flatMapLatest")
    func selectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let inners = InnerSequences(scheduler)
        let res = scheduler.start {
            xs.flatMapLatest { key -> TestableObservable<Int> in
                if key == 2 { throw HigherOrderTestError.boom }
                return inners(key)
            }
        }
        expectEqual(res.events, [.next(220, 11), .error(240, HigherOrderTestError.boom)])
        expectEqual(inners.ys1.subscriptions, [Subscription(210, 240)])
    }

    @Test("Disposing flatMapLatest in the middle disposes the outer and the latest inner subscription")
    func dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(280, 3), .completed(300)])
        let inners = InnerSequences(scheduler)
        let res = scheduler.start(disposed: 230) { xs.flatMapLatest { inners($0) } }
        expectEqual(res.events, [.next(225, 21)])
        expectEqual(xs.subscriptions, [Subscription(200, 230)])
        expectEqual(inners.ys2.subscriptions, [Subscription(220, 230)])
    }

    @Test("Disposing from inside the inner sequence's subscribe disposes that inner subscription once it returns")
    func disposeWhileInnerSubscribes() {
        var log: [String] = []
        let subject = PublishSubject<Int>()
        var subscription: Disposable?
        subscription = subject.flatMapLatest { key in
            Observable<Int>.create { observer in
                log.append("subscribe \(key)")
                observer.onNext(key * 10)
                log.append("returning \(key)")
                return Disposables.create { log.append("dispose \(key)") }
            }
        }
        .subscribe(onNext: { element in
            log.append("next \(element)")
            subscription?.dispose()
        })
        subject.onNext(1)
        subject.onNext(2)
        expectEqual(log, ["subscribe 1", "next 10", "returning 1", "dispose 1"])
        #expect(!subject.hasObservers)
    }

    @Test("An outer sequence that completes while it is being subscribed waits for the live inner sequence")
    func outerCompletesWhileSubscribing() {
        let inner = BehaviorSubject(value: 7)
        var events: [Event<Int>] = []
        let subscription = Observable.just(1).flatMapLatest { _ in inner }.subscribe { events.append($0) }
        expectEqual(events, [.next(7)])
        inner.onNext(8)
        inner.onCompleted()
        expectEqual(events, [.next(7), .next(8), .completed])
        #expect(!inner.hasObservers)
        subscription.dispose()
    }

    @Test("Disposing flatMapLatest frees the live subjects its selector captures, which hold its sink until then")
    func disposeFreesCapturedSubjects() {
        // The sink holds the selector, the selector the subjects, the current subject the sink:
        // a cycle that only disposal breaks (as in RxSwift). The benchmark once leaked it.
        weak var weakOuter: PublishSubject<Int>?
        weak var weakCurrent: BehaviorSubject<Int>?
        var received: [Int] = []
        do {
            let outer = PublishSubject<Int>()
            let inners = [BehaviorSubject(value: 10), BehaviorSubject(value: 20)]
            weakOuter = outer
            weakCurrent = inners[1]
            let subscription = outer.flatMapLatest { inners[$0] }.subscribe(onNext: { received.append($0) })
            outer.onNext(0)
            outer.onNext(1)
            subscription.dispose()
        }
        expectEqual(received, [10, 20])
        #expect(weakOuter == nil)
        #expect(weakCurrent == nil)
    }

    @Test("flatMapLatest over inner sequences on other threads never delivers from a replaced one")
    func realThreads() {
        let queues = (0..<4).map { DispatchQueue(label: "oneway.flatmaplatest-tests.\($0)") }
        let outerQueue = DispatchQueue(label: "oneway.flatmaplatest-tests.outer")
        let recorder = ThreadedRecorder<Int>()
        let innerCount = 200
        let subscription = threadedSequence(Array(0..<innerCount), on: outerQueue).flatMapLatest { inner in
            threadedSequence(Array(0..<50).map { inner * 1000 + $0 }, on: queues[inner % queues.count])
        }
        .subscribe(recorder.on)
        recorder.waitForTermination()
        let inners = recorder.elements.map { $0 / 1000 }
        expectEqual(inners, inners.sorted())
        let last = innerCount - 1
        expectEqual(recorder.elements.filter { $0 / 1000 == last }, (0..<50).map { last * 1000 + $0 })
        expectEqual(recorder.events.last?.isCompleted, true)
        expectEqual(recorder.overlaps, 0)
        subscription.dispose()
    }
}

@Suite(.tracksResources)
struct FlatMapFirstTests {
    @Test("flatMapFirst drops the elements that arrive while an inner sequence runs, without calling the selector")
    func dropsWhileBusy() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(280, 3), .completed(285)])
        let inners = InnerSequences(scheduler)
        var selected: [Int] = []
        let res = scheduler.start {
            xs.flatMapFirst { key in
                selected.append(key)
                return inners(key)
            }
        }
        expectEqual(res.events, [.next(220, 11), .next(250, 12), .next(290, 31), .completed(300)])
        expectEqual(selected, [1, 3])
        expectEqual(xs.subscriptions, [Subscription(200, 285)])
        expectEqual(inners.ys1.subscriptions, [Subscription(210, 260)])
        expectEqual(inners.ys2.subscriptions, [])
        expectEqual(inners.ys3.subscriptions, [Subscription(280, 300)])
    }

    @Test("flatMapFirst completes when the outer sequence completes with no inner sequence running")
    func completesWhenIdle() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 3), .completed(250)])
        let inners = InnerSequences(scheduler)
        let res = scheduler.start { xs.flatMapFirst { inners($0) } }
        expectEqual(res.events, [.next(220, 31), .completed(250)])
    }

    @Test("An inner error fails flatMapFirst and disposes the outer")
    func innerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 1), .completed(300)])
        let inners = InnerSequences(scheduler, failing2: true)
        let res = scheduler.start { xs.flatMapFirst { inners($0) } }
        expectEqual(res.events, [.next(215, 21), .error(225, HigherOrderTestError.bang)])
        expectEqual(xs.subscriptions, [Subscription(200, 225)])
        expectEqual(inners.ys1.subscriptions, [])
    }

    @Test("An outer error and a throwing selector fail flatMapFirst")
    func outerErrorAndSelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, HigherOrderTestError.boom)])
        let inners = InnerSequences(scheduler)
        let res = scheduler.start { xs.flatMapFirst { inners($0) } }
        expectEqual(res.events, [.next(220, 11), .error(230, HigherOrderTestError.boom)])
        expectEqual(inners.ys1.subscriptions, [Subscription(210, 230)])

        let otherScheduler = TestScheduler(initialClock: 0)
        let ys = otherScheduler.createHotObservable([.next(210, 1), .completed(300)])
        let thrown = otherScheduler.start {
            ys.flatMapFirst { _ -> Observable<Int> in throw HigherOrderTestError.bang }
        }
        expectEqual(thrown.events, [.error(210, HigherOrderTestError.bang)])
        expectEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    @Test("Disposing flatMapFirst disposes the outer and the running inner subscription")
    func dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let inners = InnerSequences(scheduler)
        let res = scheduler.start(disposed: 240) { xs.flatMapFirst { inners($0) } }
        expectEqual(res.events, [.next(220, 11)])
        expectEqual(xs.subscriptions, [Subscription(200, 240)])
        expectEqual(inners.ys1.subscriptions, [Subscription(210, 240)])
    }

    @Test("flatMapFirst over inner sequences on other threads runs one at a time and delivers them whole")
    func realThreads() {
        let queues = (0..<4).map { DispatchQueue(label: "oneway.flatmapfirst-tests.\($0)") }
        let outerQueue = DispatchQueue(label: "oneway.flatmapfirst-tests.outer")
        let recorder = ThreadedRecorder<Int>()
        let subscription = threadedSequence(Array(0..<2000), on: outerQueue).flatMapFirst { inner in
            threadedSequence(Array(0..<20).map { inner * 1000 + $0 }, on: queues[inner % queues.count])
        }
        .subscribe(recorder.on)
        recorder.waitForTermination()
        let chosen = recorder.elements.map { $0 / 1000 }
        expectEqual(chosen, chosen.sorted())
        for inner in Set(chosen) {
            expectEqual(recorder.elements.filter { $0 / 1000 == inner }, (0..<20).map { inner * 1000 + $0 })
        }
        expectEqual(recorder.events.last?.isCompleted, true)
        expectEqual(recorder.overlaps, 0)
        subscription.dispose()
    }
}
