// Runs XCTest assertions inside a real XCTestCase, from a Swift Testing test, and collects
// the failures they record instead of reporting them: the assertions' tests need to see
// them fail. Linux only: swift-corelibs-xctest can make a test case from a closure.
#if os(Linux) && canImport(XCTest)
    import Dispatch
    import Foundation
    import OnewayTestSupport
    import Testing
    import XCTest

    /// An XCTestCase that runs one closure and keeps the failures it records.
    ///
    /// Its method is not named `test…`, so that XCTest's own discovery never runs it.
    final class XCTestHarness: XCTestCase {
        private var body: () -> Void = {}
        private(set) var failures: [(description: String, line: Int)] = []

        /// Runs `body` as the test case's only test and returns what failed in it.
        static func failures(of body: @escaping () -> Void) -> [(description: String, line: Int)] {
            let harness = XCTestHarness(name: "runBody") { _ in }
            harness.body = body
            // Not `run()`: it stores the run in `testRun`, and the run holds the test case, a
            // cycle swift-corelibs-xctest never breaks, so every harness would leak (and fail
            // the address sanitizer's leak check). A run made here dies with this call.
            harness.perform(XCTestCaseRun(test: harness))
            return harness.failures
        }

        /// Runs `body` as the test case's only test on a thread of its own, outside any Swift
        /// Testing test (no task, so no `Test.current`), as XCTest runs a test method, and
        /// returns what failed in it; `nil`, with an issue recorded, if the thread never ends.
        static func failuresOutsideSwiftTesting(
            of body: @escaping @Sendable () -> Void
        ) -> [(description: String, line: Int)]? {
            let failures = Locked<[(description: String, line: Int)]>([])
            let finished = DispatchSemaphore(value: 0)
            Thread {
                let recorded = XCTestHarness.failures(of: body)
                failures.withLock { $0 = recorded }
                finished.signal()
            }.start()
            guard finished.waitOrRecordIssue("the XCTest thread never finished") else { return nil }
            return failures.withLock { $0 }
        }

        /// Runs the body alone. XCTest's own sequence around it waits for an async `setUp` and
        /// `tearDown` on an `XCTWaiter`, whose per-thread bookkeeping outlives the test and
        /// shows as leaked memory to the leak checker.
        override func invokeTest() {
            body()
        }

        override func recordFailure(
            withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
        ) {
            failures.append((description, lineNumber))
        }
    }
#endif
