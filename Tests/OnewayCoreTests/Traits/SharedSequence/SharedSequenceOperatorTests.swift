import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
@MainActor
struct SharedSequenceOperatorTests {
    /// The elements `operation` makes of a Driver of `events`, with its times.
    private func driven<Result: Equatable>(
        _ events: [Recorded<Event<Int>>],
        _ operation: @escaping (Driver<Int>) -> Driver<Result>
    ) -> [Recorded<Event<Result>>] {
        var recorded: [Recorded<Event<Result>>] = []
        onSharingTestScheduler { scheduler in
            let xs = scheduler.createHotObservable(events)
            recorded = scheduler.start { operation(xs.asDriver(onErrorJustReturn: -1)).asObservable() }.events
        }
        return recorded
    }

    @Test("map runs its selector once per element however many subscribers share the result")
    func mapIsShared() {
        onSharingTestScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            var calls = 0
            let mapped = xs.asDriver(onErrorJustReturn: 0).map { element -> Int in
                calls += 1
                return element * 10
            }
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) {
                _ = mapped.drive(first)
                _ = mapped.drive(second)
            }
            scheduler.start()
            expectEqual(first.events, [.next(211, 10), .next(221, 20), .completed(231)])
            expectEqual(second.events, first.events)
            expectEqual(calls, 2)
        }
    }

    @Test("compactMap, filter, skip and startWith transform and drop elements as their Observable forms do")
    func filteringAndTransforming() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)]
        expectEqual(
            driven(events) { $0.compactMap { $0 == 2 ? nil : "\($0)" } },
            [.next(211, "1"), .next(231, "3"), .completed(241)])
        expectEqual(driven(events) { $0.filter { $0 != 2 } }, [.next(211, 1), .next(231, 3), .completed(241)])
        expectEqual(driven(events) { $0.skip(2) }, [.next(231, 3), .completed(241)])
        expectEqual(
            driven(events) { $0.startWith(0) },
            [.next(200, 0), .next(211, 1), .next(221, 2), .next(231, 3), .completed(241)]
        )
    }

    @Test("scan emits each accumulation, shared by every subscriber")
    func scan() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .completed(230)]
        expectEqual(driven(events) { $0.scan(10, accumulator: +) }, [.next(211, 11), .next(221, 13), .completed(231)])
    }

    @Test("distinctUntilChanged drops repeats: by ==, by a key, by a comparer, and by a key and a comparer")
    func distinctUntilChanged() {
        let events: [Recorded<Event<Int>>] = [
            .next(210, 1), .next(220, 1), .next(230, 3), .next(240, -3), .completed(250),
        ]
        expectEqual(
            driven(events) { $0.distinctUntilChanged() },
            [.next(211, 1), .next(231, 3), .next(241, -3), .completed(251)])
        expectEqual(
            driven(events) { $0.distinctUntilChanged { abs($0) } }, [.next(211, 1), .next(231, 3), .completed(251)])
        expectEqual(
            driven(events) { $0.distinctUntilChanged { abs($0) % 2 == abs($1) % 2 } }, [.next(211, 1), .completed(251)])
        expectEqual(
            driven(events) { $0.distinctUntilChanged({ abs($0) }, comparer: { $0 == $1 }) },
            [.next(211, 1), .next(231, 3), .completed(251)])
    }

    @Test("do runs its closures once per event of the shared subscription, in RxSwift's order")
    func doOperator() {
        onSharingTestScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            var log: [String] = []
            let driver = xs.asDriver(onErrorJustReturn: 0).do(
                onNext: { log.append("onNext \($0)") }, afterNext: { log.append("afterNext \($0)") },
                onCompleted: { log.append("onCompleted") }, afterCompleted: { log.append("afterCompleted") },
                onSubscribe: { log.append("onSubscribe") }, onSubscribed: { log.append("onSubscribed") },
                onDispose: { log.append("onDispose") })
            scheduler.scheduleAt(200) {
                _ = driver.drive(onNext: { log.append("first \($0)") })
                _ = driver.drive(onNext: { log.append("second \($0)") })
            }
            scheduler.start()
            expectEqual(
                log,
                [
                    // The shared subscription lets go of its source before it delivers the completion,
                    // as RxSwift's share does, so onDispose runs before afterCompleted.
                    "onSubscribe", "onSubscribed", "onNext 1", "first 1", "second 1", "afterNext 1", "onCompleted",
                    "onDispose", "afterCompleted",
                ])
        }
    }

    @Test("debug prints the shared subscription's events once, whatever the number of subscribers")
    func debug() {
        var lines: [String] = []
        onSharingTestScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            lines = capturedLines(containing: "ui ->") {
                let driver = xs.asDriver(onErrorJustReturn: 0).debug("ui")
                scheduler.scheduleAt(200) {
                    _ = driver.drive()
                    _ = driver.drive()
                }
                scheduler.start()
            }
        }
        expectEqual(lines, ["ui -> subscribed", "ui -> Event next(1)", "ui -> Event completed", "ui -> isDisposed"])
    }

    @Test("withUnretained on a Signal pairs the object with each element and completes once it is gone")
    func withUnretained() {
        final class Owner {
            let name: String
            init(_ name: String) { self.name = name }
        }
        onSharingTestScheduler { scheduler in
            var owner: Owner? = Owner("a")
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
            let signal = xs.asSignal(onErrorJustReturn: 0)
            let selected = signal.withUnretained(owner!) { "\($0.name)\($1)" }
            let paired = signal.withUnretained(owner!).map { "\($0.0.name)\($0.1)" }
            let first = scheduler.createObserver(String.self)
            let second = scheduler.createObserver(String.self)
            scheduler.scheduleAt(200) {
                _ = selected.emit(to: first)
                _ = paired.emit(to: second)
            }
            scheduler.scheduleAt(220) { owner = nil }
            scheduler.start()
            expectEqual(first.events, [.next(211, "a1"), .completed(231)])
            expectEqual(second.events, first.events)
        }
    }

    @Test("flatMap merges the inner Drivers; flatMapLatest switches to the newest; flatMapFirst ignores while busy")
    func flatMaps() {
        onSharingTestScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(260)])
            let inner: (Int) -> Driver<Int> = { element in
                scheduler.createColdObservable([.next(5, element * 10), .next(25, element * 100), .completed(30)])
                    .asDriver(onErrorJustReturn: 0)
            }
            let merged = scheduler.start { xs.asDriver(onErrorJustReturn: 0).flatMap(inner).asObservable() }
            expectEqual(
                merged.events, [.next(217, 10), .next(227, 20), .next(237, 100), .next(247, 200), .completed(261)])
        }
        onSharingTestScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(260)])
            let inner: (Int) -> Driver<Int> = { element in
                scheduler.createColdObservable([.next(5, element * 10), .next(25, element * 100), .completed(30)])
                    .asDriver(onErrorJustReturn: 0)
            }
            let latest = scheduler.start { xs.asDriver(onErrorJustReturn: 0).flatMapLatest(inner).asObservable() }
            // The last inner Driver completes at 252; the result waits for the outer one.
            expectEqual(latest.events, [.next(217, 10), .next(227, 20), .next(247, 200), .completed(261)])
        }
        onSharingTestScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(260)])
            let inner: (Int) -> Driver<Int> = { element in
                scheduler.createColdObservable([.next(5, element * 10), .next(25, element * 100), .completed(30)])
                    .asDriver(onErrorJustReturn: 0)
            }
            let first = scheduler.start { xs.asDriver(onErrorJustReturn: 0).flatMapFirst(inner).asObservable() }
            expectEqual(first.events, [.next(217, 10), .next(237, 100), .completed(261)])
        }
    }

    @Test("switchLatest follows the newest inner Driver; merge() merges them all; merge(maxConcurrent:) queues")
    func higherOrder() {
        func run(_ operation: @escaping (Driver<Driver<Int>>) -> Driver<Int>) -> [Recorded<Event<Int>>] {
            var recorded: [Recorded<Event<Int>>] = []
            onSharingTestScheduler { scheduler in
                let a = scheduler.createColdObservable([.next(5, 1), .next(25, 2), .completed(30)])
                let b = scheduler.createColdObservable([.next(5, 3), .completed(10)])
                let xs = scheduler.createHotObservable([
                    .next(210, a.asDriver(onErrorJustReturn: 0)), .next(220, b.asDriver(onErrorJustReturn: 0)),
                    .completed(300),
                ])
                recorded = scheduler.start { operation(xs.asDriver(onErrorJustReturn: .empty())).asObservable() }.events
            }
            return recorded
        }
        expectEqual(run { $0.switchLatest() }, [.next(217, 1), .next(227, 3), .completed(301)])
        expectEqual(run { $0.merge() }, [.next(217, 1), .next(227, 3), .next(237, 2), .completed(301)])
        expectEqual(run { $0.merge(maxConcurrent: 1) }, [.next(217, 1), .next(237, 2), .next(248, 3), .completed(301)])
    }

    @Test("Driver.merge of a collection, an array and a variadic list merges their elements")
    func staticMerge() {
        func run(_ operation: @escaping ([Driver<Int>]) -> Driver<Int>) -> [Recorded<Event<Int>>] {
            var recorded: [Recorded<Event<Int>>] = []
            onSharingTestScheduler { scheduler in
                let a = scheduler.createHotObservable([.next(210, 1), .completed(230)]).asDriver(onErrorJustReturn: 0)
                let b = scheduler.createHotObservable([.next(220, 2), .completed(240)]).asDriver(onErrorJustReturn: 0)
                recorded = scheduler.start { operation([a, b]).asObservable() }.events
            }
            return recorded
        }
        let expected: [Recorded<Event<Int>>] = [.next(211, 1), .next(221, 2), .completed(241)]
        expectEqual(run { Driver.merge($0[...]) }, expected)
        expectEqual(run { Driver.merge($0) }, expected)
        expectEqual(run { Driver.merge($0[0], $0[1]) }, expected)
    }

    @Test("Driver.concat of a sequence and of a collection subscribes each Driver after the previous completes")
    func concat() {
        func run(_ operation: @escaping ([Driver<Int>]) -> Driver<Int>) -> [Recorded<Event<Int>>] {
            var recorded: [Recorded<Event<Int>>] = []
            onSharingTestScheduler { scheduler in
                let a = scheduler.createColdObservable([.next(10, 1), .completed(20)]).asDriver(onErrorJustReturn: 0)
                let b = scheduler.createColdObservable([.next(10, 2), .completed(20)]).asDriver(onErrorJustReturn: 0)
                recorded = scheduler.start { operation([a, b]).asObservable() }.events
            }
            return recorded
        }
        let expected: [Recorded<Event<Int>>] = [.next(211, 1), .next(232, 2), .completed(242)]
        expectEqual(run { Driver.concat(AnySequence($0)) }, expected)
        expectEqual(run { Driver.concat($0) }, expected)
    }

    @Test("withLatestFrom combines each element with the latest of the other Driver, or takes that latest")
    func withLatestFrom() {
        func run<Result: Equatable>(
            _ operation: @escaping (Driver<Int>, Driver<String>) -> Driver<Result>
        ) -> [Recorded<Event<Result>>] {
            var recorded: [Recorded<Event<Result>>] = []
            onSharingTestScheduler { scheduler in
                let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(250)])
                let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b")])
                recorded =
                    scheduler.start {
                        operation(xs.asDriver(onErrorJustReturn: 0), ys.asDriver(onErrorJustReturn: "")).asObservable()
                    }
                    .events
            }
            return recorded
        }
        expectEqual(run { $0.withLatestFrom($1) { "\($0)\($1)" } }, [.next(231, "2a"), .completed(251)])
        expectEqual(run { $0.withLatestFrom($1) }, [.next(231, "a"), .completed(251)])
    }

    @Test("Driver.zip and Driver.combineLatest of a collection, with a selector and as arrays")
    func collections() {
        func run(_ operation: @escaping ([Driver<Int>]) -> Driver<[Int]>) -> [Recorded<Event<[Int]>>] {
            var recorded: [Recorded<Event<[Int]>>] = []
            onSharingTestScheduler { scheduler in
                let a = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(250)])
                let b = scheduler.createHotObservable([.next(220, 2), .next(240, 4), .completed(260)])
                recorded =
                    scheduler.start {
                        operation([a.asDriver(onErrorJustReturn: 0), b.asDriver(onErrorJustReturn: 0)]).asObservable()
                    }
                    .events
            }
            return recorded
        }
        let zipped: [Recorded<Event<[Int]>>] = [.next(221, [1, 2]), .next(241, [3, 4]), .completed(261)]
        expectEqual(run { Driver.zip($0) { $0 } }, zipped)
        expectEqual(run { Driver.zip($0) }, zipped)
        let combined: [Recorded<Event<[Int]>>] = [
            .next(221, [1, 2]), .next(231, [3, 2]), .next(241, [3, 4]), .completed(261),
        ]
        expectEqual(run { Driver.combineLatest($0) { $0 } }, combined)
        expectEqual(run { Driver.combineLatest($0) }, combined)
    }

    @Test("throttle, debounce and delay time on the sharing scheduler")
    func time() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .next(215, 2), .next(240, 3), .completed(300)]
        expectEqual(
            driven(events) { $0.throttle(.seconds(20)) },
            [.next(211, 1), .next(231, 2), .next(251, 3), .completed(301)])
        expectEqual(
            driven(events) { $0.throttle(.seconds(20), latest: false) },
            [.next(211, 1), .next(241, 3), .completed(301)])
        expectEqual(driven(events) { $0.debounce(.seconds(20)) }, [.next(236, 2), .next(261, 3), .completed(301)])
        expectEqual(
            driven(events) { $0.delay(.seconds(5)) }, [.next(216, 1), .next(221, 2), .next(246, 3), .completed(306)])
    }
}
