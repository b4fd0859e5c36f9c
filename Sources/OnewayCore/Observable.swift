/// A type-erased observable sequence: the type every operator returns.
///
/// Subclasses are Oneway's own (sources, operators and subjects); make new sequences with
/// `Observable.create` or the creation operators. An `Observable` is a description: each
/// subscription runs it anew unless it is shared (`share`, `publish`, subjects).
public class Observable<Element>: ObservableType {
    @usableFromInline
    init() {
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Subscribes `observer` to this sequence's events.
    ///
    /// - Returns: A disposable that ends the subscription; after it returns, no event is
    ///   delivered to `observer`.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        _subscribe(observer.on)
    }

    /// Returns `self`.
    @inlinable
    public func asObservable() -> Observable<Element> {
        self
    }

    /// The one method subclasses implement: start delivering events to `handler`.
    ///
    /// Operators pass closures rather than observers so that a closure built in a
    /// client's specialized code is called directly, with no generic dispatch per event.
    @usableFromInline
    func _subscribe(_ handler: @escaping (Event<Element>) -> Void) -> Disposable {
        fatalError("Observable._subscribe(_:) is abstract; \(type(of: self)) must override it")
    }
}
