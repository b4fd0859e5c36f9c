import OnewayCore

extension RootCore {
    /// An observable of this store that holds it weakly: each subscription runs `subscribe`
    /// with the core, or completes at once if the store is gone.
    func weaklyHeldObservable<Value>(
        _ subscribe: @escaping (RootCore, Sink<Value>) -> Disposable
    ) -> Observable<Value> {
        Producer { [weak self] sink in
            guard let self else {
                sink.onCompleted()
                return Disposables.create()
            }
            return subscribe(self, sink)
        }
    }

    /// Joins `sink` now if this thread may notify, or leaves the join to the notifier.
    func subscribe<Value>(
        _ sink: Sink<Value>,
        sharedAs key: ObservationKey?,
        make: @escaping () -> (StateObservation<StateType, Value>, StoreObserver<StateType>)
    ) -> Disposable {
        let thread = ThreadIdentity.current.rawValue
        checkNotReducing("subscribe to the store", thread: thread)
        let membership = Membership()
        let join = { self.join(sink, membership: membership, sharedAs: key, make: make) }
        var schedules = false
        engine.send(self, as: thread, bounded: false) { core, turn in
            // Joined at once, then what is left notified, when this thread notifies or may;
            // even the first value goes through the callback scheduler, as every callback does.
            if turn == .reentrant || (turn == .deliverer && !hasCallbackScheduler) { return .deliverNow(.join(join)) }
            core.pendingJoins.append(join)
            return leave(&core, on: turn, schedules: &schedules)
        }
        if schedules { scheduleDrain() }
        return membership
    }

    /// Adds `sink` to its observation and delivers the observation's current value to it.
    /// Runs on the notifier, so no notification of this store runs meanwhile.
    private func join<Value>(
        _ sink: Sink<Value>,
        membership: Membership,
        sharedAs key: ObservationKey?,
        make: () -> (StateObservation<StateType, Value>, StoreObserver<StateType>)
    ) {
        guard !sink.isDisposed else { return }
        let joined = key.flatMap { key in
            engine.withLock { core -> (StateObservation<StateType, Value>, Int)? in
                guard let existing = core.shared[key]?.observation as? StateObservation<StateType, Value>,
                    let member = existing.add(sink)
                else { return nil }
                return (existing, member)
            }
        }
        let observation: StateObservation<StateType, Value>
        let member: Int
        let initial: Value
        if let (existing, existingMember) = joined {
            (observation, member) = (existing, existingMember)
            // A shared observation's members have all received `last`; one that delivers
            // every state has no `last` and starts from the current state.
            initial = existing.last ?? read(existing.read)
        } else {
            let (created, observer) = make()
            (observation, initial) = (created, read(created.read))
            if created.isDuplicate != nil { created.last = initial }
            member = created.add(sink)!
            engine.withLock(forgettingLent: true) { core in
                let registration = core.observers.insert(observer)
                core.finishers[registration] = created.finish
                created.registration = registration
                if let key { core.shared[key] = SharedObservation(registration: registration, observation: created) }
            }
        }
        // Holds the observation strongly: a weak reference would move its reference count to a
        // side table and slow down every notification. The cycle this makes through the
        // member's sink ends when the subscription is disposed or the store finishes it.
        membership.joined { [weak self] in
            guard observation.remove(member) else { return }
            self?.unregister(observation, sharedAs: key)
        }
        sink.onNext(initial)
    }

    /// Reads a value from the current state, outside the lock (the read may run user code).
    private func read<Value>(_ read: StateRead<StateType, Value>) -> Value {
        let current = engine.withLock { $0.state }
        return withUnsafePointer(to: current) { read(current, at: $0) }
    }

    /// Forgets an observation whose last member left.
    private func unregister<Value>(_ observation: StateObservation<StateType, Value>, sharedAs key: ObservationKey?) {
        let removed = engine.withLock(forgettingLent: true) { core -> (StoreObserver<StateType>?, (() -> Void)?) in
            if let key, core.shared[key]?.observation === observation { core.shared[key] = nil }
            guard let registration = observation.registration else { return (nil, nil) }
            return (core.observers.remove(registration), core.finishers.removeValue(forKey: registration))
        }
        // Released after the lock, in case that frees the observation.
        _ = removed
    }
}
