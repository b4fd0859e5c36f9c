import Oneway

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The converter of `TestScheduler`: virtual time and intervals are `Int` ticks, each
/// `resolution` seconds long, as in RxTest.
///
/// Conversions to ticks round to the nearest tick (half up): with the default resolution
/// of 1 second, `.milliseconds(300)` is 0 ticks and `.milliseconds(500)` is 1 tick.
public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType, Sendable {
    /// A point on the test clock, in ticks.
    public typealias VirtualTimeUnit = Int

    /// A distance on the test clock, in ticks.
    public typealias VirtualTimeIntervalUnit = Int

    private let resolution: Double

    init(resolution: Double) {
        require(
            resolution > 0 && resolution.isFinite,
            "TestScheduler: resolution must be a positive number of seconds per tick, got \(resolution)"
        )
        self.resolution = resolution
    }

    /// Converts ticks to the date that many ticks after 1 January 1970.
    ///
    /// - Parameter virtualTime: A tick count.
    /// - Returns: The date `virtualTime × resolution` seconds after 1970.
    public func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime {
        Date(timeIntervalSince1970: TimeInterval(virtualTime) * resolution)
    }

    /// Converts a date to the nearest tick.
    ///
    /// - Parameter time: A date.
    /// - Returns: Its seconds since 1970 divided by `resolution`, rounded.
    public func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit {
        VirtualTimeUnit(time.timeIntervalSince1970 / resolution + 0.5)
    }

    /// Converts ticks to seconds.
    ///
    /// - Parameter virtualTimeInterval: A number of ticks.
    /// - Returns: `virtualTimeInterval × resolution` seconds.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval {
        TimeInterval(virtualTimeInterval) * resolution
    }

    /// Converts seconds to the nearest number of ticks.
    ///
    /// - Parameter timeInterval: Seconds.
    /// - Returns: `timeInterval / resolution`, rounded.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit {
        VirtualTimeIntervalUnit(timeInterval / resolution + 0.5)
    }

    /// Adds ticks to a time.
    ///
    /// - Parameters:
    ///   - time: A tick count.
    ///   - offset: Ticks to add.
    /// - Returns: `time + offset`.
    public func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit {
        time + offset
    }

    /// Orders two tick counts.
    ///
    /// - Parameters:
    ///   - lhs: The first time.
    ///   - rhs: The second time.
    /// - Returns: How `lhs` compares with `rhs`.
    public func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs > rhs ? .greaterThan : .equal
    }
}
