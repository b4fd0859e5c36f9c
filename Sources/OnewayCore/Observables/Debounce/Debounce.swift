extension ObservableType {
    /// Returns a sequence that emits an element only once `dueTime` has passed without the
    /// source emitting another one.
    ///
    /// Each element replaces the pending one and restarts the timer on `scheduler`; when the
    /// timer fires, the pending element is emitted on the scheduler's thread. When the source
    /// completes, the pending element (if any) is emitted at once, followed by the
    /// completion; when it fails, the pending element is dropped and the error forwarded at
    /// once. Deliveries from the source's and the scheduler's threads are serialized, in
    /// the order they were decided, and never made while holding a lock.
    ///
    /// - Parameters:
    ///   - dueTime: How long the source must stay quiet before its last element is emitted.
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: The debounced sequence.
    /// - SeeAlso: [debounce operator on reactivex.io](http://reactivex.io/documentation/operators/debounce.html)
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            DebounceSink(sink, dueTime: dueTime, scheduler: scheduler).run(source)
        }
    }
}

/// One subscription of `debounce`: the source's callbacks and the timers decide under
/// `state`'s lock and deliver through `output` after releasing it.
///
/// `@unchecked Sendable` because timers run on the scheduler's threads: the state machine
/// is guarded by its lock, `output` and `timer` are thread-safe, the rest is immutable.
final class DebounceSink<Element>: @unchecked Sendable {
    private let output: SerializedSink<Element>
    private let state = LockedState(DebounceStateMachine<Element>())
    private let timer = SerialDisposable()
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType

    init(_ sink: Sink<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        output = SerializedSink(sink)
        self.dueTime = dueTime
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
            guard let generation = state.withLock({ $0.elementReceived(element) }) else { return }
            // Only the source schedules, one event at a time, so each new timer replaces
            // (and cancels) the previous one in order; scheduling is not done under the lock.
            timer.disposable = scheduler.scheduleRelative(generation, dueTime: dueTime) { [self] generation in
                timerFired(generation)
                return Disposables.create()
            }
        case .error(let error):
            let mustDrain = state.withLock { machine in
                machine.failed()
                return output.enqueue(.error(error))
            }
            if mustDrain { output.drain() }
        case .completed:
            let mustDrain = state.withLock { machine in
                let flushed = machine.completed().map { output.enqueue(.next($0)) } ?? false
                return output.enqueue(.completed) || flushed
            }
            if mustDrain { output.drain() }
        }
    }

    private func timerFired(_ generation: UInt64) {
        let mustDrain = state.withLock { machine in
            machine.timerFired(generation: generation).map { output.enqueue(.next($0)) } ?? false
        }
        if mustDrain { output.drain() }
    }
}
