/// A sequence of the elements that share one key: what `groupBy` emits for each key.
///
/// A value wrapping an `Observable`, as in RxSwift: subscribing subscribes to the group's
/// elements, with every guarantee of `Observable`.
public struct GroupedObservable<Key, Element>: ObservableType {
    /// The key that every element of this group has.
    public let key: Key

    private let source: Observable<Element>

    /// Creates a group of `source`'s elements under `key`.
    ///
    /// - Parameters:
    ///   - key: The group's key.
    ///   - source: The group's elements.
    public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    /// Subscribes `observer` to the group's elements.
    ///
    /// - Parameter observer: Receives the group's events.
    /// - Returns: A disposable that ends the subscription.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        source.subscribe(observer)
    }

    /// Returns the group's elements as a plain `Observable`.
    ///
    /// - Returns: The sequence of the group's elements.
    public func asObservable() -> Observable<Element> {
        source
    }
}
