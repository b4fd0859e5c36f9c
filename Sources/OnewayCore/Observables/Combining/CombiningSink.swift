/// One subscription to `combineLatest` or `zip`, for any arity: subscribes every source,
/// keeps their elements in typed `Storage` beside a `CombiningStateMachine` under one lock,
/// and emits each combination the machine decides on.
///
/// Sources may deliver on different threads. Each event is decided under the lock, and a
/// combination is taken out of the storage there (`snapshot`) and queued in a
/// `SerializedSink`; the result selector runs in the deliverer, after the lock is released,
/// in decision order. A completed source's subscription is released at once, as in RxSwift.
final class CombiningSink<Storage, Snapshot, Result>: @unchecked Sendable {
    private struct State {
        var machine: CombiningStateMachine
        var storage: Storage
    }

    // Guarded by its own lock; `subscriptions` is set up before any source is subscribed.
    private let state: LockedState<State>
    private let output: SerializedSink<Snapshot>
    private let snapshot: (inout Storage) -> Snapshot
    private let subscriptions: [SingleAssignmentDisposable]

    /// Prepares a subscription to `arity` sources whose results go to `sink`.
    ///
    /// - Parameters:
    ///   - arity: The number of sources.
    ///   - storage: Empty storage for the sources' elements.
    ///   - pairing: How elements are paired (`combineLatest` or `zip`).
    ///   - completesWhenOthersDone: See `CombiningStateMachine.init`.
    ///   - sink: The downstream sink.
    ///   - snapshot: Takes a combination out of the storage (copies it, or dequeues it).
    ///   - resultSelector: Makes the result of a combination; runs outside every lock.
    init(
        arity: Int,
        storage: Storage,
        pairing: CombiningStateMachine.Pairing,
        completesWhenOthersDone: Bool,
        sink: Sink<Result>,
        snapshot: @escaping (inout Storage) -> Snapshot,
        resultSelector: @escaping (Snapshot) throws -> Result
    ) {
        let machine = CombiningStateMachine(
            arity: arity,
            pairing: pairing,
            completesWhenOthersDone: completesWhenOthersDone
        )
        state = LockedState(State(machine: machine, storage: storage))
        output = SerializedSink(sink.selecting(resultSelector))
        self.snapshot = snapshot
        subscriptions = (0..<arity).map { _ in SingleAssignmentDisposable() }
    }

    /// What disposes every source subscription: the operator's upstream subscription.
    var disposable: Disposable {
        Disposables.create(subscriptions)
    }

    /// Subscribes to `source` as input `index`; `store` records one of its elements in the
    /// storage (under the lock). Call once per index, in index order.
    func subscribe<Element>(
        _ source: Observable<Element>,
        at index: Int,
        store: @escaping (inout Storage, Element) -> Void
    ) {
        let subscription = source._subscribe { event in
            self.on(event, at: index, store: store)
        }
        subscriptions[index].setDisposable(subscription)
    }

    private func on<Element>(_ event: Event<Element>, at index: Int, store: (inout Storage, Element) -> Void) {
        var releaseSource = false
        let mustDrain = state.withLock { state -> Bool in
            switch event {
            case .next(let element):
                guard !state.machine.isStopped else { return false }
                store(&state.storage, element)
                switch state.machine.next(at: index) {
                case .emit: return output.enqueue(.next(snapshot(&state.storage)))
                case .complete: return output.enqueue(.completed)
                case .none: return false
                }
            case .error(let error):
                return state.machine.failed() ? output.enqueue(.error(error)) : false
            case .completed:
                switch state.machine.completed(at: index) {
                case .complete: return output.enqueue(.completed)
                case .releaseSource: releaseSource = true
                case .none: break
                }
                return false
            }
        }
        if releaseSource { subscriptions[index].dispose() }
        if mustDrain { output.drain() }
    }
}
