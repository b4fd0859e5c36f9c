#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The converter of `HistoricalScheduler`: virtual time is a `Date` and a virtual interval
/// is a `TimeInterval` in seconds, so every conversion is the identity.
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType, Sendable {
    /// A point on the historical clock: a date.
    public typealias VirtualTimeUnit = RxTime

    /// A distance on the historical clock: seconds.
    public typealias VirtualTimeIntervalUnit = TimeInterval

    /// Creates the converter.
    public init() {}

    /// Returns `virtualTime`: historical time is real time, detached from the machine's clock.
    ///
    /// - Parameter virtualTime: A date on the historical clock.
    /// - Returns: The same date.
    public func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime {
        virtualTime
    }

    /// Returns `time` unchanged.
    ///
    /// - Parameter time: A date.
    /// - Returns: The same date.
    public func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit {
        time
    }

    /// Returns `virtualTimeInterval` unchanged.
    ///
    /// - Parameter virtualTimeInterval: Seconds.
    /// - Returns: The same seconds.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval {
        virtualTimeInterval
    }

    /// Returns `timeInterval` unchanged.
    ///
    /// - Parameter timeInterval: Seconds.
    /// - Returns: The same seconds.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit {
        timeInterval
    }

    /// Returns `time` moved by `offset` seconds.
    ///
    /// - Parameters:
    ///   - time: A date.
    ///   - offset: Seconds to add (negative moves it back).
    /// - Returns: The offset date.
    public func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit {
        time.addingTimeInterval(offset)
    }

    /// Orders two dates.
    ///
    /// - Parameters:
    ///   - lhs: The first date.
    ///   - rhs: The second date.
    /// - Returns: How `lhs` compares with `rhs`.
    public func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison {
        if lhs < rhs { return .lessThan }
        if lhs > rhs { return .greaterThan }
        return .equal
    }
}
