import Synchronization

/// Process-wide hooks, with RxSwift's names and shapes.
///
/// Every hook is safe to read and set from any thread. A hook is read when it is needed
/// (`defaultErrorHandler` when an unhandled error arrives, the call-stack hooks when a
/// subscription is made), so setting one affects later events and subscriptions only.
public enum Hooks {
    /// Receives an error no `onError` handles, with the call stack recorded when the
    /// subscription was made (empty unless `recordCallStackOnError` is set).
    public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: any Error) -> Void

    /// Returns the call stack to record for a new subscription, one symbol per frame.
    public typealias CustomCaptureSubscriptionCallstack = () -> [String]

    private struct Handlers {
        var defaultErrorHandler: DefaultErrorHandler = { subscriptionCallStack, error in
            #if DEBUG
                print("Oneway: unhandled error: \(error)")
                if !subscriptionCallStack.isEmpty {
                    print("subscription made from:\n\(subscriptionCallStack.joined(separator: "\n"))")
                }
            #endif
        }
        // OnewayCore links no Foundation, so it cannot read `Thread.callStackSymbols` itself.
        var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack = { [] }
    }

    private static let handlers = LockedState(Handlers())
    private static let recordsCallStack = Atomic<Bool>(false)

    /// Whether subscriptions without an error handler record the call stack they were made
    /// from, for `defaultErrorHandler`; `false` by default.
    ///
    /// Recording costs a call to `customCaptureSubscriptionCallstack` per such subscription.
    public static var recordCallStackOnError: Bool {
        get { recordsCallStack.load(ordering: .relaxed) }
        set { recordsCallStack.store(newValue, ordering: .relaxed) }
    }

    /// Receives errors that reach a `subscribe` without an error handler (`onError`, or a
    /// trait's `onFailure`), and errors a Flux dispatcher's channel or callbacks cannot hand
    /// to anyone.
    ///
    /// The default prints the error, and the recorded call stack if any, in debug builds and
    /// ignores it in release builds. It is called on the thread that delivered the error.
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { handlers.withLock { $0.defaultErrorHandler } }
        set { handlers.withLock { $0.defaultErrorHandler = newValue } }
    }

    /// Captures the call stack that `recordCallStackOnError` records.
    ///
    /// The default returns an empty array: OnewayCore links no Foundation. To record symbols,
    /// set it to `{ Thread.callStackSymbols }` where Foundation is imported. It is called on
    /// the subscribing thread, during `subscribe`.
    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { handlers.withLock { $0.customCaptureSubscriptionCallstack } }
        set { handlers.withLock { $0.customCaptureSubscriptionCallstack = newValue } }
    }

    /// The call stack to hand `defaultErrorHandler` for a subscription being made now.
    @usableFromInline
    static func subscriptionCallStack() -> [String] {
        recordCallStackOnError ? customCaptureSubscriptionCallstack() : []
    }
}
