import Synchronization

/// What a subject remembers and replays: the one part in which `PublishSubject`,
/// `BehaviorSubject`, `ReplaySubject` and `AsyncSubject` differ.
///
/// Its methods run under the subject's lock and must not call out. That includes releasing
/// an element: an element the storage stops holding is moved into `released`, and the
/// subject lets go of it after the lock, since its `deinit` may call back into the subject.
@usableFromInline
protocol SubjectStorage<Element> {
    associatedtype Element

    /// Whether `recordNext` records nothing and always returns `true`, so that a `next`
    /// event needs no lock to be sent (`PublishSubject`; see `SubjectCore.sendWithoutLock`).
    static var recordsNoElements: Bool { get }

    /// Records a `next` event; returns whether to broadcast it now (`AsyncSubject` holds it).
    mutating func recordNext(_ element: Element, released: inout Element?) -> Bool

    /// Records the terminal `event`; returns an element to broadcast before it, if any.
    mutating func recordTerminal(_ event: Event<Element>, released: inout Element?) -> Element?

    /// The events a new subscriber receives first; `stoppedEvent` is the terminal event
    /// already sent, if any.
    func replay(stoppedEvent: Event<Element>?) -> ReplayedEvents<Element>

    /// Forgets everything, when the subject is disposed.
    mutating func clear()
}

/// The machinery shared by every subject: the observer list, the single total order of
/// events and the delivery loop.
///
/// Guarantees, for every subscription:
/// - events arrive in one total order, the order in which `on(_:)` calls took the lock or,
///   in `sendWithoutLock`, claimed the deliverer role;
/// - never two calls at once: the first thread to find the subject idle delivers, the
///   others queue their event and return (decide under the lock, deliver after it);
/// - an event sent from inside a delivery is queued behind it, never nested;
/// - an event sent after the subscription's `dispose()` returned is never delivered to it;
/// - a subscriber receives its replay, then exactly the events sent after it subscribed.
///   The replay is delivered before `subscribe` returns, unless another thread is
///   delivering at that moment: then that thread delivers it, in order, right after the
///   events queued before the subscription.
///
/// A subject whose storage records no elements (`PublishSubject`) sends a `next` event
/// without taking the lock when nobody delivers: see `sendWithoutLock`.
///
/// Under load, `on(_:)` is bounded (see `DeliveryEngine`): a sender on another thread waits
/// while `DeliveryStateMachine.queueBound` events are queued, and the deliverer hands its
/// role to a waiting sender after `DeliveryStateMachine.batch` queued events. A reentrant
/// send never waits; nor does `subscribe`, whose replay is queued whatever the queue holds.
/// The one way to wait forever: an observer that waits for a thread blocked sending into
/// this subject.
@usableFromInline
final class SubjectCore<Storage: SubjectStorage>: SubjectCoreBase, @unchecked Sendable {
    @usableFromInline typealias Element = Storage.Element
    @usableFromInline typealias Observers = ContiguousArray<SubjectEntry<Element>?>

    @usableFromInline
    enum Delivery {
        /// Deliver to every observer whose key is below `watermark`, that is, every
        /// observer that subscribed before the event was sent.
        case broadcast(Event<Element>, watermark: Int)
        /// Deliver a new subscriber's replay.
        case replay(ReplayedEvents<Element>, to: SubjectEntry<Element>)
    }

    @usableFromInline
    struct State: DeliveryContext {
        @usableFromInline var storage: Storage
        @usableFromInline var observers = SubjectObservers<Element>()
        @usableFromInline var stoppedEvent: Event<Element>?
        @usableFromInline var isDisposed = false
        /// The queued broadcasts and replays, and the snapshots retired while the deliverer
        /// may still be reading them.
        @usableFromInline var delivery = DeliveryStateMachine<Delivery, ObserverSnapshot<Element>>()
        /// The observer list as of its last change, shared with the deliverer (see `on`).
        @usableFromInline var snapshot: ObserverSnapshot<Element>?

        @inlinable
        init(storage: Storage) { self.storage = storage }
    }

    /// The lock, the deliverer role and the queue: one delivery at a time (see
    /// `DeliveryEngine`). The role lives outside the lock so that a delivery with nothing
    /// queued meanwhile ends with one compare-and-swap instead of a second lock round trip.
    @usableFromInline let engine: DeliveryEngine<State>

    /// The observer snapshot (`State.snapshot`, which owns it), published for
    /// `sendWithoutLock`; nil while there is none, and from the moment the observer list
    /// changes or the subject stops or is disposed.
    ///
    /// Both sides use sequentially consistent operations, so that of "a sender claims the
    /// deliverer role, then reads the snapshot" and "a lock holder unpublishes the snapshot,
    /// then reads the deliverer role" at least one sees the other's write: either the sender
    /// reads nil, or the lock holder sees a deliverer and retires the snapshot instead of
    /// releasing it (`invalidateSnapshot`).
    @usableFromInline let publishedSnapshot = Atomic<Unmanaged<ObserverSnapshot<Element>>?>(nil)

    /// Creates a core around `storage`. The way its subscriptions remove their observer
    /// (`SubjectCoreBase.removeObserver`) is made here: in a caller's specialized code it has
    /// no captures (no allocation) and runs `unsubscribe` specialized, which a protocol
    /// witness would run generic.
    @inlinable
    init(_ storage: Storage) {
        engine = DeliveryEngine(State(storage: storage))
        super.init { core, subscription in
            unsafeDowncast(core, to: SubjectCore<Storage>.self).unsubscribe(subscription)
        }
    }

    // MARK: Sending

    /// Records `event` and delivers it to the current observers, or queues it behind the
    /// delivery in progress; waits first while the queue is full (see `DeliveryEngine`).
    @inlinable
    func on(_ event: Event<Element>) {
        let me = ThreadIdentity.current.rawValue
        if Storage.recordsNoElements, case .next = event, sendWithoutLock(event, me) { return }
        guard let parked = send(event, me, resumed: false) else { return }
        // Not inlined: the rare case, kept out of the callers' code.
        sendAfterWaiting(event, me, parked)
    }

    /// Waits, then sends `event`, as many times as the engine says the sender must wait.
    @usableFromInline
    func sendAfterWaiting(_ event: Event<Element>, _ me: UInt, _ parked: (SenderParking, ticket: UInt)) {
        engine.waitAndRetry(parked) { send(event, me, resumed: true) }
    }

    /// Records `event` and delivers or queues it, as `on` does; returns where to wait, having
    /// recorded nothing, if the sender must wait first. `resumed` says whether it waited already.
    @inlinable @inline(__always)
    func send(_ event: Event<Element>, _ me: UInt, resumed: Bool) -> (SenderParking, ticket: UInt)? {
        // Outlives the lock: what the storage let go of is released after it.
        var released: Element?
        var preceding: Element?
        var lent: Unmanaged<ObserverSnapshot<Element>>?
        var parked: (SenderParking, ticket: UInt)?
        // Whether the role was handed to this sender while it waited: then it queues its
        // event behind the queued work, and drains after the lock.
        var handedOver = false
        let observers: Observers? = engine.withLock { state in
            if resumed { handedOver = engine.resume(me, in: &state) }
            guard state.stoppedEvent == nil, !state.isDisposed else { return nil }
            if !handedOver, engine.senderMustWait(me, in: state, resumed: resumed) {
                parked = engine.senderWaits(in: &state)
                return nil
            }
            switch event {
            case .next(let element):
                guard state.storage.recordNext(element, released: &released) else { return nil }
            case .error, .completed:
                state.stoppedEvent = event
                preceding = state.storage.recordTerminal(event, released: &released)
            }
            let watermark = state.observers.nextKey
            // With the role handed over, it is held already: this queues, as for another thread.
            let claimed = engine.claim(me)
            if !claimed, let preceding {
                state.delivery.queue(.broadcast(.next(preceding), watermark: watermark))
            }
            switch state.delivery.send(roleClaimed: claimed, { .broadcast(event, watermark: watermark) }) {
            case .queued:
                return nil
            case .deliverNow:
                guard let preceding else {
                    if event.isStopEvent { return take(event, from: &state) }
                    lent = lendSnapshot(&state)
                    return nil
                }
                engine.flagQueuedWork()
                state.delivery.queue(.broadcast(event, watermark: watermark))
                return take(.next(preceding), from: &state)
            }
        }
        if let lent {
            // The usual case: no reference counting on the observer list, which on a
            // virtual machine costs more than the rest of the delivery.
            lent._withUnsafeGuaranteedRef { SubjectEntry.deliver(event, to: $0.entries, below: .max) }
            endDelivery(me)
            return nil
        }
        if resumed, handedOver {
            drain(me)
            return nil
        }
        guard let observers else { return parked }
        if let preceding {
            SubjectEntry.deliver(.next(preceding), to: observers, below: .max)
        } else {
            SubjectEntry.deliver(event, to: observers, below: .max)
        }
        endDelivery(me)
        return nil
    }

    /// Delivers the `next` event `event` to the published snapshot without taking the lock,
    /// if nobody delivers and a snapshot is published; returns `false`, having done nothing
    /// the caller can observe, otherwise.
    ///
    /// Only for storages that record no elements: then a `next` event changes no state, and
    /// the lock would only order it, which the deliverer role does too. The snapshot is
    /// published only while the subject is live; a terminal event queued behind a delivery
    /// keeps the role taken until that event unpublishes the snapshot, so no `next` event
    /// overtakes it.
    @inlinable
    func sendWithoutLock(_ event: Event<Element>, _ me: UInt) -> Bool {
        guard engine.claimWithoutLock(me) else { return false }
        guard let snapshot = publishedSnapshot.load(ordering: .sequentiallyConsistent) else {
            // The first event after a change of the observer list: the lock path publishes
            // a new snapshot. Whatever was queued meanwhile was sent after this call started
            // and is delivered first; concurrent sends have no order of their own to keep.
            endDelivery(me)
            return false
        }
        snapshot._withUnsafeGuaranteedRef { SubjectEntry.deliver(event, to: $0.entries, below: .max) }
        endDelivery(me)
        return true
    }

    /// Under the lock, by the deliverer: the observer list, shared without a retain.
    ///
    /// The deliverer reads the snapshot after releasing the lock without holding a
    /// reference to it; `invalidateSnapshot` keeps it alive until the deliverer is done.
    /// Made once per change of the observer list, not once per event.
    @inlinable
    func lendSnapshot(_ state: inout State) -> Unmanaged<ObserverSnapshot<Element>> {
        if let snapshot = state.snapshot { return .passUnretained(snapshot) }
        let snapshot = ObserverSnapshot(state.observers.entries)
        state.snapshot = snapshot
        if Storage.recordsNoElements {
            publishedSnapshot.store(.passUnretained(snapshot), ordering: .sequentiallyConsistent)
        }
        return .passUnretained(snapshot)
    }

    /// Under the lock, before any change to the observer list: forgets the snapshot.
    ///
    /// If a deliverer may be reading it, the snapshot is retired and the deliverer flagged,
    /// so that it releases the snapshot once done (`drain`). Otherwise it is released here,
    /// under the lock, which is safe: it shares its storage with `observers`, so releasing
    /// it frees no observer and runs no deinit. Releasing it before the change also keeps
    /// that storage uniquely referenced, so the change is made in place (O(1)).
    @inlinable
    func invalidateSnapshot(_ state: inout State) {
        guard let snapshot = state.snapshot else { return }
        state.snapshot = nil
        if Storage.recordsNoElements {
            publishedSnapshot.store(nil, ordering: .sequentiallyConsistent)
        }
        _ = engine.retireIfDelivering(snapshot, in: &state)
    }

    /// The observers to deliver `event` to now; a terminal event also empties the list, so
    /// the subject lets go of its subscribers.
    @inlinable
    func take(_ event: Event<Element>, from state: inout State) -> Observers {
        let observers = state.observers.entries
        if event.isStopEvent {
            invalidateSnapshot(&state)
            _ = state.observers.removeAll()
        }
        return observers
    }

    /// Gives up the deliverer role, first delivering whatever was queued meanwhile.
    @inlinable
    func endDelivery(_ me: UInt) {
        if engine.releaseRoleIfIdle(me) { return }
        // Not inlined: the rare case, kept out of the callers' code.
        drain(me)
    }

    /// Delivers queued work until none is left, then gives up the deliverer role.
    @usableFromInline
    func drain(_ me: UInt) {
        engine.drain(
            me,
            take: { state, delivery -> (Delivery, Observers) in
                guard case .broadcast(let event, _) = delivery else { return (delivery, []) }
                return (delivery, take(event, from: &state))
            },
            deliver: { delivery, observers in
                switch delivery {
                case .broadcast(let event, let watermark):
                    SubjectEntry.deliver(event, to: observers, below: watermark)
                case .replay(let events, let entry):
                    events.deliver(to: entry)
                }
            })
    }

    // MARK: Subscribing

    @usableFromInline
    enum Replay {
        case none
        case now(ReplayedEvents<Element>, thenDrain: Bool)
    }

    /// Adds `handler` as an observer and delivers the storage's replay to it; `owner`, the
    /// public subject, is named in `RxError.disposed` once the subject is disposed.
    ///
    /// Allocates one object, the returned subscription; the list's storage grows amortized.
    @inlinable
    func subscribe(_ handler: @escaping (Event<Element>) -> Void, owner: AnyObject) -> Disposable {
        let me = ThreadIdentity.current.rawValue
        let subscription = SubjectSubscription(self)
        let (entry, replay): (SubjectEntry<Element>, Replay) = engine.withLock { state in
            let entry = state.observers.makeEntry(handler, subscription)
            guard !state.isDisposed else {
                return (entry, .now(.one(.error(RxError.disposed(object: owner))), thenDrain: false))
            }
            let events = state.storage.replay(stoppedEvent: state.stoppedEvent)
            if state.stoppedEvent == nil {
                invalidateSnapshot(&state)
                state.observers.insert(entry)
            }
            guard !events.isEmpty else { return (entry, .none) }
            // Reentrant, from inside a delivery on this thread: the replay is delivered at
            // once, as RxSwift does (see `DeliveryStateMachine.subscribe`).
            let action = state.delivery.subscribe(
                reentrant: engine.isDelivering(on: me), roleClaimed: { engine.claim(me) },
                { .replay(events, to: entry) })
            switch action {
            case .queued: return (entry, .none)
            case .deliverNow(let thenFinish): return (entry, .now(events, thenDrain: thenFinish))
            }
        }
        // Consumed, not copied: a copy of the replay costs an outlined copy and destroy.
        switch consume replay {
        case .none: break
        case .now(let events, let thenDrain):
            events.deliver(to: entry)
            if thenDrain { endDelivery(me) }
        }
        return subscription
    }

    /// Removes the observer of `subscription`, if still there.
    @inlinable
    func unsubscribe(_ subscription: SubjectSubscription) {
        // The removed entry is released after the lock, in case releasing it runs deinit code.
        let removed = engine.withLock { state -> SubjectEntry<Element>? in
            guard subscription.index >= 0 else { return nil }
            invalidateSnapshot(&state)
            return state.observers.remove(subscription)
        }
        _ = removed
    }

    // MARK: Inspecting and disposing

    /// Whether any observer is subscribed.
    var hasObservers: Bool {
        engine.withLock { !$0.observers.isEmpty }
    }

    /// Whether `dispose()` was called.
    var isDisposed: Bool {
        engine.withLock { $0.isDisposed }
    }

    /// Reads the storage and the stopped event under the lock.
    func read<Result>(
        _ body: (Storage, _ stoppedEvent: Event<Element>?, _ isDisposed: Bool) throws -> Result
    ) rethrows -> Result {
        try engine.withLock { try body($0.storage, $0.stoppedEvent, $0.isDisposed) }
    }

    /// Drops every observer without notifying it and forgets the storage; later sends are
    /// ignored and later subscribers get `RxError.disposed`.
    ///
    /// The subject's `deinit` calls it too: undisposed subscriptions hold the core, and must
    /// keep neither the observers nor the stored elements alive.
    func dispose() {
        let released = engine.withLock { state in
            invalidateSnapshot(&state)
            defer {
                state.isDisposed = true
                state.stoppedEvent = nil
                state.storage.clear()
            }
            return (state.storage, state.stoppedEvent, state.observers.removeAll(), state.delivery.dispose())
        }
        // Released after the lock, in case releasing them runs deinit code.
        _ = released
    }
}

/// The events a new subscriber receives first (`SubjectStorage.replay`): no array for the
/// usual none or one, so that subscribing to a `BehaviorSubject` allocates none.
@usableFromInline
enum ReplayedEvents<Element> {
    case none
    case one(Event<Element>)
    case many([Event<Element>])

    @inlinable
    var isEmpty: Bool {
        switch self {
        case .none: true
        case .one: false
        case .many(let events): events.isEmpty
        }
    }

    /// Hands the events to `entry`, in order.
    @inlinable
    func deliver(to entry: SubjectEntry<Element>) {
        switch self {
        case .none: break
        case .one(let event): entry.on(event)
        case .many(let events): for event in events { entry.on(event) }
        }
    }
}
