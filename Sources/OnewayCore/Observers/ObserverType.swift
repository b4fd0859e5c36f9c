/// A receiver of sequence events.
///
/// An observable calls `on(_:)` serially for one subscription (never two calls at once)
/// and never after a terminal event.
public protocol ObserverType<Element> {
    /// The type of element this observer receives.
    associatedtype Element

    /// Receives the next event of the sequence.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// Sends `element` as a `next` event.
    @inlinable
    public func onNext(_ element: Element) {
        on(.next(element))
    }

    /// Sends the `completed` event.
    @inlinable
    public func onCompleted() {
        on(.completed)
    }

    /// Sends `error` as the terminal `error` event.
    @inlinable
    public func onError(_ error: any Error) {
        on(.error(error))
    }
}
