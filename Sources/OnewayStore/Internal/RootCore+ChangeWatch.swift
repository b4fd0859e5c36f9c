import OnewayCore

extension RootCore {
    /// Under the lock, by the notifier, for a state not yet notified: marks every watch not
    /// yet marked, and leaves a step to tell its watcher; returns whether it left one.
    ///
    /// Out of line: `takeWork` only tests whether any watch is unmarked, so that a store pays
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

    /// `StoreRoot.watch` of a root store: a change watch, marked where the notifier meets a
    /// new state and told through a step of its own (see `ChangeWatch`).
    func watch() -> StateWatch<StateType> {
        let key = engine.withLock { core in
            defer { core.nextChangeWatchKey += 1 }
            return core.nextChangeWatchKey
        }
        // Weak: the store holds the watcher (through its watch), not the other way round.
        let reader = WeakCore(self)
        return StateWatch(
            visit: { body in reader.core?.readChanged(key, body) }, stop: { reader.core?.unwatchChanges(key) },
            start: { changed, ended in
                reader.core?.engine.withLock { core in
                    core.changeWatches.append(ChangeWatch(key: key, changed: changed, ended: ended))
                    core.unmarkedWatches += 1
                }
            })
    }

    /// Runs `body` with the state under the lock, for the watch `key`, which counts as
    /// unchanged from now on; does not run it once the watch was removed.
    func readChanged(_ key: Int, _ body: (StateType) -> Void) {
        checkNotReducing("read store.state")
        engine.withLock { core in
            guard let index = core.changeWatches.firstIndex(where: { $0.key == key }) else { return }
            if core.changeWatches[index].isChanged {
                core.changeWatches[index].isChanged = false
                core.unmarkedWatches += 1
            }
            body(core.state)
        }
    }

    /// Stops the watch `key`. A `changed` step already left for the notifier may still run.
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

/// A weak reference to a root store's core, to read it from a persistence's scheduler.
struct WeakCore<State, Action>: @unchecked Sendable {
    // Unchecked: the core is used only to read and stop a change watch, which take its lock,
    // and values read cross to the persistence's scheduler as the persistence's `Sendable`
    // values.
    weak var core: RootCore<State, Action>?

    init(_ core: RootCore<State, Action>) {
        self.core = core
    }
}
