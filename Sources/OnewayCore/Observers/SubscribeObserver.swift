/// The end of a chain subscribed with `subscribe(onNext:onError:onCompleted:onDisposed:)`:
/// enforces the grammar and calls the closure for each event.
///
/// A class rather than captured values, for the reason given on `MapSink`: the chain's
/// last stage is then one call per event.
@usableFromInline
final class SubscribeObserver<Element> {
    /// The subscription's disposer, whose flag enforces the grammar; `nil` when the source
    /// keeps the grammar itself (a subject subscribed directly, see `_subscribeFinal`).
    @usableFromInline let disposer: SinkDisposer?
    @usableFromInline let onNext: ((Element) -> Void)?
    /// The caller's `onError`; without one, `nil` or, when a call stack was recorded at
    /// subscription, a closure passing it to `Hooks.defaultErrorHandler`. Kept in one field
    /// rather than beside the stack: the object then fits a smaller malloc size class, which
    /// every live subscription pays.
    @usableFromInline let onError: ((any Error) -> Void)?
    @usableFromInline let onCompleted: (() -> Void)?

    @inlinable
    init(
        disposer: SinkDisposer?,
        onNext: ((Element) -> Void)?,
        onError: ((any Error) -> Void)?,
        onCompleted: (() -> Void)?
    ) {
        self.disposer = disposer
        self.onNext = onNext
        if let onError {
            self.onError = onError
        } else {
            let callStack = Hooks.subscriptionCallStack()
            self.onError = callStack.isEmpty ? nil : { error in Hooks.defaultErrorHandler(callStack, error) }
        }
        self.onCompleted = onCompleted
    }

    /// Calls the closure for `event`, unless the subscription has ended; an error with no
    /// `onError` goes to `Hooks.defaultErrorHandler`.
    @inlinable
    func on(_ event: Event<Element>) {
        guard let disposer else { return handle(event) }
        Sink.forward(event, disposer: disposer) { event in handle(event) }
    }

    /// Calls the closure for `event`, whatever the state of the subscription.
    @inlinable
    @inline(__always)
    func handle(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            onNext?(element)
        case .error(let error):
            if let onError {
                onError(error)
            } else {
                Hooks.defaultErrorHandler([], error)
            }
        case .completed:
            onCompleted?()
        }
    }
}
