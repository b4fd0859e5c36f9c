import OnewayCore
import Synchronization

/// The machinery behind a `Dispatcher`: Facebook Flux's dispatcher, made safe to call from
/// any thread.
///
/// Stores are `register` callbacks and the observers of the Rx face, in one list, served in
/// the order they joined. Guarantees:
/// - payloads reach stores in one total order: the order in which `dispatch` calls took the
///   lock; every store handles payload n before any store sees payload n + 1;
/// - never two deliveries at once and never nested: a payload dispatched during a delivery,
///   from another thread or from inside a callback, is queued and the call returns. The
///   delivery engine runs that protocol (`DeliveryEngine`; Documentation/DesignRationale.md,
///   "How delivery works"): the dispatching thread holds its deliverer role, and its item is
///   a payload queued with its watermark;
/// - a store receives exactly the payloads dispatched after it joined (a watermark on each
///   queued payload); once `unregister` or `dispose` returns, it receives nothing more,
///   except a payload whose delivery to it another thread had already begun;
/// - `waitFor` runs the named callbacks first for the current payload, once each, as Flux does.
///
/// Flux throws on a dispatch during a dispatch; a queue gives the same one-at-a-time
/// semantics without making a callback's follow-up action an error, and a queue is what
/// several threads need anyway.
@usableFromInline
final class DispatchChannel<Payload>: ObservableSource, DeliveryOwner, @unchecked Sendable {
    // Sendable: every mutable field lives in the engine (its lock and role word), in a
    // registration's atomics, or is `current` or `specializedDispatch` (see each).
    @usableFromInline typealias Store = DispatchRegistration<Payload>
    @usableFromInline typealias Stores = ContiguousArray<Bag<Store>.Entry>

    /// One payload on its way to the stores.
    @usableFromInline
    struct Delivery {
        /// Stores whose key is below it joined before the payload was dispatched.
        @usableFromInline let watermark: Bag<Store>.Key
        /// Numbers payloads, so that a store knows whether it has begun this one.
        @usableFromInline let sequence: Int
        /// The stores when delivery began, in the order they joined.
        @usableFromInline let stores: Stores
        // Last, so that the other fields' offsets do not depend on the payload's size.
        @usableFromInline let payload: Payload

        @inlinable
        init(watermark: Bag<Store>.Key, sequence: Int, stores: Stores, payload: Payload) {
            self.watermark = watermark
            self.sequence = sequence
            self.stores = stores
            self.payload = payload
        }
    }

    @usableFromInline
    struct State: DeliveryState {
        @usableFromInline var stores = Bag<Store>()
        @usableFromInline var sequence = 0
        /// Payloads dispatched during a delivery, each with the stores' next key then.
        @usableFromInline var queue = Queue<(payload: Payload, watermark: Bag<Store>.Key)>()
        /// Nothing is lent: each delivery holds its own reference to the stores it reads.
        @usableFromInline var delivery = DeliveryStateMachine<AnyObject>()

        @inlinable init() {}

        @inlinable var hasWork: Bool { !queue.isEmpty }
        @inlinable var queuedWork: Int { queue.count }
    }

    @usableFromInline let engine = DeliveryEngine<DispatchChannel>(State())
    /// The delivery in progress, for `waitFor`: the address of the deliverer's own
    /// `Delivery`, valid while `deliver` delivers it (a pointer rather than a copy, which would
    /// cost a retain and a release of the payload and the stores on every dispatch). Only the
    /// thread holding the engine's deliverer role reads or writes it, and the role changes
    /// hands through the role word's acquiring and releasing compare-and-swaps, so no two
    /// accesses overlap; `waitFor` runs inside a callback that `run` called, so the address
    /// it reads is still valid.
    @exclusivity(unchecked) @usableFromInline var current: UnsafeRawPointer?
    /// The copy of the delivery loop `specialize()` installed, a
    /// `SpecializedDispatch<Payload>`: written once, by the call that won `specializing`,
    /// before `isSpecialized` is set, and read only after `isSpecialized` is seen set (an
    /// acquiring load of what a releasing store published), so no access overlaps a write.
    /// Not an `AtomicLazyReference`: unspecialized, its `load()` is a call into the
    /// Synchronization library's generic code on every dispatch (see Benchmarks/README.md,
    /// "The Flux dispatcher").
    @exclusivity(unchecked) @usableFromInline var specializedDispatch: AnySpecializedDispatch?
    @usableFromInline let isSpecialized = Atomic<Bool>(false)
    /// Claimed by the first `specialize()` call, the only one that writes the copy.
    @usableFromInline let specializing = Atomic<Bool>(false)
    /// Tells this channel's tokens from other channels'.
    @usableFromInline let id: Int

    @usableFromInline
    init() {
        id = nextChannelID.add(1, ordering: .relaxed).newValue
    }

    // MARK: Dispatching

    /// Delivers `payload` to every store, or queues it behind the delivery in progress.
    ///
    /// A dispatch from another thread while the queue is full, or while the dispatching
    /// thread has delivered its batch, waits its turn first (see `DeliveryEngine.send`); a
    /// dispatch from inside a delivery never waits.
    ///
    /// `Dispatcher.dispatch(_:)` calls it, specialized where it is called; the write end
    /// calls it or a copy compiled for the concrete payload type (see
    /// `DispatchChannel+Specialization.swift`).
    @inlinable
    func dispatchHere(_ payload: Payload) {
        engine.send(self, as: ThreadIdentity.current.rawValue, bounded: true) { state, turn in
            let watermark = state.stores.nextKey
            guard turn == .deliverer else {
                state.queue.append((payload, watermark))
                return .queued
            }
            return .deliverNow(begin(payload, watermark: watermark, in: &state))
        }
    }

    /// Under the lock, by the deliverer: the oldest queued payload, on its way.
    @inlinable
    func takeWork(_ state: inout State, deliverer: UInt) -> Delivery? {
        guard !state.queue.isEmpty, let queued = state.queue.popFirst() else { return nil }
        return begin(queued.payload, watermark: queued.watermark, in: &state)
    }

    // The hot path also runs unspecialized (see `DispatchChannel+Specialization.swift`), so
    // it keeps generic-metadata look-ups out of the per-store loop: instance methods rather
    // than static ones, fixed-size fields ahead of the payload, one `Event` per payload.

    /// Under the lock: numbers the payload and takes the stores it goes to.
    @inlinable
    func begin(_ payload: Payload, watermark: Bag<Store>.Key, in state: inout State) -> Delivery {
        state.sequence &+= 1
        return Delivery(
            watermark: watermark, sequence: state.sequence, stores: state.stores.entries, payload: payload)
    }

    /// By the deliverer, after the lock: delivers one payload, published for `waitFor`.
    @inlinable
    func deliver(_ work: consuming Delivery) {
        var delivery = work
        // The address of the deliverer's own value, so that publishing it copies nothing.
        withUnsafePointer(to: &delivery) { delivery in
            current = UnsafeRawPointer(delivery)
            run(delivery.pointee)
            current = nil
        }
    }

    /// Runs each store the payload goes to, in the order they joined.
    @inlinable
    func run(_ delivery: Delivery) {
        let watermark = delivery.watermark
        let sequence = delivery.sequence
        let payload = delivery.payload
        // Built once per payload rather than per observer: unspecialized, each construction
        // would look up `Event<Payload>`'s metadata.
        let event = Event.next(payload)
        delivery.stores.withUnsafeBufferPointer { stores in
            for index in stores.indices {
                guard stores[index].key < watermark else { break }
                stores[index].value?.run(payload, event, sequence: sequence)
            }
        }
    }

    /// Whether a payload is being delivered, on any thread.
    @usableFromInline
    var isDispatching: Bool {
        engine.withLock { _ in engine.state != .idle }
    }

    // MARK: Flux's callbacks

    /// Adds `callback` as a store and returns its token.
    @usableFromInline
    func register(_ callback: @escaping (Payload) throws -> Void) -> DispatchToken {
        let store = Store(callback: callback)
        let key = engine.withLock { $0.stores.insert(store) }
        return DispatchToken(channel: id, key: key)
    }

    /// Removes the callback `token` names.
    @usableFromInline
    func unregister(_ token: DispatchToken) throws {
        guard remove(token) != nil else { throw DispatcherError.unregisteredToken(token) }
    }

    /// Runs the callbacks `tokens` name for the current payload, unless they already ran.
    @usableFromInline
    func waitFor(_ tokens: [DispatchToken]) throws {
        let me = ThreadIdentity.current.rawValue
        // `current` is read only once the role is known to be this thread's.
        guard engine.withLock({ _ in engine.state.isHeld(by: me) }), let current else {
            throw DispatcherError.notDispatching
        }
        let delivery = current.assumingMemoryBound(to: Delivery.self).pointee
        for token in tokens {
            guard token.channel == id else { throw DispatcherError.unregisteredToken(token) }
            guard token.key < delivery.watermark else {
                // Registered after this payload was dispatched: it does not receive it, so
                // there is nothing to wait for.
                guard isRegistered(token.key) else { throw DispatcherError.unregisteredToken(token) }
                continue
            }
            guard let store = Self.find(token.key, in: delivery.stores), !store.isRemoved.load(ordering: .acquiring)
            else { throw DispatcherError.unregisteredToken(token) }
            if store.started.load(ordering: .relaxed) == delivery.sequence {
                guard store.finished.load(ordering: .relaxed) == delivery.sequence else {
                    throw DispatcherError.circularDependency(token)
                }
                continue
            }
            store.run(delivery.payload, .next(delivery.payload), sequence: delivery.sequence)
        }
    }

    // MARK: The Rx face

    /// Adds `handler` as a store that receives each payload as a `next` event.
    @usableFromInline
    func subscribe(handler: @escaping (Event<Payload>) -> Void) -> Disposable {
        let key = engine.withLock { $0.stores.insert(Store(observer: handler)) }
        return Disposables.create { [weak self, id] in
            _ = self?.remove(DispatchToken(channel: id, key: key))
        }
    }

    // MARK: Helpers

    /// Removes the store `token` names and returns it, released by the caller after the lock.
    private func remove(_ token: DispatchToken) -> Store? {
        guard token.channel == id else { return nil }
        return engine.withLock { state in
            let store = state.stores.remove(token.key)
            store?.isRemoved.store(true, ordering: .releasing)
            return store
        }
    }

    private func isRegistered(_ key: Bag<Store>.Key) -> Bool {
        engine.withLock { Self.find(key, in: $0.stores.entries) != nil }
    }

    /// Binary search: keys only grow, so the entries are sorted by key.
    private static func find(_ key: Bag<Store>.Key, in stores: Stores) -> Store? {
        var low = 0
        var high = stores.count
        while low < high {
            let middle = (low + high) / 2
            if stores[middle].key < key { low = middle + 1 } else { high = middle }
        }
        guard low < stores.count, stores[low].key == key else { return nil }
        return stores[low].value
    }
}

private let nextChannelID = Atomic<Int>(0)
