/// Something told when a store's state changes, without being handed the state: a
/// persistence, which reads the state itself when it saves.
///
/// Cheaper than an observation for a reader that runs far less often than the store
/// dispatches: the store only sets `isChanged` under its lock, and tells the watcher (once,
/// until it reads again) through a step its notifier runs with no lock held.
@usableFromInline
struct ChangeWatch<State> {
    /// Identifies the watch, to read or remove it.
    @usableFromInline let key: Int
    /// Whether an action was applied since the watcher last read the state.
    @usableFromInline var isChanged = false
    /// Tells the watcher a change happened. Run by the notifier, with no lock held.
    @usableFromInline let changed: () -> Void
    /// Hands the watcher the last state when the store is released, on the releasing thread.
    @usableFromInline let ended: (State) -> Void

    init(key: Int, changed: @escaping () -> Void, ended: @escaping (State) -> Void) {
        self.key = key
        self.changed = changed
        self.ended = ended
    }
}
