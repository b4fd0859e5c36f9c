import Synchronization

/// The machinery shared by every subject: the observer list, the single total order of
/// events and the delivery loop.
///
/// Guarantees, for every subscription:
/// - events arrive in one total order, the order in which `on(_:)` calls took the lock or,
///   for a `PublishSubject`'s elements, the deliverer role;
/// - never two calls at once: the first thread to find the subject idle delivers, the
///   others queue their event and return (decide under the lock, deliver after it);
/// - an event sent from inside a delivery is queued behind it, never nested;
/// - an event sent after the subscription's `dispose()` returned is never delivered to it;
/// - a subscriber receives its replay, then exactly the events sent after it subscribed.
///   The replay is delivered before `subscribe` returns, unless another thread is
///   delivering at that moment: then that thread delivers it, in order, right after the
///   events queued before the subscription.
///
/// Under load, `on(_:)` is bounded: a sender on another thread waits while
/// `DeliveryStateMachine.queueBound` events are queued, and the deliverer hands its role to
/// a waiting sender after `DeliveryStateMachine.batch` of them. A reentrant send never
/// waits; nor does `subscribe`, whose replay is queued whatever the queue holds. The one
/// way to wait forever: an observer that waits for a thread blocked sending into this
/// subject. The protocol is `DeliveryEngine`'s; this class is its owner.
@usableFromInline
final class SubjectCore<Storage: SubjectStorage>: SubjectCoreBase, DeliveryOwner, @unchecked Sendable {
    // `@unchecked`: everything mutable is in the engine (its lock, its role and the list
    // it publishes, each atomic or guarded by the lock).
    @usableFromInline typealias Element = Storage.Element
    @usableFromInline typealias Observers = ContiguousArray<SubjectEntry<Element>?>

    /// What waits for the deliverer.
    @usableFromInline
    enum Queued {
        /// An event for every observer whose key is below `watermark`: every observer
        /// that subscribed before it was sent.
        case broadcast(Event<Element>, watermark: Int)
        /// A new subscriber's replay.
        case replay(ReplayedEvents<Element>, to: SubjectEntry<Element>)
    }

    /// What the deliverer delivers, after the lock.
    @usableFromInline
    enum Work {
        /// A `next` event to every observer of the lent list, read without a retain (see
        /// `lend`).
        case lent(Event<Element>, Unmanaged<ObserverSnapshot<Element>>)
        /// An event to the observers below the watermark, as they were when it was taken.
        case broadcast(Event<Element>, to: Observers, below: Int)
        /// A new subscriber's replay.
        case replay(ReplayedEvents<Element>, to: SubjectEntry<Element>)
    }

    @usableFromInline
    struct State: DeliveryState {
        @usableFromInline var storage: Storage
        @usableFromInline var observers = SubjectObservers<Element>()
        @usableFromInline var stoppedEvent: Event<Element>?
        @usableFromInline var isDisposed = false
        @usableFromInline var queue = Queue<Queued>()
        @usableFromInline var delivery = DeliveryStateMachine<ObserverSnapshot<Element>>()

        @inlinable
        init(storage: Storage) { self.storage = storage }

        @inlinable var hasWork: Bool { !queue.isEmpty }
        @inlinable var queuedWork: Int { queue.count }
        /// Only a `PublishSubject` sends without the lock.
        @inlinable static var claimsWithoutLock: Bool { Storage.recordsNoElements }
    }

    /// The lock, the deliverer role and where senders wait: one delivery at a time.
    @usableFromInline let engine: DeliveryEngine<SubjectCore>

    /// Creates a core around `storage`. The way its subscriptions remove their observer
    /// (`SubjectCoreBase.removeObserver`) is made here: in a caller's specialized code it has
    /// no captures (no allocation) and runs `unsubscribe` specialized.
    @inlinable
    init(_ storage: Storage) {
        engine = DeliveryEngine(State(storage: storage))
        super.init { core, subscription in
            unsafeDowncast(core, to: SubjectCore<Storage>.self).unsubscribe(subscription)
        }
    }

    // MARK: Sending

    /// Records `event` and delivers it to the current observers, or queues it behind the
    /// delivery in progress; waits first while the queue is full (see `DeliveryEngine.send`).
    ///
    /// A `PublishSubject` sends its elements without the lock when it can
    /// (`PublishSubject.onNext(_:)`); a terminal event makes the engine forget the lent
    /// list under the lock, so no element sent without the lock overtakes it.
    @inlinable
    func on(_ event: Event<Element>) {
        sendWithLock(event, as: ThreadIdentity.current.rawValue)
    }

    /// `sendWithLock`, not inlined.
    @inlinable
    @inline(never)
    func sendWithLockOutOfLine(_ event: Event<Element>, as me: UInt) {
        sendWithLock(event, as: me)
    }

    /// `on`'s send with the lock.
    @inlinable
    @inline(__always)
    func sendWithLock(_ event: Event<Element>, as me: UInt) {
        // Outlives the lock: what the storage let go of is released after it.
        var released: Element?
        // A terminal event empties the observer list: the lent one is forgotten first.
        engine.send(self, as: me, bounded: true, forgettingLent: event.isStopEvent) { state, turn in
            record(event, on: turn, in: &state, released: &released)
        }
    }

    /// Under the lock: records `event` in the storage and says what is left to deliver.
    @inlinable
    func record(
        _ event: Event<Element>, on turn: DeliveryEngine<SubjectCore>.Turn, in state: inout State,
        released: inout Element?
    ) -> SendRecord<Work> {
        guard state.stoppedEvent == nil, !state.isDisposed else { return .nothing }
        var preceding: Element?
        switch event {
        case .next(let element):
            guard state.storage.recordNext(element, released: &released) else { return .nothing }
        case .error, .completed:
            state.stoppedEvent = event
            preceding = state.storage.recordTerminal(event, released: &released)
        }
        let watermark = state.observers.nextKey
        if let preceding {
            // `AsyncSubject`: its last element, then the terminal event.
            state.queue.append(.broadcast(.next(preceding), watermark: watermark))
        } else if turn == .deliverer {
            guard event.isStopEvent else { return .deliverNow(.lent(event, lend(&state))) }
            return .deliverNow(.broadcast(event, to: take(event, from: &state), below: .max))
        }
        state.queue.append(.broadcast(event, watermark: watermark))
        return .queued
    }

    /// Under the lock, by the deliverer: the oldest queued delivery.
    @inlinable
    func takeWork(_ state: inout State, deliverer: UInt) -> Work? {
        guard !state.queue.isEmpty, let queued = state.queue.popFirst() else { return nil }
        switch queued {
        case .broadcast(let event, let watermark):
            return .broadcast(event, to: take(event, from: &state), below: watermark)
        case .replay(let events, let entry):
            return .replay(events, to: entry)
        }
    }

    /// After the lock, by the deliverer.
    @inlinable
    func deliver(_ work: consuming Work) {
        switch consume work {
        case .lent(let event, let lent):
            // No reference counting on the observer list, which costs more than the rest of
            // the delivery.
            lent._withUnsafeGuaranteedRef { SubjectEntry.deliver(event, to: $0.entries, below: .max) }
        case .broadcast(let event, let observers, let watermark):
            SubjectEntry.deliver(event, to: observers, below: watermark)
        case .replay(let events, let entry):
            events.deliver(to: entry)
        }
    }

    /// Under the lock, by the deliverer: the observer list, shared without a retain.
    ///
    /// The deliverer reads it after releasing the lock without holding a reference to it;
    /// the engine keeps it alive until the deliverer is done (`forgettingLent`). Made once
    /// per change of the observer list, not once per event, and published by the engine for
    /// a `PublishSubject`'s sends without the lock.
    @inlinable
    func lend(_ state: inout State) -> Unmanaged<ObserverSnapshot<Element>> {
        if let lent = state.delivery.lentList { return lent }
        let snapshot = ObserverSnapshot(state.observers.entries)
        return state.delivery.lend(snapshot)
    }

    /// The observers to deliver `event` to now; a terminal event also empties the list, so
    /// the subject lets go of its subscribers. Nothing is lent by then: the terminal event's
    /// send forgot the lent list, and nothing is lent after it.
    @inlinable
    func take(_ event: Event<Element>, from state: inout State) -> Observers {
        let observers = state.observers.entries
        if event.isStopEvent { _ = state.observers.removeAll() }
        return observers
    }
}
