extension ObservableType {
    /// Returns the elements of the sequence `selector` makes from an element, ignoring the
    /// elements that arrive while that sequence is still running.
    ///
    /// An element that arrives while no inner sequence is active goes through `selector`,
    /// and its sequence is subscribed on the thread that delivered it; elements arriving
    /// before that sequence completes are dropped without calling `selector`. The result
    /// completes when this sequence has completed and the active inner sequence (if any)
    /// has completed too, and fails with the first error of either, or an error `selector`
    /// throws. Elements are delivered one at a time.
    ///
    /// - Parameter selector: Makes the inner sequence of an element.
    /// - Returns: The elements of the inner sequences that were not dropped.
    /// - SeeAlso: [flatMap operator on reactivex.io](http://reactivex.io/documentation/operators/flatmap.html)
    public func flatMapFirst<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        let source = asObservable()
        return Producer { sink in
            FlatMapFirstSink<Element, Source.Element>(sink: sink) { try selector($0).asObservable() }.run(source)
        }
    }
}

/// One subscription of `flatMapFirst`: at most one inner sequence at a time; outer elements
/// arriving while it runs are dropped.
///
/// Whether an inner sequence is active, and the terminal decisions, are made under the lock
/// and queued in `output` before it is released; elements go straight to `output`.
///
/// `@unchecked Sendable`: `state` is guarded by its lock; `output` and the disposables are
/// thread-safe; the selector is called by one outer event at a time.
final class FlatMapFirstSink<Source, Element>: @unchecked Sendable {
    private struct State: StoppableOutputState {
        var isInnerActive = false
        var isOuterDone = false
        var isStopped = false
    }

    private let state = LockedState(State())
    private let output: SerializedSink<Element>
    private let outerSubscription = SingleAssignmentDisposable()
    private let innerSubscription = SerialDisposable()
    private let selector: (Source) throws -> Observable<Element>

    init(sink: Sink<Element>, selector: @escaping (Source) throws -> Observable<Element>) {
        output = SerializedSink(sink)
        self.selector = selector
    }

    /// Subscribes to `outer`; the result disposes it and the active inner subscription.
    func run(_ outer: Observable<Source>) -> Disposable {
        outerSubscription.setDisposable(
            outer._subscribe { [self] event in
                switch event {
                case .next(let element): elementArrived(element)
                case .error(let error): decide { $0.stop(with: .error(error), on: output) }
                case .completed: outerCompleted()
                }
            }
        )
        return Disposables.create(outerSubscription, innerSubscription)
    }

    private func elementArrived(_ element: Source) {
        let accepted = state.withLock { state -> Bool in
            guard !state.isStopped, !state.isInnerActive else { return false }
            state.isInnerActive = true
            return true
        }
        guard accepted else { return }
        let inner: Observable<Element>
        do {
            inner = try selector(element)
        } catch {
            return decide { $0.stop(with: .error(error), on: output) }
        }
        let subscription = SingleAssignmentDisposable()
        innerSubscription.disposable = subscription
        subscription.setDisposable(
            inner._subscribe { [self] event in
                switch event {
                case .next:
                    output.on(event)
                case .error:
                    decide { $0.stop(with: event, on: output) }
                case .completed:
                    subscription.dispose()
                    decide { state in
                        state.isInnerActive = false
                        return state.isOuterDone ? state.stop(with: .completed, on: output) : false
                    }
                }
            }
        )
    }

    private func outerCompleted() {
        outerSubscription.dispose()
        decide { state in
            state.isOuterDone = true
            return state.isInnerActive ? false : state.stop(with: .completed, on: output)
        }
    }

    /// Runs `body` under the lock, then delivers what it queued.
    private func decide(_ body: (inout State) -> Bool) {
        if state.withLock(body) { output.drain() }
    }
}
