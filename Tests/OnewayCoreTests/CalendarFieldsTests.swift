import Foundation
import OnewayCore
import OnewayTestSupport
import Testing

@Suite
struct CalendarFieldsTests {
    @Test("In UTC, the fields are the calendar's date and time of the instant, a leap day included")
    func utcFields() {
        let cases: [(seconds: Int, fields: [Int])] = [
            (0, [1970, 1, 1, 0, 0, 0]),
            (951_825_599, [2000, 2, 29, 11, 59, 59]),
            (1_700_000_000, [2023, 11, 14, 22, 13, 20]),
            (-1, [1969, 12, 31, 23, 59, 59]),
        ]
        for (seconds, expected) in cases {
            let fields = CalendarFields(secondsSince1970: seconds, inUTC: true)
            expectEqual(
                [fields.year, fields.month, fields.day, fields.hour, fields.minute, fields.second], expected,
                "\(seconds) s")
        }
    }

    @Test("In local time, the fields are those Foundation's calendar gives in the current time zone")
    func localFields() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        for seconds in [0, 951_825_599, 1_700_000_000, 1_719_800_000] {
            let fields = CalendarFields(secondsSince1970: seconds, inUTC: false)
            let expected = calendar.dateComponents(
                [.year, .month, .day, .hour, .minute, .second], from: Date(timeIntervalSince1970: Double(seconds)))
            expectEqual(
                [fields.year, fields.month, fields.day, fields.hour, fields.minute, fields.second],
                [expected.year, expected.month, expected.day, expected.hour, expected.minute, expected.second]
                    .map { $0 ?? -1 },
                "\(seconds) s in \(TimeZone.current.identifier)")
        }
    }
}
