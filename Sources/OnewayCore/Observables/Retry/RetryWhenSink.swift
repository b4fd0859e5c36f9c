/// One subscription of `retry(when:)`: runs one attempt of the source at a time, sends its
/// failures to the handler's sequence, and lets the trigger decide what follows.
///
/// The source's and the trigger's callbacks decide under `state`'s lock and deliver through
/// `output` after releasing it. A new attempt is subscribed through `loop`, as in
/// `CatchSequenceSink`: a trigger that fires synchronously while an attempt is being
/// subscribed marks the next round as due instead of nesting.
///
/// `@unchecked Sendable`: `state` is guarded by its lock; the subject, the disposables,
/// `loop` and `output` are thread-safe; the rest is immutable.
final class RetryWhenSink<Element, Trigger, Failure>: @unchecked Sendable {
    private struct State: StoppableOutputState {
        /// An attempt failed and no trigger element has answered it yet.
        var isWaitingForTrigger = false
        /// The trigger's terminal event, kept until a failure asks for the trigger.
        var triggerEnd: Event<Element>?
        var isStopped = false
    }

    private let output: SerializedSink<Element>
    private let source: Observable<Element>
    private let errors = PublishSubject<Failure>()
    private let attempt = SerialDisposable()
    private let triggerSubscription = SingleAssignmentDisposable()
    private let loop = ResubscriptionLoop()
    private let state = LockedState(State())

    init(_ sink: Sink<Element>, source: Observable<Element>) {
        output = SerializedSink(sink)
        self.source = source
    }

    /// Builds the trigger from the errors, subscribes to it, then to the first attempt.
    func run(trigger makeTrigger: (Observable<Failure>) -> Observable<Trigger>) -> Disposable {
        let trigger = makeTrigger(errors.asObservable())
        triggerSubscription.setDisposable(trigger._subscribe { [self] event in triggerEvent(event) })
        loop.run(subscribeAttempt)
        return Disposables.create(attempt, triggerSubscription)
    }

    private func subscribeAttempt() {
        guard !state.withLock({ $0.isStopped }) else { return }
        let subscription = SingleAssignmentDisposable()
        attempt.disposable = subscription
        subscription.setDisposable(
            source._subscribe { [self] event in attemptEvent(event, subscription: subscription) }
        )
    }

    private func attemptEvent(_ event: Event<Element>, subscription: Disposable) {
        guard case .error(let error) = event else {
            return decide { state in
                if event.isStopEvent { return state.stop(with: event, on: output) }
                return state.isStopped ? false : output.enqueue(event)
            }
        }
        guard let failure = error as? Failure else {
            return decide { $0.stop(with: event, on: output) }
        }
        var mustDrain = false
        let asksTrigger = state.withLock { state -> Bool in
            guard !state.isStopped else { return false }
            if let triggerEnd = state.triggerEnd {
                mustDrain = state.stop(with: triggerEnd, on: output)
                return false
            }
            state.isWaitingForTrigger = true
            return true
        }
        if mustDrain { output.drain() }
        guard asksTrigger else { return }
        subscription.dispose()
        errors.onNext(failure)
    }

    private func triggerEvent(_ event: Event<Trigger>) {
        let ending: Event<Element>
        switch event {
        case .next:
            let retries = state.withLock { state -> Bool in
                guard !state.isStopped, state.isWaitingForTrigger else { return false }
                state.isWaitingForTrigger = false
                return true
            }
            if retries { loop.run(subscribeAttempt) }
            return
        case .error(let error): ending = .error(error)
        case .completed: ending = .completed
        }
        decide { state in
            guard !state.isStopped else { return false }
            guard state.isWaitingForTrigger else {
                state.triggerEnd = ending
                return false
            }
            return state.stop(with: ending, on: output)
        }
    }

    /// Runs `body` under the lock, then delivers what it queued.
    private func decide(_ body: (inout State) -> Bool) {
        if state.withLock(body) { output.drain() }
    }
}
