/// A type that is a `ControlProperty`: what RxCocoa's extensions of control properties extend.
public protocol ControlPropertyType: ObservableType, ObserverType {
    /// Returns this value as a `ControlProperty`.
    func asControlProperty() -> ControlProperty<Element>
}

/// A property of a UI control, as RxCocoa's `ControlProperty`: a sequence of its values and an
/// observer that sets it.
///
/// Its values are the initial value, then each change the user makes; changes made by code are
/// not reported. The sequence is subscribed on the main queue
/// (`subscribe(on: ConcurrentMainScheduler.instance)`); binding to it sets the property
/// through `valueSink`.
///
/// The type makes promises about the `values` it is given, which it cannot check: that they
/// never fail, are delivered on the main thread, are shared with a replay of the latest value,
/// and complete when the control goes away. Wrap only a sequence that keeps them.
public struct ControlProperty<PropertyType>: ControlPropertyType {
    /// The type of the property's values.
    public typealias Element = PropertyType

    let values: Observable<PropertyType>
    let valueSink: AnyObserver<PropertyType>

    /// Creates a property from the sequence of its values and the observer that sets it.
    ///
    /// - Parameters:
    ///   - values: The property's values; subscribed on the main queue.
    ///   - valueSink: Sets the property to each element it receives.
    public init<Values: ObservableType, Sink: ObserverType>(
        values: Values,
        valueSink: Sink
    ) where Element == Values.Element, Element == Sink.Element {
        self.values = values.subscribe(on: ConcurrentMainScheduler.instance)
        self.valueSink = valueSink.asObserver()
    }

    /// Subscribes `observer` to the property's values.
    ///
    /// - Parameter observer: The observer.
    /// - Returns: A disposable that ends the subscription.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        values.subscribe(observer)
    }

    /// The changes the user makes: every value but the first (the value at subscription).
    ///
    /// Consecutive values may be equal: a change here means the user acted, not that the value
    /// differs.
    public var changed: ControlEvent<PropertyType> {
        ControlEvent(events: values.skip(1))
    }

    /// Returns the sequence of the property's values.
    public func asObservable() -> Observable<Element> {
        values
    }

    /// Returns this property.
    public func asControlProperty() -> ControlProperty<Element> {
        self
    }

    /// Sets the property: an element goes to `valueSink`, and so does completion.
    ///
    /// A property cannot fail: an error is a bug in the bound sequence, which stops the program
    /// in debug builds and is printed in release builds, as with `bind(to:)`.
    ///
    /// - Parameter event: The event.
    public func on(_ event: Event<Element>) {
        switch event {
        case .error(let error): bindingFailed("ControlProperty", error)
        case .next, .completed: valueSink.on(event)
        }
    }
}

extension ControlPropertyType where Element == String? {
    /// The property with `nil` read as the empty string: a text field's text as a `String`.
    ///
    /// Its values map `nil` to `""`; setting it sets the original property to the string.
    public var orEmpty: ControlProperty<String> {
        let original = asControlProperty()
        return ControlProperty<String>(
            values: original.values.map { $0 ?? "" },
            valueSink: original.valueSink.mapObserver { $0 })
    }
}

// Checked: the values are an `Observable` (`Sendable`) and the sink an `AnyObserver`, `Sendable`
// when its element is.
extension ControlProperty: Sendable where PropertyType: Sendable {}
