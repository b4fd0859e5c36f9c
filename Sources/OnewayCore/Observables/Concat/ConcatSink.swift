/// One subscription to a static `concat`: subscribes to the sources one after another,
/// taking each from the iterator only when the previous one has completed.
///
/// Only one source is active at a time, so its events reach the sink serially. The next
/// source is subscribed through the `CurrentThreadScheduler`, as RxSwift does: at once when
/// no trampoline runs on the thread, and after the current work otherwise, so that a long
/// run of sources that complete synchronously does not grow the stack.
final class ConcatSink<Sources: Sequence, Element>: @unchecked Sendable where Sources.Element == Observable<Element> {
    // Used by one thread at a time: first by `run`, then by each source's completion, which
    // happens after that source was subscribed.
    private var iterator: Sources.Iterator
    private let sink: Sink<Element>
    private let current = SerialDisposable()

    /// Prepares a subscription to `sources` delivering to `sink`.
    init(_ sources: Sources, sink: Sink<Element>) {
        iterator = sources.makeIterator()
        self.sink = sink
    }

    /// What disposes the active source's subscription and every later one.
    var disposable: Disposable { current }

    /// Subscribes to the first source.
    func run() {
        moveNext()
    }

    private func moveNext() {
        guard !sink.isDisposed else { return }
        guard let source = iterator.next() else { return sink.onCompleted() }
        let subscription = SingleAssignmentDisposable()
        // Disposes the previous source's subscription, or this one if already disposed.
        current.disposable = subscription
        subscription.setDisposable(
            source._subscribe { event in
                guard event.isCompleted else { return self.sink.on(event) }
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    self.moveNext()
                    return Disposables.create()
                }
            }
        )
    }
}
