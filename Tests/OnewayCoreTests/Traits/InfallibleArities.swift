import Oneway
import OnewayTesting

/// Builds the fixed-arity `Infallible.combineLatest` and `Infallible.zip` forms over 2 to 8
/// sources, each giving an array of the elements it combined, in argument order.
enum InfallibleArities {
    /// `combineLatest` with a result selector, or through the tuple form then `map`.
    static func combineLatest(_ s: [Infallible<Int>], tuple: Bool) -> Infallible<[Int]> {
        switch (s.count, tuple) {
        case (2, false): Infallible.combineLatest(s[0], s[1]) { [$0, $1] }
        case (2, true): Infallible.combineLatest(s[0], s[1]).map { [$0.0, $0.1] }
        case (3, false): Infallible.combineLatest(s[0], s[1], s[2]) { [$0, $1, $2] }
        case (3, true): Infallible.combineLatest(s[0], s[1], s[2]).map { [$0.0, $0.1, $0.2] }
        case (4, false): Infallible.combineLatest(s[0], s[1], s[2], s[3]) { [$0, $1, $2, $3] }
        case (4, true): Infallible.combineLatest(s[0], s[1], s[2], s[3]).map { [$0.0, $0.1, $0.2, $0.3] }
        case (5, false): Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4] }
        case (5, true):
            Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4]).map { [$0.0, $0.1, $0.2, $0.3, $0.4] }
        case (6, false):
            Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5] }
        case (6, true):
            Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5] }
        case (7, false):
            Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { [$0, $1, $2, $3, $4, $5, $6] }
        case (7, true):
            Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6])
                .map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6] }
        case (8, false):
            Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
                [$0, $1, $2, $3, $4, $5, $6, $7]
            }
        case (8, true):
            Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7])
                .map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] }
        default: preconditionFailure("Infallible.combineLatest has arities 2 to 8, not \(s.count)")
        }
    }

    /// `zip`, which on `Infallible` has only the result-selector form.
    static func zip(_ s: [Infallible<Int>]) -> Infallible<[Int]> {
        switch s.count {
        case 2: Infallible.zip(s[0], s[1]) { [$0, $1] }
        case 3: Infallible.zip(s[0], s[1], s[2]) { [$0, $1, $2] }
        case 4: Infallible.zip(s[0], s[1], s[2], s[3]) { [$0, $1, $2, $3] }
        case 5: Infallible.zip(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4] }
        case 6: Infallible.zip(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5] }
        case 7: Infallible.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { [$0, $1, $2, $3, $4, $5, $6] }
        case 8: Infallible.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { [$0, $1, $2, $3, $4, $5, $6, $7] }
        default: preconditionFailure("Infallible.zip has arities 2 to 8, not \(s.count)")
        }
    }

    /// Runs `combine` over `arity` hot sources on a `TestScheduler` with RxTest's default
    /// times. Source `i` emits `i + 1` at 210 + i and `10 × (i + 1)` at 300 + i, and
    /// completes at 400 + i. Returns what the result emitted and each source's subscriptions.
    static func record(
        arity: Int,
        _ combine: @escaping ([Infallible<Int>]) -> Infallible<[Int]>
    ) -> (events: [Recorded<Event<[Int]>>], subscriptions: [[Subscription]]) {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (0..<arity).map { index in
            scheduler.createHotObservable([
                .next(210 + index, index + 1), .next(300 + index, 10 * (index + 1)), .completed(400 + index),
            ])
        }
        let res = scheduler.start { combine(sources.map { $0.asInfallible(onErrorJustReturn: -1) }) }
        return (res.events, sources.map(\.subscriptions))
    }
}
