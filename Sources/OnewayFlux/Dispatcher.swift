import OnewayCore

/// A Flux dispatcher: payloads in, delivered to every registered callback and observer, one
/// payload at a time, from any thread.
///
/// ```swift
/// enum Action: Sendable { case add(Int), reset }
/// let dispatcher = Dispatcher<Action>()
/// let counter = dispatcher.register { action in … }
/// dispatcher.dispatch(.add(1))
/// ```
///
/// Stores are `register(_:)` callbacks and observers of `observable`, in one list, served in
/// the order they joined. Guarantees:
/// - `dispatch(_:)` is safe from any thread; payloads reach the stores in one total order
///   (for calls from one thread, the order of the calls), and every store handles a payload
///   before any store sees the next;
/// - never two deliveries at once, never nested: a payload dispatched while another is being
///   delivered (from another thread, or from inside a callback) is queued behind it, and the
///   call returns at once. Facebook Flux throws instead ("Cannot dispatch in the middle of a
///   dispatch"); a queue keeps one payload at a time without making a callback's follow-up
///   action an error;
/// - bounded under load: while 1,024 payloads are queued, or once the delivering thread has
///   delivered 256 queued payloads, a dispatch from another thread waits its turn instead of
///   queuing, so the queue stays bounded and the delivering thread's call returns after a
///   bounded amount of other threads' work. A dispatch from inside a callback never waits; a
///   callback that waits for a thread blocked dispatching into the same dispatcher would wait
///   forever;
/// - a store receives exactly the payloads dispatched after it joined; once `unregister(_:)`
///   or its subscription's `dispose()` returns, it receives nothing more, except a payload
///   whose delivery to it another thread had already begun;
/// - `waitFor(_:)` runs the named callbacks first for the current payload, once each, as in
///   Flux.
///
/// For actions and stores that must not do each other's job, hand out its faces: `observer`
/// can only dispatch, `observable` can only observe. `Dispatchable` wraps the same machinery
/// in RxAnyDispatcher's API.
///
/// `Sendable` when its payload is: payloads cross from the dispatching thread to the stores'.
public final class Dispatcher<Payload> {
    @usableFromInline let channel = DispatchChannel<Payload>()

    /// Creates a dispatcher with no stores.
    public init() {}

    // MARK: Dispatching

    /// Sends `payload` to every store, or queues it behind the payload being delivered.
    ///
    /// Safe from any thread and from inside a callback. The call delivers the payload (and
    /// any queued behind it) on the calling thread, unless another delivery is in progress,
    /// in which case it returns at once and that delivery's thread delivers it. From another
    /// thread, while the queue is full (1,024 payloads) or the delivering thread has used up
    /// its batch, the call first waits its turn; from inside a callback it never waits.
    ///
    /// - Parameter payload: Delivered to every store registered or subscribed before this call.
    @inlinable
    public func dispatch(_ payload: Payload) {
        channel.dispatchHere(payload)
    }

    /// Whether a payload is being delivered.
    ///
    /// Inside a callback it is `true`. From another thread it is a snapshot that may be out of
    /// date when read; unlike Flux, dispatching while it is `true` is allowed (the payload is
    /// queued).
    public var isDispatching: Bool { channel.isDispatching }

    // MARK: Callbacks

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
    public func register(_ callback: @escaping (Payload) throws -> Void) -> DispatchToken {
        channel.register(callback)
    }

    /// Removes the callback `token` names; thread-safe.
    ///
    /// A payload already being delivered does not reach it unless its call has already begun.
    ///
    /// - Parameter token: A token `register(_:)` returned.
    /// - Throws: `DispatcherError.unregisteredToken` if the token is not registered with this
    ///   dispatcher (never issued by it, or already unregistered).
    public func unregister(_ token: DispatchToken) throws {
        try channel.unregister(token)
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
    ///   `DispatcherError.notDispatching` when called outside a callback of this dispatcher.
    ///   The callbacks named before the failing token have run.
    public func waitFor(_ tokens: [DispatchToken]) throws {
        try channel.waitFor(tokens)
    }

    // MARK: Faces

    /// The write face: an observer whose `next` events dispatch their payload.
    ///
    /// The dispatcher never ends: `completed` is ignored, and an `error` goes to
    /// `Hooks.defaultErrorHandler`. Each read makes a new observer; all of them dispatch
    /// here, and they keep the dispatcher alive.
    @inlinable
    public var observer: AnyObserver<Payload> {
        let channel = channel
        return AnyObserver { event in
            switch event {
            case .next(let payload):
                channel.dispatchPreferringSpecialized(payload)
            case .error(let error):
                Hooks.defaultErrorHandler([], error)
            case .completed:
                break
            }
        }
    }

    /// The read face: the payloads dispatched from the time of each subscription, as `next`
    /// events, delivered on the delivering thread. It never errors or completes.
    ///
    /// An observer is a store like a `register` callback, served in the same list. Each read
    /// makes a new observable of this dispatcher, which keeps it alive; `Dispatchable`'s
    /// faces find their dispatcher through it.
    public var observable: Observable<Payload> { SourceObservable(self) }
}

extension Dispatcher: ObservableSource {
    /// Adds `handler` as a store that receives each payload as a `next` event.
    @usableFromInline
    package func subscribe(handler: @escaping (Event<Payload>) -> Void) -> Disposable {
        channel.subscribe(handler: handler)
    }
}

// Checked by the compiler: the only stored property is the channel, whose mutable fields are
// all under its lock; the condition keeps payloads that cannot cross threads on one.
extension Dispatcher: Sendable where Payload: Sendable {}
