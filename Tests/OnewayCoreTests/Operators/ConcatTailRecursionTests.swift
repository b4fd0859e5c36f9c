import Oneway
import OnewayTestSupport
import Testing

/// `concat([step(i), <the same for i + 1>])`, as a lazy collection of two sources.
private func recursiveCollection(from index: Int) -> Observable<Int> {
    Observable.concat([0, 1].lazy.map { which in which == 0 ? .just(index) : recursiveCollection(from: index + 1) })
}

/// The same, as a sequence whose length is unknown.
private func recursiveSequence(from index: Int) -> Observable<Int> {
    Observable.concat(
        AnySequence([0, 1].lazy.map { which in which == 0 ? .just(index) : recursiveSequence(from: index + 1) }))
}

private func elements(of source: Observable<Int>) -> [Int] {
    var received: [Int] = []
    let subscription = source.subscribe(onNext: { received.append($0) })
    subscription.dispose()
    return received
}

/// `maxTailRecursiveSinkStackSize` is one process-wide value; the suite's tests run one at a
/// time (`.tracksResources` queues tracked tests), so each sets it and reads its own.
@Suite(.tracksResources)
struct ConcatTailRecursionTests {
    @Test("A concat whose last source is a concat continues in the same subscription: 10,000 levels at a depth of 1")
    func tailPosition() {
        maxTailRecursiveSinkStackSize = 0
        expectEqual(elements(of: recursiveCollection(from: 0).take(10_000)), Array(0..<10_000))
        expectEqual(maxTailRecursiveSinkStackSize, (Resources.isTracking ? 1 : 0))
    }

    @Test("A sequence of unknown length stays on the stack at each level, as in RxSwift: the depth grows")
    func unknownLength() {
        maxTailRecursiveSinkStackSize = 0
        expectEqual(elements(of: recursiveSequence(from: 0).take(2_000)), Array(0..<2_000))
        if Resources.isTracking {
            #expect(maxTailRecursiveSinkStackSize > 1_000)
        } else {
            expectEqual(maxTailRecursiveSinkStackSize, 0)
        }
    }

    @Test("A concat in first position runs its sources, then the outer ones, in order")
    func nestedFirst() {
        let inner = Observable.concat([Observable.just(1), .just(2)])
        expectEqual(
            elements(of: Observable.concat([inner, .just(3), Observable.concat([.just(4), .just(5)])])),
            [
                1, 2, 3, 4, 5,
            ])
    }

    @Test("A nested concat's error ends the whole concatenation")
    func nestedError() {
        enum Failure: Error { case boom }
        var error: (any Error)?
        var received: [Int] = []
        _ = Observable.concat([Observable.concat([.just(1), .error(Failure.boom)]), .just(2)])
            .subscribe(onNext: { received.append($0) }, onError: { error = $0 })
        expectEqual(received, [1])
        #expect(error is Failure)
    }

    @Test("Each subscription to a nested concat iterates its sources anew")
    func resubscription() {
        let source = Observable.concat([Observable.just(0), Observable.concat([.just(1), .just(2)])])
        expectEqual(elements(of: source), [0, 1, 2])
        expectEqual(elements(of: source), [0, 1, 2])
    }
}
