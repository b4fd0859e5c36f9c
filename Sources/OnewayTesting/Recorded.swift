import Oneway

/// A value stamped with the virtual time at which it was produced or is to be sent.
///
/// Test observables are built from `[Recorded<Event<Element>>]`, and `TestableObserver`
/// records them; write them with the factories `.next(210, 1)`, `.error(300, error)` and
/// `.completed(300)`.
public struct Recorded<Value>: CustomDebugStringConvertible {
    /// The virtual time, in ticks.
    public let time: TestTime

    /// The recorded value, usually an `Event`.
    public let value: Value

    /// Creates a record of `value` at `time`.
    ///
    /// - Parameters:
    ///   - time: The virtual time, in ticks.
    ///   - value: The value.
    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }

    /// A description such as `next(1) @ 210`.
    public var debugDescription: String {
        "\(value) @ \(time)"
    }
}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded: Sendable where Value: Sendable {}

extension Recorded {
    /// A `next` event carrying `element` at `time`.
    ///
    /// - Parameters:
    ///   - time: The virtual time, in ticks.
    ///   - element: The element.
    /// - Returns: The recorded event.
    public static func next<Element>(_ time: TestTime, _ element: Element) -> Recorded<Event<Element>>
    where Value == Event<Element> {
        Recorded(time: time, value: .next(element))
    }

    /// A `completed` event at `time`.
    ///
    /// - Parameters:
    ///   - time: The virtual time, in ticks.
    ///   - type: The element type, when inference needs it.
    /// - Returns: The recorded event.
    public static func completed<Element>(_ time: TestTime, _ type: Element.Type = Element.self)
        -> Recorded<Event<Element>>
    where Value == Event<Element> {
        Recorded(time: time, value: .completed)
    }

    /// An `error` event carrying `error` at `time`.
    ///
    /// - Parameters:
    ///   - time: The virtual time, in ticks.
    ///   - error: The error.
    ///   - type: The element type, when inference needs it.
    /// - Returns: The recorded event.
    public static func error<Element>(_ time: TestTime, _ error: any Error, _ type: Element.Type = Element.self)
        -> Recorded<Event<Element>>
    where Value == Event<Element> {
        Recorded(time: time, value: .error(error))
    }

    /// Returns `recordedEvents` as an array, so that the element type is inferred from
    /// the events: `Recorded.events(.next(210, 1), .completed(300))`.
    ///
    /// - Parameter recordedEvents: The events.
    /// - Returns: The events, in the order given.
    public static func events<Element>(_ recordedEvents: Recorded<Event<Element>>...) -> [Recorded<Event<Element>>]
    where Value == Event<Element> {
        recordedEvents
    }

    /// Returns `recordedEvents` unchanged, so that the element type is inferred from the
    /// events: `Recorded.events([.next(210, 1), .completed(300)])`.
    ///
    /// - Parameter recordedEvents: The events.
    /// - Returns: The same events.
    public static func events<Element>(_ recordedEvents: [Recorded<Event<Element>>]) -> [Recorded<Event<Element>>]
    where Value == Event<Element> {
        recordedEvents
    }
}
