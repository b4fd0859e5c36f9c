/// A `BehaviorSubject` that can only send elements: it holds a current value, never errors
/// and never completes.
///
/// Thread-safe, with `PublishSubject`'s ordering guarantees; `value` reflects an `accept`
/// as soon as it returns.
public final class BehaviorRelay<Element>: ObservableType {
    @usableFromInline let subject: BehaviorSubject<Element>

    /// Creates a relay whose current value is `value`.
    public init(value: Element) {
        subject = BehaviorSubject(value: value)
    }

    /// The current value.
    public var value: Element {
        // The subject never errors and is never disposed, so `value()` cannot throw.
        try! subject.value()
    }

    /// Sets the current value and broadcasts it to the current observers.
    @inlinable
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Subscribes `observer`: it gets the current value, then every later one.
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
// given reaches observers on other threads (and `value` reads it from any).
extension BehaviorRelay: Sendable where Element: Sendable {}
