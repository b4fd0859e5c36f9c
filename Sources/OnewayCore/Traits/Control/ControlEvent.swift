/// A type that is a `ControlEvent`: what RxCocoa's extensions of control events extend.
public protocol ControlEventType: ObservableType {
    /// Returns this value as a `ControlEvent`.
    func asControlEvent() -> ControlEvent<Element>
}

/// An event of a UI control, as RxCocoa's `ControlEvent`: a tap, a value the user changed.
///
/// A subscriber gets no element at subscription, only the events after it. The sequence is
/// subscribed on the main queue (`subscribe(on: ConcurrentMainScheduler.instance)`).
///
/// The type makes promises about the `events` it is given, which it cannot check: that they
/// never fail, are delivered on the main thread and complete when the control goes away. Wrap
/// only a sequence that keeps them.
public struct ControlEvent<PropertyType>: ControlEventType {
    /// The type of the events' elements.
    public typealias Element = PropertyType

    let events: Observable<PropertyType>

    /// Creates a control event from the sequence of its events.
    ///
    /// - Parameter events: The events; subscribed on the main queue.
    public init<Ev: ObservableType>(events: Ev) where Ev.Element == Element {
        self.events = events.subscribe(on: ConcurrentMainScheduler.instance)
    }

    /// Subscribes `observer` to the events.
    ///
    /// - Parameter observer: The observer.
    /// - Returns: A disposable that ends the subscription.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        events.subscribe(observer)
    }

    /// Returns the sequence of the events.
    public func asObservable() -> Observable<Element> {
        events
    }

    /// Returns this control event.
    public func asControlEvent() -> ControlEvent<Element> {
        self
    }

    /// Returns the events as an `Infallible`; an error, which a control event must not have,
    /// ends it as completion would.
    public func asInfallible() -> Infallible<Element> {
        asInfallible(onErrorFallbackTo: .empty())
    }
}

// Checked: a `ControlEvent` holds nothing but its observable, which is `Sendable`; unconditional,
// as `Infallible` is.
extension ControlEvent: Sendable {}
