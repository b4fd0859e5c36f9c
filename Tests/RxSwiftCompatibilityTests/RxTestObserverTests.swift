// Guards RxTest's observer idioms: `createObserver`, `scheduleAt`, `advanceTo`, and view-model
// tests that `bind(to:)` a hot or cold observable the test does not keep into a subject, a
// relay or the observer; the recorded events prove the binding stayed alive and on time.
#if canImport(XCTest)
    import Foundation
    import Oneway
    import OnewayTesting
    import XCTest

    final class RxTestObserverTests: XCTestCase {
        var scheduler: TestScheduler!
        var disposeBag: DisposeBag!

        override func setUp() {
            super.setUp()
            scheduler = TestScheduler(initialClock: 0)
            disposeBag = DisposeBag()
        }

        override func tearDown() {
            disposeBag = nil
            super.tearDown()
        }

        func testScheduledSubscriptionToAColdObservable() {
            let observer = scheduler.createObserver(Int.self)
            let cold = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
            scheduler.scheduleAt(100) { cold.subscribe(observer).disposed(by: self.disposeBag) }
            scheduler.start()
            XCTAssertEqual(observer.events, [.next(110, 1), .error(120, TestError.boom)])
            // Subscribed directly, with no operator between, nothing disposes on the error: the
            // subscription stays open until the bag goes, at the clock of that moment.
            XCTAssertEqual(cold.subscriptions, [Subscription(100)])
            disposeBag = DisposeBag()
            XCTAssertEqual(cold.subscriptions, [Subscription(100, 120)])
        }

        func testSubjectDrivenByScheduledWork() {
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.1, simulateProcessingDelay: false)
            let observer = scheduler.createObserver(String.self)
            let subject = PublishSubject<String>()
            scheduler.scheduleAt(10) { subject.subscribe(observer).disposed(by: self.disposeBag) }
            scheduler.scheduleAt(5) { subject.onNext("early") }
            scheduler.scheduleAt(20) { subject.onNext("a") }
            scheduler.advanceTo(15)
            XCTAssertEqual(scheduler.clock, 15)
            XCTAssertEqual(observer.events, [])
            scheduler.start()
            XCTAssertEqual(observer.events, [.next(20, "a")])
            XCTAssertEqual(scheduler.clock, 20)
        }

        func testViewModelOutputBoundToTheObserver() {
            let input = PublishSubject<String>()
            let output = input.map { $0.count }
            let observer = scheduler.createObserver(Int.self)
            output.bind(to: observer).disposed(by: disposeBag)
            scheduler.createColdObservable([.next(10, "ab"), .next(20, "abc")])
                .bind(to: input)
                .disposed(by: disposeBag)
            scheduler.start()
            XCTAssertEqual(observer.events, [.next(10, 2), .next(20, 3)])
            XCTAssertEqual(observer.events.compactMap { $0.value.element }, [2, 3])
        }

        func testUnkeptHotObservableBoundToTheObserver() {
            let observer = scheduler.createObserver(Int.self)
            scheduler.createHotObservable([.next(10, 1), .completed(20)])
                .bind(to: observer)
                .disposed(by: disposeBag)
            scheduler.start()
            XCTAssertEqual(observer.events, [.next(10, 1), .completed(20)])
        }

        func testUnkeptHotObservableSubscribedWithoutABag() {
            let observer = scheduler.createObserver(Int.self)
            _ = scheduler.createHotObservable([.next(10, 1), .completed(20)]).subscribe(observer)
            scheduler.start()
            XCTAssertEqual(observer.events, [.next(10, 1), .completed(20)])
        }

        func testColdObservableBoundThroughARelay() {
            let observer = scheduler.createObserver(Int.self)
            let relay = PublishRelay<Int>()
            relay.bind(to: observer).disposed(by: disposeBag)
            scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
                .bind(to: relay)
                .disposed(by: disposeBag)
            scheduler.start()
            // A relay never completes: the source's completion stops at it.
            XCTAssertEqual(observer.events, [.next(10, 1), .next(20, 2)])
        }

        func testBehaviorRelayReplaysAtTheCurrentClock() {
            let relay = BehaviorRelay(value: 0)
            let observer = scheduler.createObserver(Int.self)
            relay.bind(to: observer).disposed(by: disposeBag)
            scheduler.advanceTo(10)
            relay.accept(1)
            XCTAssertEqual(observer.events, [.next(0, 0), .next(10, 1)])
            XCTAssertEqual(relay.value, 1)
        }

        func testObserverAsAnyObserver() {
            let observer = scheduler.createObserver(Int.self)
            let any: AnyObserver<Int> = observer.asObserver()
            scheduler.scheduleAt(30) { any.onNext(7) }
            scheduler.scheduleAt(40) { any.onCompleted() }
            scheduler.start()
            XCTAssertEqual(observer.events, [.next(30, 7), .completed(40)])
        }
    }

    enum TestError: Error {
        case boom
    }
#endif
