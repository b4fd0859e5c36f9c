import OnewayCore

extension RootCore {
    /// Under the lock, by the notifier, for a state not yet notified: marks every watch not
    /// yet marked, and leaves a step to tell its watcher; returns whether it left one.
    ///
    /// Out of line: `nextStep` only tests whether any watch is unmarked, so that a store pays
    /// a comparison per notified state, with or without watches, and a call and a step per
    /// watcher read.
    @inlinable
    @inline(never)
    func markChanged(_ core: inout StoreCore<StateType, ActionType>) -> Bool {
        var marked = false
        for index in core.changeWatches.indices where !core.changeWatches[index].isChanged {
            core.changeWatches[index].isChanged = true
            core.pendingJoins.append(core.changeWatches[index].changed)
            marked = true
        }
        core.unmarkedWatches = 0
        return marked
    }

    /// A key for `watchChanges`, reserved so that the watcher can be built around it first.
    @usableFromInline
    func reserveChangeWatchKey() -> Int {
        engine.withLock { core in
            defer { core.nextChangeWatchKey += 1 }
            return core.nextChangeWatchKey
        }
    }

    /// Starts telling `changed` about changes, from the next applied action.
    @usableFromInline
    func watchChanges(_ key: Int, changed: @escaping () -> Void, ended: @escaping (StateType) -> Void) {
        engine.withLock { core in
            core.changeWatches.append(ChangeWatch(key: key, changed: changed, ended: ended))
            core.unmarkedWatches += 1
        }
    }

    /// Reads `part` of the state for the watch `key`, which counts as unchanged from now on;
    /// `nil` once the watch was removed.
    @usableFromInline
    func readChanged<Value>(_ key: Int, _ part: KeyPath<StateType, Value>) -> Value? {
        checkNotReducing("read store.state")
        return engine.withLock { core -> Value? in
            guard let index = core.changeWatches.firstIndex(where: { $0.key == key }) else { return nil }
            if core.changeWatches[index].isChanged {
                core.changeWatches[index].isChanged = false
                core.unmarkedWatches += 1
            }
            return core.state[keyPath: part]
        }
    }

    /// Stops the watch `key`. A `changed` step already left for the notifier may still run.
    @usableFromInline
    func unwatchChanges(_ key: Int) {
        let removed = engine.withLock { core -> ChangeWatch<StateType>? in
            guard let index = core.changeWatches.firstIndex(where: { $0.key == key }) else { return nil }
            if !core.changeWatches[index].isChanged { core.unmarkedWatches -= 1 }
            return core.changeWatches.remove(at: index)
        }
        // Released after the lock: it may hold the last reference to its watcher.
        _ = consume removed
    }
}
