// TestStore used from XCTest code: this file imports OnewayTesting and XCTest, and not
// Testing, as an XCTest suite would. That it compiles proves the calls need no other import;
// `TestStoreXCTestTests` runs them inside an XCTest test case to see what they report.
#if canImport(XCTest)
    import Oneway
    import OnewayTesting
    import XCTest

    struct Tally: Equatable {
        var count = 0
        var isSaved = false
    }

    enum TallyAction: Equatable {
        case increment
        case save
        case saved
    }

    private func tallyReducer(_ state: inout Tally, _ action: TallyAction) {
        switch action {
        case .increment: state.count += 1
        case .save: break
        case .saved: state.isSaved = true
        }
    }

    /// Answers `.save` with `.saved` at once.
    private func saving() -> Effect<Tally, TallyAction> {
        Effect { actions, _ in actions.filter { $0 == .save }.map { _ in .saved } }
    }

    /// The steps an XCTest test would write, right and wrong, each with the lines it expects
    /// failures on.
    enum TestStoreXCTestCalls {
        /// Every step as the reducer and the effect do it: no failure.
        @Sendable static func rightSteps() {
            let store = TestStore(reducer: tallyReducer, state: Tally())
            store.run(saving())
            store.send(.increment) { $0.count = 1 }
            store.send(.save)
            store.receive(.saved) { $0.isSaved = true }
        }

        static let wrongSendLine = #line + 4
        /// A `send` expecting a count the reducer does not make.
        @Sendable static func wrongSend() {
            let store = TestStore(reducer: tallyReducer, state: Tally())
            store.send(.increment) { $0.count = 2 }
        }

        static let wrongReceiveLine = #line + 6
        /// A `receive` of an action no effect dispatched.
        @Sendable static func wrongReceive() {
            let store = TestStore(reducer: tallyReducer, state: Tally())
            store.run(saving())
            store.send(.increment) { $0.count = 1 }
            store.receive(.saved)
        }

        static let uncheckedLine = #line + 3
        /// An effect's action that no `receive` checks, reported when the store goes.
        @Sendable static func uncheckedAction() {
            let store = TestStore(reducer: tallyReducer, state: Tally())
            store.run(saving())
            store.send(.save)
        }
    }

    /// Run by XCTest itself: a right use of `TestStore` passes there.
    final class TestStoreUnderXCTestTests: XCTestCase {
        func testRightExpectationsPass() {
            TestStoreXCTestCalls.rightSteps()
        }
    }
#endif
