import Oneway
import OnewayTestSupport
import Testing

@Suite(.tracksResources)
struct SmokeTests {
    @Test("just(_:) then map delivers the transformed element and completes")
    func justMap() {
        var received: [Int] = []
        var completed = false
        _ = Observable.just(2).map { $0 * 10 }
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        expectEqual(received, [20])
        #expect(completed)
    }

    @Test("A PublishSubject delivers to its observers in order")
    func publishSubject() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        subject.onNext(2)
        subscription.dispose()
        subject.onNext(3)
        expectEqual(received, [1, 2])
    }
}
