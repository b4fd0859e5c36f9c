/// The end of a chain subscribed with `subscribe(onNext:onError:onCompleted:onDisposed:)`:
/// enforces the grammar and calls the closure for each event.
///
/// A class rather than captured values, for the reason given on `MapSink`: the chain's
/// last stage is then one call per event. Its disposer is never `nil`: an optional here
/// cost the operator chain a test and a worse inlined path on every event, so a source that
/// keeps the grammar itself gets `SubjectSubscribeObserver` instead.
@usableFromInline
final class SubscribeObserver<Element> {
    /// The subscription's disposer, whose flag enforces the grammar.
    @usableFromInline let disposer: SinkDisposer
    @usableFromInline let handlers: SubscribeHandlers<Element>

    @inlinable
    init(disposer: SinkDisposer, handlers: SubscribeHandlers<Element>) {
        self.disposer = disposer
        self.handlers = handlers
    }

    /// Calls the closure for `event`, unless the subscription has ended; an error with no
    /// `onError` goes to `Hooks.defaultErrorHandler`.
    @inlinable
    func on(_ event: Event<Element>) {
        Sink.forward(event, disposer: disposer) { event in handlers.handle(event) }
    }
}
