import Oneway

/// An observer that records each event with the virtual tick at which it arrived.
///
/// It records whatever it is sent, in order, including events after a terminal event if
/// its source sends them (subscribing through Oneway's `subscribe` never does). Confined to
/// its scheduler's thread.
public final class TestableObserver<Element>: ObserverType {
    private let scheduler: TestScheduler

    /// The events received so far, stamped with the scheduler's clock at arrival.
    public private(set) var events: [Recorded<Event<Element>>] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Records `event` at the scheduler's current tick.
    ///
    /// - Parameter event: The event received.
    public func on(_ event: Event<Element>) {
        events.append(Recorded(time: scheduler.clock, value: event))
    }
}
