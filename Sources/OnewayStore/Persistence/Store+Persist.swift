import Dispatch
import OnewayCore

extension Store {
    /// Saves the value at `part` to `file` whenever it changes: coalesced, atomically,
    /// durably, off the dispatching thread.
    ///
    /// ```swift
    /// let file = StateFile<Session>(url: sessionURL)
    /// var initial = AppState()
    /// let restored = file.restore(default: initial.session)
    /// initial.session = restored.value
    /// let store = Store(reducer: appReducer, state: initial)
    /// store.persist(\.session, to: file)
    /// ```
    ///
    /// A dispatch pays one comparison under the store's lock while a save is armed, and a
    /// step of the notifier when it arms one; the part is read and compared (`==`) with the
    /// last value saved only when the save runs, on `scheduler`, so a change to another part
    /// of the state writes nothing. See `StatePersistence` for when saves happen and what
    /// they guarantee, and the article "Persisting state" for what survives which crash.
    ///
    /// - Parameters:
    ///   - part: The value to save; `\.self` for the whole state.
    ///   - file: Where to save it; restore from it first. It must not be attached to another
    ///     store (the program stops with a message if it is).
    ///   - interval: The shortest time between two saves; a change waits at most this long
    ///     to be saved. Zero saves each change as soon as the scheduler runs.
    ///   - scheduler: Where saves run and how time is measured: by default a serial
    ///     dispatch queue of this persistence's own; a `TestScheduler` in tests.
    /// - Returns: The persistence: its `errors`, `flush()` and `dispose()`. It lives as long
    ///   as the store, whether or not the result is kept.
    @inlinable
    @discardableResult
    public func persist<Value: Codable & Sendable & Equatable>(
        _ part: KeyPath<StateType, Value>, to file: StateFile<Value>, interval: RxTimeInterval = .seconds(1),
        scheduler: (any SchedulerType)? = nil
    ) -> StatePersistence<Value> {
        persist(part, to: file, interval: interval, scheduler: scheduler, isSame: ==)
    }

    /// Saves the value at `part` to `file` after each notified state: coalesced, atomically,
    /// durably, off the dispatching thread.
    ///
    /// For a value that is not `Equatable`: a save whose encoding matches the file's contents
    /// writes nothing.
    ///
    /// - Parameters:
    ///   - part: The value to save; `\.self` for the whole state.
    ///   - file: Where to save it; restore from it first. It must not be attached to another
    ///     store (the program stops with a message if it is).
    ///   - interval: The shortest time between two saves.
    ///   - scheduler: Where saves run and how time is measured: by default a serial
    ///     dispatch queue of this persistence's own.
    /// - Returns: The persistence: its `errors`, `flush()` and `dispose()`.
    @inlinable
    @discardableResult
    public func persist<Value: Codable & Sendable>(
        _ part: KeyPath<StateType, Value>, to file: StateFile<Value>, interval: RxTimeInterval = .seconds(1),
        scheduler: (any SchedulerType)? = nil
    ) -> StatePersistence<Value> {
        persist(part, to: file, interval: interval, scheduler: scheduler, isSame: nil)
    }

    /// A persistence told of changes rather than handed each state: a dispatch pays one
    /// comparison under the root store's lock while a save is armed, and the part is read,
    /// compared (`isSame`, or by its encoding when `nil`) and encoded only when the save
    /// runs, on the persistence's scheduler.
    @inlinable
    func persist<Value: Codable & Sendable>(
        _ part: KeyPath<StateType, Value>, to file: StateFile<Value>, interval: RxTimeInterval,
        scheduler: (any SchedulerType)?, isSame: ((Value, Value) -> Bool)?
    ) -> StatePersistence<Value> {
        let watch = root.watch().narrowed(to: part)
        let persistence = StatePersistence(
            file: file, interval: interval, scheduler: scheduler, pull: watch.read, isSame: isSame, stop: watch.stop)
        watch.start({ persistence.changed() }, { persistence.finish(with: $0) })
        // The first save: the state as it is now.
        persistence.changed()
        return persistence
    }
}
