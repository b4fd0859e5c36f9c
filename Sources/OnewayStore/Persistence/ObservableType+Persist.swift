import Dispatch
import OnewayCore

extension ObservableType where Element: Codable & Sendable {
    /// Saves the elements to `file`, as `Store.persist(_:to:interval:scheduler:)` saves a
    /// store's part: for state that does not live in a `Store` (a Flux dispatcher's, or an
    /// observable of view models).
    ///
    /// ```swift
    /// let persistence = viewModels.map(\.remembered).distinctUntilChanged().persist(to: file)
    /// ```
    ///
    /// The first element stands for the current state; each later one replaces the value the
    /// next save writes. Completion (or an error) makes the last save at once, on the thread
    /// that delivers it, and ends the persistence; so does `dispose()`. Elements must arrive
    /// one at a time, as the Rx grammar requires; a sequence that never completes is saved at
    /// exit, or when disposed.
    ///
    /// - Parameters:
    ///   - file: Where to save the elements; restore from it first. It must not be attached
    ///     to anything else (the program stops with a message if it is).
    ///   - interval: The shortest time between two saves.
    ///   - scheduler: Where saves run and how time is measured: by default a serial
    ///     dispatch queue of this persistence's own.
    /// - Returns: The persistence: its `errors`, `flush()` and `dispose()`. It lives until the
    ///   sequence ends or it is disposed, whether or not the result is kept.
    @inlinable
    @discardableResult
    public func persist(
        to file: StateFile<Element>, interval: RxTimeInterval = .seconds(1), scheduler: (any SchedulerType)? = nil
    ) -> StatePersistence<Element> {
        StatePersistence(file: file, interval: interval, scheduler: scheduler) { persistence in
            subscribe { persistence.handle($0) }
        }
    }
}
