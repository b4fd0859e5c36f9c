/// One subscription to `switchLatest`: follows only the most recent inner source, disposing
/// the previous inner subscription before subscribing to the next.
///
/// Each inner subscription gets an increasing id; under the lock, events from an inner
/// source that is no longer the latest are dropped, so nothing from a replaced source is
/// delivered once its successor has arrived, even when they run on different threads.
/// Accepted events go through the `SerializedQueue` in the same lock: delivered at once by
/// the thread that decided them when nobody else is delivering, queued otherwise, and
/// never delivered under the lock. The selector makes the inner source of each outer
/// element, so that `flatMapLatest` shares this machine; `Inner` is the selector's own
/// result type, so that in a caller's specialized code subscribing to it is devirtualized.
@usableFromInline
final class SwitchSink<Source, Inner: ObservableConvertibleType>: @unchecked Sendable {
    @usableFromInline typealias Element = Inner.Element

    // Guarded by its own lock.
    @usableFromInline let state = LockedState(SwitchState<Inner.Element>())
    @usableFromInline let sink: Sink<Inner.Element>
    @usableFromInline let selector: (Source) throws -> Inner

    /// Prepares a subscription delivering to `sink`; `selector` (possibly user code, called
    /// outside the lock) makes the inner source of each outer element, and if it throws the
    /// sequence fails.
    @inlinable
    init(sink: Sink<Inner.Element>, selector: @escaping (Source) throws -> Inner) {
        self.sink = sink
        self.selector = selector
    }

    /// Subscribes to `outer`; returns what disposes the outer subscription and the latest
    /// inner one.
    @inlinable
    func run(_ outer: Observable<Source>) -> Disposable {
        var subscription: Disposable? = outer._subscribe { event in self.outerEvent(event) }
        state.withLock { $0.keepOuter(&subscription) }
        subscription?.dispose()
        return SwitchDisposable(state)
    }

    @inlinable
    func outerEvent(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            innerArrived(element)
        case .error(let error):
            if let event = state.withLock({ $0.stop(with: .error(error)) }) { deliver(event) }
        case .completed:
            let (outer, event) = state.withLock { $0.outerCompleted() }
            outer?.dispose()
            if let event { deliver(event) }
        }
    }

    @inlinable
    func innerArrived(_ element: Source) {
        let inner: Inner
        do {
            inner = try selector(element)
        } catch {
            if let event = state.withLock({ $0.stop(with: .error(error)) }) { deliver(event) }
            return
        }
        guard let (id, previous) = state.withLock({ $0.switchToNext() }) else { return }
        // The previous inner subscription ends before the next one starts.
        previous?.dispose()
        if let just = inner.asObservable() as? Just<Inner.Element> {
            // What subscribing to it would deliver, in the same trampoline, with nothing to
            // subscribe, keep or dispose.
            CurrentThreadScheduler.runInTrampoline {
                innerEvent(.next(just.element), id: id)
                innerEvent(.completed, id: id)
            }
            return
        }
        let observer = SwitchInnerObserver(self, id: id)
        var subscription: Disposable? = inner.asObservable()._subscribe { event in observer.on(event) }
        state.withLock { $0.keep(&subscription, id: id) }
        // Still here if it was replaced or disposed while subscribing (from inside that
        // subscribe, or from another thread): whoever replaced it could not dispose it yet.
        subscription?.dispose()
    }

    @inlinable
    func innerEvent(_ event: Event<Inner.Element>, id: Int) {
        if let event = state.withLock({ $0.inner(event, id: id) }) { deliver(event) }
    }

    /// Delivers `event` as the deliverer, then whatever was queued meanwhile.
    @inlinable
    func deliver(_ event: Event<Inner.Element>) {
        var event = event
        while true {
            sink.on(event)
            guard let next = state.withLock({ $0.output.next() }) else { return }
            event = next
        }
    }
}

/// The observer of one inner subscription: the sink and the inner subscription's id in one
/// object, so that the handler closure captures a single reference and needs no context
/// of its own.
@usableFromInline
final class SwitchInnerObserver<Source, Inner: ObservableConvertibleType> {
    @usableFromInline let parent: SwitchSink<Source, Inner>
    @usableFromInline let id: Int

    @inlinable
    init(_ parent: SwitchSink<Source, Inner>, id: Int) {
        self.parent = parent
        self.id = id
    }

    @inlinable
    func on(_ event: Event<Inner.Element>) {
        parent.innerEvent(event, id: id)
    }
}
