import OnewayCore

/// The subscribers that watch one value of the state the same way (same key path, same
/// comparison): one read and one comparison per notified state, whatever their number.
///
/// Every member has last received the value in `last` (a joining member is handed `last`
/// first), so comparing the new value with `last` once is the same as comparing it with what
/// each member last received: nobody gets a value twice in a row, nobody misses a change.
///
/// Threading: `read`, `update` and `last` are used only by the store's current notifier (the
/// store hands that role from thread to thread under its lock). `members` has its own leaf
/// lock because subscriptions are disposed from any thread.
@usableFromInline
final class StateObservation<State, Value>: @unchecked Sendable {
    @usableFromInline
    struct Members {
        @usableFromInline var sinks = Bag<Sink<Value>>()
        /// Set once the observation has been emptied or finished: it never takes members again.
        @usableFromInline var isRetired = false

        init() {}
    }

    /// How members joining later read the current value.
    @usableFromInline let read: StateRead<State, Value>
    /// `nil` for observations that deliver every notified state.
    @usableFromInline let isDuplicate: ((Value, Value) -> Bool)?
    /// The value every member last received; `nil` only when `isDuplicate` is `nil`.
    // Unchecked: only the notifier touches it (see the type's comment), and the dynamic
    // exclusivity check would cost more than the comparison it guards.
    @exclusivity(unchecked) @usableFromInline var last: Value?
    @usableFromInline let members = LockedState(Members())
    /// Where the store registered this observation; guarded by the store's lock.
    var registration: Int?

    @inlinable
    init(read: StateRead<State, Value>, isDuplicate: ((Value, Value) -> Bool)?) {
        self.read = read
        self.isDuplicate = isDuplicate
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Creates an observation and the closure the store calls for each notified state.
    ///
    /// Called from the public `observe` methods, which are inlinable, so that the closure is
    /// specialized for the caller's state and value types. The read is chosen here, once, so
    /// that each notification makes one indirect call and no copy of the state.
    @inlinable
    static func make(
        read: StateRead<State, Value>,
        isDuplicate: ((Value, Value) -> Bool)?
    ) -> (StateObservation, StoreObserver<State>) {
        let observation = StateObservation(read: read, isDuplicate: isDuplicate)
        switch read {
        case .offset(let offset):
            return (
                observation,
                { _, address in
                    // `offset(of:)` guarantees an aligned, initialized `Value` at this offset.
                    let raw = UnsafeRawPointer(address).advanced(by: offset)
                    observation.update(raw.assumingMemoryBound(to: Value.self).pointee)
                }
            )
        case .keyPath(let keyPath):
            return (observation, { _, address in observation.update(address.pointee[keyPath: keyPath]) })
        case .select(let select):
            return (observation, { state, _ in observation.update(select(state)) })
        }
    }

    /// Delivers `value`, read from a newly notified state, to every member if it changed.
    /// Runs on the notifier, with no lock held.
    @inlinable
    func update(_ value: Value) {
        if let isDuplicate {
            if let last, isDuplicate(last, value) { return }
            last = value
        }
        let sinks = members.withLock { $0.sinks.entries }
        for entry in sinks {
            entry.value?.onNext(value)
        }
    }

    /// Adds `sink`, unless the observation is retired; returns its key.
    func add(_ sink: Sink<Value>) -> Int? {
        members.withLock { members in
            members.isRetired ? nil : members.sinks.insert(sink)
        }
    }

    /// Removes the member under `key`; returns `true` if that retired the observation.
    func remove(_ key: Int) -> Bool {
        let (removed, emptied) = members.withLock { members -> (Sink<Value>?, Bool) in
            let removed = members.sinks.remove(key)
            guard removed != nil, members.sinks.isEmpty, !members.isRetired else { return (removed, false) }
            members.isRetired = true
            return (removed, true)
        }
        // Released after the lock: releasing a subscriber's chain may run its deinit code.
        _ = removed
        return emptied
    }

    /// Retires the observation and completes every member: the store is going away.
    func finish() {
        let sinks = members.withLock { members in
            members.isRetired = true
            return members.sinks.removeAll()
        }
        for sink in sinks {
            sink.onCompleted()
        }
    }
}
