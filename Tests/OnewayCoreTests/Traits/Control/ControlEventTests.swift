import Dispatch
import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

private enum ControlEventTestError: Error {
    case failed
}

@Suite(.tracksResources)
struct ControlEventTests {
    @Test("A ControlEvent subscribes to its events on the main queue, even when subscribed elsewhere")
    func subscribesOnMainQueue() {
        let log = SharedLog<String>()
        let subscribed = DispatchSemaphore(value: 0)
        let event = ControlEvent(
            events: Observable<Void>.deferred {
                log.append(MainQueueTag.shared.isCurrent ? "main" : "elsewhere")
                subscribed.signal()
                return .never()
            })
        let subscription = Locked<Disposable?>(nil)
        DispatchQueue.global().async { subscription.withLock { $0 = event.subscribe { _ in } } }
        subscribed.waitOrRecordIssue()
        subscription.withLock { $0?.dispose() }
        expectEqual(log.values, ["main"])
    }

    @Test("Its events are the sequence's; asObservable, asControlEvent and asInfallible give them back")
    @MainActor
    func events() {
        let taps = PublishSubject<Int>()
        let event = ControlEvent(events: taps)
        var received: [String] = []
        let bag = DisposeBag()
        event.asControlEvent().asObservable().subscribe(onNext: { received.append("observable \($0)") })
            .disposed(by: bag)
        event.asInfallible().subscribe(onNext: { received.append("infallible \($0)") }).disposed(by: bag)
        taps.onNext(1)
        expectEqual(received, ["observable 1", "infallible 1"])
    }

    @Test("asInfallible ends, instead of failing, when the wrapped sequence fails")
    @MainActor
    func asInfallibleOfFailingEvents() {
        var log: [String] = []
        _ = ControlEvent(events: Observable<Int>.error(ControlEventTestError.failed)).asInfallible()
            .subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        expectEqual(log, ["completed"])
    }

    @Test("asDriver and asSignal deliver the events on the sharing scheduler; only the Driver replays")
    @MainActor
    func asDriverAndAsSignal() {
        onSharingTestScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
            let event = ControlEvent(events: xs)
            let driver = event.asDriver()
            let signal = event.asSignal()
            let driven = scheduler.createObserver(Int.self)
            let emitted = scheduler.createObserver(Int.self)
            let lateDriven = scheduler.createObserver(Int.self)
            let lateEmitted = scheduler.createObserver(Int.self)
            let bag = DisposeBag()
            scheduler.scheduleAt(200) {
                driver.drive(driven).disposed(by: bag)
                signal.emit(to: emitted).disposed(by: bag)
            }
            scheduler.scheduleAt(220) {
                driver.drive(lateDriven).disposed(by: bag)
                signal.emit(to: lateEmitted).disposed(by: bag)
            }
            scheduler.start()
            expectEqual(driven.events, [.next(211, 1), .next(231, 2)])
            expectEqual(emitted.events, driven.events)
            expectEqual(lateDriven.events, [.next(220, 1), .next(231, 2)])
            expectEqual(lateEmitted.events, [.next(231, 2)])
        }
    }

    @Test("asSignal of an event whose sequence fails stops the program in debug builds, and ends in release builds")
    func asSignalOfFailingEvents() async {
        var result = await #expect(processExitsWith: exitOfDebugOnlyStop, observing: [\.standardErrorContent]) {
            // On the main queue, where a control subscribes to its sequence at once.
            onMainQueue {
                let scheduler = TestScheduler(initialClock: 0)
                SharingScheduler.mock(scheduler: scheduler) {
                    let event = ControlEvent(events: Observable<Int>.error(ControlEventTestError.failed))
                    _ = scheduler.start { event.asSignal().asObservable() }
                }
            }
        }
        expectStopMessage(result, contains: "ControlEvent.asSignal() received an error")
        result = await #expect(processExitsWith: exitOfDebugOnlyStop, observing: [\.standardErrorContent]) {
            // On the main queue, where a control subscribes to its sequence at once.
            onMainQueue {
                let scheduler = TestScheduler(initialClock: 0)
                SharingScheduler.mock(scheduler: scheduler) {
                    let event = ControlEvent(events: Observable<Int>.error(ControlEventTestError.failed))
                    _ = scheduler.start { event.asDriver().asObservable() }
                }
            }
        }
        expectStopMessage(result, contains: "ControlEvent.asDriver() received an error")
    }
}
