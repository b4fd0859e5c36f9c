extension ObservableType {
    /// Returns this sequence's elements and completion shifted later by `dueTime`; an
    /// error is forwarded at once.
    ///
    /// Each element and the completion are emitted on `scheduler`, `dueTime` after they
    /// arrived, in order, one timer at a time (on a virtual-time scheduler, events that
    /// arrived at the same tick leave one tick apart, as in RxSwift). The source
    /// subscription is disposed as soon as the source ends. When the source fails, the
    /// elements still waiting are dropped and the error is forwarded on the source's
    /// thread, right after a delivery in progress, if any. Deliveries from the source's and
    /// the scheduler's threads are serialized.
    ///
    /// - Parameters:
    ///   - dueTime: How much later each element and the completion are emitted.
    ///   - scheduler: The scheduler that runs the timers and emits the delayed events.
    /// - Returns: The delayed sequence.
    /// - SeeAlso: [delay operator on reactivex.io](http://reactivex.io/documentation/operators/delay.html)
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            DelaySink(sink, dueTime: dueTime, scheduler: scheduler).run(source)
        }
    }
}

/// One subscription of `delay`: the source's callbacks and the timers decide under
/// `state`'s lock and deliver through `output` after releasing it.
///
/// Each timer lives in `timers` under its own key until it fires, so that a timer started
/// by the source and the one its predecessor starts can never cancel each other.
///
/// `@unchecked Sendable`: timers run on the scheduler's threads; the state machine is
/// guarded by its lock, `output` and the disposables are thread-safe, the rest is immutable.
final class DelaySink<Element>: @unchecked Sendable {
    private let output: SerializedSink<Element>
    private let state: LockedState<DelayStateMachine<Element>>
    private let sourceSubscription = SingleAssignmentDisposable()
    private let timers = CompositeDisposable()
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType

    init(_ sink: Sink<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        output = SerializedSink(sink)
        state = LockedState(DelayStateMachine(dueTime: dueTime))
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    /// Subscribes to `source`; the result disposes that subscription and the pending timer.
    func run(_ source: Observable<Element>) -> Disposable {
        sourceSubscription.setDisposable(source._subscribe { [self] event in on(event) })
        return Disposables.create(sourceSubscription, timers)
    }

    private func on(_ event: Event<Element>) {
        if event.isStopEvent { sourceSubscription.dispose() }
        if case .error = event {
            let mustDrain = state.withLock { machine in
                machine.failed() ? output.enqueue(event) : false
            }
            if mustDrain { output.drain() }
            return
        }
        let now = scheduler.now
        if state.withLock({ $0.eventReceived(event, at: now) }) {
            startTimer(after: dueTime)
        }
    }

    private func startTimer(after delay: RxTimeInterval) {
        let timer = SingleAssignmentDisposable()
        guard let key = timers.insert(timer) else { return }
        timer.setDisposable(
            scheduler.scheduleRelative((), dueTime: delay) { [self] _ in
                timers.remove(for: key)
                timerFired()
                return Disposables.create()
            }
        )
    }

    private func timerFired() {
        let now = scheduler.now
        var mustDrain = false
        let nextTimer = state.withLock { machine -> RxTimeInterval? in
            let (event, nextTimer) = machine.timerFired(at: now)
            if let event { mustDrain = output.enqueue(event) }
            return nextTimer
        }
        if mustDrain { output.drain() }
        if let nextTimer { startTimer(after: nextTimer) }
    }
}
