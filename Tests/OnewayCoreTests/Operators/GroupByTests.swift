import Dispatch
import Foundation
import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct GroupByTests {
    /// Words whose keys are their trimmed, lowercased form: foo, bar, baz and qux.
    private static let words: [Recorded<Event<String>>] = [
        .next(90, "abc"), .next(110, "zoo"), .next(130, "oof"), .next(220, "  foo"), .next(240, " FoO "),
        .next(270, "baR  "), .next(310, "foO "), .next(350, " Baz   "), .next(360, "  qux "), .next(390, "   bar"),
        .next(420, " BAR  "), .next(470, "FOO "), .next(480, "baz  "), .next(510, " bAZ "), .next(530, "    fOo    "),
    ]

    private static let completing = words + [.completed(570), .next(580, "error"), .completed(600)]

    private static func key(_ word: String) throws -> String {
        if word == "error" { throw CreatingTestError.boom }
        return word.lowercased().trimmingCharacters(in: .whitespaces)
    }

    /// Subscribes to the groups of `xs` at 200 (each group when it arrives, or `delay`
    /// later), records each group's events by key, and disposes everything at `disposed`.
    private final class Groups {
        let scheduler: TestScheduler
        let keys: TestableObserver<String>
        var results: [String: TestableObserver<String>] = [:]
        var subscriptions: [String: Disposable] = [:]
        var outer: Disposable?

        init(
            _ xs: TestableObservable<String>,
            on scheduler: TestScheduler,
            delay: Int? = nil,
            disposed: TestTime = 1000,
            keySelector: @escaping (String) throws -> String = GroupByTests.key
        ) {
            self.scheduler = scheduler
            keys = scheduler.createObserver(String.self)
            scheduler.scheduleAt(200) { [self] in
                outer = xs.groupBy(keySelector: keySelector).subscribe { [self] event in
                    keys.on(event.map(\.key))
                    guard let group = event.element else { return }
                    let result = scheduler.createObserver(String.self)
                    results[group.key] = result
                    if let delay {
                        subscriptions[group.key] = scheduler.scheduleRelative((), dueTime: .seconds(delay)) { _ in
                            group.subscribe(result)
                        }
                    } else {
                        subscriptions[group.key] = group.subscribe(result)
                    }
                }
            }
            scheduler.scheduleAt(disposed) { [self] in
                outer?.dispose()
                subscriptions.values.forEach { $0.dispose() }
            }
        }
    }

    @Test("groupBy sends each element to its key's group, in order, as in RxSwift's two-group example")
    func twoGroups() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6), .next(370, 7),
            .next(420, 8), .next(470, 9), .completed(600),
        ])
        let res = scheduler.start {
            xs.groupBy { $0 % 2 }.enumerated().map { index, group in group.map { "\(index) \($0)" } }.merge()
        }
        expectEqual(
            res.events,
            [
                .next(205, "0 1"), .next(210, "1 2"), .next(240, "0 3"), .next(280, "1 4"), .next(320, "0 5"),
                .next(350, "1 6"), .next(370, "0 7"), .next(420, "1 8"), .next(470, "0 9"), .completed(600),
            ])
        expectEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    @Test("groupBy emits a group at the first element of each key and completes with the source")
    func outerComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        var keyInvoked = 0
        let xs = scheduler.createHotObservable(Self.completing)
        let res = scheduler.start {
            xs.groupBy { word in
                keyInvoked += 1
                return try Self.key(word)
            }
            .map(\.key)
        }
        expectEqual(
            res.events,
            [
                .next(220, "foo"), .next(270, "bar"), .next(350, "baz"), .next(360, "qux"), .completed(570),
            ])
        expectEqual(xs.subscriptions, [Subscription(200, 570)])
        expectEqual(keyInvoked, 12)
    }

    @Test("groupBy fails with the source's error")
    func outerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.words + [.error(570, CreatingTestError.bang), .completed(600)])
        let res = scheduler.start { xs.groupBy(keySelector: Self.key).map(\.key) }
        expectEqual(
            res.events,
            [
                .next(220, "foo"), .next(270, "bar"), .next(350, "baz"), .next(360, "qux"),
                .error(570, CreatingTestError.bang),
            ])
        expectEqual(xs.subscriptions, [Subscription(200, 570)])
    }

    @Test("groupBy disposed with no group subscribed ends the source subscription then")
    func outerDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        var keyInvoked = 0
        let xs = scheduler.createHotObservable(Self.completing)
        let res = scheduler.start(disposed: 355) {
            xs.groupBy { word in
                keyInvoked += 1
                return try Self.key(word)
            }
            .map(\.key)
        }
        expectEqual(res.events, [.next(220, "foo"), .next(270, "bar"), .next(350, "baz")])
        expectEqual(xs.subscriptions, [Subscription(200, 355)])
        expectEqual(keyInvoked, 5)
    }

    @Test("groupBy fails, and ends the source subscription, when the key selector throws")
    func keySelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        var keyInvoked = 0
        let xs = scheduler.createHotObservable(Self.completing)
        let res = scheduler.start {
            xs.groupBy { word in
                keyInvoked += 1
                if keyInvoked == 10 { throw CreatingTestError.boom }
                return try Self.key(word)
            }
            .map(\.key)
        }
        expectEqual(
            res.events,
            [
                .next(220, "foo"), .next(270, "bar"), .next(350, "baz"), .next(360, "qux"),
                .error(480, CreatingTestError.boom),
            ])
        expectEqual(xs.subscriptions, [Subscription(200, 480)])
        expectEqual(keyInvoked, 10)
    }

    @Test("Groups subscribed as they arrive receive every element of their key and the completion")
    func innerCompleteAll() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.completing)
        let groups = Groups(xs, on: scheduler)
        scheduler.start()
        expectEqual(groups.results.count, 4)
        expectEqual(
            groups.results["foo"]?.events,
            [
                .next(220, "  foo"), .next(240, " FoO "), .next(310, "foO "), .next(470, "FOO "),
                .next(530, "    fOo    "), .completed(570),
            ])
        expectEqual(
            groups.results["bar"]?.events,
            [
                .next(270, "baR  "), .next(390, "   bar"), .next(420, " BAR  "), .completed(570),
            ])
        expectEqual(
            groups.results["baz"]?.events,
            [
                .next(350, " Baz   "), .next(480, "baz  "), .next(510, " bAZ "), .completed(570),
            ])
        expectEqual(groups.results["qux"]?.events, [.next(360, "  qux "), .completed(570)])
        expectEqual(xs.subscriptions, [Subscription(200, 570)])
    }

    @Test("Groups are hot: subscribed 100 ticks late, a group receives only the later elements")
    func innerCompleteDelayed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.completing)
        let groups = Groups(xs, on: scheduler, delay: 100)
        scheduler.start()
        expectEqual(groups.results["foo"]?.events, [.next(470, "FOO "), .next(530, "    fOo    "), .completed(570)])
        expectEqual(groups.results["bar"]?.events, [.next(390, "   bar"), .next(420, " BAR  "), .completed(570)])
        expectEqual(groups.results["baz"]?.events, [.next(480, "baz  "), .next(510, " bAZ "), .completed(570)])
        expectEqual(groups.results["qux"]?.events, [.completed(570)])
        expectEqual(xs.subscriptions, [Subscription(200, 570)])
    }

    @Test("The source's error reaches every group")
    func innerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.words + [.error(570, CreatingTestError.bang)])
        let groups = Groups(xs, on: scheduler, delay: 100)
        scheduler.start()
        expectEqual(
            groups.results["foo"]?.events,
            [
                .next(470, "FOO "), .next(530, "    fOo    "), .error(570, CreatingTestError.bang),
            ])
        expectEqual(groups.results["qux"]?.events, [.error(570, CreatingTestError.bang)])
        expectEqual(xs.subscriptions, [Subscription(200, 570)])
    }

    @Test("Disposing the result and every group ends the source subscription")
    func innerDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.completing)
        let groups = Groups(xs, on: scheduler, disposed: 400)
        scheduler.start()
        expectEqual(groups.results["foo"]?.events, [.next(220, "  foo"), .next(240, " FoO "), .next(310, "foO ")])
        expectEqual(groups.results["bar"]?.events, [.next(270, "baR  "), .next(390, "   bar")])
        expectEqual(groups.results["baz"]?.events, [.next(350, " Baz   ")])
        expectEqual(groups.results["qux"]?.events, [.next(360, "  qux ")])
        expectEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    @Test("A key selector error reaches every open group")
    func innerKeyThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.completing)
        var keyInvoked = 0
        let groups = Groups(xs, on: scheduler) { word in
            keyInvoked += 1
            if keyInvoked == 6 { throw CreatingTestError.boom }
            return try Self.key(word)
        }
        scheduler.start()
        expectEqual(groups.results.count, 3)
        expectEqual(
            groups.results["foo"]?.events,
            [
                .next(220, "  foo"), .next(240, " FoO "), .next(310, "foO "), .error(360, CreatingTestError.boom),
            ])
        expectEqual(groups.results["bar"]?.events, [.next(270, "baR  "), .error(360, CreatingTestError.boom)])
        expectEqual(groups.results["baz"]?.events, [.next(350, " Baz   "), .error(360, CreatingTestError.boom)])
        expectEqual(groups.keys.events.last, .error(360, CreatingTestError.boom))
        expectEqual(xs.subscriptions, [Subscription(200, 360)])
    }

    @Test("Disposing the result keeps the subscribed groups running; no new group is emitted")
    func outerIndependence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.completing)
        let groups = Groups(xs, on: scheduler)
        scheduler.scheduleAt(320) { groups.outer?.dispose() }
        scheduler.start()
        expectEqual(groups.keys.events, [.next(220, "foo"), .next(270, "bar")])
        expectEqual(
            groups.results["foo"]?.events,
            [
                .next(220, "  foo"), .next(240, " FoO "), .next(310, "foO "), .next(470, "FOO "),
                .next(530, "    fOo    "), .completed(570),
            ])
        expectEqual(
            groups.results["bar"]?.events,
            [
                .next(270, "baR  "), .next(390, "   bar"), .next(420, " BAR  "), .completed(570),
            ])
        expectEqual(xs.subscriptions, [Subscription(200, 570)])
    }

    @Test("Disposing one group leaves the others and the result running")
    func innerIndependence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.completing)
        let groups = Groups(xs, on: scheduler)
        scheduler.scheduleAt(320) { groups.subscriptions["foo"]?.dispose() }
        scheduler.scheduleAt(280) { groups.subscriptions["bar"]?.dispose() }
        scheduler.start()
        expectEqual(groups.results["foo"]?.events, [.next(220, "  foo"), .next(240, " FoO "), .next(310, "foO ")])
        expectEqual(groups.results["bar"]?.events, [.next(270, "baR  ")])
        expectEqual(
            groups.results["baz"]?.events,
            [
                .next(350, " Baz   "), .next(480, "baz  "), .next(510, " bAZ "), .completed(570),
            ])
        expectEqual(groups.keys.events.last, .completed(570))
        expectEqual(xs.subscriptions, [Subscription(200, 570)])
    }

    @Test("A group subscribed after the source completed receives the completion at once")
    func escapeComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Array(Self.words.dropFirst(3)) + [.completed(570)])
        let results = scheduler.createObserver(String.self)
        var group: GroupedObservable<String, String>?
        var outer: Disposable?
        var inner: Disposable?
        scheduler.scheduleAt(200) {
            outer = xs.groupBy(keySelector: Self.key).subscribe(onNext: { if group == nil { group = $0 } })
        }
        scheduler.scheduleAt(600) { inner = group?.subscribe(results) }
        scheduler.scheduleAt(1000) {
            outer?.dispose()
            inner?.dispose()
        }
        scheduler.start()
        expectEqual(group?.key, "foo")
        expectEqual(results.events, [.completed(600)])
        expectEqual(xs.subscriptions, [Subscription(200, 570)])
    }

    @Test("A group subscribed after the result was disposed, with no group subscribed, receives nothing")
    func escapeDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Array(Self.words.dropFirst(3)) + [.error(570, CreatingTestError.boom)])
        let results = scheduler.createObserver(String.self)
        var group: GroupedObservable<String, String>?
        var outer: Disposable?
        var inner: Disposable?
        scheduler.scheduleAt(200) {
            outer = xs.groupBy(keySelector: Self.key).subscribe(onNext: { if group == nil { group = $0 } })
        }
        scheduler.scheduleAt(400) { outer?.dispose() }
        scheduler.scheduleAt(600) { inner = group?.subscribe(results) }
        scheduler.scheduleAt(1000) { inner?.dispose() }
        scheduler.start()
        #expect(results.events.isEmpty)
        expectEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    @Test("groupBy of a source hopping between threads delivers every element to its group, in order, one at a time")
    func concurrent() {
        let count = 5_000
        // Each element is sent from its own action on a concurrent queue, often on another thread.
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let recorder = ThreadedRecorder<(key: Int, element: Int)>()
        let subscription = Observable.from(Array(0..<count), scheduler: scheduler)
            .groupBy { $0 % 4 }
            .map { group in group.map { (key: group.key, element: $0) } }
            .merge()
            .subscribe(recorder.on)
        recorder.waitForTermination()
        subscription.dispose()
        expectEqual(recorder.overlaps, 0)
        expectEqual(recorder.events.last?.isCompleted, true)
        let pairs = recorder.elements
        expectEqual(pairs.map(\.element), Array(0..<count))
        #expect(pairs.allSatisfy { $0.element % 4 == $0.key })
    }
}
