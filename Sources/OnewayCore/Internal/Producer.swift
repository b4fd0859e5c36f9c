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
        let disposer = SinkDisposer()
        let sink = Sink(handler: handler, disposer: disposer)
        if !CurrentThreadScheduler.isScheduleRequired {
            disposer.setSubscription(run(sink))
            return disposer
        }
        return CurrentThreadScheduler.instance.schedule(()) { [run] _ in
            disposer.setSubscription(run(sink))
            return disposer
        }
    }
}

// Restates `Observable`'s conformance (see there): its one property, the run closure, never changes.
extension Producer: @unchecked Sendable {}
