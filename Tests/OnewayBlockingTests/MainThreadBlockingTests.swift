// XCTest, because the point is the main thread: XCTest runs a synchronous test there, with the
// main run loop, as an app's main thread is; Swift Testing runs tests elsewhere.
#if canImport(XCTest)
    import Dispatch
    import Foundation
    import Oneway
    import OnewayBlocking
    import XCTest

    final class MainThreadBlockingTests: XCTestCase {
        private var resourcesBefore: Int32 = 0

        override func setUp() {
            super.setUp()
            resourcesBefore = Resources.total
        }

        override func tearDown() {
            // Work that ran on the main queue or other threads may release its last
            // references a moment after the test; give it up to a second.
            for _ in 0..<100 where Resources.total != resourcesBefore {
                _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
            }
            XCTAssertEqual(Resources.total, resourcesBefore, "Oneway resources outlived the test")
            super.tearDown()
        }

        func testRunsOnTheMainThread() {
            XCTAssertTrue(Thread.isMainThread)
        }

        func testASourceObservedOnMainSchedulerFinishesWhileTheMainThreadBlocks() throws {
            // Sent from a background thread, each event goes through the main queue: it runs
            // only because the blocked main thread runs its run loop.
            let events = Observable<Int>.create { observer in
                let observer = UncheckedBox(observer)
                DispatchQueue.global().async {
                    observer.value.onNext(1)
                    observer.value.onNext(2)
                    observer.value.onCompleted()
                }
                return Disposables.create()
            }
            var threads: [Bool] = []
            let elements = try events.observe(on: MainScheduler.instance)
                .do(onNext: { _ in threads.append(Thread.isMainThread) })
                .toBlocking(timeout: 120).toArray()
            XCTAssertEqual(elements, [1, 2])
            XCTAssertEqual(threads, [true, true])
        }

        func testWorkAlwaysDispatchedToTheMainQueueRunsWhileTheMainThreadBlocks() throws {
            let element = try Observable.just(5).observe(on: MainScheduler.asyncInstance)
                .toBlocking(timeout: 120).single()
            XCTAssertEqual(element, 5)
        }

        func testASingleSubscribedOnTheMainSchedulerFinishes() throws {
            let element = try Single.just(3).subscribe(on: MainScheduler.asyncInstance)
                .toBlocking(timeout: 120).single()
            XCTAssertEqual(element, 3)
        }

        func testATimeoutOnTheMainThreadThrowsAndDisposes() {
            var disposed = false
            let never = Observable<Int>.never().observe(on: MainScheduler.instance).do(onDispose: { disposed = true })
            XCTAssertThrowsError(try never.toBlocking(timeout: 0.05).first()) { error in
                guard case .timeout? = error as? RxError else {
                    return XCTFail("expected RxError.timeout, got \(error)")
                }
            }
            XCTAssertTrue(disposed)
        }
    }
#endif
