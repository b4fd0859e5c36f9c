import Dispatch
import Oneway
import OnewayTestSupport
import OnewayTesting
import Synchronization
import Testing

private enum InfallibleTestError: Error {
    case failed
}

@Suite(.tracksResources)
struct InfallibleTests {
    @Test("asInfallible(onErrorJustReturn:) emits the element and completes instead of failing")
    func onErrorJustReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, InfallibleTestError.failed)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: -1) }
        expectEqual(res.events, [.next(210, 1), .next(220, -1), .completed(220)])
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    @Test("asInfallible(onErrorFallbackTo:) subscribes to the fallback when the error arrives")
    func onErrorFallbackTo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, InfallibleTestError.failed)])
        let fallback = scheduler.createColdObservable([.next(10, 5), .completed(20)])
        let res = scheduler.start { xs.asInfallible(onErrorFallbackTo: fallback.asInfallible(onErrorJustReturn: 0)) }
        expectEqual(res.events, [.next(210, 1), .next(230, 5), .completed(240)])
        expectEqual(fallback.subscriptions, [Subscription(220, 240)])
    }

    @Test("asInfallible(onErrorRecover:) continues with the sequence made from the error")
    func onErrorRecover() {
        var recovered: [String] = []
        let res = TestScheduler(initialClock: 0).start {
            Observable<Int>.error(InfallibleTestError.failed).asInfallible { error in
                recovered.append("\(error)")
                return .just(9)
            }
        }
        expectEqual(res.events, [.next(200, 9), .completed(200)])
        expectEqual(recovered, ["failed"])
    }

    @Test("Infallible.create delivers next and completed, then disposes its resource")
    func create() {
        var disposed = 0
        var events: [String] = []
        let infallible = Infallible<Int>.create { observer in
            observer(.next(1))
            observer(.completed)
            observer(.next(2))
            return Disposables.create { disposed += 1 }
        }
        _ = infallible.subscribe { (event: InfallibleEvent<Int>) in
            switch event {
            case .next(let element): events.append("next \(element)")
            case .completed: events.append("completed")
            }
        }
        expectEqual(events, ["next 1", "completed"])
        expectEqual(disposed, 1)
    }

    @Test("subscribe(onNext:onCompleted:onDisposed:) and subscribe(with:) report in order")
    func subscribeClosures() {
        final class Owner { var calls: [String] = [] }
        var calls: [String] = []
        _ = Infallible.just(3).subscribe(
            onNext: { calls.append("next \($0)") },
            onCompleted: { calls.append("completed") },
            onDisposed: { calls.append("disposed") })
        let owner = Owner()
        let subscription = Infallible<Int>.never().subscribe(with: owner, onDisposed: { $0.calls.append("disposed") })
        subscription.dispose()
        expectEqual(calls, ["next 3", "completed", "disposed"])
        expectEqual(owner.calls, ["disposed"])
    }

    @Test("just, empty and never behave as their Observable counterparts")
    func creation() {
        expectEqual(
            TestScheduler(initialClock: 0).start { Infallible.just(1) }.events, [.next(200, 1), .completed(200)])
        let scheduler = TestScheduler(initialClock: 0)
        expectEqual(
            scheduler.start { Infallible.just(2, scheduler: scheduler) }.events, [.next(201, 2), .completed(202)])
        expectEqual(TestScheduler(initialClock: 0).start { Infallible<Int>.empty() }.events, [.completed(200)])
        #expect(TestScheduler(initialClock: 0).start { Infallible<Int>.never() }.events.isEmpty)
    }

    @Test("map, compactMap, filter, scan and distinctUntilChanged transform the elements")
    func operators() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 1), .next(230, 2), .next(240, 3), .next(250, 3), .completed(260),
        ])
        let res = scheduler.start { () -> Infallible<String> in
            let distinct: Infallible<Int> = xs.asInfallible(onErrorJustReturn: 0).distinctUntilChanged()
            let filtered: Infallible<Int> = distinct.map { $0 * 10 }.filter { $0 != 20 }
            let strings: Infallible<String> = filtered.compactMap { $0 > 0 ? String($0) : nil }
            return strings.scan("") { $0 + $1 }
        }
        let expected: [Recorded<Event<String>>] = [.next(210, "10"), .next(240, "1030"), .completed(260)]
        expectEqual(res.events, expected)
        let keyed = TestScheduler(initialClock: 0).start {
            Infallible.just((1, "a")).distinctUntilChanged { $0.0 }.map(\.1)
        }
        expectEqual(keyed.events, [.next(200, "a"), .completed(200)])
    }

    @Test("scan(into:accumulator:) emits the seed after each in-place fold, at the element's tick")
    func scanInto() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 9), .next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).scan(into: [Int]()) { sums, element in
                sums.append((sums.last ?? 0) + element)
            }
        }
        expectEqual(res.events, [.next(210, [1]), .next(220, [1, 3]), .completed(230)])
        expectEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    @Test("distinctUntilChanged compares with a comparer, a key and comparer, or a key path")
    func distinctForms() {
        struct Item { let id: Int; let name: String }
        let items = [Item(id: 1, name: "a"), Item(id: 1, name: "b"), Item(id: 2, name: "b")]
        let source = Infallible<Item>.create { observer in
            for item in items { observer(.next(item)) }
            observer(.completed)
            return Disposables.create()
        }
        func names(_ make: (Infallible<Item>) -> Infallible<Item>) -> [String] {
            var names: [String] = []
            _ = make(source).subscribe(onNext: {
                names.append($0.name)
            })
            return names
        }
        expectEqual(names { $0.distinctUntilChanged { $0.id == $1.id } }, ["a", "b"])
        expectEqual(names { $0.distinctUntilChanged({ $0.name }, comparer: ==) }, ["a", "b"])
        expectEqual(names { $0.distinctUntilChanged(at: \.id) }, ["a", "b"])
        expectEqual(names { $0.distinctUntilChanged(at: \.name) }, ["a", "b"])
    }

    @Test("flatMap merges the inner sequences and completes after the last one")
    func flatMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let inner = [
            1: scheduler.createColdObservable([.next(5, 10), .next(30, 11), .completed(40)]),
            2: scheduler.createColdObservable([.next(5, 20), .completed(10)]),
        ]
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).flatMap { inner[$0]! } }
        expectEqual(res.events, [.next(215, 10), .next(225, 20), .next(240, 11), .completed(250)])
        expectEqual(inner[1]!.subscriptions, [Subscription(210, 250)])
        expectEqual(inner[2]!.subscriptions, [Subscription(220, 230)])
    }

    @Test("share(replay:) shares one subscription and replays to a late subscriber")
    func share() {
        var subscriptions = 0
        let subject = PublishSubject<Int>()
        let shared = Infallible<Int>.create { observer in
            subscriptions += 1
            return subject.subscribe(onNext: { observer(.next($0)) }, onCompleted: { observer(.completed) })
        }
        .share(replay: 1)
        var first: [Int] = []
        var second: [Int] = []
        let one = shared.subscribe(onNext: { first.append($0) })
        subject.onNext(1)
        let two = shared.subscribe(onNext: { second.append($0) })
        subject.onNext(2)
        one.dispose()
        two.dispose()
        expectEqual(first, [1, 2])
        expectEqual(second, [1, 2])
        expectEqual(subscriptions, 1)
        #expect(!subject.hasObservers)
    }

    @Test("do runs its closures around each event")
    func doSideEffects() {
        var calls: [String] = []
        _ = Infallible.just(1)
            .do(
                onNext: { calls.append("onNext \($0)") },
                afterNext: { calls.append("afterNext \($0)") },
                onCompleted: { calls.append("onCompleted") },
                afterCompleted: { calls.append("afterCompleted") },
                onDispose: { calls.append("onDispose") }
            )
            .subscribe(onNext: { calls.append("next \($0)") }, onCompleted: { calls.append("completed") })
        expectEqual(
            calls,
            [
                "onNext 1", "next 1", "afterNext 1", "onCompleted", "completed", "afterCompleted", "onDispose",
            ])
    }

    @Test("flatMap with inner sequences on a concurrent scheduler delivers every element, never concurrently")
    func flatMapConcurrent() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let count = 200
        let inFlight = Atomic<Int>(0)
        let overlaps = Atomic<Int>(0)
        let done = DispatchSemaphore(value: 0)
        var received: [Int] = []
        let source = Infallible.create { observer in
            for value in 0..<count { observer(.next(value)) }
            observer(.completed)
            return Disposables.create()
        }
        // Nested flatMaps whose inner sequences deliver on the scheduler's threads.
        _ = source.flatMap { value in
            Infallible.just(value, scheduler: scheduler)
                .flatMap { Infallible.just([$0, $0 + count], scheduler: scheduler) }
        }
        .flatMap { pair in
            Infallible<Int>.create { observer in
                for element in pair { observer(.next(element)) }
                observer(.completed)
                return Disposables.create()
            }
        }
        .subscribe(
            onNext: { value in
                if inFlight.add(1, ordering: .acquiringAndReleasing).newValue > 1 {
                    overlaps.add(1, ordering: .relaxed)
                }
                received.append(value)
                inFlight.subtract(1, ordering: .acquiringAndReleasing)
            },
            onCompleted: { done.signal() })
        expectEqual(done.wait(timeout: .now() + 60), .success)
        expectEqual(received.sorted(), Array(0..<(2 * count)))
        expectEqual(overlaps.load(ordering: .relaxed), 0)
    }
}
