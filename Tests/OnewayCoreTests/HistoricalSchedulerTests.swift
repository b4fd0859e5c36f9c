import Foundation
import Oneway
import OnewayTestSupport
import Testing

@Suite(.tracksResources)
struct HistoricalSchedulerTests {
    @Test("The clock starts at 1970 by default and at the given date otherwise")
    func initialClock() {
        expectEqual(HistoricalScheduler().clock, Date(timeIntervalSince1970: 0))
        let start = Date(timeIntervalSince1970: 1_000_000)
        let scheduler = HistoricalScheduler(initialClock: start)
        expectEqual(scheduler.clock, start)
        expectEqual(scheduler.now, start)
    }

    @Test("The time converter keeps dates and seconds as they are, offsets by seconds and orders dates")
    func converter() {
        let converter = HistoricalSchedulerTimeConverter()
        let date = Date(timeIntervalSince1970: 100)
        expectEqual(converter.convertToVirtualTime(date), date)
        expectEqual(converter.convertFromVirtualTime(date), date)
        expectEqual(converter.convertToVirtualTimeInterval(2.5), 2.5)
        expectEqual(converter.convertFromVirtualTimeInterval(-1.25), -1.25)
        expectEqual(converter.offsetVirtualTime(date, offset: 2.5), Date(timeIntervalSince1970: 102.5))
        expectEqual(converter.compareVirtualTime(date, date.addingTimeInterval(1)), .lessThan)
    }

    @Test("Relative work runs at its date, in due order, and the clock follows it")
    func relativeWork() {
        let scheduler = HistoricalScheduler()
        var ranAt: [TimeInterval] = []
        for dueTime: RxTimeInterval in [.seconds(3), .milliseconds(1_500), .microseconds(250_000)] {
            _ = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                ranAt.append(scheduler.now.timeIntervalSince1970)
                return Disposables.create()
            }
        }
        scheduler.start()
        expectEqual(ranAt, [0.25, 1.5, 3])
    }

    @Test("Work scheduled for now runs at now: there is no processing delay")
    func noDelay() {
        let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 42))
        var ranAt: Date?
        _ = scheduler.schedule(()) { _ in
            ranAt = scheduler.now
            return Disposables.create()
        }
        scheduler.start()
        expectEqual(ranAt, Date(timeIntervalSince1970: 42))
    }

    @Test("advanceTo and sleep move the clock by dates and seconds")
    func advanceAndSleep() {
        let scheduler = HistoricalScheduler()
        var ran: [String] = []
        _ = scheduler.scheduleRelativeVirtual("at 5", dueTime: 5, action: action { ran.append($0) })
        _ = scheduler.scheduleRelativeVirtual("at 20", dueTime: 20, action: action { ran.append($0) })
        scheduler.advanceTo(Date(timeIntervalSince1970: 10))
        expectEqual(ran, ["at 5"])
        expectEqual(scheduler.clock, Date(timeIntervalSince1970: 10))
        scheduler.sleep(2.5)
        expectEqual(scheduler.clock, Date(timeIntervalSince1970: 12.5))
        scheduler.start()
        expectEqual(ran, ["at 5", "at 20"])
        expectEqual(scheduler.clock, Date(timeIntervalSince1970: 20))
    }

    @Test("An interval-like periodic run ticks every period on the historical clock")
    func periodic() {
        let scheduler = HistoricalScheduler()
        var ticks: [TimeInterval] = []
        let periodic = scheduler.schedulePeriodic(0, startAfter: .seconds(60), period: .seconds(60)) { state in
            ticks.append(scheduler.now.timeIntervalSince1970)
            return state + 1
        }
        scheduler.advanceTo(Date(timeIntervalSince1970: 200))
        periodic.dispose()
        expectEqual(ticks, [60, 120, 180])
    }
}
