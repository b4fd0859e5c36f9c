import Dispatch
import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

/// Three cold inner sequences, keyed by the outer element that selects them.
struct InnerSequences {
    let ys1: TestableObservable<Int>
    let ys2: TestableObservable<Int>
    let ys3: TestableObservable<Int>

    init(_ scheduler: TestScheduler, failing2: Bool = false) {
        ys1 = scheduler.createColdObservable([.next(10, 11), .next(40, 12), .completed(50)])
        ys2 = scheduler.createColdObservable(
            failing2
                ? [.next(5, 21), .error(15, HigherOrderTestError.bang)]
                : [.next(5, 21), .next(15, 22), .completed(60)]
        )
        ys3 = scheduler.createColdObservable([.next(10, 31), .completed(20)])
    }

    /// The inner sequence for `key`.
    func callAsFunction(_ key: Int) -> TestableObservable<Int> {
        switch key {
        case 1: ys1
        case 2: ys2
        default: ys3
        }
    }
}

@Suite(.tracksResources)
struct FlatMapTests {
    @Test("flatMap subscribes each inner sequence as its element arrives and merges their elements")
    func merges() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(5, 9), .next(210, 1), .next(220, 2), .next(280, 3), .completed(300),
        ])
        let inners = InnerSequences(scheduler)
        let res = scheduler.start { xs.flatMap { inners($0) } }
        expectEqual(
            res.events,
            [
                .next(220, 11), .next(225, 21), .next(235, 22), .next(250, 12), .next(290, 31), .completed(300),
            ]
        )
        expectEqual(xs.subscriptions, [Subscription(200, 300)])
        expectEqual(inners.ys1.subscriptions, [Subscription(210, 260)])
        expectEqual(inners.ys2.subscriptions, [Subscription(220, 280)])
        expectEqual(inners.ys3.subscriptions, [Subscription(280, 300)])
    }

    @Test("flatMap completes only when the outer sequence and every inner sequence have completed")
    func outerCompletionWaitsForInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let inners = InnerSequences(scheduler)
        let res = scheduler.start { xs.flatMap { inners($0) } }
        expectEqual(res.events, [.next(220, 11), .next(225, 21), .next(235, 22), .next(250, 12), .completed(280)])
        expectEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    @Test("An inner error fails flatMap and disposes the outer and every inner subscription")
    func innerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(280, 3), .completed(300)])
        let inners = InnerSequences(scheduler, failing2: true)
        let res = scheduler.start { xs.flatMap { inners($0) } }
        expectEqual(res.events, [.next(220, 11), .next(225, 21), .error(235, HigherOrderTestError.bang)])
        expectEqual(xs.subscriptions, [Subscription(200, 235)])
        expectEqual(inners.ys1.subscriptions, [Subscription(210, 235)])
        expectEqual(inners.ys2.subscriptions, [Subscription(220, 235)])
        expectEqual(inners.ys3.subscriptions, [])
    }

    @Test("An outer error fails flatMap and disposes the live inner subscriptions")
    func outerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(240, HigherOrderTestError.boom)])
        let inners = InnerSequences(scheduler)
        let res = scheduler.start { xs.flatMap { inners($0) } }
        expectEqual(
            res.events, [.next(220, 11), .next(225, 21), .next(235, 22), .error(240, HigherOrderTestError.boom)])
        expectEqual(inners.ys1.subscriptions, [Subscription(210, 240)])
        expectEqual(inners.ys2.subscriptions, [Subscription(220, 240)])
    }

    @Test("An error thrown by the selector fails flatMap")
    func selectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let inners = InnerSequences(scheduler)
        let res = scheduler.start {
            xs.flatMap { key -> TestableObservable<Int> in
                if key == 2 { throw HigherOrderTestError.boom }
                return inners(key)
            }
        }
        // The outer element at 220 was scheduled before ys1's, so the error comes first.
        expectEqual(res.events, [.error(220, HigherOrderTestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
        expectEqual(inners.ys1.subscriptions, [Subscription(210, 220)])
    }

    @Test("Disposing flatMap in the middle disposes the outer and every inner subscription")
    func dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(280, 3), .completed(300)])
        let inners = InnerSequences(scheduler)
        let res = scheduler.start(disposed: 240) { xs.flatMap { inners($0) } }
        expectEqual(res.events, [.next(220, 11), .next(225, 21), .next(235, 22)])
        expectEqual(xs.subscriptions, [Subscription(200, 240)])
        expectEqual(inners.ys1.subscriptions, [Subscription(210, 240)])
        expectEqual(inners.ys2.subscriptions, [Subscription(220, 240)])
    }

    @Test("flatMap of inner sequences on other threads delivers every element, one at a time")
    func realThreads() {
        let queues = (0..<4).map { DispatchQueue(label: "oneway.flatmap-tests.\($0)") }
        let recorder = ThreadedRecorder<Int>()
        let outer = Observable<Int>.create { observer in
            for inner in 0..<40 { observer.onNext(inner) }
            observer.onCompleted()
            return Disposables.create()
        }
        let subscription = outer.flatMap { inner in
            threadedSequence(Array(0..<500).map { inner * 1000 + $0 }, on: queues[inner % queues.count])
        }
        .subscribe(recorder.on)
        recorder.waitForTermination()
        expectEqual(recorder.elements.sorted(), (0..<40).flatMap { inner in (0..<500).map { inner * 1000 + $0 } })
        for inner in 0..<40 {
            let ofInner = recorder.elements.filter { $0 / 1000 == inner }
            expectEqual(ofInner, ofInner.sorted())
        }
        expectEqual(recorder.events.last?.isCompleted, true)
        expectEqual(recorder.overlaps, 0)
        subscription.dispose()
    }
}

@Suite(.tracksResources)
struct ConcatMapTests {
    @Test("concatMap runs the selector on arrival and subscribes each inner sequence after the previous one")
    func concatenates() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(280, 3), .completed(300)])
        let inners = InnerSequences(scheduler)
        var selectorCalls: [Int] = []
        let res = scheduler.start {
            xs.concatMap { key in
                selectorCalls.append(scheduler.clock)
                return inners(key)
            }
        }
        expectEqual(
            res.events,
            [
                .next(220, 11), .next(250, 12), .next(265, 21), .next(275, 22), .next(330, 31), .completed(340),
            ]
        )
        expectEqual(selectorCalls, [210, 220, 280])
        expectEqual(xs.subscriptions, [Subscription(200, 300)])
        expectEqual(inners.ys1.subscriptions, [Subscription(210, 260)])
        expectEqual(inners.ys2.subscriptions, [Subscription(260, 320)])
        expectEqual(inners.ys3.subscriptions, [Subscription(320, 340)])
    }

    @Test("An inner error fails concatMap; the waiting inner sequences are never subscribed")
    func innerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 1), .completed(300)])
        let inners = InnerSequences(scheduler, failing2: true)
        let res = scheduler.start { xs.concatMap { inners($0) } }
        expectEqual(res.events, [.next(215, 21), .error(225, HigherOrderTestError.bang)])
        expectEqual(inners.ys2.subscriptions, [Subscription(210, 225)])
        expectEqual(inners.ys1.subscriptions, [])
    }

    @Test("Disposing concatMap disposes the active inner sequence and drops the waiting ones")
    func dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let inners = InnerSequences(scheduler)
        let res = scheduler.start(disposed: 240) { xs.concatMap { inners($0) } }
        expectEqual(res.events, [.next(220, 11)])
        expectEqual(inners.ys1.subscriptions, [Subscription(210, 240)])
        expectEqual(inners.ys2.subscriptions, [])
    }

    @Test("A long queue of inner sequences that complete synchronously does not grow the stack")
    func longSynchronousQueue() {
        let gate = PublishSubject<Int>()
        let count = 100_000
        var received = 0
        var completed = false
        let outer = Observable<Int>.create { observer in
            for element in 0...count { observer.onNext(element) }
            observer.onCompleted()
            return Disposables.create()
        }
        let subscription = outer.concatMap { element in element == 0 ? gate.asObservable() : Observable.just(element) }
            .subscribe(onNext: { _ in received += 1 }, onCompleted: { completed = true })
        gate.onCompleted()
        expectEqual(received, count)
        #expect(completed)
        subscription.dispose()
    }

    @Test("concatMap of inner sequences on other threads keeps their order and delivers one at a time")
    func realThreads() {
        let queues = (0..<4).map { DispatchQueue(label: "oneway.concatmap-tests.\($0)") }
        let recorder = ThreadedRecorder<Int>()
        let outer = Observable<Int>.create { observer in
            for inner in 0..<20 { observer.onNext(inner) }
            observer.onCompleted()
            return Disposables.create()
        }
        let subscription = outer.concatMap { inner in
            threadedSequence(Array(0..<200).map { inner * 1000 + $0 }, on: queues[inner % queues.count])
        }
        .subscribe(recorder.on)
        recorder.waitForTermination()
        expectEqual(recorder.elements, (0..<20).flatMap { inner in (0..<200).map { inner * 1000 + $0 } })
        expectEqual(recorder.overlaps, 0)
        subscription.dispose()
    }
}
