extension PrimitiveSequenceType {
    /// The body of every trait's `subscribe(on…:onDisposed:)` (`Single`, `Maybe`,
    /// `Completable`): subscribes through the trait's `subscribe(_:)` of outcomes, hands the
    /// outcome to `handle`, then runs `onDisposed`.
    ///
    /// `handle` receives the outcome and the error handler to call with a failure: `onError`,
    /// or, without one, `Hooks.defaultErrorHandler` with the call stack recorded now, at
    /// subscription. `onDisposed` runs once: right after `handle` returns, or when the
    /// returned disposable is disposed first.
    func subscribeOutcome<Outcome>(
        through subscribe: (@escaping (Outcome) -> Void) -> Disposable,
        onError: ((any Error) -> Void)?,
        onDisposed: (() -> Void)?,
        handle: @escaping (Outcome, _ onError: (any Error) -> Void) -> Void
    ) -> Disposable {
        let disposed: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let callStack = onError == nil ? Hooks.subscriptionCallStack() : []
        let onError = onError ?? { Hooks.defaultErrorHandler(callStack, $0) }
        let subscription = subscribe { outcome in
            handle(outcome, onError)
            disposed.dispose()
        }
        return Disposables.create(subscription, disposed)
    }
}
