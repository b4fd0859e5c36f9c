import Oneway
import OnewayTestSupport
import Testing

/// Tracked suites run one test at a time, so replacing a hook here is seen by no other test.
@Suite(.tracksResources)
struct HooksTests {
    /// Runs `body` with the hooks set as given, and restores them afterwards.
    private func withHooks(
        recordCallStack: Bool,
        capture: @escaping Hooks.CustomCaptureSubscriptionCallstack,
        handler: @escaping Hooks.DefaultErrorHandler,
        _ body: () -> Void
    ) {
        let saved = (Hooks.recordCallStackOnError, Hooks.customCaptureSubscriptionCallstack, Hooks.defaultErrorHandler)
        defer {
            (Hooks.recordCallStackOnError, Hooks.customCaptureSubscriptionCallstack, Hooks.defaultErrorHandler) = saved
        }
        Hooks.recordCallStackOnError = recordCallStack
        Hooks.customCaptureSubscriptionCallstack = capture
        Hooks.defaultErrorHandler = handler
        body()
    }

    @Test("By default no call stack is recorded: the capture hook is not called and the handler gets []")
    func noCallStackByDefault() {
        expectEqual(Hooks.recordCallStackOnError, false)
        var captures = 0
        var received: [[String]] = []
        withHooks(
            recordCallStack: false,
            capture: {
                captures += 1
                return ["frame"]
            },
            handler: { callStack, _ in received.append(callStack) }
        ) {
            _ = Observable<Int>.error(TestFailure.boom).subscribe()
        }
        expectEqual(captures, 0)
        expectEqual(received, [[]])
    }

    @Test("With recordCallStackOnError, the stack captured at subscription reaches the handler with the error")
    func callStackCapturedAtSubscription() {
        let subject = PublishSubject<Int>()
        var subscriptions = 0
        var received: [String] = []
        withHooks(
            recordCallStack: true,
            capture: {
                subscriptions += 1
                return ["subscription \(subscriptions)"]
            },
            handler: { callStack, error in received.append("\(callStack) \(TestFailure(error))") }
        ) {
            let subscription = subject.subscribe(onNext: { _ in })
            // Captured when subscribing, not when the error arrives.
            _ = Observable<Int>.just(1).subscribe()
            subject.onError(TestFailure.boom)
            subscription.dispose()
        }
        expectEqual(subscriptions, 2)
        expectEqual(received, ["[\"subscription 1\"] boom"])
    }

    @Test("A subscription with its own error handler records no call stack")
    func handledErrorsRecordNothing() {
        var captures = 0
        var handled: [TestFailure] = []
        var unhandled = 0
        withHooks(
            recordCallStack: true,
            capture: {
                captures += 1
                return []
            },
            handler: { _, _ in unhandled += 1 }
        ) {
            _ = Observable<Int>.error(TestFailure.boom).subscribe(onError: { handled.append(TestFailure($0)) })
            _ = Single<Int>.error(TestFailure.other).subscribe(onFailure: { handled.append(TestFailure($0)) })
        }
        expectEqual(captures, 0)
        expectEqual(unhandled, 0)
        expectEqual(handled, [.boom, .other])
    }

    @Test("Single, Maybe and Completable hand an unhandled error and its recorded stack to the handler")
    func traitsRecordTheirSubscriptionStack() {
        var received: [String] = []
        withHooks(
            recordCallStack: true,
            capture: { ["trait"] },
            handler: { callStack, error in received.append("\(callStack.joined()) \(TestFailure(error))") }
        ) {
            _ = Single<Int>.error(TestFailure.boom).subscribe(onSuccess: { _ in })
            _ = Maybe<Int>.error(TestFailure.other).subscribe(onSuccess: { _ in })
            _ = Completable.error(TestFailure.boom).subscribe(onCompleted: {})
        }
        expectEqual(received, ["trait boom", "trait other", "trait boom"])
    }
}
