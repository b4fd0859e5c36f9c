import Dispatch

/// Arithmetic the timed operators (`throttle`, `delay`) need on RxSwift's interval type.
extension RxTimeInterval {
    /// What is left of this interval after `elapsed` seconds, in the same unit, rounded to
    /// the nearest unit as RxSwift does; zero once nothing is left. `.never` stays `.never`.
    func reduced(bySeconds elapsed: Double) -> RxTimeInterval {
        func remainder(_ value: Int, unitsPerSecond: Double) -> Int {
            let remainder = Double(value) - elapsed * unitsPerSecond
            return remainder > 0 ? Int(remainder.rounded(.toNearestOrAwayFromZero)) : 0
        }
        switch self {
        case .seconds(let value): return .seconds(remainder(value, unitsPerSecond: 1))
        case .milliseconds(let value): return .milliseconds(remainder(value, unitsPerSecond: 1e3))
        case .microseconds(let value): return .microseconds(remainder(value, unitsPerSecond: 1e6))
        case .nanoseconds(let value): return .nanoseconds(remainder(value, unitsPerSecond: 1e9))
        case .never: return .never
        @unknown default: return .never
        }
    }

    /// Whether the interval is zero (an emission is due now).
    var isZero: Bool {
        switch self {
        case .seconds(0), .milliseconds(0), .microseconds(0), .nanoseconds(0): true
        default: false
        }
    }
}
