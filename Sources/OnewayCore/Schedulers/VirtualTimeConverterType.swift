#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Describes a virtual clock to a `VirtualTimeScheduler`: its units and how they map to
/// real dates and intervals, with RxSwift's names.
///
/// Conversions must be pure and consistent with each other: the scheduler converts
/// `now + dueTime` to virtual time and orders work with `compareVirtualTime`.
public protocol VirtualTimeConverterType {
    /// The type of an absolute point on the virtual clock.
    associatedtype VirtualTimeUnit

    /// The type of a distance between two points on the virtual clock.
    associatedtype VirtualTimeIntervalUnit

    /// Converts a virtual time to the date it stands for.
    ///
    /// - Parameter virtualTime: A point on the virtual clock.
    /// - Returns: The corresponding date.
    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime

    /// Converts a date to the nearest virtual time.
    ///
    /// - Parameter time: A date.
    /// - Returns: The corresponding point on the virtual clock.
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit

    /// Converts a virtual interval to seconds.
    ///
    /// - Parameter virtualTimeInterval: A distance on the virtual clock.
    /// - Returns: The same distance in seconds.
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval

    /// Converts seconds to the nearest virtual interval.
    ///
    /// - Parameter timeInterval: A distance in seconds.
    /// - Returns: The same distance on the virtual clock.
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit

    /// Offsets a virtual time by a virtual interval.
    ///
    /// - Parameters:
    ///   - time: A point on the virtual clock.
    ///   - offset: The distance to move it by (negative moves it back).
    /// - Returns: The offset time.
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit

    /// Orders two virtual times; it must be a total order, since the scheduler's queue
    /// relies on it.
    ///
    /// - Parameters:
    ///   - lhs: The first time.
    ///   - rhs: The second time.
    /// - Returns: How `lhs` compares with `rhs`.
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

/// How one virtual time compares with another, as `compareVirtualTime` reports it.
public enum VirtualTimeComparison: Sendable, Equatable {
    /// `lhs` is earlier than `rhs`.
    case lessThan
    /// `lhs` and `rhs` are the same time.
    case equal
    /// `lhs` is later than `rhs`.
    case greaterThan
}
