import Dispatch
import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct SequenceTests {
    @Test("of emits every element and completes at the subscription time on the default scheduler")
    func ofImmediate() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(3, 1, 2, 4) }
        expectEqual(res.events, [.next(200, 3), .next(200, 1), .next(200, 2), .next(200, 4), .completed(200)])
    }

    @Test("of on a scheduler sends each element, then the completion, from its own action")
    func ofOnScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(3, 1, 2, 4, scheduler: scheduler) }
        expectEqual(res.events, [.next(201, 3), .next(202, 1), .next(203, 2), .next(204, 4), .completed(205)])
    }

    @Test("of on a scheduler disposed in the middle stops between two elements")
    func ofDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 203) { Observable.of(3, 1, 2, 4, scheduler: scheduler) }
        expectEqual(res.events, [.next(201, 3), .next(202, 1)])
    }

    @Test("from an array on a scheduler sends one element per action, then the completion")
    func fromArray() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from([3, 1, 2, 4], scheduler: scheduler) }
        expectEqual(res.events, [.next(201, 3), .next(202, 1), .next(203, 2), .next(204, 4), .completed(205)])
    }

    @Test("from an empty array completes from the first action")
    func fromEmptyArray() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.from([], scheduler: scheduler) }
        expectEqual(res.events, [.completed(201)])
    }

    @Test("from any sequence on a scheduler sends one element per action, then the completion")
    func fromSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from(AnySequence([3, 1, 2, 4]), scheduler: scheduler) }
        expectEqual(res.events, [.next(201, 3), .next(202, 1), .next(203, 2), .next(204, 4), .completed(205)])
    }

    @Test("from a sequence iterates it anew for each subscription")
    func fromSequenceResubscribes() {
        var iterations = 0
        let numbers = AnySequence { () -> IndexingIterator<[Int]> in
            iterations += 1
            return [1, 2].makeIterator()
        }
        let source = Observable.from(numbers)
        var received: [Int] = []
        _ = source.subscribe(onNext: { received.append($0) })
        _ = source.subscribe(onNext: { received.append($0) })
        expectEqual(received, [1, 2, 1, 2])
        expectEqual(iterations, 2)
    }

    @Test("from an endless sequence stops when take has enough, without iterating further")
    func fromEndlessSequence() {
        var pulled = 0
        let naturals = AnySequence { () -> AnyIterator<Int> in
            var next = 0
            return AnyIterator {
                pulled += 1
                defer { next += 1 }
                return next
            }
        }
        var received: [Int] = []
        var completed = false
        _ = Observable.from(naturals).take(3).subscribe(
            onNext: { received.append($0) }, onCompleted: { completed = true })
        expectEqual(received, [0, 1, 2])
        #expect(completed)
        expectEqual(pulled, 3)
    }

    @Test("of delivers everything before subscribe returns, on the subscribing thread")
    func synchronous() {
        var events: [String] = []
        _ = Observable.of("a", "b").subscribe(onNext: { events.append($0) }, onCompleted: { events.append("done") })
        events.append("returned")
        expectEqual(events, ["a", "b", "done", "returned"])
    }

    @Test("A long sequence on the trampoline runs in a loop, not on the stack")
    func longSequence() {
        var count = 0
        var completed = false
        _ = Observable.from(0..<100_000).subscribe(onNext: { _ in count += 1 }, onCompleted: { completed = true })
        expectEqual(count, 100_000)
        #expect(completed)
    }

    @Test("Sequences made by of interleave inside merge one element at a time, as on RxSwift's trampoline")
    func interleavesInMerge() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.of(Observable.of(1, 2, 3), Observable.of(10, 20, 30)).merge()
        }
        expectEqual(
            res.events,
            [
                .next(200, 1), .next(200, 2), .next(200, 10), .next(200, 3), .next(200, 20), .next(200, 30),
                .completed(200),
            ])
    }

    @Test("Sequences made by of inside flatMap interleave as RxSwift's trampoline orders their steps")
    func interleavesInFlatMap() {
        var received: [Int] = []
        var completed = false
        _ = Observable.of(1, 2, 3).flatMap { Observable.of($0, $0 * 10, $0 * 100) }
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        expectEqual(received, [1, 10, 2, 100, 20, 3, 200, 30, 300])
        #expect(completed)
    }

    @Test("A sequence made by of inside concat starts after the first one's completion")
    func ordersInConcat() {
        var received: [Int] = []
        _ = Observable.of(1, 2).concat(Observable.of(3, 4)).startWith(0).subscribe(onNext: { received.append($0) })
        expectEqual(received, [0, 1, 2, 3, 4])
    }

    @Test("from on a concurrent dispatch scheduler delivers in order, one element at a time, and completes")
    func concurrentScheduler() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let recorder = ThreadedRecorder<Int>()
        let subscription = Observable.from(Array(0..<2_000), scheduler: scheduler).subscribe(recorder.on)
        recorder.waitForTermination()
        subscription.dispose()
        expectEqual(recorder.overlaps, 0)
        expectEqual(recorder.elements, Array(0..<2_000))
        expectEqual(recorder.events.last?.isCompleted, true)
    }
}
