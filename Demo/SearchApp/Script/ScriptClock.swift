import Foundation
import Oneway

/// The virtual clock script mode runs on: time is whole milliseconds from 0, and moves only
/// when a script says `wait`, so a script's output does not depend on the computer's speed.
///
/// Single-threaded, as every virtual-time scheduler: script mode runs on one thread.
package final class ScriptClock: VirtualTimeScheduler<MillisecondConverter> {
    /// A clock at 0 ms.
    package init() {
        super.init(initialClock: 0, converter: MillisecondConverter())
    }

    /// Runs the work due in the next `milliseconds`, in order, and leaves the clock there.
    package func wait(_ milliseconds: Int) {
        advanceTo(clock + milliseconds)
    }
}

/// Virtual time in whole milliseconds. Dates round to the nearest millisecond, so that
/// 300 ms after 0.1 s is exactly 400 ms, not a floating-point hair either side.
package struct MillisecondConverter: VirtualTimeConverterType, Sendable {
    package init() {}

    package func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
        Date(timeIntervalSince1970: Double(virtualTime) / 1_000)
    }

    package func convertToVirtualTime(_ time: RxTime) -> Int {
        Int((time.timeIntervalSince1970 * 1_000).rounded())
    }

    package func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
        Double(virtualTimeInterval) / 1_000
    }

    package func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int {
        Int((timeInterval * 1_000).rounded())
    }

    package func offsetVirtualTime(_ time: Int, offset: Int) -> Int {
        time + offset
    }

    package func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs > rhs ? .greaterThan : .equal
    }
}
