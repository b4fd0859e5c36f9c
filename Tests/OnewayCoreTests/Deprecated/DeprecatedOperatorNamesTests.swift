import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

/// What the sequence `make` builds receives on a fresh `TestScheduler` with RxTest's default
/// times (created at 100, subscribed at 200, disposed at 1000), over a hot source of `events`.
func recordDeprecated<Output: ObservableConvertibleType>(
    _ events: [Recorded<Event<Int>>],
    resolution: Double = 1.0,
    _ make: @escaping (TestableObservable<Int>, TestScheduler) -> Output
) -> [Recorded<Event<Output.Element>>] {
    let scheduler = TestScheduler(initialClock: 0, resolution: resolution)
    let xs = scheduler.createHotObservable(events)
    return scheduler.start { make(xs, scheduler) }.events
}

/// 1 before the subscription, then 2, 3, 4, 5 every 10 ticks from 210, completing at 250.
let deprecatedSource: [Recorded<Event<Int>>] = [
    .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
]

// Every test calls deprecated API, so each is deprecated itself: a deprecated declaration may
// use deprecated API without a warning, and the build treats warnings as errors.
@Suite(.tracksResources)
struct DeprecatedOperatorNamesTests {
    @available(*, deprecated, message: "Tests the RxSwift 5 filtering names")
    @Test(
        "The RxSwift 5 filtering names emit what take(until:), take(while:), skip(until:), skip(while:) and element(at:) emit"
    )
    func filteringNames() {
        func other(_ scheduler: TestScheduler) -> TestableObservable<Int> {
            scheduler.createHotObservable([.next(225, 0)])
        }
        let taken: [Recorded<Event<Int>>] = [.next(210, 2), .next(220, 3), .completed(225)]
        let skipped: [Recorded<Event<Int>>] = [.next(230, 4), .next(240, 5), .completed(250)]

        expectEqual(recordDeprecated(deprecatedSource) { xs, _ in xs.elementAt(2) }, [.next(230, 4), .completed(230)])
        expectEqual(
            recordDeprecated(deprecatedSource) { xs, _ in xs.element(at: 2) }, [.next(230, 4), .completed(230)])

        expectEqual(recordDeprecated(deprecatedSource) { xs, s in xs.takeUntil(other(s)) }, taken)
        expectEqual(recordDeprecated(deprecatedSource) { xs, s in xs.take(until: other(s)) }, taken)

        let inclusive: [Recorded<Event<Int>>] = [.next(210, 2), .next(220, 3), .completed(220)]
        expectEqual(recordDeprecated(deprecatedSource) { xs, _ in xs.takeUntil(.inclusive) { $0 == 3 } }, inclusive)
        expectEqual(
            recordDeprecated(deprecatedSource) { xs, _ in xs.take(until: { $0 == 3 }, behavior: .inclusive) }, inclusive
        )

        let whileBelow4: [Recorded<Event<Int>>] = [.next(210, 2), .next(220, 3), .completed(230)]
        expectEqual(recordDeprecated(deprecatedSource) { xs, _ in xs.takeWhile { $0 < 4 } }, whileBelow4)
        expectEqual(recordDeprecated(deprecatedSource) { xs, _ in xs.take(while: { $0 < 4 }) }, whileBelow4)

        expectEqual(recordDeprecated(deprecatedSource) { xs, s in xs.skipUntil(other(s)) }, skipped)
        expectEqual(recordDeprecated(deprecatedSource) { xs, s in xs.skip(until: other(s)) }, skipped)

        expectEqual(recordDeprecated(deprecatedSource) { xs, _ in xs.skipWhile { $0 < 4 } }, skipped)
        expectEqual(recordDeprecated(deprecatedSource) { xs, _ in xs.skip(while: { $0 < 4 }) }, skipped)
    }

    @available(*, deprecated, message: "Tests take(_:scheduler:) and skip(for:scheduler:)")
    @Test("take(_:scheduler:) is take(for:scheduler:) and skip(for:scheduler:) is skip(_:scheduler:), to the tick")
    func timedNames() {
        let taken: [Recorded<Event<Int>>] = [.next(210, 2), .next(220, 3), .completed(225)]
        let skipped: [Recorded<Event<Int>>] = [.next(230, 4), .next(240, 5), .completed(250)]
        expectEqual(recordDeprecated(deprecatedSource) { xs, s in xs.take(.seconds(25), scheduler: s) }, taken)
        expectEqual(recordDeprecated(deprecatedSource) { xs, s in xs.take(for: .seconds(25), scheduler: s) }, taken)
        expectEqual(recordDeprecated(deprecatedSource) { xs, s in xs.skip(for: .seconds(25), scheduler: s) }, skipped)
        expectEqual(recordDeprecated(deprecatedSource) { xs, s in xs.skip(.seconds(25), scheduler: s) }, skipped)
    }

    @available(*, deprecated, message: "Tests the WithIndex operators")
    @Test("The WithIndex operators pass each element's index, as enumerated() does")
    func withIndex() {
        let mapped = recordDeprecated(deprecatedSource) { xs, _ in xs.mapWithIndex { $0 * 10 + $1 } }
        expectEqual(mapped, [.next(210, 20), .next(220, 31), .next(230, 42), .next(240, 53), .completed(250)])
        expectEqual(mapped, recordDeprecated(deprecatedSource) { xs, _ in xs.enumerated().map { $1 * 10 + $0 } })

        let flatMapped = recordDeprecated(deprecatedSource) { xs, _ in
            xs.flatMapWithIndex { Observable.just($0 + $1) }
        }
        expectEqual(flatMapped, [.next(210, 2), .next(220, 4), .next(230, 6), .next(240, 8), .completed(250)])

        let skipped = recordDeprecated(deprecatedSource) { xs, _ in xs.skipWhileWithIndex { _, index in index < 2 } }
        expectEqual(skipped, [.next(230, 4), .next(240, 5), .completed(250)])

        let taken = recordDeprecated(deprecatedSource) { xs, _ in xs.takeWhileWithIndex { _, index in index < 2 } }
        expectEqual(taken, [.next(210, 2), .next(220, 3), .completed(230)])
    }

    @available(*, deprecated, message: "Tests shareReplay and shareReplayLatestWhileConnected")
    @Test(
        "shareReplay(_:) replays with the .forever scope; shareReplayLatestWhileConnected() replays one while connected"
    )
    func shareReplayNames() {
        // Two subscribers: one from 200 to 235, one from 226 on; then one more from 245, after a
        // disconnect for the first form only, so the two scopes differ in what it gets.
        func run(_ share: (Observable<Int>) -> Observable<Int>) -> [[Recorded<Event<Int>>]] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(deprecatedSource)
            let shared = share(xs.asObservable())
            let observers = (0..<3).map { _ in scheduler.createObserver(Int.self) }
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(observers[0])) }
            scheduler.scheduleAt(226) { subscriptions.append(shared.subscribe(observers[1])) }
            scheduler.scheduleAt(235) { subscriptions.forEach { $0.dispose() } }
            scheduler.scheduleAt(236) { subscriptions = [shared.subscribe(observers[2])] }
            scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
            return observers.map(\.events)
        }

        let latest = run { $0.shareReplayLatestWhileConnected() }
        expectEqual(latest, run { $0.share(replay: 1, scope: .whileConnected) })
        expectEqual(
            latest,
            [
                [.next(210, 2), .next(220, 3), .next(230, 4)],
                [.next(226, 3), .next(230, 4)],
                [.next(240, 5), .completed(250)],
            ])

        let forever = run { $0.shareReplay(2) }
        expectEqual(forever, run { $0.share(replay: 2, scope: .forever) })
        expectEqual(
            forever,
            [
                [.next(210, 2), .next(220, 3), .next(230, 4)],
                [.next(226, 2), .next(226, 3), .next(230, 4)],
                [.next(236, 3), .next(236, 4), .next(240, 5), .completed(250)],
            ])
    }

    @available(*, deprecated, message: "Tests from(_:) with an optional")
    @Test("Observable.from(_:) with an optional is from(optional:), with or without a scheduler")
    func fromOptional() {
        let some: Int? = 7
        let none: Int? = nil
        var received: [Int] = []
        var completions = 0
        _ = Observable.from(some).subscribe(onNext: { received.append($0) }, onCompleted: { completions += 1 })
        _ = Observable.from(none).subscribe(onNext: { received.append($0) }, onCompleted: { completions += 1 })
        expectEqual(received, [7])
        expectEqual(completions, 2)

        let scheduled = recordDeprecated([]) { _, s in Observable.from(some, scheduler: s) }
        expectEqual(scheduled, recordDeprecated([]) { _, s in Observable.from(optional: some, scheduler: s) })
        expectEqual(scheduled, [.next(201, 7), .completed(202)])
    }

    @available(*, deprecated, message: "Tests the RxSwift 5 error and scheduling names")
    @Test("catchError, catchErrorJustReturn, observeOn, subscribeOn and retryWhen emit what the RxSwift 6 names emit")
    func errorAndSchedulingNames() {
        let failing: [Recorded<Event<Int>>] = [.next(210, 2), .error(220, TestFailure.boom)]
        let caught: [Recorded<Event<Int>>] = [.next(210, 2), .next(220, 9), .completed(220)]
        expectEqual(recordDeprecated(failing) { xs, _ in xs.catchError { _ in .just(9) } }, caught)
        expectEqual(recordDeprecated(failing) { xs, _ in xs.catch { _ in .just(9) } }, caught)
        expectEqual(recordDeprecated(failing) { xs, _ in xs.catchErrorJustReturn(9) }, caught)
        expectEqual(
            recordDeprecated(failing) { xs, _ in Observable.catchError([xs.asObservable(), .just(9)]) },
            recordDeprecated(failing) { xs, _ in Observable.catch(sequence: [xs.asObservable(), .just(9)]) })

        let observed = recordDeprecated(deprecatedSource) { xs, s in xs.observeOn(s) }
        expectEqual(observed, recordDeprecated(deprecatedSource) { xs, s in xs.observe(on: s) })
        expectEqual(observed, [.next(211, 2), .next(221, 3), .next(231, 4), .next(241, 5), .completed(251)])
        expectEqual(
            recordDeprecated(deprecatedSource) { xs, s in xs.subscribeOn(s) },
            recordDeprecated(deprecatedSource) { xs, s in xs.subscribe(on: s) })

        // Retries once, when the trigger emits, then completes when the trigger completes.
        func trigger(_ errors: Observable<any Error>) -> Observable<Int> {
            errors.enumerated().map(\.index).take(while: { $0 < 1 })
        }
        func failingTwice(_ s: TestScheduler) -> Observable<Int> {
            s.createColdObservable([.next(5, 1), .error(10, TestFailure.boom)]).asObservable()
        }
        let retriedOld = recordDeprecated([]) { _, s in failingTwice(s).retryWhen(trigger) }
        expectEqual(retriedOld, recordDeprecated([]) { _, s in failingTwice(s).retry(when: trigger) })
        expectEqual(retriedOld, [.next(205, 1), .next(215, 1), .completed(220)])

        // The overload whose handler sees the errors as one type.
        func typedTrigger(_ errors: Observable<TestFailure>) -> Observable<Int> {
            errors.enumerated().map(\.index).take(while: { $0 < 1 })
        }
        let typedOld = recordDeprecated([]) { _, s in failingTwice(s).retryWhen(typedTrigger) }
        expectEqual(typedOld, recordDeprecated([]) { _, s in failingTwice(s).retry(when: typedTrigger) })
        expectEqual(typedOld, [.next(205, 1), .next(215, 1), .completed(220)])
    }
}
