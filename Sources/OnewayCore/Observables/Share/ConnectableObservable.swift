/// An observable sequence that shares one subscription to its source, made only when
/// `connect()` is called.
public protocol ConnectableObservableType<Element>: ObservableType {
    /// Subscribes the shared subject to the source, unless already connected.
    ///
    /// - Returns: The connection: disposing it unsubscribes from the source.
    func connect() -> Disposable
}

/// An observable sequence whose subscribers share one subscription to its source, made when
/// `connect()` is called: the type `publish()`, `replay(_:)` and `multicast` return.
///
/// Subscribing never subscribes to the source: subscribers receive what the connection
/// pushes through the shared subject. Thread-safe: `connect()`, disposing the connection and
/// subscribing may race from any threads.
///
/// - SeeAlso: [connect operator on reactivex.io](http://reactivex.io/documentation/operators/connect.html)
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType {
    override init() {
        super.init()
    }

    /// Subscribes the shared subject to the source, or returns the live connection if there
    /// is one.
    ///
    /// - Returns: The connection: disposing it unsubscribes from the source. Every call made
    ///   while connected returns the same connection, so disposing any of them disconnects.
    public func connect() -> Disposable {
        fatalError("ConnectableObservable.connect() is abstract; \(type(of: self)) must override it")
    }
}

// Restates `Observable`'s conformance (see there): subclasses guard their connection with a lock.
extension ConnectableObservable: @unchecked Sendable {}
