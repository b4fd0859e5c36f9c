/// Process-wide hooks, as in RxSwift.
public enum Hooks {
    private static let errorHandler = LockedState<(any Error) -> Void>({ error in
        #if DEBUG
            print("Oneway: unhandled error: \(error)")
        #endif
    })

    /// Receives errors that reach a `subscribe` without an `onError` handler.
    ///
    /// The default prints the error in debug builds and ignores it in release builds.
    /// Reading and setting it is thread-safe; it is called on the thread that delivered
    /// the error.
    public static var defaultErrorHandler: (any Error) -> Void {
        get { errorHandler.withLock { $0 } }
        set { errorHandler.withLock { $0 = newValue } }
    }
}
