import Oneway
import OnewayTestSupport
import Testing

@Suite(.tracksResources)
struct DisposeBagTests {
    @Test("A bag disposes everything it holds when it is deallocated, in insertion order")
    func disposesOnDeinit() {
        let log = DisposalLog()
        let parts = ["a", "b", "c", "d"].map { CountingDisposable($0, log: log) }
        var bag: DisposeBag? = DisposeBag()
        bag!.insert(parts[0])
        parts[1].disposed(by: bag!)
        bag!.insert(parts[2], parts[3])
        expectEqual(log.order, [])
        bag = nil
        expectEqual(log.order, ["a", "b", "c", "d"])
        #expect(parts.allSatisfy { $0.count == 1 })
    }

    @Test("Replacing a bag disposes the old one's subscriptions")
    func replacingDisposes() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var bag = DisposeBag()
        subject.subscribe(onNext: { received.append($0) }).disposed(by: bag)
        subject.onNext(1)
        bag = DisposeBag()
        subject.onNext(2)
        expectEqual(received, [1])
        #expect(!subject.hasObservers)
        _ = bag
    }

    @Test("The builder and array initializers and inserts hold every disposable given")
    func builderForms() {
        let log = DisposalLog()
        let parts = (0..<8).map { CountingDisposable("\($0)", log: log) }
        do {
            let built = DisposeBag {
                parts[0]
                parts[1]
            }
            built.insert {
                parts[2]
                parts[3]
            }
            let variadic = DisposeBag(disposing: parts[4], parts[5])
            let array = DisposeBag(disposing: [parts[6]])
            array.insert([parts[7]])
            _ = (built, variadic, array)
        }
        #expect(parts.allSatisfy { $0.count == 1 })
        expectEqual(Set(log.order), Set((0..<8).map { "\($0)" }))
    }

    @Test("Inserts from 4 threads at once all get disposed with the bag")
    func concurrentInserts() {
        let parts = (0..<4).map { _ in (0..<250).map { _ in CountingDisposable() } }
        do {
            let bag = DisposeBag()
            runConcurrently(threads: 4) { index in
                for part in parts[index] { bag.insert(part) }
            }
        }
        #expect(parts.joined().allSatisfy { $0.count == 1 })
    }
}
