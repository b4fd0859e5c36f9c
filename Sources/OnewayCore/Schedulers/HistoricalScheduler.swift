#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A virtual-time scheduler whose clock is a `Date` and whose intervals are seconds: replays
/// time-based work against historical dates, detached from the machine's clock.
///
/// Work scheduled for `now` runs at `now` (there is no processing delay, unlike
/// `TestScheduler`). Single-threaded and not `Sendable`, like every `VirtualTimeScheduler`.
public final class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter> {
    /// Creates a scheduler whose clock starts at `initialClock`.
    ///
    /// - Parameter initialClock: The starting date; by default 1 January 1970.
    public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
        super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
    }
}
