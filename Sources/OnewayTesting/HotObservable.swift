import Oneway

/// A test observable that sends its recorded events at their absolute ticks, to whoever
/// is subscribed at that moment.
///
/// Each event is queued on the scheduler when the observable is created, so an event due
/// at the tick of a later-scheduled subscription is sent before that subscription exists.
/// The queued events hold the observable, as in RxTest: one the test does not keep (as in
/// `scheduler.createHotObservable(events).bind(to: input).disposed(by: bag)`) still sends
/// every event. It holds its scheduler weakly, so that no cycle outlives the scheduler.
final class HotObservable<Element>: TestableObservable<Element> {
    private var observers: [Int: (Event<Element>) -> Void] = [:]
    private var nextKey = 0

    override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(testScheduler: testScheduler, recordedEvents: recordedEvents)
        for recorded in recordedEvents {
            testScheduler.scheduleAt(recorded.time) { self.send(recorded.value) }
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let key = nextKey
        nextKey += 1
        observers[key] = observer.on
        return recordSubscription { [weak self] in
            self?.observers[key] = nil
        }
    }

    /// Sends `event` to the observers subscribed now, in subscription order; one disposed
    /// during the delivery is skipped, one added during it waits for the next event.
    private func send(_ event: Event<Element>) {
        for key in observers.keys.sorted() {
            observers[key]?(event)
        }
    }
}
