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
/// The price of never blocking a sender: the delivering thread drains whatever other threads
/// queue meanwhile, without bound. While senders on other threads outpace the observers,
/// the queue grows and the delivering thread's own call (a send, or a subscribe that
/// delivers its replay) does not return. Pace producers that can outrun their observers,
/// or move slow observers behind `observe(on:)`.
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
    struct State {
        @usableFromInline var storage: Storage
        @usableFromInline var observers = SubjectObservers<Element>()
        @usableFromInline var stoppedEvent: Event<Element>?
        @usableFromInline var isDisposed = false
        @usableFromInline var pending = Queue<Delivery>()
        /// The observer list as of its last change, shared with the deliverer (see `on`).
        @usableFromInline var snapshot: ObserverSnapshot<Element>?
        /// Snapshots replaced while a deliverer may still be reading them; the deliverer
        /// releases them once done.
        @usableFromInline var retired: [ObserverSnapshot<Element>] = []

        @inlinable
        init(storage: Storage) { self.storage = storage }
    }

    @usableFromInline let state: LockedState<State>

    /// The delivering thread (`ThreadIdentity.rawValue`), with `workQueuedBit` set once work
    /// was queued for it; 0 when nobody delivers.
    ///
    /// It lives outside the lock so that a delivery with nothing queued meanwhile ends with
    /// one compare-and-swap instead of a second lock round trip. It moves away from 0 only by
    /// a compare-and-swap (under the lock, or in `sendWithoutLock`); only a lock holder sets
    /// `workQueuedBit`, always before queuing; the deliverer clears it either without the lock
    /// (a compare-and-swap that fails if the bit is set) or under the lock once the queue is
    /// empty. So queued work is never left behind, and work is queued only while somebody
    /// delivers.
    @usableFromInline let deliverer = Atomic<UInt>(0)
    @usableFromInline static var workQueuedBit: UInt { 1 }

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
        state = LockedState(State(storage: storage))
        super.init { core, subscription in
            unsafeDowncast(core, to: SubjectCore<Storage>.self).unsubscribe(subscription)
        }
    }

    // MARK: Sending

    /// Records `event` and delivers it to the current observers, or queues it behind the
    /// delivery in progress.
    @inlinable
    func on(_ event: Event<Element>) {
        let me = ThreadIdentity.current.rawValue
        if Storage.recordsNoElements, case .next = event, sendWithoutLock(event, me) { return }
        // Outlives the lock: what the storage let go of is released after it.
        var released: Element?
        var preceding: Element?
        var lent: Unmanaged<ObserverSnapshot<Element>>?
        let observers: Observers? = state.withLock { state in
            guard state.stoppedEvent == nil, !state.isDisposed else { return nil }
            switch event {
            case .next(let element):
                guard state.storage.recordNext(element, released: &released) else { return nil }
            case .error, .completed:
                state.stoppedEvent = event
                preceding = state.storage.recordTerminal(event, released: &released)
            }
            let watermark = state.observers.nextKey
            guard claimDelivery(me) else {
                if let preceding { state.pending.append(.broadcast(.next(preceding), watermark: watermark)) }
                state.pending.append(.broadcast(event, watermark: watermark))
                return nil
            }
            guard let preceding else {
                if event.isStopEvent { return take(event, from: &state) }
                lent = lendSnapshot(&state)
                return nil
            }
            flagQueuedWork()
            state.pending.append(.broadcast(event, watermark: watermark))
            return take(.next(preceding), from: &state)
        }
        if let lent {
            // The usual case: no reference counting on the observer list, which on a
            // virtual machine costs more than the rest of the delivery.
            lent._withUnsafeGuaranteedRef { SubjectEntry.deliver(event, to: $0.entries, below: .max) }
            endDelivery(me)
            return
        }
        guard let observers else { return }
        if let preceding {
            SubjectEntry.deliver(.next(preceding), to: observers, below: .max)
        } else {
            SubjectEntry.deliver(event, to: observers, below: .max)
        }
        endDelivery(me)
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
        guard deliverer.compareExchange(expected: 0, desired: me, ordering: .sequentiallyConsistent).exchanged else {
            return false
        }
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

    /// Under the lock: makes the calling thread (`me`) the deliverer and returns `true` if
    /// nobody delivers; otherwise flags queued work for the deliverer and returns `false`,
    /// and the caller must queue its work before releasing the lock.
    @inlinable
    func claimDelivery(_ me: UInt) -> Bool {
        assert(me & Self.workQueuedBit == 0, "SubjectCore: a thread identity must leave the work-queued bit clear")
        var current = deliverer.load(ordering: .acquiring)
        while true {
            if current == 0 {
                // `sendWithoutLock` claims the role without the lock: compare and swap.
                let (exchanged, original) = deliverer.compareExchange(
                    expected: 0, desired: me, ordering: .sequentiallyConsistent)
                if exchanged { return true }
                current = original
                continue
            }
            if current & Self.workQueuedBit != 0 { return false }
            let (exchanged, original) = deliverer.compareExchange(
                expected: current, desired: current | Self.workQueuedBit, ordering: .acquiringAndReleasing)
            if exchanged { return false }
            // The deliverer finished meanwhile (0 now): take over.
            current = original
        }
    }

    /// Under the lock, by the deliverer: flags that it queued work for itself.
    @inlinable
    func flagQueuedWork() {
        deliverer.bitwiseOr(Self.workQueuedBit, ordering: .relaxed)
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
        if deliverer.flagHolder(with: Self.workQueuedBit) { state.retired.append(snapshot) }
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
        // The usual case, nothing queued: one compare-and-swap, no lock.
        if deliverer.compareExchange(expected: me, desired: 0, ordering: .acquiringAndReleasing).exchanged {
            return
        }
        drain()
    }

    /// Delivers queued work until none is left, then gives up the deliverer role.
    @usableFromInline
    func drain() {
        while true {
            var retired: [ObserverSnapshot<Element>] = []
            let next = state.withLock { state -> (Delivery, Observers)? in
                swap(&retired, &state.retired)
                guard let delivery = state.pending.popFirst() else {
                    deliverer.store(0, ordering: .releasing)
                    return nil
                }
                guard case .broadcast(let event, _) = delivery else { return (delivery, []) }
                return (delivery, take(event, from: &state))
            }
            // Released after the lock: a retired snapshot may hold the last reference to
            // an observer that unsubscribed meanwhile.
            retired = []
            guard let (delivery, observers) = next else { return }
            switch delivery {
            case .broadcast(let event, let watermark):
                SubjectEntry.deliver(event, to: observers, below: watermark)
            case .replay(let events, let entry):
                events.deliver(to: entry)
            }
        }
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
        let (entry, replay): (SubjectEntry<Element>, Replay) = state.withLock { state in
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
            if deliverer.load(ordering: .relaxed) & ~Self.workQueuedBit == me {
                // Reentrant, from inside a delivery on this thread: no other thread can
                // deliver meanwhile, and every queued broadcast predates this subscriber (its
                // watermark excludes it) while the replay already reflects it. So the replay
                // is delivered synchronously, as RxSwift does, and later sends queue behind it.
                return (entry, .now(events, thenDrain: false))
            }
            guard claimDelivery(me) else {
                state.pending.append(.replay(events, to: entry))
                return (entry, .none)
            }
            return (entry, .now(events, thenDrain: true))
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
        let removed = state.withLock { state -> SubjectEntry<Element>? in
            guard subscription.index >= 0 else { return nil }
            invalidateSnapshot(&state)
            return state.observers.remove(subscription)
        }
        _ = removed
    }

    // MARK: Inspecting and disposing

    /// Whether any observer is subscribed.
    var hasObservers: Bool {
        state.withLock { !$0.observers.isEmpty }
    }

    /// Whether `dispose()` was called.
    var isDisposed: Bool {
        state.withLock { $0.isDisposed }
    }

    /// Reads the storage and the stopped event under the lock.
    func read<Result>(
        _ body: (Storage, _ stoppedEvent: Event<Element>?, _ isDisposed: Bool) throws -> Result
    ) rethrows -> Result {
        try state.withLock { try body($0.storage, $0.stoppedEvent, $0.isDisposed) }
    }

    /// Drops every observer without notifying it and forgets the storage; later sends are
    /// ignored and later subscribers get `RxError.disposed`.
    ///
    /// The subject's `deinit` calls it too: undisposed subscriptions hold the core, and must
    /// keep neither the observers nor the stored elements alive.
    func dispose() {
        let released = state.withLock { state in
            invalidateSnapshot(&state)
            defer {
                state.isDisposed = true
                state.stoppedEvent = nil
                state.storage.clear()
                state.pending.removeAll()
            }
            return (state.storage, state.stoppedEvent, state.observers.removeAll(), state.pending)
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
