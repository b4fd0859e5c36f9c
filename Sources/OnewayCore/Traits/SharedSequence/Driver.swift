/// A `SharedSequence` that holds state for the UI: it never fails, delivers on the main
/// scheduler, and replays its latest element to each new subscriber, as RxCocoa's `Driver`.
///
/// Its subscribers share one subscription to the source while any is subscribed
/// (`share(replay: 1, scope: .whileConnected)`): the work behind it runs once, and when the
/// last subscriber leaves, the subscription and the replayed element are released.
///
/// Subscribe with `drive(...)`, on the main thread: the replayed element is delivered on the
/// subscribing thread, during the call, and later elements on the main thread. Debug builds stop
/// a `drive` called elsewhere, naming the rule.
///
/// To model events rather than state (taps, one-off messages), use `Signal`, which replays
/// nothing.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// The strategy of `Driver`: delivers on ``SharingScheduler/make``'s scheduler (the main one)
/// and shares with a replay of the latest element while connected.
public struct DriverSharingStrategy: SharingStrategyProtocol {
    /// The scheduler a `Driver` delivers on: ``SharingScheduler/make``'s.
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    /// Returns `source` shared with a replay of its latest element while any subscriber is
    /// connected: `share(replay: 1, scope: .whileConnected)`.
    ///
    /// - Parameter source: The sequence one operator built.
    /// - Returns: The shared sequence.
    @inlinable
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Returns this sequence as a `Driver`.
    @inlinable
    public func asDriver() -> Driver<Element> {
        asSharedSequence()
    }
}
