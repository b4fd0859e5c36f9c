/// Identifies a callback registered with a dispatcher, for `unregister(_:)` and `waitFor(_:)`.
///
/// Flux's tokens are the strings `ID_1`, `ID_2`, …; `description` spells them the same way.
/// A token belongs to the channel that issued it: another dispatcher treats it as
/// unregistered.
public struct DispatchToken: Hashable, Sendable, CustomStringConvertible {
    /// The channel that issued the token.
    @usableFromInline let channel: Int
    /// The registration's key in that channel, in registration order.
    @usableFromInline let key: Int

    @inlinable
    init(channel: Int, key: Int) {
        self.channel = channel
        self.key = key
    }

    /// `ID_` followed by the registration's number, counting from 1, as in Flux.
    public var description: String { "ID_\(key + 1)" }
}

/// A misuse of a dispatcher's Flux API, thrown with a message naming the rule broken.
public enum DispatcherError: Error, Equatable, CustomStringConvertible {
    /// `waitFor(_:)` found the callback already running for this payload: the callbacks
    /// wait for each other.
    case circularDependency(DispatchToken)
    /// The token was never issued by this dispatcher, or its callback was unregistered.
    case unregisteredToken(DispatchToken)
    /// `waitFor(_:)` was called outside a callback of this dispatcher.
    case notDispatching
    /// `waitFor(_:)` was called on `AnyObservableDispatcher` of the named `Dispatchable`
    /// type whose `observableState` is not the read end `properties()` made, so no
    /// `Dispatcher` orders its callbacks.
    case notADispatcher(String)

    /// The message, in Flux's words.
    public var description: String {
        switch self {
        case .circularDependency(let token):
            "Dispatcher.waitFor(_:): circular dependency detected while waiting for \(token)"
        case .unregisteredToken(let token):
            "Dispatcher: \(token) does not map to a registered callback"
        case .notDispatching:
            "Dispatcher.waitFor(_:): must be invoked from a callback while dispatching"
        case .notADispatcher(let type):
            "AnyObservableDispatcher.waitFor(_:): \(type).observableState is not the read end "
                + "\(type).properties() made, and only a Dispatcher can wait for callbacks"
        }
    }
}
