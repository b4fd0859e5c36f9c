/// One subscription to `merge`: subscribes each inner source as it arrives (or the fixed
/// list of a static `merge`), at most `maxConcurrent` at a time, and forwards their elements
/// one at a time.
///
/// Inner sources may deliver on different threads. Elements go straight to a
/// `SerializedSink`; the terminal decisions (the first error, or completion once the outer
/// sequence and every inner source have completed) are made under the lock and queued
/// there before it is released. An inner source waiting for a slot is subscribed when an
/// active one completes; that subscription goes through the `CurrentThreadScheduler`, so a
/// long run of inner sources that complete synchronously does not grow the stack.
final class MergeSink<Source, Element>: @unchecked Sendable {
    private struct State {
        var activeCount = 0
        var isOuterDone = false
        var isStopped = false
        var waiting = Queue<Observable<Element>>()
    }

    // Guarded by its own lock.
    private let state = LockedState(State())
    private let output: SerializedSink<Element>
    private let group = CompositeDisposable()
    private let maxConcurrent: Int
    private let selector: (Source) throws -> Observable<Element>

    /// Prepares a subscription delivering to `sink`.
    ///
    /// - Parameters:
    ///   - sink: The downstream sink.
    ///   - maxConcurrent: The most inner sources subscribed at once.
    ///   - selector: Makes the inner source of each outer element; may be user code
    ///     (`flatMap`), and is called outside the lock. If it throws, the sequence fails.
    init(sink: Sink<Element>, maxConcurrent: Int = .max, selector: @escaping (Source) throws -> Observable<Element>) {
        output = SerializedSink(sink)
        self.maxConcurrent = maxConcurrent
        self.selector = selector
    }

    /// What disposes the outer subscription and every inner one.
    var disposable: Disposable { group }

    /// Subscribes to `outer`, whose elements become inner sources through the selector.
    func run(_ outer: Observable<Source>) {
        let outerSubscription = SingleAssignmentDisposable()
        guard group.insert(outerSubscription) != nil else { return }
        outerSubscription.setDisposable(
            outer._subscribe { event in
                switch event {
                case .next(let element):
                    self.innerArrived(element)
                case .error(let error):
                    self.fail(error)
                case .completed:
                    outerSubscription.dispose()
                    self.outerCompleted()
                }
            }
        )
    }

    /// Subscribes to every source in `sources` at once, in order: a static `merge`.
    func run(_ sources: [Observable<Element>]) where Source == Observable<Element> {
        state.withLock { state in
            state.activeCount = sources.count
            state.isOuterDone = true
        }
        if sources.isEmpty { finish(.completed) }
        for source in sources { subscribeInner(source) }
    }

    private func innerArrived(_ element: Source) {
        let inner: Observable<Element>
        do {
            inner = try selector(element)
        } catch {
            return fail(error)
        }
        let subscribeNow = state.withLock { state -> Bool in
            guard !state.isStopped else { return false }
            guard state.activeCount < maxConcurrent else {
                state.waiting.append(inner)
                return false
            }
            state.activeCount += 1
            return true
        }
        if subscribeNow { subscribeInner(inner) }
    }

    private func subscribeInner(_ inner: Observable<Element>) {
        let subscription = SingleAssignmentDisposable()
        guard let key = group.insert(subscription) else { return }
        subscription.setDisposable(
            inner._subscribe { event in
                switch event {
                case .next: self.output.on(event)
                case .error(let error): self.fail(error)
                case .completed: self.innerCompleted(key)
                }
            }
        )
    }

    private func innerCompleted(_ key: CompositeDisposable.DisposeKey) {
        group.remove(for: key)
        var next: Observable<Element>?
        let mustDrain = state.withLock { state -> Bool in
            guard !state.isStopped else { return false }
            if let waiting = state.waiting.popFirst() {
                next = waiting
                return false
            }
            state.activeCount -= 1
            return state.isOuterDone && state.activeCount == 0 ? stop(&state, with: .completed) : false
        }
        if mustDrain { output.drain() }
        if let next {
            _ = CurrentThreadScheduler.instance.schedule(next) { next in
                self.subscribeInner(next)
                return Disposables.create()
            }
        }
    }

    private func outerCompleted() {
        let mustDrain = state.withLock { state -> Bool in
            guard !state.isStopped else { return false }
            state.isOuterDone = true
            return state.activeCount == 0 ? stop(&state, with: .completed) : false
        }
        if mustDrain { output.drain() }
    }

    private func fail(_ error: any Error) {
        finish(.error(error))
    }

    private func finish(_ event: Event<Element>) {
        let mustDrain = state.withLock { state in
            state.isStopped ? false : stop(&state, with: event)
        }
        if mustDrain { output.drain() }
    }

    /// Marks the subscription stopped and queues `event`; call under the lock. Inner
    /// sources still waiting are let go with this object, after every lock is released.
    private func stop(_ state: inout State, with event: Event<Element>) -> Bool {
        state.isStopped = true
        return output.enqueue(event)
    }
}
