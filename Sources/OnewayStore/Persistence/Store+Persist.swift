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
    /// A value equal (`==`) to the last one is not handed to the persistence at all, so
    /// changes to other parts of the state cost one read and one comparison of the part, and
    /// none when something else observes the same key path (observations of one key path
    /// share them). See `StatePersistence` for when saves happen and what they guarantee, and
    /// the article "Persisting state" for what survives which crash.
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
        StatePersistence(file: file, interval: interval, scheduler: scheduler) { persistence in
            observe(part).subscribe { persistence.handle($0) }
        }
    }

    /// Saves the value at `part` to `file` after each notified state: coalesced, atomically,
    /// durably, off the dispatching thread.
    ///
    /// For a value that is not `Equatable`: every state the store notifies hands it over,
    /// and a save whose encoding matches the file's contents writes nothing.
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
        StatePersistence(file: file, interval: interval, scheduler: scheduler) { persistence in
            observe(part, comparer: { _, _ in false }).subscribe { persistence.handle($0) }
        }
    }
}
