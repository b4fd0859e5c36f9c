#if os(Linux) && canImport(XCTest)
    import Oneway
    import OnewayTestSupport
    import OnewayTesting
    import Testing
    import XCTest

    @Suite(.tracksResources)
    struct XCTestAssertionTests {
        @Test("XCTAssertEqual on recorded events passes on equal times and events, errors included")
        func recordedEventsPass() {
            let failures = XCTestHarness.failures {
                let events: [Recorded<Event<Int>>] = [.next(210, 1), .error(300, TestError.boom)]
                XCTAssertEqual(events, [.next(210, 1), .error(300, TestError.boom)])
            }
            #expect(failures.isEmpty)
        }

        @Test("XCTAssertEqual on recorded events fails with both arrays and each differing index")
        func recordedEventsFail() {
            let failures = XCTestHarness.failures {
                let events: [Recorded<Event<Int>>] = [.next(210, 1), .completed(300)]
                XCTAssertEqual(events, [.next(210, 2), .completed(300), .next(400, 3)], line: 7)
            }
            expectEqual(failures.map(\.line), [7])
            #expect(
                failures.first?.description == """
                    XCTAssertEqual failed: ("[next(1) @ 210, completed @ 300]") is not equal to \
                    ("[next(2) @ 210, completed @ 300, next(3) @ 400]") - Differences:
                    lhs[0]: next(1) @ 210
                    rhs[0]: next(2) @ 210
                    rhs[2]: next(3) @ 400
                    """
            )
        }

        @Test("XCTAssertEqual on recorded events fails on a time that differs by one tick")
        func recordedEventsFailOnTime() {
            let failures = XCTestHarness.failures {
                XCTAssertEqual(Recorded.events(.next(210, 1)), [.next(211, 1)])
            }
            expectEqual(failures.count, 1)
        }

        @Test("XCTAssertEqual on recorded events with optional elements compares nil too")
        func optionalElements() {
            let failures = XCTestHarness.failures {
                let events: [Recorded<Event<Int?>>] = [.next(210, nil), .next(220, 1)]
                XCTAssertEqual(events, [.next(210, nil), .next(220, 1)])
                XCTAssertEqual(events, [.next(210, 1), .next(220, 1)])
            }
            expectEqual(failures.count, 1)
            expectEqual(
                failures.first?.description.hasSuffix("lhs[0]: next(nil) @ 210\nrhs[0]: next(Optional(1)) @ 210"), true)
        }

        @Test("XCTAssertEqual on events compares elements, errors by type and description, completions")
        func plainEvents() {
            let failures = XCTestHarness.failures {
                let events: [Event<String>] = [.next("a"), .error(TestError.boom)]
                XCTAssertEqual(events, [.next("a"), .error(TestError.boom)])
                XCTAssertEqual(events, [.next("a"), .error(TestError.bang)])
                XCTAssertEqual([Event<String>.completed], [.completed])
            }
            expectEqual(failures.count, 1)
            expectEqual(failures.first?.description.hasSuffix("lhs[1]: error(boom)\nrhs[1]: error(bang)"), true)
        }

        @Test("XCTAssertRecordedElements ignores times and compares the next events' elements")
        func recordedElements() {
            let failures = XCTestHarness.failures {
                let events: [Recorded<Event<Int>>] = [.next(210, 1), .next(250, 2)]
                XCTAssertRecordedElements(events, [1, 2])
                XCTAssertRecordedElements(events, [1, 3])
            }
            #expect(
                failures.map(\.description) == [
                    """
                    XCTAssertEqual failed: ("[1, 2]") is not equal to ("[1, 3]") - Differences:
                    lhs[1]: 2
                    rhs[1]: 3
                    """
                ])
        }

        @Test("XCTAssertRecordedElements fails on a stop event, naming it")
        func recordedElementsStopEvent() {
            let failures = XCTestHarness.failures {
                XCTAssertRecordedElements(Recorded.events(.next(210, 1), .completed(300)), [1])
            }
            expectEqual(
                failures.map(\.description), ["failed - A non-next stop event has been emitted: completed @ 300"])
        }

        @Test("XCTAssertEqual on Single outcomes compares successes and failures; a success never matches a failure")
        func singleEvents() {
            let failures = XCTestHarness.failures {
                let outcomes: [SingleEvent<Int>] = [.success(1), .failure(TestError.boom)]
                XCTAssertEqual(outcomes, [.success(1), .failure(TestError.boom)])
                XCTAssertEqual(outcomes, [.success(2), .failure(TestError.boom)])
                XCTAssertEqual(outcomes, [.success(1), .failure(TestError.bang)])
                XCTAssertEqual(outcomes, [.success(1)])
                XCTAssertEqual(outcomes, [.failure(TestError.boom), .success(1)])
            }
            expectEqual(failures.count, 4)
        }

        @Test("XCTAssertEqual on Maybe and Completable outcomes compares every case")
        func maybeAndCompletableEvents() {
            let failures = XCTestHarness.failures {
                let maybe: [MaybeEvent<Int>] = [.success(1), .completed, .error(TestError.boom)]
                XCTAssertEqual(maybe, [.success(1), .completed, .error(TestError.boom)])
                XCTAssertEqual(maybe, [.success(1), .completed, .completed])
                let completable: [CompletableEvent] = [.completed, .error(TestError.boom)]
                XCTAssertEqual(completable, [.completed, .error(TestError.boom)])
                XCTAssertEqual(completable, [.error(TestError.boom), .completed])
            }
            expectEqual(failures.count, 2)
            let differences = "Differences:\nlhs[2]: error(OnewayTestingTests.TestError.boom)\nrhs[2]: completed"
            expectEqual(failures.first?.description.hasSuffix(differences), true)
        }

        @Test("A test written the RxTest way passes with its expected events and subscriptions")
        func rxTestStyle() {
            let failures = XCTestHarness.failures {
                let scheduler = TestScheduler(initialClock: 0)
                let xs = scheduler.createHotObservable([
                    .next(150, 1), .next(210, 2), .next(220, 3), .completed(300),
                ])
                let res = scheduler.start { xs.map { $0 * 2 } }
                XCTAssertEqual(res.events, [.next(210, 4), .next(220, 6), .completed(300)])
                XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
            }
            #expect(failures.isEmpty)
        }
    }
#endif
