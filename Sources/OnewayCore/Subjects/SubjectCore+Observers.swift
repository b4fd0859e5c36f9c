// The observer list of a subject: subscribing, unsubscribing, inspecting and disposing.
extension SubjectCore {
    // MARK: Subscribing

    /// Adds `handler` as an observer and delivers the storage's replay to it; `owner`, the
    /// public subject, is named in `RxError.disposed` once the subject is disposed.
    ///
    /// Allocates one object, the returned subscription; the list's storage grows amortized.
    @inlinable
    func subscribe(_ handler: @escaping (Event<Element>) -> Void, owner: AnyObject) -> Disposable {
        let subscription = SubjectSubscription(self)
        var refused: SubjectEntry<Element>?
        engine.send(self, as: ThreadIdentity.current.rawValue, forgettingLent: true) { state, turn in
            let entry = state.observers.makeEntry(handler, subscription)
            guard !state.isDisposed else {
                refused = entry
                return .nothing
            }
            let events = state.storage.replay(stoppedEvent: state.stoppedEvent)
            if state.stoppedEvent == nil { state.observers.insert(entry) }
            guard !events.isEmpty else { return .nothing }
            // From inside a delivery on this thread, the replay is delivered at once, nested,
            // as RxSwift does: nobody else delivers meanwhile, every queued event predates
            // the subscriber, and the replay already reflects them.
            guard turn == .deliverer || turn == .reentrant else {
                state.queue.append(.replay(events, to: entry))
                return .queued
            }
            return .deliverNow(.replay(events, to: entry))
        } deliverNow: { work in
            // Delivered here, not through `deliver`: one call less for every subscription
            // with a replay.
            switch consume work {
            case .replay(let events, let entry): events.deliver(to: entry)
            case let other: deliver(other)
            }
        }
        refused?.on(.error(RxError.disposed(object: owner)))
        return subscription
    }

    /// Removes the observer of `subscription`, if still there.
    @inlinable
    func unsubscribe(_ subscription: SubjectSubscription) {
        // The removed entry is released after the lock, in case releasing it runs deinit code.
        let removed = engine.withLock(forgettingLent: true) { state -> SubjectEntry<Element>? in
            guard subscription.index >= 0 else { return nil }
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

    /// Drops every observer without notifying it and forgets the storage and the queued
    /// deliveries; later sends are ignored and later subscribers get `RxError.disposed`.
    ///
    /// The subject's `deinit` calls it too: undisposed subscriptions hold the core, and must
    /// keep neither the observers nor the stored elements alive.
    func dispose() {
        let released = engine.withLock(forgettingLent: true) { state in
            defer {
                state.isDisposed = true
                state.stoppedEvent = nil
                state.storage.clear()
                state.queue = Queue()
            }
            return (state.storage, state.stoppedEvent, state.observers.removeAll(), state.queue)
        }
        // Released after the lock, in case releasing them runs deinit code.
        _ = released
    }
}
