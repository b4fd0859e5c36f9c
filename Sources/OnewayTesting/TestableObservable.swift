import Oneway

/// A test observable that replays recorded events on a `TestScheduler` and records when
/// it was subscribed to and disposed: the type of `createHotObservable` and
/// `createColdObservable`.
///
/// Confined to its scheduler's thread. Subscribing through `asObservable()` (as operators
/// do) enforces the event grammar downstream; `subscribe(_:)` on this type itself
/// forwards the recorded events as they are, as RxTest does.
public class TestableObservable<Element>: ObservableType {
    /// Every subscription so far, in the order they were made; an active one has
    /// `unsubscribe == Int.max`.
    public internal(set) var subscriptions: [Subscription] = []

    /// The events this observable sends: at absolute ticks for a hot observable, at
    /// offsets from subscription for a cold one.
    public internal(set) var recordedEvents: [Recorded<Event<Element>>]

    // Weak: the scheduler's queue holds a hot observable until its last event is sent (so
    // that one the test does not keep still sends, as in RxTest), and a strong reference
    // back would make a cycle whenever a test ends with events still queued.
    private weak var weakTestScheduler: TestScheduler?

    /// The scheduler that sends the events.
    var testScheduler: TestScheduler {
        guard let weakTestScheduler else {
            fatalError("TestableObservable: used after its TestScheduler was released; keep the scheduler")
        }
        return weakTestScheduler
    }

    init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        weakTestScheduler = testScheduler
        self.recordedEvents = recordedEvents
    }

    /// Subscribes `observer` and records the subscription at the current tick.
    ///
    /// - Parameter observer: The observer to send the recorded events to.
    /// - Returns: A disposable that ends the subscription and records the tick it ended at.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        fatalError("TestableObservable.subscribe(_:) is abstract; \(type(of: self)) must override it")
    }

    /// Records a new subscription at the current tick and returns the disposable that
    /// records its end, running `onDispose` once, first.
    func recordSubscription(onDispose: @escaping () -> Void) -> Disposable {
        subscriptions.append(Subscription(testScheduler.clock))
        let index = subscriptions.count - 1
        return Disposables.create { [weak self] in
            onDispose()
            // A dispose bag may outlive the scheduler at the end of a test; there is no tick
            // to record then.
            guard let self, let scheduler = self.weakTestScheduler else { return }
            self.subscriptions[index] = Subscription(self.subscriptions[index].subscribe, scheduler.clock)
        }
    }
}
