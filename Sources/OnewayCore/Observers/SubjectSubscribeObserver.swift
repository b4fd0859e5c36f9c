/// The end of a chain subscribed with `subscribe(onNext:onError:onCompleted:)` directly on a
/// subject: calls the closure for each event, with no disposer of its own.
///
/// The subject keeps the grammar for it (its subscription's flag drops `next` events once
/// set and lets one terminal event through, see `SubjectSubscription`), so this observer
/// checks nothing: the subscription is one allocation fewer, and `SubscribeObserver`'s
/// per-event path keeps a disposer that is never `nil`.
@usableFromInline
final class SubjectSubscribeObserver<Element> {
    @usableFromInline let handlers: SubscribeHandlers<Element>

    @inlinable
    init(handlers: SubscribeHandlers<Element>) {
        self.handlers = handlers
    }

    /// Calls the closure for `event`; an error with no `onError` goes to
    /// `Hooks.defaultErrorHandler`.
    @inlinable
    func on(_ event: Event<Element>) {
        handlers.handle(event)
    }
}
