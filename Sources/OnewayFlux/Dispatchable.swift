import OnewayCore

/// A Flux dispatcher: one channel of payloads, with a write end for actions and a read end
/// for stores.
///
/// A conformer stores the two faces of the channel that `properties()` makes, and callers
/// wrap it in the face they need: actions in `AnyObserverDispatcher` (which can only
/// dispatch), stores in `AnyObservableDispatcher` (which can only observe and register).
/// A `PublishSubject` would be both ends at once; with the faces, an action that subscribes
/// or a store that dispatches does not compile.
///
/// ```swift
/// final class SearchUserDispatcher: Dispatchable {
///     enum State {
///         case loading(Bool)
///         case searchUser(Int, SearchModel<User>)
///     }
///     static let shared = SearchUserDispatcher()
///     let observerState: AnyObserver<State>
///     let observableState: Observable<State>
///     required init() {
///         (observerState, observableState) = SearchUserDispatcher.properties()
///     }
/// }
/// ```
///
/// With the faces `properties()` makes, payloads can be dispatched from any thread and reach
/// every store in one total order, one at a time; see `AnyObserverDispatcher.dispatch(_:)`.
///
/// A dispatcher is shared between threads (`static let shared`), so it is `Sendable`: a
/// `final class` holding the two faces as `let`s conforms as it is when its payload is
/// `Sendable` (an enum whose associated values are), and the compiler checks it. Its
/// payloads cross from the dispatching thread to the stores'; for a payload that is not
/// `Sendable`, the conformance does not compile in the Swift 6 language mode.
public protocol Dispatchable: AnyObject, Sendable {
    /// The payload type, usually an enum with associated values.
    associatedtype State

    /// The instance actions and stores use by default.
    static var shared: Self { get }

    /// The write end of the channel; it must accept events from any thread.
    var observerState: AnyObserver<State> { get }

    /// The read end of the channel.
    var observableState: Observable<State> { get }

    /// Creates a dispatcher with its own channel.
    init()
}

extension Dispatchable {
    /// Makes a new `Dispatcher` and returns its two faces.
    ///
    /// Sending `next(payload)` to the observer dispatches `payload`. The dispatcher never
    /// ends: `completed` is ignored, and an `error` goes to `Hooks.defaultErrorHandler`. The
    /// observable never terminates either; it carries its dispatcher, which is how
    /// `AnyObservableDispatcher` finds it for `register(_:)` and `waitFor(_:)`.
    ///
    /// - Returns: The write end (`observer`) and the read end (`observable`) of the dispatcher.
    @inlinable
    public static func properties() -> (observer: AnyObserver<State>, observable: Observable<State>) {
        // Called as `Self.properties()` from a class's `init`, this is not specialized;
        // the faces make up for it (see `DispatchChannel+Specialization.swift`).
        let dispatcher = Dispatcher<State>()
        return (dispatcher.observer, dispatcher.observable)
    }

    /// The dispatcher `properties()` made, if `observableState` is its read end; `nil` for
    /// faces made elsewhere (a subject's, say), which the faces then use as they are.
    @inlinable
    var dispatcher: Dispatcher<State>? {
        (observableState as? SourceObservable<Dispatcher<State>>)?.source
    }
}
