import OnewayCore

/// The read-only face of a dispatcher, for stores: it can observe payloads and register Flux
/// callbacks, and cannot send anything.
///
/// It is an `ObservableType` (so `subscribe(onNext:)` and every operator work on it) with no
/// `dispatch`, `on` or `onNext`, so a store holding it cannot send: the one-way rule holds by
/// construction, checked by the compiler rather than by review.
///
/// Observers of this face and `register` callbacks are the dispatcher's stores, in one list,
/// served in the order they joined; each payload reaches every one of them before the next
/// payload reaches any. A store receives the payloads dispatched after it joined. The
/// sequence never errors or completes.
///
/// The Flux API works on the `Dispatcher` whose faces `properties()` made. With faces made
/// elsewhere (a `PublishSubject`'s, say), the read end has no dispatcher behind it:
/// `register(_:)` subscribes the callback to `observableState` (`unregister(_:)` ends that
/// subscription), `isDispatching` is `false`, and `waitFor(_:)` throws
/// `DispatcherError.notADispatcher`, as nothing orders those callbacks.
public struct AnyObservableDispatcher<D: Dispatchable>: ObservableType {
    /// The payload type.
    public typealias Element = D.State

    @usableFromInline let dispatcher: D
    /// The machinery of the dispatcher `properties()` made, or `nil` if the faces come from
    /// elsewhere. The channel rather than the `Dispatcher`: it is `Sendable` whatever the
    /// payload, as `D`, which holds it, is.
    @usableFromInline let target: DispatchChannel<Element>?

    /// Wraps `dispatcher`'s read end.
    ///
    /// - Parameter dispatcher: The dispatcher to observe, often `.shared`.
    @inlinable
    public init(_ dispatcher: D) {
        self.dispatcher = dispatcher
        target = dispatcher.dispatcher?.channel
        target?.specialize()
    }

    /// Subscribes `observer` to the payloads dispatched from now on.
    ///
    /// - Parameter observer: Receives each payload as a `next` event, on the delivering thread.
    /// - Returns: A disposable that ends the subscription.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        dispatcher.observableState.subscribe(observer)
    }

    /// Returns the dispatcher's read end.
    public func asObservable() -> Observable<Element> {
        dispatcher.observableState
    }

    // MARK: Flux's dispatcher API

    /// Registers `callback` to receive every payload dispatched from now on, as Flux's
    /// `register` does.
    ///
    /// The callback runs on the delivering thread, one payload at a time. An error it throws
    /// goes to `Hooks.defaultErrorHandler`, and delivery goes on to the next store. The
    /// dispatcher holds the callback until it is unregistered.
    ///
    /// - Parameter callback: Receives each payload.
    /// - Returns: The token for `unregister(_:)` and `waitFor(_:)`.
    @discardableResult
    public func register(_ callback: @escaping (Element) throws -> Void) -> DispatchToken {
        guard let target else { return ForeignRegistrations.register(callback, on: dispatcher.observableState) }
        return target.register(callback)
    }

    /// Removes the callback `token` names; thread-safe.
    ///
    /// A payload already being delivered does not reach it unless its call has already begun.
    ///
    /// - Parameter token: A token `register(_:)` returned.
    /// - Throws: `DispatcherError.unregisteredToken` if the token is not registered with this
    ///   dispatcher (never issued by it, or already unregistered).
    public func unregister(_ token: DispatchToken) throws {
        guard let target else { return try ForeignRegistrations.unregister(token, on: dispatcher.observableState) }
        try target.unregister(token)
    }

    /// From inside a callback, runs the callbacks `tokens` name for the current payload first,
    /// unless they already ran for it, as Flux's `waitFor` does.
    ///
    /// Tokens are handled in order; a callback registered after the current payload was
    /// dispatched does not receive it, so there is nothing to wait for.
    ///
    /// - Parameter tokens: Tokens `register(_:)` returned.
    /// - Throws: `DispatcherError.circularDependency` if a named callback is still running
    ///   for this payload (it is waiting, directly or not, for the caller);
    ///   `DispatcherError.unregisteredToken` for a token not registered with this dispatcher;
    ///   `DispatcherError.notDispatching` when called outside a callback of this dispatcher;
    ///   `DispatcherError.notADispatcher` when `observableState` is not the read end
    ///   `properties()` made. The callbacks named before the failing token have run.
    public func waitFor(_ tokens: [DispatchToken]) throws {
        guard let target else { throw DispatcherError.notADispatcher(String(describing: D.self)) }
        try target.waitFor(tokens)
    }

    /// Whether a payload is being delivered.
    ///
    /// Inside a callback it is `true`. From another thread it is a snapshot that may be out of
    /// date when read; unlike Flux, dispatching while it is `true` is allowed (the payload is
    /// queued). With faces made elsewhere it is `false`: nothing tracks their deliveries.
    public var isDispatching: Bool {
        target?.isDispatching ?? false
    }
}

// Checked: the face holds the dispatcher, which is `Sendable`, and its channel, which is
// thread-safe.
extension AnyObservableDispatcher: Sendable {}
