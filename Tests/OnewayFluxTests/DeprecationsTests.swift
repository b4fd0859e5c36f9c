import Oneway
import OnewayTestSupport
import Testing

// The tests call deprecated API, so they are deprecated themselves: a deprecated
// declaration may use deprecated API without a warning, and the build treats warnings as
// errors.
@Suite(.tracksResources)
struct DeprecationsTests {
    @available(*, deprecated, message: "Tests Variable")
    @Test("Variable replays its value to a new observer, then broadcasts every set value, equal or not")
    func variable() {
        let variable = Variable(1)
        var received: [Int] = []
        let subscription = variable.asObservable().subscribe(onNext: { received.append($0) })
        expectEqual(received, [1])
        variable.value = 2
        expectEqual(variable.value, 2)
        variable.value = 2
        variable.value += 1
        expectEqual(received, [1, 2, 2, 3])
        expectEqual(variable.value, 3)
        subscription.dispose()
    }

    @available(*, deprecated, message: "Tests Variable")
    @Test("A Variable completes its sequence when it is deallocated, as RxSwift's did")
    func variableCompletesOnDeinit() {
        var events: [String] = []
        var variable: Variable<String>? = Variable("a")
        let subscription = variable?.asObservable()
            .subscribe(onNext: { events.append($0) }, onCompleted: { events.append("completed") })
        variable?.value = "b"
        variable = nil
        expectEqual(events, ["a", "b", "completed"])
        subscription?.dispose()
    }

    @available(*, deprecated, message: "Tests addDisposableTo(_:)")
    @Test("addDisposableTo(_:) hands the subscription to the bag, which disposes it when deallocated")
    func addDisposableTo() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var bag: DisposeBag? = DisposeBag()
        subject.subscribe(onNext: { received.append($0) }).addDisposableTo(bag!)
        subject.onNext(1)
        bag = nil
        subject.onNext(2)
        expectEqual(received, [1])
        #expect(!subject.hasObservers)
    }
}
