import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

/// Builds the fixed-arity `Driver.zip` and `Driver.combineLatest` forms over 2 to 8 sources, each
/// giving an array of the elements it combined, in argument order.
private enum DriverArities {
    /// `zip` with a result selector, or through the tuple form then `map`.
    static func zip(_ s: [Driver<Int>], tuple: Bool) -> Driver<[Int]> {
        switch (s.count, tuple) {
        case (2, false): Driver.zip(s[0], s[1]) { [$0, $1] }
        case (2, true): Driver.zip(s[0], s[1]).map { [$0.0, $0.1] }
        case (3, false): Driver.zip(s[0], s[1], s[2]) { [$0, $1, $2] }
        case (3, true): Driver.zip(s[0], s[1], s[2]).map { [$0.0, $0.1, $0.2] }
        case (4, false): Driver.zip(s[0], s[1], s[2], s[3]) { [$0, $1, $2, $3] }
        case (4, true): Driver.zip(s[0], s[1], s[2], s[3]).map { [$0.0, $0.1, $0.2, $0.3] }
        case (5, false): Driver.zip(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4] }
        case (5, true): Driver.zip(s[0], s[1], s[2], s[3], s[4]).map { [$0.0, $0.1, $0.2, $0.3, $0.4] }
        case (6, false): Driver.zip(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5] }
        case (6, true): Driver.zip(s[0], s[1], s[2], s[3], s[4], s[5]).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5] }
        case (7, false): Driver.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { [$0, $1, $2, $3, $4, $5, $6] }
        case (7, true):
            Driver.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6] }
        case (8, false):
            Driver.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { [$0, $1, $2, $3, $4, $5, $6, $7] }
        case (8, true):
            Driver.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map {
                [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7]
            }
        default: preconditionFailure("Driver.zip has arities 2 to 8, not \(s.count)")
        }
    }

    /// `combineLatest` with a result selector, or through the tuple form then `map`.
    static func combineLatest(_ s: [Driver<Int>], tuple: Bool) -> Driver<[Int]> {
        switch (s.count, tuple) {
        case (2, false): Driver.combineLatest(s[0], s[1]) { [$0, $1] }
        case (2, true): Driver.combineLatest(s[0], s[1]).map { [$0.0, $0.1] }
        case (3, false): Driver.combineLatest(s[0], s[1], s[2]) { [$0, $1, $2] }
        case (3, true): Driver.combineLatest(s[0], s[1], s[2]).map { [$0.0, $0.1, $0.2] }
        case (4, false): Driver.combineLatest(s[0], s[1], s[2], s[3]) { [$0, $1, $2, $3] }
        case (4, true): Driver.combineLatest(s[0], s[1], s[2], s[3]).map { [$0.0, $0.1, $0.2, $0.3] }
        case (5, false): Driver.combineLatest(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4] }
        case (5, true): Driver.combineLatest(s[0], s[1], s[2], s[3], s[4]).map { [$0.0, $0.1, $0.2, $0.3, $0.4] }
        case (6, false): Driver.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5] }
        case (6, true):
            Driver.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5] }
        case (7, false):
            Driver.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { [$0, $1, $2, $3, $4, $5, $6] }
        case (7, true):
            Driver.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map {
                [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6]
            }
        case (8, false):
            Driver.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { [$0, $1, $2, $3, $4, $5, $6, $7] }
        case (8, true):
            Driver.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map {
                [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7]
            }
        default: preconditionFailure("Driver.combineLatest has arities 2 to 8, not \(s.count)")
        }
    }
}

@Suite(.tracksResources)
@MainActor
struct SharedSequenceArityTests {
    /// Source `index` of `count`: emits `index` at 210 + 10 × index and `index + 10` at 300, then completes at
    /// 400 + index.
    private func sources(_ count: Int, on scheduler: TestScheduler) -> [Driver<Int>] {
        (0..<count).map { index in
            scheduler.createHotObservable([
                .next(210 + 10 * index, index), .next(300, index + 10), .completed(400 + index),
            ])
            .asDriver(onErrorJustReturn: -1)
        }
    }

    @Test("zip of 2 to 8 Drivers pairs their elements by position, with a selector and as tuples", arguments: 2...8)
    func zip(count: Int) {
        for tuple in [false, true] {
            onSharingTestScheduler { scheduler in
                let drivers = sources(count, on: scheduler)
                let res = scheduler.start { DriverArities.zip(drivers, tuple: tuple).asObservable() }
                let last = 210 + 10 * (count - 1) + 1
                expectEqual(
                    res.events,
                    [
                        .next(last, Array(0..<count)), .next(301, Array(10..<(10 + count))),
                        .completed(400 + count),
                    ])
            }
        }
    }

    @Test(
        "combineLatest of 2 to 8 Drivers combines their latest elements, with a selector and as tuples",
        arguments: 2...8)
    func combineLatest(count: Int) {
        for tuple in [false, true] {
            onSharingTestScheduler { scheduler in
                let drivers = sources(count, on: scheduler)
                let res = scheduler.start { DriverArities.combineLatest(drivers, tuple: tuple).asObservable() }
                let first = 210 + 10 * (count - 1) + 1
                let latest = (1...count).map { changed in
                    Recorded.next(301, (0..<count).map { $0 < changed ? $0 + 10 : $0 })
                }
                expectEqual(res.events, [.next(first, Array(0..<count))] + latest + [.completed(400 + count)])
            }
        }
    }
}
