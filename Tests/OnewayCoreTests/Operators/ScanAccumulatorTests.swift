import Oneway
import OnewayTestSupport
import Testing

/// `scan(into:)` keeps its accumulator in the subscription and mutates it in place.
@Suite(.tracksResources)
struct ScanAccumulatorTests {
    @Test("scan(into:) mutates a uniquely referenced accumulator: no copy per element")
    func accumulatesInPlace() {
        let subject = PublishSubject<Int>()
        var uniqueness: [Bool] = []
        var sums: [Int] = []
        // The observable keeps the seed, so the first mutation copies it, and only that one.
        let scanned = subject.scan(into: Accumulator()) { accumulator, element in
            uniqueness.append(accumulator.isUnique)
            accumulator.add(element)
        }
        let subscription = scanned.subscribe(onNext: { sums.append($0.sum) })
        for element in 1...4 { subject.onNext(element) }
        expectEqual(uniqueness, [false, true, true, true])
        expectEqual(sums, [1, 3, 6, 10])
        subscription.dispose()
    }

    @Test("Each subscription to scan starts again from the seed")
    func eachSubscriptionStartsFromSeed() {
        let subject = PublishSubject<Int>()
        let scanned = subject.scan(10) { $0 + $1 }
        var first: [Int] = []
        var second: [Int] = []
        let firstSubscription = scanned.subscribe(onNext: { first.append($0) })
        subject.onNext(1)
        let secondSubscription = scanned.subscribe(onNext: { second.append($0) })
        subject.onNext(2)
        expectEqual(first, [11, 13])
        expectEqual(second, [12])
        firstSubscription.dispose()
        secondSubscription.dispose()
    }

    @Test("An accumulator that throws fails the sequence once and stops it")
    func throwingAccumulator() {
        let subject = PublishSubject<Int>()
        var events: [String] = []
        let subscription = subject.scan(0) { sum, element in
            if element == 2 { throw TestFailure.boom }
            return sum + element
        }
        .subscribe(
            onNext: { events.append("next(\($0))") },
            onError: { events.append("error(\(TestFailure($0)))") },
            onCompleted: { events.append("completed") }
        )
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        expectEqual(events, ["next(1)", "error(boom)"])
        #expect(!subject.hasObservers)
        subscription.dispose()
    }
}

/// A value with reference storage that reports whether a mutation would have to copy it.
private struct Accumulator {
    private final class Storage {
        var sum = 0
    }

    private var storage = Storage()

    var sum: Int { storage.sum }

    var isUnique: Bool {
        mutating get { isKnownUniquelyReferenced(&storage) }
    }

    mutating func add(_ element: Int) {
        if !isKnownUniquelyReferenced(&storage) {
            let copy = Storage()
            copy.sum = storage.sum
            storage = copy
        }
        storage.sum += element
    }
}
