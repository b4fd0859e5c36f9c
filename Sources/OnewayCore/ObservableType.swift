/// A type that can be converted to an `Observable`.
public protocol ObservableConvertibleType<Element> {
    /// The type of the elements of the sequence.
    associatedtype Element

    /// Returns the observable sequence this value represents.
    func asObservable() -> Observable<Element>
}

/// A push-based sequence of events that observers subscribe to.
///
/// Conformers deliver events to one subscription serially (never two calls at once),
/// follow the grammar `next* (error | completed)?`, and stop delivering once the returned
/// disposable is disposed. Every operator is an extension of this protocol.
public protocol ObservableType<Element>: ObservableConvertibleType {
    /// Subscribes `observer` to the events of this sequence.
    ///
    /// - Returns: A disposable that ends the subscription. Events may be delivered before
    ///   `subscribe` returns (a synchronous source delivers them all).
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element
}

extension ObservableType {
    /// Returns an `Observable` that subscribes to this sequence.
    public func asObservable() -> Observable<Element> {
        Producer { sink in
            self.subscribe(AnyObserver(eventHandler: sink.on))
        }
    }
}
