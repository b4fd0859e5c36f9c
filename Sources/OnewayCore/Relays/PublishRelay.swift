/// A `PublishSubject` that can only send elements: it never errors or completes.
///
/// Thread-safe, with `PublishSubject`'s ordering guarantees.
public final class PublishRelay<Element>: ObservableType {
    @usableFromInline let subject = PublishSubject<Element>()

    /// Creates a relay with no observers.
    public init() {}

    /// Broadcasts `event` to the current observers.
    @inlinable
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Subscribes `observer` to the relay's elements.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// Returns the relay as an observable sequence.
    public func asObservable() -> Observable<Element> {
        subject
    }
}

// Checked: the relay holds nothing but its subject. Conditional because what `accept(_:)` is
// given reaches observers on other threads.
extension PublishRelay: Sendable where Element: Sendable {}
