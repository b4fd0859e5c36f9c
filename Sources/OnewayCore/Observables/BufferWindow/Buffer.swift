extension ObservableType {
    /// Returns a sequence of arrays of this sequence's elements, each emitted when it holds
    /// `count` elements or when `timeSpan` has passed since the previous array was emitted
    /// (or since subscription), whichever comes first.
    ///
    /// The timer restarts with each array, so arrays emitted by the timer may be empty. When
    /// this sequence completes, the pending array (possibly empty) is emitted and the result
    /// completes; an error is forwarded at once and drops the pending elements. Timers run
    /// on `scheduler`; deliveries from the source's and the timer's threads are serialized,
    /// in the order they were decided, and never made while holding a lock.
    ///
    /// - Parameters:
    ///   - timeSpan: The longest time an array stays open.
    ///   - count: The most elements an array holds.
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: The sequence of arrays.
    /// - Precondition: `count > 0`.
    /// - SeeAlso: [buffer operator on reactivex.io](http://reactivex.io/documentation/operators/buffer.html)
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<[Element]> {
        require(count > 0, "buffer(timeSpan:count:scheduler:) needs count > 0, got \(count)")
        let source = asObservable()
        return Producer { sink in
            BufferTimeCountSink(sink, timeSpan: timeSpan, count: count, scheduler: scheduler).run(source)
        }
    }
}

/// One subscription of `buffer(timeSpan:count:scheduler:)`: the source's callbacks and the
/// timers decide under `state`'s lock and deliver through `output` after releasing it.
///
/// `@unchecked Sendable` because timers run on the scheduler's threads: the mutable state
/// is guarded by its lock, `output` is thread-safe, the rest is immutable.
final class BufferTimeCountSink<Element>: @unchecked Sendable {
    private struct State {
        var windows: TimeCountWindows
        var buffer: [Element] = []
    }

    private let output: SerializedSink<[Element]>
    private let state: LockedState<State>
    private let timeSpan: RxTimeInterval
    private let scheduler: SchedulerType

    init(_ sink: Sink<[Element]>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        output = SerializedSink(sink)
        state = LockedState(State(windows: TimeCountWindows(maxCount: count)))
        self.timeSpan = timeSpan
        self.scheduler = scheduler
    }

    /// Starts the first timer, then subscribes to `source`; the result ends both.
    func run(_ source: Observable<Element>) -> Disposable {
        startPendingTimer()
        let subscription = source._subscribe { [self] event in on(event) }
        return Disposables.create(Disposables.create { [self] in stop() }, subscription)
    }

    private func on(_ event: Event<Element>) {
        var stoppedTimer: Disposable?
        let mustDrain = state.withLock { state -> Bool in
            guard !state.windows.isStopped else { return false }
            switch event {
            case .next(let element):
                state.buffer.append(element)
                guard state.windows.elementArrived() else { return false }
                return output.enqueue(.next(takeBuffer(&state)))
            case .error(let error):
                stoppedTimer = state.windows.stop()
                state.buffer = []
                return output.enqueue(.error(error))
            case .completed:
                stoppedTimer = state.windows.stop()
                let emitted = output.enqueue(.next(takeBuffer(&state)))
                let completed = output.enqueue(.completed)
                return emitted || completed
            }
        }
        deliver(draining: mustDrain)
        stoppedTimer?.dispose()
    }

    private func timerFired(for id: Int) {
        let mustDrain = state.withLock { state -> Bool in
            guard state.windows.timerFired(for: id) else { return false }
            return output.enqueue(.next(takeBuffer(&state)))
        }
        deliver(draining: mustDrain)
    }

    /// Drains when this thread is the deliverer, then starts the timer of a window opened
    /// meanwhile; a thread that is not the deliverer leaves that to the one delivering.
    private func deliver(draining mustDrain: Bool) {
        guard mustDrain else { return }
        output.drain()
        startPendingTimer()
    }

    private func takeBuffer(_ state: inout State) -> [Element] {
        defer { state.buffer = [] }
        return state.buffer
    }

    private func startPendingTimer() {
        state.startPendingTimer(of: \.windows, timeSpan: timeSpan, scheduler: scheduler) { [self] id in
            timerFired(for: id)
        }
    }

    private func stop() {
        state.withLock { $0.windows.stop() }?.dispose()
    }
}
