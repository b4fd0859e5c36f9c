/// An observable defined by the function that runs one subscription: the base of every
/// source and operator.
///
/// Each subscription gets its own `Sink` and `SinkDisposer`. As in RxSwift, a subscription
/// made while no `CurrentThreadScheduler` trampoline is active on this thread runs inside
/// one, so that synchronous sources scheduled recursively (`of`, `range`, `concat`, …)
/// interleave as they do in RxSwift and never grow the stack.
@usableFromInline
package final class Producer<Element>: Observable<Element> {
    @usableFromInline let run: (Sink<Element>) -> Disposable

    /// Creates an observable whose subscriptions call `run` with the downstream sink;
    /// `run` returns what disposes its upstream work.
    @inlinable
    package init(_ run: @escaping (Sink<Element>) -> Disposable) {
        self.run = run
        super.init()
    }

    @usableFromInline
    override func _subscribe(_ handler: @escaping (Event<Element>) -> Void) -> Disposable {
        Self.subscribe(handler, run)
    }

    /// Runs one subscription: `run` with a new sink around `handler`, inside this thread's
    /// trampoline; returns the sink's disposer.
    @inlinable
    static func subscribe(
        _ handler: @escaping (Event<Element>) -> Void, _ run: (Sink<Element>) -> Disposable
    ) -> Disposable {
        let disposer = SinkDisposer()
        let sink = Sink(handler: handler, disposer: disposer)
        CurrentThreadScheduler.runInTrampoline { disposer.setSubscription(run(sink)) }
        return disposer
    }
}

// Restates `Observable`'s conformance (see there): its one property, the run closure, never changes.
extension Producer: @unchecked Sendable {}
