extension ObservableType {
    /// Returns this sequence with its events delivered on `scheduler`.
    ///
    /// Only the delivery moves: the source is still subscribed (and disposed) where the
    /// subscriber does it; use `subscribe(on:)` to move those. Events keep their order and
    /// are delivered one at a time, whatever the scheduler. As in RxSwift, a
    /// `SerialDispatchQueueScheduler` (`MainScheduler` included) gets one scheduled action
    /// per event, relying on its queue for the order; any other scheduler gets a queue
    /// drained one event per scheduled action (on a `TestScheduler`, one event per tick).
    /// A terminal event disposes the source subscription when it is delivered. After the
    /// subscription is disposed, events still waiting are dropped.
    ///
    /// - Parameter scheduler: The scheduler to deliver the events on.
    /// - Returns: The source sequence, observed on `scheduler`.
    /// - SeeAlso: [observeOn operator on reactivex.io](http://reactivex.io/documentation/operators/observeon.html)
    @inlinable
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        let source = asObservable()
        guard let serialScheduler = scheduler as? SerialDispatchQueueScheduler else {
            return observeQueued(source, on: scheduler)
        }
        // Inlinable so that each event's path to the scheduler is specialized for the caller's
        // element type: run generic, it made about a third of an `ObservedStore` dispatch.
        // Debug builds count these observables (`Resources.numberOfSerialDispatchQueueObservables`).
        let counted = _countedOperator(.serialDispatchQueueObserveOn)
        return Producer { sink in
            withExtendedLifetime(counted) {}
            return source._subscribe { event in
                // The queue is serial and this source's events are, so the deliveries run in
                // order, one at a time; the sink drops what arrives after disposal.
                serialScheduler.deliver(event, to: sink)
            }
        }
    }

    /// `observe(on:)` on a scheduler that may be concurrent.
    @usableFromInline
    func observeQueued(_ source: Observable<Element>, on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Producer { sink in
            ObserveOnSink(sink, scheduler: scheduler).run(source)
        }
    }

    /// Returns this sequence with its events delivered on `scheduler`; the name RxSwift 5
    /// used for `observe(on:)`.
    ///
    /// - Parameter scheduler: The scheduler to deliver the events on.
    /// - Returns: The source sequence, observed on `scheduler`.
    /// - SeeAlso: [observeOn operator on reactivex.io](http://reactivex.io/documentation/operators/observeon.html)
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        observe(on: scheduler)
    }
}

/// One subscription of `observe(on:)` on a scheduler that may be concurrent: events wait in
/// a queue that one recursive action at a time drains, one event per run.
///
/// `@unchecked Sendable`: the queue and the running flag are guarded by `state`'s lock;
/// the sink is called only by the running action, one run at a time; the disposables are
/// thread-safe.
final class ObserveOnSink<Element>: @unchecked Sendable {
    private struct State {
        var queue = Queue<Event<Element>>()
        var isRunning = false
    }

    private let sink: Sink<Element>
    private let scheduler: ImmediateSchedulerType
    private let state = LockedState(State())
    private let drain = SerialDisposable()

    init(_ sink: Sink<Element>, scheduler: ImmediateSchedulerType) {
        self.sink = sink
        self.scheduler = scheduler
    }

    /// Subscribes to `source`; the result disposes it and the pending delivery.
    func run(_ source: Observable<Element>) -> Disposable {
        let subscription = source._subscribe { [self] event in on(event) }
        return Disposables.create(subscription, drain)
    }

    private func on(_ event: Event<Element>) {
        let starts = state.withLock { state -> Bool in
            state.queue.append(event)
            guard !state.isRunning else { return false }
            state.isRunning = true
            return true
        }
        guard starts else { return }
        // The source's events are serial and a new drain starts only after the previous one
        // stopped, so these assignments happen in order.
        drain.disposable = scheduler.scheduleRecursive(()) { [self] _, recurse in
            if deliverOne() { recurse(()) }
        }
    }

    /// Delivers the oldest queued event; returns whether another run is needed.
    private func deliverOne() -> Bool {
        let event = state.withLock { state -> Event<Element>? in
            if let event = state.queue.popFirst() { return event }
            state.isRunning = false
            return nil
        }
        guard let event, !sink.isDisposed else { return false }
        sink.on(event)
        guard !event.isStopEvent else { return false }
        return state.withLock { state in
            if !state.queue.isEmpty { return true }
            state.isRunning = false
            return false
        }
    }
}
