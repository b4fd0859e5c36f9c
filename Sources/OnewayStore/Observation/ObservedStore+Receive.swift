import Observation

extension ObservedStore {
    /// Takes a new state: compares what was read since it last changed, and announces what
    /// differs to its readers, around the assignment.
    @inlinable
    func receive(_ newState: StateType) {
        if let isUnchanged, stateIsTracked || fields.notComparingTracked > 0, isUnchanged(latestState, newState) {
            // Keeps the newer copy, which shares the store's current buffers, and frees the older.
            latestState = newState
            return
        }
        let stateChanged = stateIsTracked
        var changed = fields.takeChangedBuffer()
        if !fields.tracked.isEmpty { fields.collectChanged(old: &latestState, new: newState, into: &changed) }
        if !stateChanged && changed.isEmpty {
            latestState = newState
            fields.returnChangedBuffer(&changed)
            return
        }
        // Untracked before the announcement: a reader that reads the field again meanwhile
        // (in its `onChange`) tracks it anew.
        for field in changed { fields.untrack(field) }
        if stateChanged {
            stateIsTracked = false
            registrar.willSet(self, keyPath: registeredKeyPath)
        }
        // What `withMutation` does, without its closure: a main-actor closure literal handed
        // to the Observation module gets a dynamic isolation check.
        for field in changed { field.registrar.willSet(self, keyPath: registeredKeyPath) }
        latestState = newState
        for field in changed { field.registrar.didSet(self, keyPath: registeredKeyPath) }
        if stateChanged { registrar.didSet(self, keyPath: registeredKeyPath) }
        fields.returnChangedBuffer(&changed)
    }
}
