extension ObservableType {
    /// Returns this sequence's events, failing with `RxError.timeout` if the first element,
    /// or any next one, takes longer than `dueTime` to arrive.
    ///
    /// The timer starts on subscription (before the source is subscribed) and restarts after
    /// each element, on `scheduler`; when it fires first, the result fails on the
    /// scheduler's thread and the source subscription is disposed. Completion and errors of
    /// the source pass through. Deliveries from the source's and the scheduler's threads are
    /// serialized; an element and a timer that race are decided under a lock, so exactly one
    /// of them wins.
    ///
    /// - Parameters:
    ///   - dueTime: The longest time allowed before each element.
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: The source's events, or its events up to a timeout followed by the error.
    /// - SeeAlso: [timeout operator on reactivex.io](http://reactivex.io/documentation/operators/timeout.html)
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        let other = Observable<Element>.error(RxError.timeout)
        return Producer { sink in
            TimeoutSink(sink, dueTime: dueTime, other: other, scheduler: scheduler).run(source)
        }
    }

    /// Returns this sequence's events until an element takes longer than `dueTime` to
    /// arrive, then switches to `other`'s events.
    ///
    /// Timing is that of `timeout(_:scheduler:)`. On a timeout, `other` is subscribed on the
    /// scheduler's thread, then the source subscription is disposed; the result ends when
    /// `other` ends. Nothing from the source is delivered after the switch.
    ///
    /// - Parameters:
    ///   - dueTime: The longest time allowed before each element.
    ///   - other: The sequence to continue with after a timeout.
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: The source's events, or its events up to a timeout followed by `other`'s.
    /// - SeeAlso: [timeout operator on reactivex.io](http://reactivex.io/documentation/operators/timeout.html)
    public func timeout<Source: ObservableConvertibleType>(
        _ dueTime: RxTimeInterval,
        other: Source,
        scheduler: SchedulerType
    ) -> Observable<Element> where Element == Source.Element {
        let source = asObservable()
        let other = other.asObservable()
        return Producer { sink in
            TimeoutSink(sink, dueTime: dueTime, other: other, scheduler: scheduler).run(source)
        }
    }
}

/// One subscription of `timeout`: each source event and each timer decide under `state`'s
/// lock who wins, and deliver through `output` after releasing it.
///
/// Each source event moves `id` on; a timer carries the `id` it was started for and wins
/// only if nothing has arrived since.
///
/// `@unchecked Sendable`: timers run on the scheduler's threads; `state` is guarded by its
/// lock, `output` and the disposables are thread-safe, the rest is immutable.
final class TimeoutSink<Element>: @unchecked Sendable {
    private struct State {
        var id = 0
        var hasSwitched = false
        var isStopped = false
    }

    private let output: SerializedSink<Element>
    private let state = LockedState(State())
    private let timer = SerialDisposable()
    private let subscription = SerialDisposable()
    private let dueTime: RxTimeInterval
    private let other: Observable<Element>
    private let scheduler: SchedulerType

    init(_ sink: Sink<Element>, dueTime: RxTimeInterval, other: Observable<Element>, scheduler: SchedulerType) {
        output = SerializedSink(sink)
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
    }

    /// Starts the first timer, then subscribes to `source`.
    func run(_ source: Observable<Element>) -> Disposable {
        let original = SingleAssignmentDisposable()
        subscription.disposable = original
        startTimer(id: 0)
        original.setDisposable(source._subscribe { [self] event in on(event) })
        return Disposables.create(subscription, timer)
    }

    private func on(_ event: Event<Element>) {
        var mustDrain = false
        let id = state.withLock { state -> Int? in
            guard !state.hasSwitched, !state.isStopped else { return nil }
            state.id &+= 1
            state.isStopped = event.isStopEvent
            mustDrain = output.enqueue(event)
            return state.id
        }
        if mustDrain { output.drain() }
        guard let id, !event.isStopEvent else { return }
        // Only the source starts timers after the first, one event at a time, so each new
        // timer replaces (and cancels) the previous one in order.
        startTimer(id: id)
    }

    private func startTimer(id: Int) {
        timer.disposable = scheduler.scheduleRelative(id, dueTime: dueTime) { [self] id in
            let wins = state.withLock { state -> Bool in
                guard !state.hasSwitched, !state.isStopped, state.id == id else { return false }
                state.hasSwitched = true
                return true
            }
            if wins {
                // Subscribing first, then disposing the source, as RxSwift does.
                subscription.disposable = other._subscribe(output.on)
            }
            return Disposables.create()
        }
    }
}
