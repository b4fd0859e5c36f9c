import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

// Every test calls deprecated API, so each is deprecated itself: a deprecated declaration may
// use deprecated API without a warning, and the build treats warnings as errors.
@Suite(.tracksResources)
struct DeprecatedTimeAndTraitNamesTests {
    @available(*, deprecated, message: "Tests the seconds overloads")
    @Test("The seconds overloads of delay, delaySubscription, timeout, skip, take and throttle run as whole seconds")
    func secondsOverloads() {
        let delayed = recordDeprecated(deprecatedSource) { xs, s in xs.delay(15, scheduler: s) }
        expectEqual(delayed, recordDeprecated(deprecatedSource) { xs, s in xs.delay(.seconds(15), scheduler: s) })
        expectEqual(delayed, [.next(225, 2), .next(235, 3), .next(245, 4), .next(255, 5), .completed(265)])

        let late = recordDeprecated(deprecatedSource) { xs, s in xs.delaySubscription(25, scheduler: s) }
        expectEqual(late, [.next(230, 4), .next(240, 5), .completed(250)])

        let silent: [Recorded<Event<Int>>] = [.next(210, 2), .next(240, 3)]
        let timedOut = recordDeprecated(silent) { xs, s in xs.timeout(15, scheduler: s) }
        expectEqual(timedOut, [.next(210, 2), .error(225, RxError.timeout)])
        let switched = recordDeprecated(silent) { xs, s in xs.timeout(15, other: Observable.just(9), scheduler: s) }
        expectEqual(switched, [.next(210, 2), .next(225, 9), .completed(225)])

        expectEqual(
            recordDeprecated(deprecatedSource) { xs, s in xs.skip(25, scheduler: s) },
            [.next(230, 4), .next(240, 5), .completed(250)])
        expectEqual(
            recordDeprecated(deprecatedSource) { xs, s in xs.take(25, scheduler: s) },
            [.next(210, 2), .next(220, 3), .completed(225)])

        let throttled = recordDeprecated(deprecatedSource) { xs, s in xs.throttle(15, latest: false, scheduler: s) }
        expectEqual(
            throttled,
            recordDeprecated(deprecatedSource) { xs, s in xs.throttle(.seconds(15), latest: false, scheduler: s)
            })
        expectEqual(throttled, [.next(210, 2), .next(230, 4), .completed(250)])
    }

    @available(*, deprecated, message: "Tests the seconds overloads")
    @Test("The seconds overloads keep whole milliseconds, as RxSwift's do")
    func secondsTruncateToMilliseconds() {
        // At one tick per millisecond, 0.0159 s is 15 ticks: the rest of the millisecond goes.
        let delayed = recordDeprecated(deprecatedSource, resolution: 0.001) { xs, s in xs.delay(0.0159, scheduler: s) }
        expectEqual(
            delayed,
            recordDeprecated(deprecatedSource, resolution: 0.001) { xs, s in
                xs.delay(.milliseconds(15), scheduler: s)
            })
        expectEqual(delayed.first, .next(225, 2))
    }

    @available(*, deprecated, message: "Tests the seconds overloads")
    @Test("The seconds overloads of buffer, window, interval and timer run as whole seconds")
    func secondsOverloadsOfWindowsAndTimers() {
        let buffers = recordDeprecated(deprecatedSource) { xs, s in xs.buffer(timeSpan: 25, count: 3, scheduler: s) }
        expectEqual(
            buffers,
            recordDeprecated(deprecatedSource) { xs, s in
                xs.buffer(timeSpan: .seconds(25), count: 3, scheduler: s)
            })
        expectEqual(buffers, [.next(225, [2, 3]), .next(250, [4, 5]), .completed(250)])

        let windows = recordDeprecated(deprecatedSource) { xs, s in
            xs.window(timeSpan: 25, count: 3, scheduler: s).flatMap { $0.toArray() }
        }
        expectEqual(windows, [.next(225, [2, 3]), .next(250, [4, 5]), .completed(250)])

        let ticks = recordDeprecated([]) { _, s in Observable<Int>.interval(10, scheduler: s).take(3) }
        expectEqual(ticks, [.next(210, 0), .next(220, 1), .next(230, 2), .completed(230)])
        let periodic = recordDeprecated([]) { _, s in Observable<Int>.timer(5, period: 10, scheduler: s).take(2) }
        expectEqual(periodic, [.next(205, 0), .next(215, 1), .completed(215)])
        let once = recordDeprecated([]) { _, s in Observable<Int>.timer(5, scheduler: s) }
        expectEqual(once, [.next(205, 0), .completed(205)])
    }

    @available(*, deprecated, message: "Tests the trait seconds overloads")
    @Test("The seconds overloads of Single and Maybe delay, time out and start timers as whole seconds")
    func traitSecondsOverloads() {
        func single(_ s: TestScheduler, at tick: TestTime) -> Single<Int> {
            s.createColdObservable([.next(tick, 1), .completed(tick)]).asSingle()
        }
        // The completion due at the element's tick leaves one tick later, as with the current name.
        expectEqual(
            recordDeprecated([]) { _, s in single(s, at: 10).delay(15, scheduler: s) },
            [.next(225, 1), .completed(226)])
        expectEqual(
            recordDeprecated([]) { _, s in single(s, at: 10).delaySubscription(15, scheduler: s) },
            [.next(225, 1), .completed(225)])
        expectEqual(
            recordDeprecated([]) { _, s in single(s, at: 30).timeout(15, scheduler: s) }, [.error(215, RxError.timeout)]
        )
        expectEqual(
            recordDeprecated([]) { _, s in single(s, at: 30).timeout(15, other: .just(9), scheduler: s) },
            [.next(215, 9), .completed(215)])
        expectEqual(
            recordDeprecated([]) { _, s in Single<Int>.timer(5, scheduler: s) }, [.next(205, 0), .completed(205)])
        expectEqual(
            recordDeprecated([]) { _, s in Maybe<Int>.timer(5, scheduler: s) }, [.next(205, 0), .completed(205)])
    }

    @available(*, deprecated, message: "Tests the RxSwift 5 trait error and scheduling names")
    @Test("The RxSwift 5 error and scheduling names of traits emit what the RxSwift 6 names emit")
    func traitErrorAndSchedulingNames() {
        func failing(_ s: TestScheduler) -> Single<Int> {
            s.createColdObservable([.error(10, TestFailure.boom)]).asSingle()
        }
        let caught: [Recorded<Event<Int>>] = [.next(210, 9), .completed(210)]
        expectEqual(recordDeprecated([]) { _, s in failing(s).catchError { _ in .just(9) } }, caught)
        expectEqual(recordDeprecated([]) { _, s in failing(s).catch { _ in .just(9) } }, caught)
        expectEqual(recordDeprecated([]) { _, s in failing(s).catchErrorJustReturn(9) }, caught)
        expectEqual(recordDeprecated([]) { _, s in failing(s).catchAndReturn(9) }, caught)
        expectEqual(recordDeprecated([]) { _, s in failing(s).asMaybe().catchErrorJustReturn(9) }, caught)
        expectEqual(recordDeprecated([]) { _, s in failing(s).asMaybe().catchAndReturn(9) }, caught)

        // Fails on the first attempt and succeeds on the second; the trigger retries once.
        func flaky(_ s: TestScheduler) -> Single<Int> {
            var attempts = 0
            return Observable.deferred {
                attempts += 1
                let events: [Recorded<Event<Int>>] =
                    attempts == 1 ? [.error(10, TestFailure.boom)] : [.next(10, 7), .completed(10)]
                return s.createColdObservable(events).asObservable()
            }
            .asSingle()
        }
        func trigger(_ errors: Observable<any Error>) -> Observable<Int> {
            errors.enumerated().map(\.index).take(while: { $0 < 1 })
        }
        func typedTrigger(_ errors: Observable<TestFailure>) -> Observable<Int> {
            errors.enumerated().map(\.index).take(while: { $0 < 1 })
        }
        let retried: [Recorded<Event<Int>>] = [.next(220, 7), .completed(220)]
        expectEqual(recordDeprecated([]) { _, s in flaky(s).retryWhen(trigger) }, retried)
        expectEqual(recordDeprecated([]) { _, s in flaky(s).retry(when: trigger) }, retried)
        expectEqual(recordDeprecated([]) { _, s in flaky(s).retryWhen(typedTrigger) }, retried)
        expectEqual(recordDeprecated([]) { _, s in flaky(s).retry(when: typedTrigger) }, retried)

        func single(_ s: TestScheduler) -> Single<Int> {
            s.createColdObservable([.next(10, 1), .completed(10)]).asSingle()
        }
        let observed = recordDeprecated([]) { _, s in single(s).observeOn(s) }
        expectEqual(observed, recordDeprecated([]) { _, s in single(s).observe(on: s) })
        expectEqual(observed, [.next(211, 1), .completed(212)])
        let subscribed = recordDeprecated([]) { _, s in single(s).subscribeOn(s) }
        expectEqual(subscribed, recordDeprecated([]) { _, s in single(s).subscribe(on: s) })
        expectEqual(subscribed, [.next(211, 1), .completed(211)])
    }

    @available(*, deprecated, message: "Tests Single.subscribe(onSuccess:onError:onDisposed:)")
    @Test("Single.subscribe(onSuccess:onError:onDisposed:) is subscribe(onSuccess:onFailure:onDisposed:)")
    func singleSubscribeOnError() {
        var calls: [String] = []
        for single in [Single.just(4), Single<Int>.error(TestFailure.boom)] {
            _ = single.subscribe(
                onSuccess: { calls.append("success \($0)") },
                onError: { calls.append("error \(TestFailure($0))") },
                onDisposed: { calls.append("disposed") })
        }
        expectEqual(calls, ["success 4", "disposed", "error boom", "disposed"])
    }

    @available(*, deprecated, message: "Tests Single.do(onNext:) and Completable.merge")
    @Test("Single.do(onNext:) is do(onSuccess:), and Completable.merge is Completable.zip")
    func traitNames() {
        func sideEffects(_ makeDo: (Single<Int>, @escaping (String) -> Void) -> Single<Int>) -> [String] {
            var calls: [String] = []
            let single = makeDo(Single.just(4)) { calls.append($0) }
            _ = single.subscribe(onSuccess: { calls.append("success \($0)") })
            return calls
        }
        let old = sideEffects { single, log in
            single.do(
                onNext: { log("next \($0)") },
                onError: { _ in log("error") },
                onSubscribe: { log("subscribe") },
                onSubscribed: { log("subscribed") },
                onDispose: { log("dispose") }
            )
        }
        expectEqual(old, ["subscribe", "next 4", "success 4", "subscribed", "dispose"])
        let current = sideEffects { single, log in
            single.do(
                onSuccess: { log("next \($0)") },
                onError: { _ in log("error") },
                onSubscribe: { log("subscribe") },
                onSubscribed: { log("subscribed") },
                onDispose: { log("dispose") }
            )
        }
        expectEqual(old, current)

        func completable(_ s: TestScheduler, _ tick: TestTime) -> Completable {
            s.createColdObservable([.completed(tick)] as [Recorded<Event<Never>>]).asCompletable()
        }
        let done: [Recorded<Event<Never>>] = [.completed(230)]
        expectEqual(recordDeprecated([]) { _, s in Completable.merge(completable(s, 10), completable(s, 30)) }, done)
        expectEqual(recordDeprecated([]) { _, s in Completable.merge([completable(s, 10), completable(s, 30)]) }, done)
        expectEqual(
            recordDeprecated([]) { _, s in Completable.merge(AnyCollection([completable(s, 10), completable(s, 30)])) },
            done)
        expectEqual(recordDeprecated([]) { _, s in Completable.zip(completable(s, 10), completable(s, 30)) }, done)

        let failed: [Recorded<Event<Never>>] = [.error(210, TestFailure.boom)]
        expectEqual(
            recordDeprecated([]) { _, s in
                Completable.merge(Completable.error(TestFailure.boom).delaySubscription(.seconds(10), scheduler: s))
            }, failed)
    }
}
