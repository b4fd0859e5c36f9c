import Oneway
import OnewayTestSupport
import Testing

/// The deliverer reads a shared snapshot of a subject's observer list without retaining it;
/// these tests pin down when observers are released and that the list stays consistent.
@Suite(.tracksResources)
struct SubjectSnapshotTests {
    @Test("An observer disposed after an element is released at once, before any further element")
    func releasedWithoutFurtherElement() {
        let subject = PublishSubject<Int>()
        weak var weakToken: Token?
        let subscription: Disposable
        do {
            let token = Token()
            weakToken = token
            subscription = subject.subscribe(onNext: { [token] _ in token.count += 1 })
        }
        subject.onNext(1)
        expectEqual(weakToken?.count, 1)
        subscription.dispose()
        #expect(weakToken == nil)
        #expect(!subject.hasObservers)
    }

    @Test("An observer disposed by another during a delivery is released when that delivery ends")
    func releasedAfterDeliveryThatDisposedIt() {
        let subject = PublishSubject<Int>()
        var victim: Disposable?
        var tokenWasAliveDuringDelivery = false
        weak var weakToken: Token?
        do {
            let token = Token()
            weakToken = token
            let first = subject.subscribe(onNext: { element in
                guard element == 1 else { return }
                victim?.dispose()
                tokenWasAliveDuringDelivery = weakToken != nil
            })
            victim = subject.subscribe(onNext: { [token] _ in token.count += 1 })
            subject.onNext(1)
            expectEqual(token.count, 0)
            first.dispose()
        }
        #expect(tokenWasAliveDuringDelivery)
        #expect(weakToken == nil)
        #expect(!subject.hasObservers)
    }

    @Test("Subscribing and disposing between elements keeps each observer's elements exact")
    func churnBetweenElements() {
        let subject = PublishSubject<Int>()
        var received: [[Int]] = Array(repeating: [], count: 6)
        var subscriptions: [Disposable?] = Array(repeating: nil, count: 6)
        for element in 0..<6 {
            subscriptions[element] = subject.subscribe(onNext: { received[element].append($0) })
            if element >= 2 { subscriptions[element - 2]?.dispose() }
            subject.onNext(element)
        }
        expectEqual(received, [[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5]])
        for subscription in subscriptions { subscription?.dispose() }
    }

    @Test("Observers subscribed and disposed from inside a delivery see exactly the later elements")
    func churnInsideDelivery() {
        let subject = BehaviorSubject(value: 0)
        var late: [Int] = []
        var lateSubscription: Disposable?
        var middle: [Int] = []
        var middleSubscription: Disposable?
        let first = subject.subscribe(onNext: { element in
            guard element == 1 else { return }
            middleSubscription?.dispose()
            lateSubscription = subject.subscribe(onNext: { late.append($0) })
        })
        middleSubscription = subject.subscribe(onNext: { middle.append($0) })
        subject.onNext(1)
        subject.onNext(2)
        expectEqual(middle, [0])
        expectEqual(late, [1, 2])
        first.dispose()
        lateSubscription?.dispose()
    }
}

private final class Token {
    var count = 0
}
