import OnewayCore

/// The write-only face of a dispatcher, for actions: it can dispatch payloads and nothing else.
///
/// It has no `subscribe`, no `register` and is not an `ObservableType`, so an action holding
/// it cannot observe the channel: the one-way rule holds by construction, checked by the
/// compiler rather than by review.
///
/// `dispatch(_:)` is safe from any thread. With a dispatcher whose faces come from
/// `properties()`, payloads reach the stores in one total order (the order in which the
/// `dispatch` calls were made, for calls from one thread), one at a time; a payload
/// dispatched while another is being delivered (from another thread, or from inside a
/// store's callback) is queued behind it, and the call returns at once.
public struct AnyObserverDispatcher<D: Dispatchable> {
    @usableFromInline let dispatcher: D

    /// Wraps `dispatcher`'s write end.
    ///
    /// - Parameter dispatcher: The dispatcher to send to, often `.shared`.
    @inlinable
    public init(_ dispatcher: D) {
        self.dispatcher = dispatcher
        dispatcher.dispatcher?.channel.specialize()
    }

    /// Sends `payload` to every store of the dispatcher.
    ///
    /// - Parameter payload: The payload, delivered to every store registered or subscribed
    ///   before this call.
    @inlinable
    public func dispatch(_ payload: D.State) {
        dispatcher.observerState.onNext(payload)
    }
}

// Checked: the face holds nothing but the dispatcher, which is `Sendable`.
extension AnyObserverDispatcher: Sendable {}
