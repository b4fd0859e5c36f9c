import Dispatch
import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

private enum DriverTestError: Error {
    case failed
}

@Suite(.tracksResources)
@MainActor
struct DriverTests {
    @Test("asDriver(onErrorJustReturn:) ends with the element instead of the error")
    func onErrorJustReturn() {
        onSharingTestScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, DriverTestError.failed)])
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1).asObservable() }
            expectEqual(res.events, [.next(211, 1), .next(221, -1), .completed(221)])
        }
    }

    @Test("asDriver(onErrorDriveWith:) continues with the given Driver when the error arrives")
    func onErrorDriveWith() {
        onSharingTestScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, DriverTestError.failed)])
            let res = scheduler.start { xs.asDriver(onErrorDriveWith: Driver.just(9)).asObservable() }
            expectEqual(res.events, [.next(211, 1), .next(222, 9), .completed(222)])
        }
    }

    @Test("asDriver(onErrorRecover:) continues with the Driver made from the error")
    func onErrorRecover() {
        onSharingTestScheduler { scheduler in
            var errors: [String] = []
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, DriverTestError.failed)])
            let res = scheduler.start {
                xs.asDriver { error in
                    errors.append("\(error)")
                    return Driver.just(8)
                }
                .asObservable()
            }
            expectEqual(res.events, [.next(211, 1), .next(222, 8), .completed(222)])
            expectEqual(errors, ["failed"])
        }
    }

    @Test("asSharedSequence(sharingStrategy:onError…) builds a Driver when the strategy is named")
    func asSharedSequence() {
        onSharingTestScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, DriverTestError.failed)])
            let justReturn = scheduler.start {
                xs.asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: 0).asObservable()
            }
            expectEqual(justReturn.events, [.next(211, 1), .next(221, 0), .completed(221)])
            let ys: TestableObservable<Int> = scheduler.createHotObservable([.error(1210, DriverTestError.failed)])
            let driveWith = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
                ys.asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorDriveWith: Driver.just(2))
                    .asObservable()
            }
            expectEqual(driveWith.events, [.next(1212, 2), .completed(1212)])
            let zs: TestableObservable<Int> = scheduler.createHotObservable([.error(2210, DriverTestError.failed)])
            let recover = scheduler.start(created: 2100, subscribed: 2200, disposed: 3000) {
                zs.asSharedSequence(sharingStrategy: DriverSharingStrategy.self) { _ in Driver.just(3) }.asObservable()
            }
            expectEqual(recover.events, [.next(2212, 3), .completed(2212)])
        }
    }

    @Test("An Infallible and a BehaviorRelay become Drivers on the sharing scheduler")
    func infallibleAndRelay() {
        onSharingTestScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let infallible = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).asDriver().asObservable() }
            expectEqual(infallible.events, [.next(211, 1), .completed(221)])
            let relay = BehaviorRelay(value: 5)
            scheduler.scheduleAt(1300) { relay.accept(6) }
            let relayed = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
                relay.asDriver().asObservable()
            }
            expectEqual(relayed.events, [.next(1201, 5), .next(1301, 6)])
        }
    }

    @Test("drive(_:) sends every event to each observer, and drive(_:) of optionals wraps the elements")
    func driveObservers() {
        onSharingTestScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            let optional = scheduler.createObserver(Int?.self)
            scheduler.scheduleAt(200) {
                let driver = xs.asDriver(onErrorJustReturn: 0)
                _ = driver.drive(first, second)
                _ = driver.drive(optional)
            }
            scheduler.start()
            expectEqual(first.events, [.next(211, 1), .completed(221)])
            expectEqual(second.events, first.events)
            expectEqual(optional.events, [.next(211, Optional(1)), .completed(221)])
        }
    }

    @Test("drive(_:) of BehaviorRelays and ReplayRelays accepts every element into each relay")
    func driveRelays() {
        onSharingTestScheduler { scheduler in
            let driver = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
                .asDriver(onErrorJustReturn: 0)
            let behavior = BehaviorRelay(value: 0)
            let optionalBehavior = BehaviorRelay<Int?>(value: nil)
            let replay = ReplayRelay<Int>.create(bufferSize: 2)
            let optionalReplay = ReplayRelay<Int?>.create(bufferSize: 2)
            let bag = DisposeBag()
            scheduler.scheduleAt(200) {
                driver.drive(behavior).disposed(by: bag)
                driver.drive(optionalBehavior).disposed(by: bag)
                driver.drive(replay).disposed(by: bag)
                driver.drive(optionalReplay).disposed(by: bag)
            }
            scheduler.start()
            expectEqual(behavior.value, 2)
            expectEqual(optionalBehavior.value, 2)
            var replayed: [Int] = []
            var optionalReplayed: [Int?] = []
            _ = replay.subscribe(onNext: { replayed.append($0) })
            _ = optionalReplay.subscribe(onNext: { optionalReplayed.append($0) })
            expectEqual(replayed, [1, 2])
            expectEqual(optionalReplayed, [1, 2])
        }
    }

    @Test("drive(_:) with a function, and with a curried one, hands it the Driver's observable")
    func driveFunctions() {
        onSharingTestScheduler { scheduler in
            let driver = scheduler.createHotObservable([.next(210, 1)]).asDriver(onErrorJustReturn: 0)
            var log: [String] = []
            let same = driver.drive { observable in observable === driver.asObservable() }
            let curried = driver.drive(
                { observable in { (prefix: String) in "\(prefix) \(observable === driver.asObservable())" } },
                curriedArgument: "shared:")
            log.append("\(same)")
            log.append(curried)
            expectEqual(log, ["true", "shared: true"])
        }
    }

    @Test("drive(with:onNext:onCompleted:onDisposed:) hands the object to each closure while it lives")
    func driveWithObject() {
        final class Screen {
            var log: [String] = []
        }
        onSharingTestScheduler { scheduler in
            let screen = Screen()
            let driver = scheduler.createHotObservable([.next(210, 1), .completed(220)]).asDriver(onErrorJustReturn: 0)
            scheduler.scheduleAt(200) {
                _ = driver.drive(
                    with: screen,
                    onNext: { screen, element in screen.log.append("next \(element)") },
                    onCompleted: { $0.log.append("completed") },
                    onDisposed: { $0.log.append("disposed") })
            }
            scheduler.start()
            expectEqual(screen.log, ["next 1", "completed", "disposed"])
        }
    }

    @Test("drive(onNext:onCompleted:onDisposed:) and drive() subscribe; disposing ends the subscription")
    func driveClosures() {
        onSharingTestScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
            let driver = xs.asDriver(onErrorJustReturn: 0)
            var log: [String] = []
            var subscription: Disposable?
            var silent: Disposable?
            scheduler.scheduleAt(200) {
                subscription = driver.drive(
                    onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
                    onDisposed: { log.append("disposed") })
                silent = driver.drive()
            }
            scheduler.scheduleAt(220) { subscription?.dispose() }
            scheduler.scheduleAt(240) { silent?.dispose() }
            scheduler.start()
            expectEqual(log, ["next 1", "disposed"])
            expectEqual(xs.subscriptions, [Subscription(200, 240)])
        }
    }

    @Test("drive on the main thread is allowed, with the sharing scheduler left as it is")
    func driveOnMainThread() {
        let relay = BehaviorRelay(value: 3)
        var received: [Int] = []
        let subscription = relay.asDriver().drive(onNext: { received.append($0) })
        relay.accept(4)
        subscription.dispose()
        expectEqual(received, [3, 4])
    }

    @Test("drive off the main thread stops the program in debug builds, naming the rule; release builds allow it")
    func driveOffMainThread() async {
        let result = await #expect(processExitsWith: exitOfDebugOnlyStop, observing: [\.standardErrorContent]) {
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                _ = Driver.just(1).drive(onNext: { _ in })
                done.signal()
            }
            done.waitOrRecordIssue()
        }
        expectStopMessage(
            result, contains: "Driver.drive(onNext:onCompleted:onDisposed:) was called off the main thread")
        expectStopMessage(result, contains: "Rule: drive a Driver from the main thread")
    }

    @Test("Every drive overload checks the thread rule, naming itself")
    func everyDriveChecks() async {
        var result = await #expect(processExitsWith: exitOfDebugOnlyStop, observing: [\.standardErrorContent]) {
            DispatchQueue.global().sync { _ = Driver<Int>.never().drive(AnyObserver { _ in }) }
        }
        expectStopMessage(result, contains: "Driver.drive(_:) was called off the main thread")
        result = await #expect(processExitsWith: exitOfDebugOnlyStop, observing: [\.standardErrorContent]) {
            DispatchQueue.global().sync { _ = Driver<Int>.never().drive(AnyObserver<Int?> { _ in }) }
        }
        expectStopMessage(result, contains: "Driver.drive(_:) was called off the main thread")
        result = await #expect(processExitsWith: exitOfDebugOnlyStop, observing: [\.standardErrorContent]) {
            DispatchQueue.global().sync { _ = Driver<Int>.never().drive(BehaviorRelay(value: 0)) }
        }
        expectStopMessage(result, contains: "Driver.drive(_:) was called off the main thread")
        result = await #expect(processExitsWith: exitOfDebugOnlyStop, observing: [\.standardErrorContent]) {
            DispatchQueue.global().sync { _ = Driver<Int>.never().drive(ReplayRelay<Int?>.create(bufferSize: 1)) }
        }
        expectStopMessage(result, contains: "Driver.drive(_:) was called off the main thread")
        result = await #expect(processExitsWith: exitOfDebugOnlyStop, observing: [\.standardErrorContent]) {
            DispatchQueue.global().sync { _ = Driver<Int>.never().drive { $0.subscribe() } }
        }
        expectStopMessage(result, contains: "Driver.drive(_:) was called off the main thread")
        result = await #expect(processExitsWith: exitOfDebugOnlyStop, observing: [\.standardErrorContent]) {
            DispatchQueue.global().sync {
                _ = Driver<Int>.never().drive(
                    { observable in { (_: Int) in observable.subscribe() } }, curriedArgument: 1)
            }
        }
        expectStopMessage(result, contains: "Driver.drive(_:curriedArgument:) was called off the main thread")
        result = await #expect(processExitsWith: exitOfDebugOnlyStop, observing: [\.standardErrorContent]) {
            final class Owner {}
            let owner = Owner()
            DispatchQueue.global().sync { _ = Driver<Int>.never().drive(with: owner) }
        }
        expectStopMessage(
            result, contains: "Driver.drive(with:onNext:onCompleted:onDisposed:) was called off the main thread")
        result = await #expect(processExitsWith: exitOfDebugOnlyStop, observing: [\.standardErrorContent]) {
            DispatchQueue.global().sync { _ = Driver<Int>.never().drive() }
        }
        expectStopMessage(
            result, contains: "Driver.drive(onNext:onCompleted:onDisposed:) was called off the main thread")
    }
}
