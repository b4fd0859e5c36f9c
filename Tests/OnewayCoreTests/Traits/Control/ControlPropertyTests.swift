import Dispatch
import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

private enum ControlTestError: Error {
    case failed
}

@Suite(.tracksResources)
struct ControlPropertyTests {
    @Test("A ControlProperty subscribes to its values on the main queue, even when subscribed elsewhere")
    func subscribesOnMainQueue() {
        let log = SharedLog<String>()
        let subscribed = DispatchSemaphore(value: 0)
        let property = ControlProperty(
            values: Observable<Int>.deferred {
                log.append(MainQueueTag.shared.isCurrent ? "main" : "elsewhere")
                subscribed.signal()
                return .never()
            },
            valueSink: AnyObserver<Int> { _ in })
        let subscription = Locked<Disposable?>(nil)
        DispatchQueue.global().async { subscription.withLock { $0 = property.subscribe { _ in } } }
        subscribed.waitOrRecordIssue()
        subscription.withLock { $0?.dispose() }
        expectEqual(log.values, ["main"])
    }

    @Test("Its values are the sequence's; asObservable and asControlProperty give it back")
    @MainActor
    func values() {
        let subject = BehaviorSubject(value: 1)
        let property = ControlProperty(values: subject, valueSink: AnyObserver<Int> { _ in })
        var received: [Int] = []
        let subscription = property.asControlProperty().asObservable().subscribe(onNext: { received.append($0) })
        subject.onNext(2)
        subscription.dispose()
        expectEqual(received, [1, 2])
    }

    @Test("on(_:) sends elements and completion to the value sink")
    @MainActor
    func setsThroughTheSink() {
        var sunk: [String] = []
        let property = ControlProperty(
            values: Observable<Int>.never(),
            valueSink: AnyObserver { event in sunk.append(event.element.map { "next(\($0))" } ?? "\(event)") })
        let subject = PublishSubject<Int>()
        let binding = subject.bind(to: property)
        subject.onNext(5)
        property.on(.completed)
        binding.dispose()
        expectEqual(sunk, ["next(5)", "completed"])
    }

    @Test("An error bound to a ControlProperty stops the program in debug builds and is printed in release builds")
    func errorIsABindingFailure() async {
        let result = await #expect(processExitsWith: exitOfDebugOnlyStop, observing: [\.standardErrorContent]) {
            ControlProperty(values: Observable<Int>.never(), valueSink: AnyObserver { _ in })
                .on(.error(ControlTestError.failed))
        }
        expectStopMessage(result, contains: "received an error: failed")
    }

    @Test("changed is every value after the first, as a ControlEvent")
    @MainActor
    func changed() {
        let subject = BehaviorSubject(value: 0)
        let property = ControlProperty(values: subject, valueSink: AnyObserver<Int> { _ in })
        var received: [Int] = []
        let subscription = property.changed.subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        expectEqual(received, [1, 1])
    }

    @Test("orEmpty reads nil as the empty string and sets the original property to each string")
    @MainActor
    func orEmpty() {
        var sunk: [String?] = []
        let subject = BehaviorSubject<String?>(value: nil)
        let text = ControlProperty(
            values: subject, valueSink: AnyObserver { event in sunk.append(event.element ?? nil) })
        var received: [String] = []
        let subscription = text.orEmpty.subscribe(onNext: { received.append($0) })
        subject.onNext("a")
        text.orEmpty.onNext("b")
        subscription.dispose()
        expectEqual(received, ["", "a"])
        expectEqual(sunk, ["b"])
    }

    @Test("asDriver delivers the values on the sharing scheduler, shared with a replay")
    @MainActor
    func asDriver() {
        onSharingTestScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let property = ControlProperty(values: xs, valueSink: AnyObserver<Int> { _ in })
            let res = scheduler.start { property.asDriver().asObservable() }
            expectEqual(res.events, [.next(211, 1), .completed(221)])
        }
    }

    @Test("asDriver of a property whose sequence fails stops the program in debug builds, and ends in release builds")
    func asDriverOfFailingValues() async {
        let result = await #expect(processExitsWith: exitOfDebugOnlyStop, observing: [\.standardErrorContent]) {
            // On the main queue, where a control subscribes to its sequence at once.
            onMainQueue {
                let scheduler = TestScheduler(initialClock: 0)
                SharingScheduler.mock(scheduler: scheduler) {
                    let property = ControlProperty(
                        values: Observable<Int>.error(ControlTestError.failed), valueSink: AnyObserver<Int> { _ in })
                    _ = scheduler.start { property.asDriver().asObservable() }
                }
            }
        }
        expectStopMessage(result, contains: "ControlProperty.asDriver() received an error")
    }
}
