/// An object in another module of the package that serves an `Observable`'s subscriptions.
///
/// `Observable` cannot be subclassed outside OnewayCore, and an `Observable.create` closure
/// hides what it captured. A source wrapped in `SourceObservable` stays reachable: a module
/// that made the observable can downcast it and get its source back (the Flux dispatcher
/// finds its channel from a `Dispatchable`'s `observableState` this way).
///
/// Conformers must keep the `ObservableType` contract themselves: calls to one handler are
/// serial, follow the grammar and stop once the returned disposable is disposed.
@usableFromInline
package protocol ObservableSource<Element>: AnyObject {
    /// The type of the elements of the sequence.
    associatedtype Element

    /// Starts delivering events to `handler`; the returned disposable stops it.
    func subscribe(handler: @escaping (Event<Element>) -> Void) -> Disposable
}

/// An `Observable` whose subscriptions are served by `source`.
@usableFromInline
package final class SourceObservable<Source: ObservableSource>: Observable<Source.Element> {
    /// The object serving the subscriptions.
    @usableFromInline package let source: Source

    /// Wraps `source`.
    @inlinable
    package init(_ source: Source) {
        self.source = source
        super.init()
    }

    @usableFromInline
    override func _subscribe(_ handler: @escaping (Event<Element>) -> Void) -> Disposable {
        source.subscribe(handler: handler)
    }
}

// Restates `Observable`'s conformance (see there): its source is set once; the source guards its own state.
extension SourceObservable: @unchecked Sendable {}
