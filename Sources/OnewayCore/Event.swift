/// A notification an observable sequence sends to its observer.
///
/// Every sequence follows the grammar `next* (error | completed)?`: any number of
/// elements, then at most one terminal event. Oneway enforces it at every boundary a user
/// can reach (`Observable.create`, subjects, `subscribe`): nothing is delivered after a
/// terminal event or after the subscription is disposed, even when those race with a send.
@frozen
public enum Event<Element> {
    /// The next element of the sequence.
    case next(Element)
    /// The sequence failed with `error`; nothing follows.
    case error(any Error)
    /// The sequence finished; nothing follows.
    case completed
}

extension Event {
    /// Whether this is a terminal event (`error` or `completed`).
    @inlinable
    public var isStopEvent: Bool {
        switch self {
        case .next: false
        case .error, .completed: true
        }
    }

    /// The element of a `next` event, or `nil`.
    @inlinable
    public var element: Element? {
        if case .next(let element) = self { element } else { nil }
    }

    /// The error of an `error` event, or `nil`.
    @inlinable
    public var error: (any Error)? {
        if case .error(let error) = self { error } else { nil }
    }

    /// Whether this is the `completed` event.
    @inlinable
    public var isCompleted: Bool {
        if case .completed = self { true } else { false }
    }

    /// Transforms the element of a `next` event; an error thrown by `transform` becomes an
    /// `error` event. Terminal events pass through unchanged.
    @inlinable
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        switch self {
        case .next(let element):
            do { return .next(try transform(element)) } catch { return .error(error) }
        case .error(let error): return .error(error)
        case .completed: return .completed
        }
    }
}

extension Event: CustomDebugStringConvertible {
    /// A description such as `next(1)`, `error(timeout)` or `completed`.
    public var debugDescription: String {
        switch self {
        case .next(let element): "next(\(element))"
        case .error(let error): "error(\(error))"
        case .completed: "completed"
        }
    }
}

extension Event: Sendable where Element: Sendable {}

/// A type that can be turned into an `Event`, so operators such as `dematerialize` can
/// accept any event-like element.
public protocol EventConvertible {
    /// The element type of the event.
    associatedtype Element

    /// The event this value represents.
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    /// The event itself.
    public var event: Event<Element> { self }
}
