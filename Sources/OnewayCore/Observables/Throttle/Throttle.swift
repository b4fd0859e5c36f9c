extension ObservableType {
    /// Returns a sequence that emits at most one element per `dueTime`: the first element
    /// of each window at once and, with `latest`, the last one received during the window
    /// when it ends.
    ///
    /// An element that arrives `dueTime` or more after the last emission is emitted at once
    /// and opens a new window. During a window, elements are dropped, except that with
    /// `latest` (the default) the last of them is kept and emitted on `scheduler` when the
    /// window ends, opening the next one. If the source completes while such an element is
    /// pending, the element and the completion are emitted together at the end of the
    /// window; otherwise the completion is forwarded at once. An error is forwarded at once
    /// and drops the pending element. Deliveries from the source's and the scheduler's
    /// threads are serialized, in the order they were decided, and never made while
    /// holding a lock.
    ///
    /// - Parameters:
    ///   - dueTime: The shortest time between two emitted elements.
    ///   - latest: Whether to emit the last element received during a window when it ends.
    ///   - scheduler: The scheduler that gives the time and runs the timers.
    /// - Returns: The throttled sequence.
    /// - SeeAlso: [debounce operator on reactivex.io](http://reactivex.io/documentation/operators/debounce.html)
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType)
        -> Observable<Element>
    {
        let source = asObservable()
        return Producer { sink in
            ThrottleSink(sink, dueTime: dueTime, latest: latest, scheduler: scheduler).run(source)
        }
    }
}

/// One subscription of `throttle`: the source's callbacks and the timer decide under
/// `state`'s lock and deliver through `output` after releasing it.
///
/// `@unchecked Sendable` because the timer runs on the scheduler's thread: the state
/// machine is guarded by its lock, `output` and `timer` are thread-safe, the rest is
/// immutable.
final class ThrottleSink<Element>: @unchecked Sendable {
    private let output: SerializedSink<Element>
    private let state: LockedState<ThrottleStateMachine<Element>>
    private let timer = SerialDisposable()
    private let scheduler: SchedulerType

    init(_ sink: Sink<Element>, dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType) {
        output = SerializedSink(sink)
        state = LockedState(ThrottleStateMachine(dueTime: dueTime, latest: latest))
        self.scheduler = scheduler
    }

    /// Subscribes to `source`; the result disposes that subscription and the pending timer.
    func run(_ source: Observable<Element>) -> Disposable {
        let subscription = source._subscribe { [self] event in on(event) }
        return Disposables.create(subscription, timer)
    }

    private func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let now = scheduler.now
            var timerDelay: RxTimeInterval?
            let mustDrain = state.withLock { machine in
                switch machine.elementReceived(element, at: now) {
                case .emit(let element):
                    return output.enqueue(.next(element))
                case .scheduleTimer(let delay):
                    timerDelay = delay
                    return false
                case .none:
                    return false
                }
            }
            if mustDrain { output.drain() }
            // Only the source schedules, one event at a time; not done under the lock.
            if let timerDelay {
                timer.disposable = scheduler.scheduleRelative((), dueTime: timerDelay) { [self] _ in
                    timerFired()
                    return Disposables.create()
                }
            }
        case .error(let error):
            let mustDrain = state.withLock { machine in
                machine.failed()
                return output.enqueue(.error(error))
            }
            if mustDrain { output.drain() }
        case .completed:
            let mustDrain = state.withLock { machine in
                machine.completed() ? output.enqueue(.completed) : false
            }
            if mustDrain { output.drain() }
        }
    }

    private func timerFired() {
        let now = scheduler.now
        let mustDrain = state.withLock { machine in
            let action = machine.timerFired(at: now)
            let emitted = action.element.map { output.enqueue(.next($0)) } ?? false
            let completed = action.completes ? output.enqueue(.completed) : false
            return emitted || completed
        }
        if mustDrain { output.drain() }
    }
}
