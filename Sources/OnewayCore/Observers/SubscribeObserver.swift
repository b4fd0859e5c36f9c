/// The end of a chain subscribed with `subscribe(onNext:onError:onCompleted:onDisposed:)`:
/// enforces the grammar and calls the closure for each event.
///
/// A class rather than captured values, for the reason given on `MapSink`: the chain's
/// last stage is then one call per event.
@usableFromInline
final class SubscribeObserver<Element> {
    @usableFromInline let disposer: SinkDisposer
    @usableFromInline let onNext: ((Element) -> Void)?
    @usableFromInline let onError: ((any Error) -> Void)?
    @usableFromInline let onCompleted: (() -> Void)?
    /// Recorded at subscription for `Hooks.defaultErrorHandler`, when there is no `onError`.
    @usableFromInline let subscriptionCallStack: [String]

    @inlinable
    init(
        disposer: SinkDisposer,
        onNext: ((Element) -> Void)?,
        onError: ((any Error) -> Void)?,
        onCompleted: (() -> Void)?
    ) {
        self.disposer = disposer
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        subscriptionCallStack = onError == nil ? Hooks.subscriptionCallStack() : []
    }

    /// Calls the closure for `event`, unless the subscription has ended; an error with no
    /// `onError` goes to `Hooks.defaultErrorHandler`.
    @inlinable
    func on(_ event: Event<Element>) {
        Sink.forward(event, disposer: disposer) { event in
            switch event {
            case .next(let element):
                onNext?(element)
            case .error(let error):
                if let onError {
                    onError(error)
                } else {
                    Hooks.defaultErrorHandler(subscriptionCallStack, error)
                }
            case .completed:
                onCompleted?()
            }
        }
    }
}
