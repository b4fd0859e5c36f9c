/// When a subscription to a test observable started and ended, in virtual ticks.
///
/// A subscription still active has `unsubscribe == Int.max`. An operator that ends its
/// upstream subscription on a terminal event records the terminal event's tick.
public struct Subscription: Hashable, Sendable, CustomDebugStringConvertible {
    /// The tick at which the subscription started.
    public let subscribe: TestTime

    /// The tick at which it was disposed, or `Int.max` while it is still active.
    public let unsubscribe: TestTime

    /// A subscription started at `subscribe` and still active.
    ///
    /// - Parameter subscribe: The tick at which it started.
    public init(_ subscribe: TestTime) {
        self.init(subscribe, Int.max)
    }

    /// A subscription started at `subscribe` and disposed at `unsubscribe`.
    ///
    /// - Parameters:
    ///   - subscribe: The tick at which it started.
    ///   - unsubscribe: The tick at which it was disposed.
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    /// `(200 : 1000)`, or `(200 : Infinity)` while still active, as RxTest prints it.
    public var debugDescription: String {
        "(\(subscribe) : \(unsubscribe == Int.max ? "Infinity" : String(unsubscribe)))"
    }
}
