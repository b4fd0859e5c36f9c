/// A `ReplaySubject` that can only send elements: it never errors or completes.
///
/// Thread-safe, with `PublishSubject`'s ordering guarantees.
public final class ReplayRelay<Element>: ObservableType {
    @usableFromInline let subject: ReplaySubject<Element>

    private init(subject: ReplaySubject<Element>) {
        self.subject = subject
    }

    /// Creates a relay that replays the latest `bufferSize` elements to new subscribers.
    ///
    /// - Precondition: `bufferSize >= 0`.
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: .create(bufferSize: bufferSize))
    }

    /// Creates a relay that replays every element to new subscribers.
    public static func createUnbound() -> ReplayRelay<Element> {
        ReplayRelay(subject: .createUnbounded())
    }

    /// Buffers `event` and broadcasts it to the current observers.
    @inlinable
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Subscribes `observer`: it gets the buffered elements, then every later one.
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
extension ReplayRelay: Sendable where Element: Sendable {}
