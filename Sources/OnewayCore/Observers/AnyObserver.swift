/// A type-erased observer that forwards every event to a closure.
///
/// It adds no state and no checks: the guarantees are those of whatever sends to it.
public struct AnyObserver<Element>: ObserverType {
    /// The closure that receives every event.
    public typealias EventHandler = (Event<Element>) -> Void

    @usableFromInline let observer: EventHandler

    /// Creates an observer that calls `eventHandler` for every event.
    @inlinable
    public init(eventHandler: @escaping EventHandler) {
        self.observer = eventHandler
    }

    /// Wraps `observer`, forwarding every event to it.
    @inlinable
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        self.observer = observer.on
    }

    /// Forwards `event` to the wrapped handler.
    @inlinable
    public func on(_ event: Event<Element>) {
        observer(event)
    }

    /// Returns `self`.
    @inlinable
    public func asObserver() -> AnyObserver<Element> {
        self
    }
}

extension ObserverType {
    /// Erases this observer's type.
    @inlinable
    public func asObserver() -> AnyObserver<Element> {
        AnyObserver(self)
    }

    /// Returns an observer that transforms each element with `transform` before
    /// forwarding it here; an error thrown by `transform` is forwarded as an error event.
    @inlinable
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver { event in self.on(event.map(transform)) }
    }
}

// `@unchecked` because the handler is a plain closure, as in RxSwift. Every observer Oneway
// hands out (`create`'s, a subject's, a dispatcher's write face) accepts events from any
// thread; one made with `init(eventHandler:)` from a closure of your own is only as safe to
// call from another thread as that closure is. The condition covers the elements, which cross
// threads with the events.
extension AnyObserver: @unchecked Sendable where Element: Sendable {}
