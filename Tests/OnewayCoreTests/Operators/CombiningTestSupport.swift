import Dispatch
import Oneway
import OnewayTesting

/// The errors the combining operators' tests send.
enum CombiningTestError: Error {
    case first
    case second
}

/// A concurrent queue per index, so that each source of a test runs on its own threads.
func combiningQueues(_ count: Int) -> [DispatchQueue] {
    (0..<count).map { DispatchQueue(label: "oneway.combining-tests.\($0)", attributes: .concurrent) }
}

/// The marble every test of the fixed-arity `combineLatest` and `zip` forms runs, for
/// `Observable` and `Infallible` alike: source `i` emits `i + 1` at 210 + i and
/// `10 × (i + 1)` at 300 + i, and completes at 400 + i.
enum ArityMarble {
    /// Runs `combine` over `arity` such sources with RxTest's default times; returns what the
    /// result emitted and each source's subscriptions.
    static func record<Result: ObservableConvertibleType>(
        arity: Int,
        _ combine: @escaping ([TestableObservable<Int>]) -> Result
    ) -> (events: [Recorded<Event<[Int]>>], subscriptions: [[Subscription]]) where Result.Element == [Int] {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (0..<arity).map { index in
            scheduler.createHotObservable([
                .next(210 + index, index + 1), .next(300 + index, 10 * (index + 1)), .completed(400 + index),
            ])
        }
        let res = scheduler.start { combine(sources) }
        return (res.events, sources.map(\.subscriptions))
    }

    /// What `combineLatest` emits: every source's first element once the last one has
    /// emitted, then one array per second element, then completion with the last source.
    static func combineLatestEvents(arity: Int) -> [Recorded<Event<[Int]>>] {
        var expected: [Recorded<Event<[Int]>>] = [.next(210 + arity - 1, Array(1...arity))]
        var latest = Array(1...arity)
        for index in 0..<arity {
            latest[index] = 10 * (index + 1)
            expected.append(.next(300 + index, latest))
        }
        expected.append(.completed(400 + arity - 1))
        return expected
    }

    /// What `zip` emits: the first elements, then the second ones, each when the last source
    /// has emitted it, then completion with the last source.
    static func zipEvents(arity: Int) -> [Recorded<Event<[Int]>>] {
        [
            .next(210 + arity - 1, Array(1...arity)),
            .next(300 + arity - 1, (1...arity).map { 10 * $0 }),
            .completed(400 + arity - 1),
        ]
    }

    /// Each source's subscription: from 200 until its own completion.
    static func subscriptions(arity: Int) -> [[Subscription]] {
        (0..<arity).map { [Subscription(200, 400 + $0)] }
    }
}
