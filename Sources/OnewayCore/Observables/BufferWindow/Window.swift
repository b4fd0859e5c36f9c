extension ObservableType {
    /// Returns a sequence of windows: observables that each carry this sequence's elements
    /// until they hold `count` elements or `timeSpan` has passed since they opened,
    /// whichever comes first; the next window opens as the previous one completes.
    ///
    /// The first window is emitted on subscription. Windows are hot: subscribe to each as
    /// it is emitted to receive all of its elements. When this sequence completes or fails,
    /// the open window and then the result receive that event. The source subscription
    /// lives while the result or any window is subscribed. Timers run on `scheduler`;
    /// deliveries from the source's and the timer's threads (to the result and to the
    /// windows) are serialized, in the order they were decided, and never made while
    /// holding a lock.
    ///
    /// - Parameters:
    ///   - timeSpan: The longest time a window stays open.
    ///   - count: The most elements a window carries.
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: The sequence of windows.
    /// - Precondition: `count > 0`.
    /// - SeeAlso: [window operator on reactivex.io](http://reactivex.io/documentation/operators/window.html)
    public func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType)
        -> Observable<Observable<Element>>
    {
        require(count > 0, "window(timeSpan:count:scheduler:) needs count > 0, got \(count)")
        let source = asObservable()
        return Producer { sink in
            WindowTimeCountSink(sink, timeSpan: timeSpan, count: count, scheduler: scheduler).run(source)
        }
    }
}

/// One subscription of `window(timeSpan:count:scheduler:)`: the source's callbacks and the
/// timers decide under `state`'s lock and hand their deliveries, to the result and to the
/// windows' subjects alike, to one serial queue, so that a window always reaches the
/// subscriber before its first element is sent to it.
///
/// `@unchecked Sendable` because timers run on the scheduler's threads: the mutable state
/// is guarded by its lock, `deliveries`, the disposables and the subjects are thread-safe,
/// the rest is immutable.
final class WindowTimeCountSink<Element>: @unchecked Sendable {
    private enum Delivery {
        case outer(Event<Observable<Element>>)
        case window(PublishSubject<Element>, Event<Element>)
    }

    private struct State {
        var windows: TimeCountWindows
        var subject = PublishSubject<Element>()
    }

    private let deliveries: SerializedSink<Delivery>
    private let state: LockedState<State>
    private let sourceSubscription = SingleAssignmentDisposable()
    // Holds the timer and the source subscription while the result or a window is
    // subscribed; windows take a reference on it.
    private let refCount: RefCountDisposable
    private let timeSpan: RxTimeInterval
    private let scheduler: SchedulerType

    init(_ sink: Sink<Observable<Element>>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        // The queue's own sink is never disposed: windows keep receiving after the result
        // is disposed, as long as they are subscribed.
        deliveries = SerializedSink(
            Sink(
                handler: { event in
                    switch event.element {
                    case .outer(let event): sink.on(event)
                    case .window(let subject, let event): subject.on(event)
                    case nil: break
                    }
                },
                disposer: SinkDisposer()))
        let state = LockedState(State(windows: TimeCountWindows(maxCount: count)))
        self.state = state
        self.timeSpan = timeSpan
        self.scheduler = scheduler
        // The stopper captures the state, not `self`, so that the windows' reference count
        // does not keep this sink in a cycle.
        let stopTimer = Disposables.create { state.withLock { $0.windows.stop() }?.dispose() }
        refCount = RefCountDisposable(disposable: Disposables.create(stopTimer, sourceSubscription))
    }

    /// Emits the first window, starts its timer, then subscribes to `source`.
    func run(_ source: Observable<Element>) -> Disposable {
        let mustDrain = state.withLock { state in
            enqueue(.outer(.next(refCounted(state.subject, by: refCount))))
        }
        deliver(draining: mustDrain)
        sourceSubscription.setDisposable(source._subscribe { [self] event in on(event) })
        return refCount
    }

    private func on(_ event: Event<Element>) {
        var stoppedTimer: Disposable?
        let mustDrain = state.withLock { state -> Bool in
            guard !state.windows.isStopped else { return false }
            switch event {
            case .next(let element):
                let sent = enqueue(.window(state.subject, .next(element)))
                guard state.windows.elementArrived() else { return sent }
                let opened = openNextWindow(&state)
                return sent || opened
            case .error(let error):
                stoppedTimer = state.windows.stop()
                let closed = enqueue(.window(state.subject, .error(error)))
                let ended = enqueue(.outer(.error(error)))
                return closed || ended
            case .completed:
                stoppedTimer = state.windows.stop()
                let closed = enqueue(.window(state.subject, .completed))
                let ended = enqueue(.outer(.completed))
                return closed || ended
            }
        }
        deliver(draining: mustDrain)
        stoppedTimer?.dispose()
    }

    private func timerFired(for id: Int) {
        let mustDrain = state.withLock { state -> Bool in
            guard state.windows.timerFired(for: id) else { return false }
            return openNextWindow(&state)
        }
        deliver(draining: mustDrain)
    }

    /// Drains when this thread is the deliverer, then starts the timer of a window opened
    /// meanwhile; a thread that is not the deliverer leaves that to the one delivering.
    private func deliver(draining mustDrain: Bool) {
        guard mustDrain else { return }
        deliveries.drain()
        startPendingTimer()
    }

    /// Completes the open window and emits a new one; returns whether to drain.
    private func openNextWindow(_ state: inout State) -> Bool {
        let closed = enqueue(.window(state.subject, .completed))
        state.subject = PublishSubject()
        let opened = enqueue(.outer(.next(refCounted(state.subject, by: refCount))))
        return closed || opened
    }

    /// Queues `delivery` behind those already decided; returns whether to drain.
    private func enqueue(_ delivery: Delivery) -> Bool {
        deliveries.enqueue(.next(delivery))
    }

    private func startPendingTimer() {
        state.startPendingTimer(of: \.windows, timeSpan: timeSpan, scheduler: scheduler) { [self] id in
            timerFired(for: id)
        }
    }
}
