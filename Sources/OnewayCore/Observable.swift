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

    /// Subscribes the end of a chain directly, without a `SinkDisposer` between, if this
    /// sequence keeps the event grammar for each subscriber and lets go of its handler when
    /// the subscription ends (the subjects do); returns `nil` otherwise.
    ///
    /// `makeObserver` gets `nil` for the disposer: the handler it builds must not check one,
    /// the sequence drops `next` events after the end and delivers one terminal event at
    /// most. The returned subscription is what the subscriber disposes; the handler stays
    /// reachable only through the sequence, so disposing frees it however long the
    /// subscription is held. Only for a chain's end with no `onDisposed` closure: this path
    /// has nowhere to run one.
    @usableFromInline
    func _subscribeFinalDirectly(
        _ makeObserver: (SinkDisposer?) -> (Event<Element>) -> Void
    ) -> Disposable? {
        nil
    }
}

// `@unchecked` because of what no compiler sees: an observable is an immutable description
// (its subclasses' stored properties are set in `init` and never change; subjects guard theirs
// with a lock), so sharing one between threads is safe for Oneway's part. Subscribing runs the
// closures given to its operators, which, as in RxSwift, are not `@Sendable`: a closure that
// captures mutable state must not be run by two subscriptions on two threads at once, and
// the compiler cannot check that.
//
// Unconditional, although the elements cross threads too (`observe(on:)`, subjects): made
// conditional on `Element: Sendable`, Swift 6.3 in the Swift 6 language mode no longer infers
// `Observable.merge(a, b)`, `Observable.concat(a, b)` or `Observable.amb([a, b])` ("generic
// parameter 'Element' could not be inferred"), RxSwift's everyday spelling. The failure needs
// the conditional conformance, a static and an instance member of the same name, and
// `InferSendableFromCaptures` (on in Swift 6 mode); see DesignRationale.md. The element
// condition is kept where values are sent in: `AnyObserver`, the relays, `Store`.
extension Observable: @unchecked Sendable {}
