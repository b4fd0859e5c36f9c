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
        guard !fields.tracked.isEmpty else {
            // No field to compare (the path of a model whose views read `state`): the
            // announcement of the whole state alone, without `assign`'s loops.
            guard stateIsTracked else { return latestState = newState }
            stateIsTracked = false
            registrar.willSet(self, keyPath: registeredKeyPath)
            latestState = newState
            registrar.didSet(self, keyPath: registeredKeyPath)
            return
        }
        var changed = fields.takeChangedBuffer()
        fields.collectChanged(old: &latestState, new: newState, into: &changed)
        // Untracked before the announcement: a reader that reads the field again meanwhile
        // (in its `onChange`) tracks it anew.
        for field in changed { fields.untrack(field) }
        assign(newState, announcingState: stateIsTracked, fields: changed)
        fields.returnChangedBuffer(&changed)
    }

    /// Assigns `newState`, announced to the whole state's readers if `announcingState`, and to
    /// the readers of each of `changed`.
    @inlinable
    func assign(_ newState: StateType, announcingState: Bool, fields changed: [ObservedField]) {
        // What `withMutation` does, without its closure: a main-actor closure literal handed
        // to the Observation module gets a dynamic isolation check.
        if announcingState {
            stateIsTracked = false
            registrar.willSet(self, keyPath: registeredKeyPath)
        }
        for field in changed { field.registrar.willSet(self, keyPath: registeredKeyPath) }
        latestState = newState
        for field in changed { field.registrar.didSet(self, keyPath: registeredKeyPath) }
        if announcingState { registrar.didSet(self, keyPath: registeredKeyPath) }
    }
}
