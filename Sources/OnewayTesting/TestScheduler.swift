import Oneway

/// A point or a distance on a `TestScheduler`'s clock, in ticks.
public typealias TestTime = Int

/// A virtual-time scheduler for tests, with RxTest's API and timing: hot and cold test
/// observables, recording observers, and `start`, which creates, subscribes and disposes
/// at set virtual times.
///
/// Time is in `Int` ticks of `resolution` seconds. With `simulateProcessingDelay` (the
/// default), work scheduled through `schedule`, `scheduleRelative` or `schedulePeriodic`
/// for a time at or before `clock` runs at `clock + 1`, as in RxTest: an operator that
/// schedules "now" at tick 200 emits at 201. Work scheduled at absolute virtual times
/// (`scheduleAt`, hot and cold observables) is never moved. Work due at the same tick runs
/// in the order it was scheduled.
///
/// Single-threaded and not `Sendable`: drive it from the test's own thread.
public final class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter> {
    /// The virtual times `start(_:)` uses by default.
    public enum Defaults {
        /// When `start` calls the factory: 100.
        public static let created: TestTime = 100
        /// When `start` subscribes to the sequence the factory made: 200.
        public static let subscribed: TestTime = 200
        /// When `start` disposes the subscription: 1000.
        public static let disposed: TestTime = 1000
    }

    private let simulateProcessingDelay: Bool

    /// Creates a test scheduler.
    ///
    /// - Parameters:
    ///   - initialClock: The starting tick.
    ///   - resolution: Seconds per tick, for converting `RxTimeInterval`s and dates.
    ///   - simulateProcessingDelay: Whether work scheduled at or before `clock` through
    ///     the relative scheduling methods moves to `clock + 1`.
    /// - Precondition: `resolution` is positive and finite.
    public init(initialClock: TestTime = 0, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        self.simulateProcessingDelay = simulateProcessingDelay
        super.init(initialClock: initialClock, converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
    }

    /// Creates a hot observable that sends `events` at their absolute virtual times,
    /// whether or not anyone is subscribed, and records its subscriptions.
    ///
    /// - Parameter events: The events and the ticks at which they are sent.
    /// - Returns: The observable; its `subscriptions` lists when each subscription started
    ///   and ended.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        HotObservable(testScheduler: self, recordedEvents: events)
    }

    /// Creates a cold observable that sends `events` to each subscriber, each at its time
    /// offset from that subscription, and records its subscriptions.
    ///
    /// - Parameter events: The events and their offsets in ticks from subscription.
    /// - Returns: The observable; its `subscriptions` lists when each subscription started
    ///   and ended.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        ColdObservable(testScheduler: self, recordedEvents: events)
    }

    /// Creates an observer that records every event it receives with the tick it arrived at.
    ///
    /// - Parameter type: The element type, to help type inference.
    /// - Returns: The observer; read its `events`.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Runs `action` at the virtual time `time` (not moved by the processing delay).
    ///
    /// - Parameters:
    ///   - time: The tick at which to run `action`.
    ///   - action: The work to run.
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        _ = scheduleAbsoluteVirtual((), time: time) { _ in
            action()
            return Disposables.create()
        }
    }

    /// Moves a time at or before `clock` to `clock + 1` when simulating processing delay,
    /// or to `clock` otherwise; later times are unchanged.
    ///
    /// - Parameter time: The due time computed from `now` and a relative due time.
    /// - Returns: The tick at which the work is queued.
    override public func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time <= clock ? clock + (simulateProcessingDelay ? 1 : 0) : time
    }

    /// Calls `create` at `created`, subscribes to its result at `subscribed`, disposes the
    /// subscription at `disposed`, and runs the scheduler until no work is left.
    ///
    /// - Parameters:
    ///   - created: The tick at which to call `create`.
    ///   - subscribed: The tick at which to subscribe.
    ///   - disposed: The tick at which to dispose the subscription.
    ///   - create: Makes the sequence under test.
    /// - Returns: The observer that recorded the events received while subscribed.
    /// - Precondition: `created <= subscribed <= disposed`.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        created: TestTime,
        subscribed: TestTime,
        disposed: TestTime,
        create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        require(
            created <= subscribed && subscribed <= disposed,
            "TestScheduler.start: needs created <= subscribed <= disposed, got \(created), \(subscribed), \(disposed)"
        )
        let observer = createObserver(Element.self)
        var source: Observable<Element>?
        var subscription: Disposable?
        scheduleAt(created) { source = create().asObservable() }
        scheduleAt(subscribed) { subscription = source?.subscribe(observer) }
        scheduleAt(disposed) {
            subscription?.dispose()
            // Release the sequence under test so that nothing it holds outlives the run.
            subscription = nil
            source = nil
        }
        start()
        return observer
    }

    /// Calls `create` at 100, subscribes at 200, disposes at `disposed`, and runs the
    /// scheduler until no work is left.
    ///
    /// - Parameters:
    ///   - disposed: The tick at which to dispose the subscription.
    ///   - create: Makes the sequence under test.
    /// - Returns: The observer that recorded the events received while subscribed.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        disposed: TestTime,
        create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// Calls `create` at 100, subscribes at 200, disposes at 1000, and runs the scheduler
    /// until no work is left.
    ///
    /// - Parameter create: Makes the sequence under test.
    /// - Returns: The observer that recorded the events received while subscribed.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        _ create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed, create: create)
    }
}
