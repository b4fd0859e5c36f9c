// Guards RxTest's way of writing a test: a TestScheduler made in setUp, `start { }` with its
// default times, hot and cold observables, exact recorded times and subscriptions, compared
// with XCTAssertEqual. Each test asserts what RxSwift would produce, so each can fail.
#if canImport(XCTest)
    import Foundation
    import Oneway
    import OnewayTesting
    import XCTest

    final class RxTestSchedulerTests: XCTestCase {
        var scheduler: TestScheduler!

        override func setUp() {
            super.setUp()
            scheduler = TestScheduler(initialClock: 0)
        }

        func testHotObservableSubscribedAt200UntilItCompletes() {
            let xs = scheduler.createHotObservable([
                .next(150, 1), .next(210, 2), .next(220, 3), .next(240, 4), .completed(300),
            ])
            let res = scheduler.start { xs.filter { $0 % 2 == 0 }.map { $0 * 10 } }
            XCTAssertEqual(res.events, [.next(210, 20), .next(240, 40), .completed(300)])
            XCTAssertEqual(res.events, Recorded.events(.next(210, 20), .next(240, 40), .completed(300)))
            XCTAssertEqual(res.events, Recorded.events([.next(210, 20), .next(240, 40), .completed(300)]))
            XCTAssertEqual(res.events.map { $0.value }, [.next(20), .next(40), .completed])
            XCTAssertEqual(res.events[0].time, 210)
            XCTAssertTrue(res.events[1] == Recorded.next(240, 40))
            XCTAssertRecordedElements(Array(res.events.dropLast()), [20, 40])
            XCTAssertEqual(xs.recordedEvents.count, 5)
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        }

        func testColdObservableTimesAreRelativeToTheSubscription() {
            let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
            let res = scheduler.start(disposed: 500) { xs.asObservable() }
            XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.boom)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        }

        func testErrorsAsNSErrorCompareByDomainAndCode() {
            let testError = NSError(domain: "dummyError", code: -232, userInfo: nil)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(250, testError)])
            let res = scheduler.start { xs.map { $0 + 1 } }
            XCTAssertEqual(
                res.events, [.next(210, 2), .error(250, NSError(domain: "dummyError", code: -232, userInfo: nil))])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        }

        func testStartWithExplicitTimesDisposesAtTheGivenTime() {
            let xs = scheduler.createHotObservable([Recorded.next(250, "a"), .next(310, "b"), .completed(400)])
            let res = scheduler.start(created: 100, subscribed: 200, disposed: 300) { xs.asObservable() }
            XCTAssertEqual(res.events, [.next(250, "a")])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
            XCTAssertEqual(TestScheduler.Defaults.created, 100)
            XCTAssertEqual(TestScheduler.Defaults.subscribed, 200)
            XCTAssertEqual(TestScheduler.Defaults.disposed, 1000)
        }

        func testSubscriptionOpenUntilTheDefaultDisposal() {
            let xs = scheduler.createHotObservable([.next(210, 1)])
            let res = scheduler.start { xs.asObservable() }
            XCTAssertEqual(res.events, [.next(210, 1)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        }

        func testEventsAtTheSameTickKeepTheirOrder() {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(210, 3)])
            let res = scheduler.start { xs.asObservable() }
            XCTAssertEqual(res.events, [.next(210, 1), .next(210, 2), .next(210, 3)])
        }

        func testOptionalElementsRecordNil() {
            let xs = scheduler.createHotObservable([.next(210, Int?.none), .next(220, 1)])
            let res = scheduler.start { xs.asObservable() }
            XCTAssertEqual(res.events, [.next(210, nil), .next(220, 1)])
        }

        func testDebounceEmitsTheLastValueAfterTheQuietPeriod() {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(400)])
            let res = scheduler.start { xs.debounce(.seconds(20), scheduler: self.scheduler) }
            XCTAssertEqual(res.events, [.next(240, 2), .completed(400)])
        }

        func testTimeoutFailsWithRxErrorTimeout() {
            let xs = scheduler.createHotObservable([.next(210, 1)])
            let res = scheduler.start { xs.timeout(.seconds(20), scheduler: self.scheduler) }
            XCTAssertEqual(res.events, [.next(210, 1), .error(230, RxError.timeout)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        }

        func testSingleDelayedBySeconds() {
            let res = scheduler.start { Single.just(1).delay(.seconds(5), scheduler: self.scheduler) }
            XCTAssertEqual(res.events, [.next(205, 1), .completed(206)])
        }

        func testResolutionMakesOneTickAMillisecond() {
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
            let xs = scheduler.createHotObservable([.next(100, 1), .next(200, 2), .completed(1000)])
            let res = scheduler.start(created: 0, subscribed: 0, disposed: 2000) {
                xs.debounce(.milliseconds(300), scheduler: scheduler)
            }
            XCTAssertEqual(res.events, [.next(500, 2), .completed(1000)])
        }
    }
#endif
