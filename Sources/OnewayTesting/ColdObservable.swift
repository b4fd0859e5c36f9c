import Oneway

/// A test observable that sends its recorded events to each subscriber, each at its tick
/// offset from that subscription.
///
/// An event at offset 0 is sent at the subscription's own tick, after the work already
/// due then. Disposing a subscription cancels its pending events.
final class ColdObservable<Element>: TestableObservable<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let pending = CompositeDisposable()
        let subscription = recordSubscription { pending.dispose() }
        for recorded in recordedEvents {
            pending.insert(
                testScheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
                    observer.on(recorded.value)
                    return Disposables.create()
                }
            )
        }
        return subscription
    }
}
