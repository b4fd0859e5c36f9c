/// A `SharedSequence` for events: it never fails, delivers on the main scheduler, and replays
/// nothing to a new subscriber, as RxCocoa's `Signal`.
///
/// Its subscribers share one subscription to the source while any is subscribed
/// (`share(scope: .whileConnected)`), so the work behind it runs once. A subscriber gets only
/// the elements sent after it subscribed: a tap or a message is delivered once, not again to
/// the next view that subscribes. Subscribe with `emit(...)`.
///
/// To model state that a new subscriber needs at once, use `Driver`.
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

/// The strategy of `Signal`: delivers on ``SharingScheduler/make``'s scheduler (the main one)
/// and shares without replay while connected.
public struct SignalSharingStrategy: SharingStrategyProtocol {
    /// The scheduler a `Signal` delivers on: ``SharingScheduler/make``'s.
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    /// Returns `source` shared without replay while any subscriber is connected:
    /// `share(scope: .whileConnected)`.
    ///
    /// - Parameter source: The sequence one operator built.
    /// - Returns: The shared sequence.
    @inlinable
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Returns this sequence as a `Signal`.
    @inlinable
    public func asSignal() -> Signal<Element> {
        asSharedSequence()
    }
}
