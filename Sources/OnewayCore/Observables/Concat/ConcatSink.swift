/// A static `concat`: the observable a tail-recursive concatenation recognizes, so that a
/// `concat` reached as a source continues in the same subscription instead of nesting one.
final class ConcatObservable<Element>: Observable<Element> {
    /// A fresh iterator over the sources, for each subscription.
    let makeSources: () -> AnyIterator<Observable<Element>>
    /// How many sources there are, when the sources are a collection.
    let count: Int?
    private let producer: Producer<Element>

    init<Sources: Sequence>(_ sources: Sources) where Sources.Element == Observable<Element> {
        let makeSources = { AnyIterator(sources.makeIterator()) }
        let count = (sources as? any Collection)?.count
        self.makeSources = makeSources
        self.count = count
        producer = Producer { sink in
            let concatenating = ConcatSink(sink: sink)
            concatenating.run(makeSources(), count: count)
            return concatenating.disposable
        }
        super.init()
    }

    override func _subscribe(_ handler: @escaping (Event<Element>) -> Void) -> Disposable {
        producer._subscribe(handler)
    }
}

/// One subscription to a static `concat`: subscribes to the sources one after another,
/// taking each from its sequence only when the previous one has completed.
///
/// Only one source is active at a time, so its events reach the sink serially. The next
/// source is subscribed through the `CurrentThreadScheduler`, as RxSwift does: at once when
/// no trampoline runs on the thread, and after the current work otherwise, so that a long
/// run of sources that complete synchronously does not grow the stack.
///
/// Tail-recursive, as RxSwift's: a source that is itself a static `concat` is not subscribed
/// but its sources are pushed on a stack of sequences, and the last source of a collection
/// takes its sequence off the stack before it runs. So a concatenation whose last source
/// recurses (`concat([step, concat([step, …])])`) runs at a constant depth, with one sink,
/// instead of one nested subscription per level. `maxTailRecursiveSinkStackSize` records the
/// deepest stack in debug builds.
final class ConcatSink<Element>: @unchecked Sendable {
    // Used by one thread at a time: first by `run`, then by each source's completion, which
    // happens after that source was subscribed.
    private var pending: [(sources: AnyIterator<Observable<Element>>, remaining: Int?)] = []
    private let sink: Sink<Element>
    private let current = SerialDisposable()

    /// Prepares a subscription delivering to `sink`.
    init(sink: Sink<Element>) {
        self.sink = sink
    }

    /// What disposes the active source's subscription and every later one.
    var disposable: Disposable { current }

    /// Subscribes to the first of `sources`, of which there are `count` if known.
    func run(_ sources: AnyIterator<Observable<Element>>, count: Int?) {
        pending.append((sources, count))
        moveNext()
    }

    private func moveNext() {
        var next: Observable<Element>?
        while next == nil {
            guard !sink.isDisposed else { return }
            guard let top = pending.popLast() else { return sink.onCompleted() }
            let (sources, remaining) = top
            guard let candidate = sources.next() else { continue }
            // A sequence known to have no source left after this one is not kept: in tail
            // position, a recursing `concat` replaces its parent instead of stacking on it.
            if let remaining {
                if remaining > 1 { pending.append((sources, remaining - 1)) }
            } else {
                pending.append((sources, nil))
            }
            if let nested = candidate as? ConcatObservable<Element> {
                pending.append((nested.makeSources(), nested.count))
                recordTailRecursion(depth: pending.count)
            } else {
                next = candidate
            }
        }
        guard let source = next else { return }
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

// Restates `Observable`'s conformance (see there): its properties never change after `init`.
extension ConcatObservable: @unchecked Sendable {}
